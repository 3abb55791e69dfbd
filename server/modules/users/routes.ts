/**
 * /api/permission/Users and the employee calls the user dialog makes (/api/eam/Eam_employee). Users live in
 * base_user, not in lc_record, so this module serves the users screen itself — with the same schema validation
 * and the same permission guard as the engine (the `permission/user` menu and its buttons), and the same column and
 * form-field permission: the list answers and searches only the columns the caller may see, one user only the
 * form fields they may see, and writes ignore the others (permission/field-access.ts).
 */
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { visibleListFields, withoutHiddenColumns, withoutHiddenFormFields, type FieldAccess } from '../permission/field-access';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import { userAccess, userAccessTo, userPickerRows } from './user-rows';
import type { RowScope } from '../permission/data-scope';
import { RESET_PASSWORD, UNLOCK } from './actions';
import { parseListQuery } from '../resource/query';
import type { ResourceAction, Screen, ScreenRegistry } from '../resource/registry';
import { successMessage } from '../resource/routes';
import { createUser, removeUser, resetUserPassword, toggleUserState, unlockUser, updateUser, type UserWriteContext } from './user-service';
import { findUser, USER_KEYWORD_FIELDS, userAnswers, userPage } from './user-store';
import { loadOrganizes } from './organize';
import { userPickerRoutes } from './picker-routes';
import { mountUserSheets } from './user-sheets';
import { buildTree, withAncestors } from '../resource/tree';


/** What the user pickers show, and so all a picker's keyword may search. */
const PICKER_KEYWORD_FIELDS = ['account', 'realName'] as const;

/** The users screen's id. */
export const USERS_SCREEN = 'users';

/** The employee page's route, whose holders may also look employees up. */
const EMPLOYEE_ROUTE = 'eam/employee';

function writeContext(c: Context<AppEnv>, screen: Screen, access: FieldAccess & { rows?: RowScope }): UserWriteContext {
  const services = c.get('services');
  return {
    db: services.db,
    session: c.get('session'),
    screen,
    lang: c.get('lang'),
    now: services.now(),
    passwordIterations: services.passwordIterations,
    hiddenFormFields: access.hiddenFormFields,
    rows: access.rows,
  };
}

async function oneUser(c: Context<AppEnv>, id: string) {
  const db = c.get('services').db;
  const row = await findUser(db, id);
  if (!row) throw fail('userNotFound');
  return (await userAnswers(db, [row]))[0]!;
}

/** Routes under /api/permission/Users (only when the users schema is loaded). */
export function userRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get(USERS_SCREEN);
  if (!screen) return app;
  const fields = new Set(Object.keys(screen.schema.model.properties));

  // What of the users screen the caller may see, by the grants authorise answers for the action.
  // Fields and rows (data permissions, grades: user-rows.ts).
  const guard = (c: Context<AppEnv>, action: ResourceAction) => userAccess(c, screen, action);

  app.get('/', async (c) => {
    const access = await guard(c, 'list');
    const query = parseListQuery(c.req.query(), fields);
    const db = c.get('services').db;
    const page = await userPage(db, {
      keyword: query.keyword,
      keywordFields: visibleListFields(USER_KEYWORD_FIELDS, access),
      organizeId: c.req.query('organizeId') || undefined,
      where: access.visible,
      offset: (query.currentPage - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return ok(c, {
      list: (await userAnswers(db, page.rows)).map((user) => withoutHiddenColumns(user, access)),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total },
    });
  });

  // Pickers anywhere in the product list users by name: a session is enough, and only names are answered.
  const pickable = async (c: Context<AppEnv>) => {
    const query = parseListQuery(c.req.query(), fields);
    // Only what the picker shows is searched: names and accounts, never mobile numbers (issue 8).
    // The rows the caller would see on the users page (its schemes; a grade administrator's grades): user-rows.ts.
    const page = await userPage(c.get('services').db, { keyword: query.keyword, keywordFields: PICKER_KEYWORD_FIELDS, where: await userPickerRows(c, screen), offset: 0, limit: 10_000 });
    return {
      keyword: query.keyword,
      users: page.rows
        .filter((row) => row.enabledMark === 1)
        .map((row) => ({ id: row.id, parentId: row.organizeId, fullName: `${row.realName}/${row.account}`, account: row.account, realName: row.realName, organizeId: row.organizeId, headIcon: row.headIcon, type: 'user', isLeaf: true })),
    };
  };
  app.get('/All', async (c) => ok(c, { list: (await pickable(c)).users.map((user) => ({ ...user, hasChildren: false, children: [] })) }));
  // The user picker's tree: organisations with their users as leaves (with a keyword, only branches holding a match).
  app.get('/Selector', async (c) => {
    const { keyword, users } = await pickable(c);
    const organizeRows = (await loadOrganizes(c.get('services').db)).filter((row) => row.enabledMark === 1);
    const nodes = [
      ...organizeRows.map((row) => ({ id: row.id, parentId: row.parentId, fullName: row.fullName, type: row.category, isLeaf: false })),
      ...users.map(({ id, parentId, fullName, type, headIcon }) => ({ id, parentId, fullName, type, headIcon, isLeaf: true })),
    ];
    const kept = keyword ? withAncestors(nodes, (node) => node.type === 'user') : nodes;
    return ok(c, { list: buildTree(kept) });
  });
  // The pickers' other calls (a session is enough), before `/:id` swallows their paths.
  app.route('/', userPickerRoutes(screen));
  // Export, template and import (user-sheets.ts), before `/:id` swallows their paths.
  mountUserSheets(app, screen, options.registry);

  app.put('/:id/Actions/State', async (c) => {
    await userAccessTo(c, screen, 'state', c.req.param('id'));
    const services = c.get('services');
    const state = await toggleUserState(services.db, c.get('session'), c.req.param('id'));
    // A disabled user's sessions end (601 on their next call), and stay ended when the user is enabled again.
    if (state !== 1) await services.sessions.endAccessOf([c.req.param('id')], 'disabled');
    return ok(c, { enabledMark: state }, successMessage(screen, c.get('lang'), 'update'));
  });

  app.put('/:id/Actions/unlock', async (c) => {
    await userAccessTo(c, screen, UNLOCK, c.req.param('id'));
    await unlockUser(c.get('services').db, c.get('session'), c.req.param('id'));
    return ok(c, null, translate(c.get('lang'), 'common.unlockSuccess'));
  });

  app.post('/:id/Actions/ResetPassword', async (c) => {
    await userAccessTo(c, screen, RESET_PASSWORD, c.req.param('id'));
    const body = await readJsonObject(c);
    const password = body.userPassword ?? body.password;
    if (typeof password !== 'string' || password === '') throw fail('passwordRequired');
    const services = c.get('services');
    const id = c.req.param('id');
    await resetUserPassword(services.db, c.get('session'), id, password, services.passwordIterations);
    await services.sessions.revokeAllOf(id, 'passwordChanged');
    return ok(c, null, translate(c.get('lang'), 'common.resetPasswordSuccess'));
  });

  app.get('/:id', async (c) => {
    const access = await userAccessTo(c, screen, 'get', c.req.param('id'));
    return ok(c, withoutHiddenFormFields(await oneUser(c, c.req.param('id')), access));
  });

  app.post('/', async (c) => {
    const access = await guard(c, 'create');
    const id = await createUser(writeContext(c, screen, access), await readJsonObject(c));
    return ok(c, { id }, successMessage(screen, c.get('lang'), 'create'));
  });

  app.put('/:id', async (c) => {
    const access = await guard(c, 'update');
    const change = await updateUser(writeContext(c, screen, access), c.req.param('id'), await readJsonObject(c));
    if (change.reduced) await c.get('services').sessions.endAccessOf([c.req.param('id')]);
    return ok(c, null, successMessage(screen, c.get('lang'), 'update'));
  });

  app.delete('/:id', async (c) => {
    await userAccessTo(c, screen, 'remove', c.req.param('id'));
    await removeUser(c.get('services').db, c.get('session'), c.req.param('id'));
    await c.get('services').sessions.endAccessOf([c.req.param('id')]);
    return ok(c, null, successMessage(screen, c.get('lang'), 'remove'));
  });

  return app;
}

/** Employees may be looked up by holders of the users page or of the employee page. */
async function authoriseEmployees(c: Context<AppEnv>, screen: Screen) {
  try {
    await authorise(c, screen.schema, 'list');
  } catch (error) {
    if (!(error instanceof AppError) || error.errorName !== 'forbidden') throw error;
    await authorise(c, { route: EMPLOYEE_ROUTE }, 'list');
  }
}

/** Routes under /api/eam/Eam_employee: the employee list (the account duplicate check) and one employee. */
export function employeeRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get(USERS_SCREEN);
  if (!screen) return app;

  app.post('/getList', async (c) => {
    await authoriseEmployees(c, screen);
    const body = await readJsonObject(c);
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
    const query = parseListQuery({ currentPage: text(body.currentPage), pageSize: text(body.pageSize), keyword: text(body.keyword) }, new Set());
    const jobNumber = text(body.jobNumber)?.trim();
    const db = c.get('services').db;
    const page = await userPage(db, {
      keyword: query.keyword,
      account: jobNumber || undefined,
      offset: (query.currentPage - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const list = (await userAnswers(db, page.rows)).map((user) => ({ ...user, jobNumber: user.account }));
    return ok(c, { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total } });
  });

  app.get('/:id', async (c) => {
    await authoriseEmployees(c, screen);
    const user = await oneUser(c, c.req.param('id'));
    return ok(c, { ...user, jobNumber: user.account });
  });

  return app;
}
