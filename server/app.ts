/**
 * The app factory: builds the Hono app from its dependencies, apart from any listener, so that production
 * (server/main.ts), tests (`app.request()`) and msw (forwarding to `app.fetch`) all run the same app.
 *
 * Every /api answer is the envelope — unknown paths and thrown errors included; a stack trace never leaves the
 * server. Other paths serve the built client, falling back to index.html for client routes.
 */
import { Hono, type Context } from 'hono';
import { ResponseCode } from '../runtime/core/contract/envelope';
import { languageFromHeader } from '../runtime/core/i18n/languages';
import { translate } from '../runtime/core/i18n/messages';
import { sessionGuard } from './auth/guard';
import { AppError } from './errors';
import type { AppEnv } from './http/env';
import { failure } from './http/envelope';
import { bodyLimits } from './http/body-limits';
import { rejectMalformedInput } from './http/input-check';
import { redactPath, securityHeaders } from './http/security-headers';
import { fileRoutes } from './modules/file/routes';
import { oauthRoutes } from './modules/oauth/routes';
import { currentUserRoutes } from './modules/current-user/routes';
import { reminderLogRoutes, reminderWarningRoutes } from './modules/reminder/routes';
import { billRuleRoutes } from './modules/bill-rule/routes';
import { channelSettingsRoutes } from './modules/message/channels/settings-routes';
import { sendLogRoutes } from './modules/message/send-log-routes';
import { MESSAGE_TEMPLATE_RULES } from './modules/message/templates/parameters-rule';
import { MESSAGE_TEMPLATE_SCREENS, messageTemplateRoutes } from './modules/message/templates/routes';
import { BILL_RULE_RULES } from './modules/bill-rule/example-rule';
import { dictionaryRoutes } from './modules/dictionary/routes';
import { resourceRoutes } from './modules/resource/routes';
import { authorizeRoutes } from './modules/authorize/routes';
import { onlineUserRoutes } from './modules/online-users/routes';
import { dataAuthorizeFieldRoutes, dataSchemeRoutes } from './modules/data-scheme/routes';
import { gradeRoutes } from './modules/grade/routes';
import { PERMISSION_OBJECT_SCREENS, groupRoutes, positionRoutes, roleRoutes } from './modules/permission-objects/routes';
import { AREA_SCREEN, areaRoutes } from './modules/area/routes';
import { MENU_SCREENS, menuRoutes, permissionItemRoutes } from './modules/menu/routes';
import { modelPageScreens, modelsUsingBillRule, releasedModelScreen } from './modules/visualdev/models';
import { releasedModelsUsingInterface } from './modules/visualdev/interface-users';
import { onlineDevRoutes, visualDevBaseRoutes } from './modules/visualdev/routes';
import { relationRoutes } from './modules/visualdev/relation-routes';
import { dataReportRoutes, portalRoutes } from './modules/visualdev/board-routes';
import { assertRulesProvided } from './modules/resource/rules';
import { userRoutes, employeeRoutes } from './modules/users/routes';
import { USERS_SCREEN, withUserStorage } from './modules/users/user-hooks';
import { userPickerRows } from './modules/users/user-rows';
import { administratorRoutes } from './modules/users/administrators-routes';
import { ORGANIZE_SCREEN, ORGANIZE_SCREENS, organizeRoutes } from './modules/organize/routes';
import { eamDepartmentRoutes } from './modules/organize/eam-department';
import { organizePickerSql } from './modules/organize/organize-rows';
import { createServices, type AppDeps } from './services';
import { messageRoutes } from './modules/message/routes';
import { scheduleRoutes } from './modules/schedule/routes';
import { printDevRoutes, printLogRoutes } from './modules/print/routes';
import { DATA_INTERFACE_RULES, dataInterfaceLogRoutes, dataInterfaceRoutes } from './modules/data-interface/routes';
import { socketRoutes } from './realtime/socket-route';
import { chatUnread, handleChatFrame } from './modules/chat/chat-frames';
import { chatContactRoutes, chatReplyRoutes } from './modules/chat/routes';
import { referenceRoutes } from './modules/resource/reference-routes';

export type { AppDeps } from './services';

/** Builds the application. */
export function createApp(deps: AppDeps) {
  const services = createServices(deps);
  const log = deps.log ?? ((entry) => process.stdout.write(`${JSON.stringify(entry)}\n`));
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('services', services);
    c.set('lang', languageFromHeader(c.req.header('accept-language')));
    await next();
    if (deps.config.logRequests && c.req.path.startsWith('/api')) {
      log({
        time: new Date().toISOString(),
        level: 'info',
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        user: c.get('session')?.account,
      });
    }
  });

  app.use('*', securityHeaders());
  app.use('/api/*', bodyLimits());
  app.use('/api/*', rejectMalformedInput());
  app.use('/api/*', sessionGuard());
  app.route('/api/oauth', oauthRoutes());
  // An upload to a released low-code model's file field is bounded by that field's rules (visualdev finds its screen).
  app.route('/api/file', fileRoutes({ modelScreen: releasedModelScreen }));
  // The signed-in user's own account and reminders (issue 3); before the user and organisation screens so these paths win.
  app.route('/api/permission/Users/Current', currentUserRoutes());
  // The system administrators list (spec 03 §7 names it under SysConfig): before the engine so its paths win.
  app.route('/api/system/SysConfig', administratorRoutes());
  app.route('/api/permission/Organize', reminderWarningRoutes());
  app.route('/api/eam/PublicApi', reminderLogRoutes());
  // The live socket and in-site messages (issue 12).
  if (deps.upgradeWebSocket) app.route('/', socketRoutes(deps.upgradeWebSocket, handleChatFrame, chatUnread));
  // Internal chat (issue 12 §6): conversations and contacts; before the message and user routes so these paths win.
  app.route('/api/message/imreply', chatReplyRoutes());
  // Every call listing users to a session keeps to the users the caller would see on the users page (users/user-rows.ts).
  const usersScreen = services.screens.byId.get(USERS_SCREEN);
  const visibleUsers = (c: Context<AppEnv>) => userPickerRows(c, usersScreen);
  app.route('/api/permission/Users/ImUser', chatContactRoutes({ visibleUsers }));
  // Screens: modules with their own logic first (their paths win), then the engine for every schema screen.
  const rules = { ...BILL_RULE_RULES, ...MESSAGE_TEMPLATE_RULES, ...DATA_INTERFACE_RULES };
  assertRulesProvided(services.screens.screens.map((screen) => screen.schema), rules);
  // The users screen is the engine's, over base_user through the users module's storage and hooks (users/user-hooks.ts).
  const resources = { registry: withUserStorage(services.screens, services), rules };
  // Message templates and sending settings live under /api/message: served before the inbox's /{id} catches them.
  const messageTemplateScreens = new Set<string>(MESSAGE_TEMPLATE_SCREENS);
  app.route('/api/message/ChannelSettings', channelSettingsRoutes());
  app.route('/api/message/MessageMonitor', sendLogRoutes());
  app.route('/api/message', messageTemplateRoutes(resources));
  app.route('/', resourceRoutes({ ...resources, servedElsewhere: new Set(services.screens.screens.map((screen) => screen.schema.id).filter((id) => !messageTemplateScreens.has(id))) }));
  app.route('/api/message', messageRoutes());
  app.route('/api/system/Schedule', scheduleRoutes());

  app.route('/api/system/BillRule', billRuleRoutes({ ...resources, billRuleUsers: async (db, enCode) => (await modelsUsingBillRule(db, enCode)).map((model) => model.screen.schema) }));
  app.route('/api/system/DictionaryData', dictionaryRoutes(resources));
  // The picker of reference fields: a screen's records by their label, the rows its data schemes leave the caller.
  app.route('/api/system/Reference', referenceRoutes());
  // The users module's own calls (pickers, unlock, password reset) before the engine's users routes take `/{id}`.
  app.route('/api/permission/Users', userRoutes(resources));
  app.route('/api/permission/Organize', organizeRoutes(resources));
  const organizeScreen = services.screens.byId.get(ORGANIZE_SCREEN);
  app.route('/api/eam/EamDepartment', eamDepartmentRoutes({ users: visibleUsers, organizes: (c) => organizePickerSql(c, organizeScreen) }));
  app.route('/api/permission/Role', roleRoutes(resources));
  app.route('/api/permission/Position', positionRoutes(resources));
  app.route('/api/system/Area', areaRoutes(resources));
  app.route('/api/permission/Group', groupRoutes(resources));
  app.route('/api/permission/Authority', authorizeRoutes());
  // The organisation module applies data schemes itself (organize/organize-rows.ts); users' pickers too (users/user-rows.ts).
  // A released low-code model's page takes schemes over the released definition's fields.
  const schemeScreens = { registry: services.screens, pageScreens: modelPageScreens };
  app.route('/api/system/ModuleDataAuthorize', dataAuthorizeFieldRoutes(schemeScreens));
  app.route('/api/system/ModuleDataAuthorizeScheme', dataSchemeRoutes(schemeScreens));
  app.route('/api/permission/OrganizeAdministrator', gradeRoutes());
  app.route('/api/permission/OnlineUser', onlineUserRoutes());
  app.route('/api/eam/Eam_employee', employeeRoutes(resources));
  app.route('/api/system/Menu', menuRoutes(services.screens));
  app.route('/api/system/ModuleButton', permissionItemRoutes(services.screens, 'moduleButton'));
  app.route('/api/system/ModuleColumn', permissionItemRoutes(services.screens, 'moduleColumn'));
  app.route('/api/system/ModuleForm', permissionItemRoutes(services.screens, 'moduleForm'));
  app.route('/api/visualdev/Base', visualDevBaseRoutes());
  app.route('/api/visualdev/OnlineDev', onlineDevRoutes());
  app.route('/api/visualdev/Relation', relationRoutes());
  app.route('/api/visualdev/DataReport', dataReportRoutes());
  app.route('/api/visualdev/Portal', portalRoutes());
  // Print templates: the calls beside the engine's CRUD of schemas/printDev.json, and the print log.
  app.route('/api/system/printDev', printDevRoutes(resources));
  app.route('/api/system/printLog', printLogRoutes(resources));
  // Data interfaces: the engine behind the pickers and the screen's preview, beside the CRUD of schemas/dataInterface.json.
  app.route('/api/system/DataInterface', dataInterfaceRoutes({ ...resources, releasedInterfaceUsers: releasedModelsUsingInterface }));
  app.route('/api/system/DataInterfaceLog', dataInterfaceLogRoutes(resources));
  app.route('/', resourceRoutes({ ...resources, servedElsewhere: new Set([AREA_SCREEN, ...ORGANIZE_SCREENS, ...PERMISSION_OBJECT_SCREENS, ...MENU_SCREENS, ...MESSAGE_TEMPLATE_SCREENS]) }));

  app.all('/api/*', (c) => failure(c, ResponseCode.notFound, translate(c.get('lang'), 'error.apiNotFound', { path: redactPath(c.req.path) })));

  app.get('*', async (c) => {
    const response = await deps.serveClient?.(c.req.path);
    return response ?? c.text('Not Found', 404);
  });

  app.onError((error, c) => {
    const lang = c.get('lang') ?? 'zh-CN';
    if (error instanceof AppError) return failure(c, error.code, translate(lang, error.messageKey, error.params));
    // What the database or the runtime cannot take (a NUL or a lone surrogate that slipped through, nesting too
    // deep) is the caller's bad input, never a server error.
    const databaseCode = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (databaseCode === '22021' || databaseCode === '22P05' || databaseCode === '54001' || error instanceof RangeError) {
      return failure(c, ResponseCode.failure, translate(lang, 'error.malformedInput'));
    }
    log({
      time: new Date().toISOString(),
      level: 'error',
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    return failure(c, ResponseCode.serverError, translate(lang, 'error.internal'));
  });

  // The services travel with the app so the listener can close the socket hub (server/listen.ts).
  return Object.assign(app, { services });
}

/** The application type, for typed tests. */
export type App = ReturnType<typeof createApp>;
