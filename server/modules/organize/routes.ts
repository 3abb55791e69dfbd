/**
 * /api/permission/Organize: companies and departments (spec 03 §7 "Organisations and departments (permission)").
 * The organisation screen (schemas/organize.json) lists and edits every node; the department screen
 * (schemas/department.json, under …/Organize/Department) lists and edits departments. Both are guarded like any
 * screen by their menu page and buttons, with column and form-field permission. The pickers' calls — selectors,
 * the company tree, conditions — need a session only and answer names and codes; a caller without the
 * organisation page gets the list in that picker form too (the user dialog's cascader reads it).
 *
 * Grade management confines a non-administrator's management to the organisations their grades allow
 * (grade/grade-guard.ts): lists show what they may see, one node, create (under the parent), update (and a move's
 * new parent), delete and state need the grade's right too.
 *
 * Data permissions confine both pages like every page (organize-rows.ts): the list, one node, update, delete and
 * state keep to the caller's rows on the page (a node outside them is "not found"), a write may not put a node
 * outside them; the pickers list only what the caller would see on the organisation page — and, for the department
 * selectors, only the departments they would see on the department page.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/client';
import { organizes, userRelations, users } from '../../db/schema';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { fieldAccess, withoutHiddenColumns, withoutHiddenFormFields, type FieldAccess } from '../permission/field-access';
import { readJsonObject } from '../resource/body';
import { assertGradeAllows, assertGradeAllowsUpdate, gradeVisibleIds } from '../grade/grade-guard';
import { authoriseWithRows } from '../resource/guard';
import type { RowScope } from '../permission/data-scope';
import { isOrganizeWithin, organizePickerSql, organizeRowsSql } from './organize-rows';
import { parseListQuery } from '../resource/query';
import type { ResourceAction, Screen, ScreenRegistry } from '../resource/registry';
import { successMessage } from '../resource/routes';
import { createOrganize, organizeRecord, removeOrganize, toggleOrganizeState, updateOrganize, type OrganizeCategory } from './organize-service';
import { organisationTree, subtreeIds, type OrganizeTreeNode } from './organize-tree';

/** The organisation screen's id (schemas/organize.json). */
export const ORGANIZE_SCREEN = 'organize';
/** The department screen's id (schemas/department.json). */
export const DEPARTMENT_SCREEN = 'department';
/** The screen ids this module serves. */
export const ORGANIZE_SCREENS = [ORGANIZE_SCREEN, DEPARTMENT_SCREEN] as const;

/** Every organisation row (among `visible`, when given) in sort order. */
export function allOrganizes(db: Db, visible?: SQL) {
  return db.select().from(organizes).where(visible).orderBy(asc(organizes.sortCode), asc(organizes.fullName));
}

/** Drops hidden columns from every node of a tree. */
function stripTree(nodes: OrganizeTreeNode[], access: FieldAccess): Record<string, unknown>[] {
  return nodes.map((node) => ({ ...withoutHiddenColumns(node, access), children: stripTree(node.children as OrganizeTreeNode[], access) }));
}

/** What pickers see of a node: names and codes only. */
function pickerTree(nodes: OrganizeTreeNode[]): Record<string, unknown>[] {
  return nodes.map(({ id, parentId, fullName, enCode, type, category, icon, organize, hasChildren, isLeaf, children }) => ({
    id,
    parentId,
    fullName,
    enCode,
    type,
    category,
    icon,
    organize,
    hasChildren,
    isLeaf,
    children: pickerTree(children as OrganizeTreeNode[]),
  }));
}

/** The organisations a caller may pick by their rights: administrators all; others their organisations and below. */
async function authorisedIds(c: Context<AppEnv>, rows: readonly { id: string; parentId: string }[]): Promise<Set<string> | undefined> {
  const session = c.get('session');
  if (session.isAdministrator) return undefined;
  const db = c.get('services').db;
  const [own] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, session.userId));
  const linked = await db
    .select({ id: userRelations.objectId })
    .from(userRelations)
    .where(and(eq(userRelations.userId, session.userId), eq(userRelations.objectType, 'Organize')));
  return subtreeIds(rows, [own?.organizeId ?? '', ...linked.map((row) => row.id)].filter(Boolean));
}

/** Ids from a body field that may be an array or a comma-joined string; refuses anything else. */
function idsOf(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').map((id) => id.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value as string[];
  throw fail('badRequest');
}

/** Routes under /api/permission/Organize (the reminder call is mounted before these). */
export function organizeRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  const organizeScreen = options.registry.byId.get(ORGANIZE_SCREEN);
  const departmentScreen = options.registry.byId.get(DEPARTMENT_SCREEN);
  const db = (c: Context<AppEnv>) => c.get('services').db;

  // The caller's fields and rows on a page for an action (refusing without the page or the action's button).
  const guard = async (c: Context<AppEnv>, screen: Screen, action: ResourceAction): Promise<FieldAccess & { rows: RowScope }> => {
    const authorised = await authoriseWithRows(c, screen.schema, action);
    return Object.assign(fieldAccess(screen.schema, authorised.fieldGrants), { rows: authorised.rows });
  };
  const context = (c: Context<AppEnv>, screen: Screen, access: FieldAccess & { rows: RowScope }, fixedCategory?: OrganizeCategory) => ({
    db: db(c),
    screen,
    lang: c.get('lang'),
    fixedCategory,
    hiddenFormFields: access.hiddenFormFields,
    rows: { userId: c.get('session').userId, scope: access.rows },
  });
  // What the pickers may list: the organisation page's rows (and the department page's, for department selectors).
  const pickable = async (c: Context<AppEnv>, departments = false) => allOrganizes(db(c), await organizePickerSql(c, organizeScreen, departments ? departmentScreen : undefined));

  // Pickers (a session is enough).
  const selector = (categories: readonly string[] | undefined, byAuth: boolean, departments = false) => async (c: Context<AppEnv>) => {
    const rows = await pickable(c, departments);
    const visibleIds = byAuth ? await authorisedIds(c, rows) : undefined;
    const keyword = parseListQuery(c.req.query(), new Set()).keyword;
    return ok(c, { list: pickerTree(organisationTree(rows, { excludeId: c.req.param('id'), categories, enabledOnly: true, visibleIds, keyword })) });
  };
  app.get('/Selector/:id', selector(['company'], false));
  app.get('/SelectorByAuth/:id', selector(undefined, true));
  app.get('/Department/Selector/:id', selector(undefined, false, true));
  app.get('/Department/SelectorByAuth/:id', selector(undefined, true, true));
  app.get('/Tree', async (c) => ok(c, { list: pickerTree(organisationTree(await pickable(c), { categories: ['company'], enabledOnly: true })) }));
  app.post('/OrganizeCondition', async (c) => {
    const body = await readJsonObject(c);
    const ids = [...idsOf(body.departIds), ...idsOf(body.ids)];
    const keyword = typeof body.keyword === 'string' ? body.keyword.trim().slice(0, 200) : '';
    const rows = await pickable(c);
    return ok(c, { list: pickerTree(organisationTree(rows, { enabledOnly: true, visibleIds: subtreeIds(rows, ids), keyword })) });
  });

  if (departmentScreen) {
    app.get('/Department', async (c) => {
      const access = await guard(c, departmentScreen, 'list');
      const query = parseListQuery(c.req.query(), new Set());
      const rows = await allOrganizes(db(c), organizeRowsSql(access.rows));
      const companyId = c.req.query('organizeId') || c.req.query('companyId');
      const visibleIds = companyId ? subtreeIds(rows, [companyId]) : undefined;
      const graded = await gradeVisibleIds(c);
      const include = (row: (typeof rows)[number]) => row.category === 'department' && (!visibleIds || visibleIds.has(row.id)) && (!graded || graded.has(row.id));
      return ok(c, { list: stripTree(organisationTree(rows, { keyword: query.keyword, include }), access) });
    });
    app.get('/Department/:id', async (c) => {
      const access = await guard(c, departmentScreen, 'get');
      const node = await oneNode(c, c.req.param('id'), access.rows, 'department');
      await assertGradeAllows(c, 'select', c.req.param('id'));
      return ok(c, withoutHiddenFormFields(node, access));
    });
    app.post('/Department', async (c) => {
      const access = await guard(c, departmentScreen, 'create');
      const body = await readJsonObject(c);
      await assertGradeAllows(c, 'add', typeof body.parentId === 'string' ? body.parentId : '');
      const id = await createOrganize(context(c, departmentScreen, access, 'department'), body);
      return ok(c, { id }, successMessage(departmentScreen, c.get('lang'), 'create'));
    });
    app.put('/Department/:id', async (c) => {
      const access = await guard(c, departmentScreen, 'update');
      const body = await readJsonObject(c);
      // Outside the caller's rows: not found, before any other refusal could say it exists.
      await oneNode(c, c.req.param('id'), access.rows, 'department');
      await assertGradeAllowsUpdate(c, c.req.param('id'), body.parentId);
      await updateOrganize(context(c, departmentScreen, access, 'department'), c.req.param('id'), body);
      return ok(c, null, successMessage(departmentScreen, c.get('lang'), 'update'));
    });
    app.delete('/Department/:id', async (c) => {
      const { rows } = await guard(c, departmentScreen, 'remove');
      await oneNode(c, c.req.param('id'), rows, 'department');
      await assertGradeAllows(c, 'delete', c.req.param('id'));
      await removeOrganize(db(c), c.req.param('id'), 'department', rows);
      return ok(c, null, successMessage(departmentScreen, c.get('lang'), 'remove'));
    });
    app.put('/Department/:id/Actions/State', async (c) => {
      const { rows } = await guard(c, departmentScreen, 'state');
      await oneNode(c, c.req.param('id'), rows, 'department');
      await assertGradeAllows(c, 'edit', c.req.param('id'));
      const enabledMark = await toggleOrganizeState(db(c), c.req.param('id'), 'department', { userId: c.get('session').userId, scope: rows });
      return ok(c, { enabledMark }, successMessage(departmentScreen, c.get('lang'), 'update'));
    });
  }

  // The list: the whole tree for holders of the organisation page; pickers (the user dialog's cascader) get the
  // enabled nodes' names and codes.
  app.get('/', async (c) => {
    const query = parseListQuery(c.req.query(), new Set());
    let access: (FieldAccess & { rows: RowScope }) | undefined;
    if (organizeScreen) {
      try {
        access = await guard(c, organizeScreen, 'list');
      } catch (error) {
        if (!(error instanceof AppError) || error.errorName !== 'forbidden') throw error;
      }
    }
    if (!access) return ok(c, { list: pickerTree(organisationTree(await pickable(c), { keyword: query.keyword, enabledOnly: true })) });
    const rows = await allOrganizes(db(c), organizeRowsSql(access.rows));
    const graded = await gradeVisibleIds(c);
    return ok(c, { list: stripTree(organisationTree(rows, { keyword: query.keyword, include: graded ? (row) => graded.has(row.id) : undefined }), access) });
  });

  if (organizeScreen) {
    app.get('/:id', async (c) => {
      const access = await guard(c, organizeScreen, 'get');
      const node = await oneNode(c, c.req.param('id'), access.rows);
      await assertGradeAllows(c, 'select', c.req.param('id'));
      return ok(c, withoutHiddenFormFields(node, access));
    });
    app.post('/', async (c) => {
      const access = await guard(c, organizeScreen, 'create');
      const body = await readJsonObject(c);
      await assertGradeAllows(c, 'add', typeof body.parentId === 'string' ? body.parentId : '');
      const id = await createOrganize(context(c, organizeScreen, access), body);
      return ok(c, { id }, successMessage(organizeScreen, c.get('lang'), 'create'));
    });
    app.put('/:id', async (c) => {
      const access = await guard(c, organizeScreen, 'update');
      const body = await readJsonObject(c);
      await oneNode(c, c.req.param('id'), access.rows);
      await assertGradeAllowsUpdate(c, c.req.param('id'), body.parentId);
      await updateOrganize(context(c, organizeScreen, access), c.req.param('id'), body);
      return ok(c, null, successMessage(organizeScreen, c.get('lang'), 'update'));
    });
    app.delete('/:id', async (c) => {
      const { rows } = await guard(c, organizeScreen, 'remove');
      await oneNode(c, c.req.param('id'), rows);
      await assertGradeAllows(c, 'delete', c.req.param('id'));
      await removeOrganize(db(c), c.req.param('id'), undefined, rows);
      return ok(c, null, successMessage(organizeScreen, c.get('lang'), 'remove'));
    });
    app.put('/:id/Actions/State', async (c) => {
      const { rows } = await guard(c, organizeScreen, 'state');
      await oneNode(c, c.req.param('id'), rows);
      await assertGradeAllows(c, 'edit', c.req.param('id'));
      const enabledMark = await toggleOrganizeState(db(c), c.req.param('id'), undefined, { userId: c.get('session').userId, scope: rows });
      return ok(c, { enabledMark }, successMessage(organizeScreen, c.get('lang'), 'update'));
    });
  }
  return app;
}

/** One node as the edit dialog reads it (outside the caller's rows: not found). */
async function oneNode(c: Context<AppEnv>, id: string, rows: RowScope, category?: OrganizeCategory): Promise<Record<string, unknown>> {
  const [row] = await c.get('services').db.select().from(organizes).where(eq(organizes.id, id));
  if (!row || (category && row.category !== category) || !isOrganizeWithin(rows, row)) throw fail('organizeNotFound');
  const record = organizeRecord(row);
  if (category) delete record.category;
  return { id: row.id, ...record, type: row.category, creatorTime: row.createdAt.getTime() };
}
