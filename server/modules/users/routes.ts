/**
 * The users module's own calls under /api/permission/Users — the pickers (`/All`, `/Selector` and
 * picker-routes.ts), unlock and password reset — and the employee calls the user dialog makes
 * (/api/eam/Eam_employee). The users screen's list, one user, create, update, delete, state toggle and
 * spreadsheets are the resource engine's routes, over base_user through the storage and hooks this module
 * contributes (user-storage.ts, user-hooks.ts); these are mounted before them so their paths win.
 */
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import { userAccessTo, userPickerRows } from './user-rows';
import { RESET_PASSWORD, UNLOCK } from './actions';
import { parseListQuery } from '../resource/query';
import type { Screen, ScreenRegistry } from '../resource/registry';
import { resetUserPassword, unlockUser } from './user-service';
import { findUser, userAnswers, userPage } from './user-store';
import { loadOrganizes } from './organize';
import { userPickerRoutes } from './picker-routes';
import { USERS_SCREEN } from './user-hooks';
import { buildTree, withAncestors } from '../resource/tree';

/** What the user pickers show, and so all a picker's keyword may search. */
const PICKER_KEYWORD_FIELDS = ['account', 'realName'] as const;

/** The employee page's route, whose holders may also look employees up. */
const EMPLOYEE_ROUTE = 'eam/employee';

async function oneUser(c: Context<AppEnv>, id: string) {
  const db = c.get('services').db;
  const row = await findUser(db, id);
  if (!row) throw fail('userNotFound');
  return (await userAnswers(db, [row]))[0]!;
}

/** The users module's own routes under /api/permission/Users (only when the users schema is loaded). */
export function userRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get(USERS_SCREEN);
  if (!screen) return app;
  const fields = new Set(Object.keys(screen.schema.model.properties));

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
  // The pickers' other calls (a session is enough), before the engine's `/{id}` swallows their paths.
  app.route('/', userPickerRoutes(screen));

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
