/**
 * /api/permission/Position, /Role and /Group (spec 03 §7): each a schema screen of the permission menu
 * (schemas/position.json, role.json, group.json) served from its own table, guarded like any screen (menu page,
 * buttons, column and form-field permission, and the page's data-permission schemes over the table's columns: a row
 * outside the caller's rows is not found to list, total, read, update, delete and state), plus the pickers' calls,
 * which need a session only and answer names:
 *
 * - Position: `Selector` (flat with `?organizeId=`, else grouped under the organisations), `All`,
 *   `getListByOrgIds` and `PositionCondition` (grouped under their organisations).
 * - Role: `Selector` as spec 02's role dialog reads it — node "1" the global roles, node "0" the organisations with
 *   their roles —, `SelectorByPermission` (the same, limited for a non-administrator to the roles they hold, which
 *   are all they may give), `All` (flat), `getListByOrgIds`.
 * - Group: `Selector` (flat).
 *
 * The pickers list only the rows the caller would see on the records' own page (positions, roles, groups): that
 * page's data-permission schemes confine them too (resource/guard.ts pickerRows).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { positions, roleOrganizes, userRelations } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { fieldAccess, visibleListFields, withoutHiddenColumns, withoutHiddenFormFields } from '../permission/field-access';
import { readJsonObject } from '../resource/body';
import { authoriseWithRows, pickerRows } from '../resource/guard';
import { rowCondition, type RowScope } from '../permission/data-scope';
import { parseListQuery } from '../resource/query';
import type { ResourceAction, Screen, ScreenRegistry } from '../resource/registry';
import { successMessage } from '../resource/routes';
import { buildTree } from '../resource/tree';
import { allOrganizes } from '../organize/routes';
import { subtreeIds } from '../organize/organize-tree';
import { createNamed, findNamed, namedAnswers, namedFieldSql, namedPage, namedRecord, removeNamed, toggleNamed, updateNamed, type NamedTableSpec } from './named-table';
import { GROUP_SPEC, organizesOfRoles, POSITION_SPEC, ROLE_SPEC } from './specs';

/** The screens this module serves. */
export const PERMISSION_OBJECT_SCREENS = ['position', 'role', 'group'] as const;

/** The caller's rows of a screen's table for its pickers (undefined: every row, or no such screen). */
async function pickerCondition(c: Context<AppEnv>, screen: Screen | undefined, spec: NamedTableSpec): Promise<SQL | undefined> {
  return screen ? rowCondition(await pickerRows(c, screen.schema), namedFieldSql(spec.table, spec.listFields)) : undefined;
}

/** Extra filters of a screen's paged list, from the query. */
type ListFilter = (c: Context<AppEnv>) => Promise<SQL | undefined>;

/** The CRUD routes of one named table behind its screen. */
function crudRoutes(app: Hono<AppEnv>, screen: Screen, spec: NamedTableSpec, filter?: ListFilter) {
  // The caller's columns and fields, and their rows (data permissions): a row outside them is not found.
  const fieldSql = namedFieldSql(spec.table, spec.listFields);
  const guard = async (c: Context<AppEnv>, action: ResourceAction) => {
    const authorised = await authoriseWithRows(c, screen.schema, action);
    return Object.assign(fieldAccess(screen.schema, authorised.fieldGrants), { visible: rowCondition(authorised.rows, fieldSql), rows: authorised.rows });
  };
  const fields = new Set(Object.keys(screen.schema.model.properties));
  const ctx = (c: Context<AppEnv>, access: { hiddenFormFields: ReadonlySet<string>; visible: SQL | undefined; rows: RowScope }) => ({
    db: c.get('services').db,
    screen,
    lang: c.get('lang'),
    hiddenFormFields: access.hiddenFormFields,
    visible: access.visible,
    rows: access.rows,
  });
  const current = async (tx: Parameters<typeof namedAnswers>[0], row: Record<string, unknown>) => {
    const record = namedRecord(spec, row);
    if (spec.virtualFields?.includes('organizeIds')) record.organizeIds = (await organizesOfRoles(tx, [String(row.id)])).get(String(row.id)) ?? [];
    return record;
  };

  app.get('/', async (c) => {
    const access = await guard(c, 'list');
    const query = parseListQuery(c.req.query(), fields);
    const db = c.get('services').db;
    const page = await namedPage(db, spec, {
      keyword: query.keyword,
      keywordFields: visibleListFields(['fullName', 'enCode'] as const, access),
      where: and(await filter?.(c), access.visible),
      sidx: query.sidx && !access.hiddenColumns.has(query.sidx) ? query.sidx : undefined,
      order: query.order,
      offset: (query.currentPage - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const list = (await namedAnswers(db, spec, page.rows)).map((row) => withoutHiddenColumns(row, access));
    return ok(c, { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total } });
  });
  app.get('/:id', async (c) => {
    const access = await guard(c, 'get');
    const db = c.get('services').db;
    const [answer] = await namedAnswers(db, spec, [await findNamed(db, spec, c.req.param('id'), access.visible)]);
    return ok(c, withoutHiddenFormFields(answer!, access));
  });
  app.post('/', async (c) => {
    const access = await guard(c, 'create');
    const id = await createNamed(ctx(c, access), spec, await readJsonObject(c));
    return ok(c, { id }, successMessage(screen, c.get('lang'), 'create'));
  });
  app.put('/:id', async (c) => {
    const access = await guard(c, 'update');
    await updateNamed(ctx(c, access), spec, c.req.param('id'), await readJsonObject(c), current);
    return ok(c, null, successMessage(screen, c.get('lang'), 'update'));
  });
  app.delete('/:id', async (c) => {
    const access = await guard(c, 'remove');
    await removeNamed(c.get('services').db, spec, c.req.param('id'), access.visible);
    return ok(c, null, successMessage(screen, c.get('lang'), 'remove'));
  });
  app.put('/:id/Actions/State', async (c) => {
    const access = await guard(c, 'state');
    const enabledMark = await toggleNamed(c.get('services').db, spec, c.req.param('id'), access.visible, access.rows);
    return ok(c, { enabledMark }, successMessage(screen, c.get('lang'), 'update'));
  });
}

/** Ids from a body field that may be an array of strings or a comma-joined string; refuses anything else. */
function idsOf(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').map((id) => id.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value as string[];
  throw fail('badRequest');
}

/** Organisation nodes (those holding items, with their ancestors) and the items under them, as one tree. */
async function groupedUnderOrganizes(c: Context<AppEnv>, items: { id: string; parentId: string; fullName: string; type: string; [key: string]: unknown }[]) {
  const rows = (await allOrganizes(c.get('services').db)).filter((row) => row.enabledMark === 1);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const item of items) {
    let current = byId.get(item.parentId);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  const nodes = [
    ...rows.filter((row) => keep.has(row.id)).map((row) => ({ id: row.id, parentId: row.parentId, fullName: row.fullName, type: row.category, isLeaf: false, onlyId: `organize_${row.id}` })),
    ...items.filter((item) => keep.has(item.parentId)).map((item) => ({ ...item, isLeaf: true, onlyId: `${item.type}_${item.parentId}_${item.id}` })),
  ];
  return buildTree(nodes);
}

const positionItems = (rows: Record<string, unknown>[]) =>
  rows.map((row) => ({ id: String(row.id), parentId: String(row.organizeId), fullName: String(row.fullName), enCode: String(row.enCode), organizeId: String(row.organizeId), type: 'position' }));

/** Routes under /api/permission/Position. */
export function positionRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get('position');
  const db = (c: Context<AppEnv>) => c.get('services').db;
  // Every picker's positions: enabled, and among the caller's rows of the positions page.
  const enabledPositions = async (c: Context<AppEnv>, where?: SQL) =>
    (await db(c)
      .select()
      .from(positions)
      .where(and(eq(positions.enabledMark, 1), where, await pickerCondition(c, screen, POSITION_SPEC)))
      .orderBy(positions.sortCode, positions.fullName)) as Record<string, unknown>[];

  app.get('/Selector', async (c) => {
    const organizeId = c.req.query('organizeId');
    const keyword = parseListQuery(c.req.query(), new Set()).keyword.toLowerCase();
    const rows = (await enabledPositions(c, organizeId ? eq(positions.organizeId, organizeId) : undefined)).filter((row) => !keyword || String(row.fullName).toLowerCase().includes(keyword));
    if (!organizeId) return ok(c, { list: await groupedUnderOrganizes(c, positionItems(rows)) });
    const names = new Map((await allOrganizes(db(c))).map((row) => [row.id, row.fullName]));
    return ok(c, {
      list: rows.map((row) => {
        const organize = names.get(String(row.organizeId)) ?? '';
        return { id: row.id, fullName: row.fullName, enCode: row.enCode, organizeId: row.organizeId, organize, label: organize ? `${row.fullName}/${organize}` : row.fullName, type: 'position', parentId: row.organizeId, hasChildren: false, isLeaf: true };
      }),
    });
  });
  app.get('/All', async (c) => ok(c, { list: (await namedAnswers(db(c), POSITION_SPEC, await enabledPositions(c))).map((row) => ({ ...row, type: 'position' })) }));
  app.post('/getListByOrgIds', async (c) => {
    const ids = idsOf((await readJsonObject(c)).organizeIds);
    return ok(c, { list: await groupedUnderOrganizes(c, positionItems(ids.length ? await enabledPositions(c, inArray(positions.organizeId, ids)) : [])) });
  });
  app.post('/PositionCondition', async (c) => {
    const body = await readJsonObject(c);
    const departIds = idsOf(body.departIds);
    const positionIds = idsOf(body.positionIds);
    const keyword = typeof body.keyword === 'string' ? body.keyword.trim().toLowerCase() : '';
    const organizeRows = await allOrganizes(db(c));
    const within = subtreeIds(organizeRows, departIds);
    const rows = (await enabledPositions(c)).filter(
      (row) => (within.has(String(row.organizeId)) || positionIds.includes(String(row.id))) && (!keyword || String(row.fullName).toLowerCase().includes(keyword)),
    );
    return ok(c, { list: await groupedUnderOrganizes(c, positionItems(rows)) });
  });
  if (screen) {
    crudRoutes(app, screen, POSITION_SPEC, async (c) => {
      const organizeId = c.req.query('organizeId');
      if (!organizeId || organizeId === '0') return undefined;
      const within = subtreeIds(await allOrganizes(db(c)), [organizeId]);
      return within.size ? inArray(positions.organizeId, [...within]) : eq(positions.id, '');
    });
  }
  return app;
}

/** The role dialog's tree: node "1" the global roles, node "0" the organisations with their roles. */
async function roleTree(c: Context<AppEnv>, screen: Screen | undefined, only?: ReadonlySet<string>) {
  const database = c.get('services').db;
  const where = await pickerCondition(c, screen, ROLE_SPEC);
  const page = await namedPage(database, ROLE_SPEC, { keyword: '', keywordFields: [], where, enabledOnly: true, order: 'asc', offset: 0, limit: 100_000 });
  const rows = page.rows.filter((row) => !only || only.has(String(row.id)));
  const byRole = await organizesOfRoles(database, rows.map((row) => String(row.id)));
  const lang = c.get('lang');
  const role = (row: Record<string, unknown>, parentId: string) => ({ id: String(row.id), parentId, fullName: String(row.fullName), enCode: String(row.enCode), type: 'role' });
  const global = rows.filter((row) => row.globalMark === 1).map((row) => ({ ...role(row, '1'), isLeaf: true, hasChildren: false, children: [], onlyId: `role_1_${row.id}` }));
  const organised = await groupedUnderOrganizes(
    c,
    rows.filter((row) => row.globalMark !== 1).flatMap((row) => (byRole.get(String(row.id)) ?? []).map((organizeId) => role(row, organizeId))),
  );
  return [
    { id: '1', parentId: '-1', fullName: translate(lang, 'role.globalGroup'), type: 'global', hasChildren: global.length > 0, isLeaf: false, children: global },
    { id: '0', parentId: '-1', fullName: translate(lang, 'role.organizeGroup'), type: 'organize', hasChildren: organised.length > 0, isLeaf: false, children: organised },
  ];
}

/** Routes under /api/permission/Role. */
export function roleRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get('role');
  app.get('/Selector', async (c) => ok(c, { list: await roleTree(c, screen) }));
  app.get('/SelectorByPermission', async (c) => {
    const session = c.get('session');
    if (session.isAdministrator) return ok(c, { list: await roleTree(c, screen) });
    const held = await c
      .get('services')
      .db.select({ id: userRelations.objectId })
      .from(userRelations)
      .where(and(eq(userRelations.userId, session.userId), eq(userRelations.objectType, 'Role')));
    return ok(c, { list: await roleTree(c, screen, new Set(held.map((row) => row.id))) });
  });
  app.get('/All', async (c) => {
    const where = await pickerCondition(c, screen, ROLE_SPEC);
    const page = await namedPage(c.get('services').db, ROLE_SPEC, { keyword: '', keywordFields: [], where, enabledOnly: true, order: 'asc', offset: 0, limit: 100_000 });
    return ok(c, { list: page.rows.map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode, type: 'role', parentId: '0', hasChildren: false, isLeaf: true })) });
  });
  app.post('/getListByOrgIds', async (c) => {
    const ids = idsOf((await readJsonObject(c)).organizeIds);
    const tree = await roleTree(c, screen);
    const organised = tree[1]!.children as { id: string; children: unknown[] }[];
    const within = subtreeIds(await allOrganizes(c.get('services').db), ids);
    // Keeps the roles of the chosen organisations (and below), with the organisations leading to them.
    const prune = (nodes: { id: string; type?: unknown; parentId?: unknown; children: unknown[] }[]): unknown[] =>
      nodes.flatMap((node) => {
        if (node.type === 'role') return within.has(String(node.parentId)) ? [node] : [];
        const children = prune(node.children as { id: string; children: unknown[] }[]);
        return children.length ? [{ ...node, children, hasChildren: true }] : [];
      });
    return ok(c, { list: prune(organised) });
  });
  if (screen) {
    crudRoutes(app, screen, ROLE_SPEC, async (c) => {
      const organizeId = c.req.query('organizeId');
      if (!organizeId || organizeId === '0') return undefined;
      const byOrg = await c.get('services').db.select({ roleId: roleOrganizes.roleId }).from(roleOrganizes).where(eq(roleOrganizes.organizeId, organizeId));
      const roleIds = byOrg.map((row) => row.roleId);
      return inArray(ROLE_SPEC.table.id, roleIds.length ? roleIds : ['']);
    });
  }
  return app;
}

/** Routes under /api/permission/Group. */
export function groupRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get('group');
  app.get('/Selector', async (c) => {
    const keyword = parseListQuery(c.req.query(), new Set()).keyword;
    const where = await pickerCondition(c, screen, GROUP_SPEC);
    const page = await namedPage(c.get('services').db, GROUP_SPEC, { keyword, keywordFields: ['fullName', 'enCode'], where, enabledOnly: true, order: 'asc', offset: 0, limit: 100_000 });
    return ok(c, { list: page.rows.map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode, groupType: row.type, type: 'group', parentId: '0', hasChildren: false, isLeaf: true, onlyId: `group_${row.id}` })) });
  });
  if (screen) crudRoutes(app, screen, GROUP_SPEC);
  return app;
}
