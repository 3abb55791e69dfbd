/**
 * The picker of reference fields (reference-values.ts): `GET /api/system/Reference/{screenId}` lists the records of a
 * schema screen that declares `resource.selector` as `{ id, fullName }` — the id and the screen's label field, nothing
 * more — searched by `keyword` over the label and the screen's keyword fields, paged (`currentPage`, `pageSize`);
 * with `ids` (comma-joined, at most 100) it answers those records instead, so a stored value is shown by its label.
 * `GET /api/system/Reference` lists the screens a reference may name (id and title), for the form designer.
 *
 * Like the other pickers it serves any session, not the screen's page: the rows are those a picker of that screen
 * may list for the caller (guard.ts pickerRows — the page's data-permission schemes), the same rows the check
 * accepts when a record naming one is stored. A screen without a selector, or unknown, is not served.
 */
import { Hono } from 'hono';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { parseListQuery } from './query';
import { screenMessages } from './body';
import { callerReferenceScope, labelFieldOf, pickableRows, referableScreen } from './reference-values';
import * as store from './store';

/** The most ids one label lookup answers. */
const MAX_IDS = 100;

/** The reference picker's routes. */
export function referenceRoutes() {
  const app = new Hono<AppEnv>();
  // The screens a reference may name, by title in the caller's language (the designer's choice of screen).
  app.get('/', (c) => {
    const screens = [...callerReferenceScope(c).screens.values()].filter((screen) => screen.schema.resource.selector);
    return ok(c, { list: screens.map((screen) => ({ id: screen.schema.id, fullName: screenMessages(screen, c.get('lang'))(screen.schema.title) })) });
  });
  app.get('/:screen', async (c) => {
    const scope = callerReferenceScope(c);
    const target = referableScreen(scope, c.req.param('screen'));
    if (!target) throw fail('apiNotFound');
    const labelField = labelFieldOf(target);
    const label = (row: store.StoredRecord) => ({ id: row.id, fullName: String((row.data as Record<string, unknown>)[labelField] ?? '') });
    const db = c.get('services').db;
    const visible = await pickableRows(scope, target, db);
    const idsParam = c.req.query('ids');
    if (idsParam !== undefined) {
      const ids = [...new Set(idsParam.split(',').map((id) => id.trim()).filter(Boolean))];
      if (ids.length > MAX_IDS) throw fail('badRequest');
      const found = await Promise.all(ids.map((id) => store.findRecord(db, target.schema.id, id, visible)));
      return ok(c, { list: found.filter((row) => row !== undefined).map(label) });
    }
    const query = parseListQuery(c.req.query(), new Set());
    const keywordFields = [...new Set([labelField, ...target.schema.resource.keyword])];
    const page = await store.listPage(db, target.schema.id, undefined, {
      keywordFields,
      keyword: query.keyword,
      // The screen's own order, then by label.
      order: [...(target.schema.resource.sort ?? []).map((sort) => ({ field: sort.field, direction: sort.order })), { field: labelField, direction: 'asc' as const }],
      visible,
      offset: (query.currentPage - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return ok(c, { list: page.rows.map(label), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total } });
  });
  return app;
}
