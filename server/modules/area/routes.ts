/**
 * /api/system/Area (spec 03 §7 Areas, CONTRACT.md "Dictionaries, areas"): the areas screen (schemas/area.json, a
 * lazily loaded tree) served from base_area, guarded like any screen (the system/area menu page, its buttons,
 * columns, form fields and data-permission schemes), plus the address picker's two calls, which need a session
 * only:
 *
 * - `GET /{parentId}` — the children of a parent (root "-1"), or with `keyword` the matches at any depth; rows
 *   `{ id, parentId, fullName, enCode, enabledMark, sortCode, isLeaf, hasChildren }`.
 * - `GET /{id}/Info`, `POST /`, `PUT /{id}` (a record keeps its parent), `DELETE /{id}` (not while it has
 *   children), `PUT /{id}/Actions/State`.
 * - `GET /{parentId}/Selector/{excludeId}` — enabled children for the picker ("0": exclude nothing).
 * - `POST /GetAreaByIds` `{ idsList: [[id, …], …] }` — the names along each path (data is a list of name lists).
 */
import type { SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { MAX_ADDRESS_LEVEL, MAX_ADDRESS_PATHS } from '../../../runtime/core/address/selection';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { fieldAccess, withoutHiddenColumns, withoutHiddenFormFields } from '../permission/field-access';
import { rowCondition, type RowScope } from '../permission/data-scope';
import { createNamed, findNamed, namedFieldSql, namedRecord, removeNamed, toggleNamed, updateNamed } from '../permission-objects/named-table';
import { readJsonObject } from '../resource/body';
import { authoriseWithRows } from '../resource/guard';
import type { ResourceAction, Screen, ScreenRegistry } from '../resource/registry';
import { successMessage } from '../resource/routes';
import { AREA_ROOT, AREA_SPEC, areaAnswers, listAreas, pathNames, type AreaRow } from './area-store';

/** The screen this module serves. */
export const AREA_SCREEN = 'area';

/** The longest keyword searched. */
const MAX_KEYWORD = 100;

const keywordOf = (c: Context<AppEnv>) => {
  const keyword = (c.req.query('keyword') ?? '').trim();
  if (keyword.length > MAX_KEYWORD) throw fail('badRequest');
  return keyword;
};

/** The id-paths of a GetAreaByIds body: a list of paths (a single path alone is taken as a list of one). */
function idsListOf(value: unknown): string[][] {
  if (!Array.isArray(value) || value.length > MAX_ADDRESS_PATHS) throw fail('badRequest');
  if (value.length === 0) return [];
  const paths = value.every((item) => typeof item === 'string') ? [value] : value;
  for (const path of paths) {
    if (!Array.isArray(path) || path.length > MAX_ADDRESS_LEVEL + 1 || !path.every((id) => typeof id === 'string' && id.length <= 64)) throw fail('badRequest');
  }
  return paths as string[][];
}

/** The screen's CRUD routes. */
function screenRoutes(app: Hono<AppEnv>, screen: Screen) {
  const fieldSql = namedFieldSql(AREA_SPEC.table);
  const guard = async (c: Context<AppEnv>, action: ResourceAction) => {
    const authorised = await authoriseWithRows(c, screen.schema, action);
    return Object.assign(fieldAccess(screen.schema, authorised.fieldGrants), { visible: rowCondition(authorised.rows, fieldSql), rows: authorised.rows });
  };
  const ctx = (c: Context<AppEnv>, access: { hiddenFormFields: ReadonlySet<string>; visible: SQL | undefined; rows: RowScope }) => ({
    db: c.get('services').db,
    screen,
    lang: c.get('lang'),
    hiddenFormFields: access.hiddenFormFields,
    visible: access.visible,
    rows: access.rows,
  });

  app.get('/:id/Info', async (c) => {
    const access = await guard(c, 'get');
    const db = c.get('services').db;
    const row = (await findNamed(db, AREA_SPEC, c.req.param('id'), access.visible)) as AreaRow;
    const [answer] = await areaAnswers(db, [row]);
    return ok(c, withoutHiddenFormFields(answer!, access));
  });
  const children = async (c: Context<AppEnv>, parentId: string) => {
    const access = await guard(c, 'list');
    const db = c.get('services').db;
    const rows = await listAreas(db, { parentId, keyword: keywordOf(c), visible: access.visible });
    return ok(c, { list: (await areaAnswers(db, rows)).map((row) => withoutHiddenColumns(row, access)) });
  };
  // Without a parent: the top level (provinces), as `GET /-1` answers it.
  app.get('/', (c) => children(c, '-1'));
  app.get('/:parentId', (c) => children(c, c.req.param('parentId')));
  app.post('/', async (c) => {
    const access = await guard(c, 'create');
    const id = await createNamed(ctx(c, access), AREA_SPEC, await readJsonObject(c));
    return ok(c, { id }, successMessage(screen, c.get('lang'), 'create'));
  });
  app.put('/:id', async (c) => {
    const access = await guard(c, 'update');
    // An area stays under its parent: a parent in the body is ignored (the tree is edited by adding and deleting).
    const { parentId: _ignored, ...body } = await readJsonObject(c);
    await updateNamed(ctx(c, access), AREA_SPEC, c.req.param('id'), body, async (_tx, row) => namedRecord(AREA_SPEC, row));
    return ok(c, null, successMessage(screen, c.get('lang'), 'update'));
  });
  app.delete('/:id', async (c) => {
    const access = await guard(c, 'remove');
    await removeNamed(c.get('services').db, AREA_SPEC, c.req.param('id'), access.visible);
    return ok(c, null, successMessage(screen, c.get('lang'), 'remove'));
  });
  app.put('/:id/Actions/State', async (c) => {
    const access = await guard(c, 'state');
    const enabledMark = await toggleNamed(c.get('services').db, AREA_SPEC, c.req.param('id'), access.visible, access.rows);
    return ok(c, { enabledMark }, successMessage(screen, c.get('lang'), 'update'));
  });
}

/** Routes under /api/system/Area. */
export function areaRoutes(options: { registry: ScreenRegistry }) {
  const app = new Hono<AppEnv>();
  // The address picker's calls: any signed-in user, enabled areas only.
  app.post('/GetAreaByIds', async (c) => ok(c, await pathNames(c.get('services').db, idsListOf((await readJsonObject(c)).idsList))));
  app.get('/:parentId/Selector/:excludeId', async (c) => {
    const db = c.get('services').db;
    const excludeId = c.req.param('excludeId');
    const rows = await listAreas(db, { parentId: c.req.param('parentId') || AREA_ROOT, keyword: keywordOf(c), enabledOnly: true, exceptId: excludeId === '0' ? undefined : excludeId });
    return ok(c, { list: (await areaAnswers(db, rows, true)).map(({ id, parentId, fullName, enCode, hasChildren, isLeaf }) => ({ id, parentId, fullName, enCode, hasChildren, isLeaf })) });
  });
  const screen = options.registry.byId.get(AREA_SCREEN);
  if (screen) screenRoutes(app, screen);
  return app;
}
