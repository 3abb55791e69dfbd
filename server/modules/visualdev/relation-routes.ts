/**
 * The related-data picker's calls (spec 02 "Generic related-data picker", "Relation list per model" — its path is
 * not shown in the spec; designed here in the original's style), under `/api/visualdev/Relation/{modelId}` for a
 * released model. Any session may call them, as for every picker's selector, and each sees only the rows a picker
 * of that model may offer the caller (resource/guard.ts pickerRows: the model page's data-permission schemes) and
 * none of the form fields the caller's form permissions on that page hide:
 *
 * - `POST …/List` `{ keyword, currentPage, pageSize, relationField, columnOptions: "a,b", ids? }` → `{ list:
 *   [{ id, <relationField>, <columns…> }], pagination }`, the keyword over the relation field (else the model's
 *   keyword fields), values as the detail view shows them; with `ids`, those records only (the chosen labels);
 * - `GET …/Config` → `{ id, fullName, formData, columnData }` (JSON text), what the browser renders a record with;
 * - `GET …/{id}` → the record's values and id, for the read-only detail a disabled picker opens.
 */
import { and, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { displayValues } from '../../../runtime/core/lowcode/display';
import { records } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { rowCondition } from '../permission/data-scope';
import { ALL_FIELDS, fieldAccess, routeFieldGrants } from '../permission/field-access';
import { loadRouteGrants } from '../permission/grants';
import { toAnswer, wireAnswer } from '../resource/answers';
import { readJsonObject } from '../resource/body';
import { pickerRows } from '../resource/guard';
import { parseListQuery } from '../resource/query';
import * as store from '../resource/store';
import { liveModel, type LiveModel } from './models';

/** The most ids one label lookup takes. */
const MAX_IDS = 500;

/** What a picker of the model may show the caller: the SQL keeping their rows, and the form fields hidden from them. */
async function pickerView(c: Context<AppEnv>, model: LiveModel) {
  const { schema } = model.screen;
  const session = c.get('session');
  const visible = rowCondition(await pickerRows(c, schema), store.recordFieldSql);
  const grants = session.isAdministrator ? ALL_FIELDS : await loadRouteGrants(c.get('services').db, session.userId, schema.route).then(({ grants, pages }) => routeFieldGrants(grants, pages));
  return { visible, hidden: fieldAccess(schema, grants).hiddenFormFields };
}

/** The model of the path (refused as `modelNotFound` / `modelNotReleased`). */
const modelOf = (c: Context<AppEnv>) => liveModel(c.get('services').db, c.req.param('modelId')!);

/** Text of a body value, or undefined. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** `/api/visualdev/Relation`: the related-data picker's list, labels, configuration and record. */
export function relationRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/:modelId/List', async (c) => {
    const model = await modelOf(c);
    const { schema } = model.screen;
    const body = await readJsonObject(c);
    const fields = new Set(Object.keys(schema.model.properties));
    const { visible, hidden } = await pickerView(c, model);
    const shown = (name: string) => fields.has(name) && !hidden.has(name);
    const relationField = text(body.relationField) ?? '';
    const columns = (text(body.columnOptions) ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(shown);
    const keys = [...new Set([...(shown(relationField) ? [relationField] : []), ...columns])];
    const answer = (row: store.StoredRecord) => {
      const values = wireAnswer(model.screen, toAnswer(model.screen, row));
      const display = displayValues(schema, values, c.get('lang'));
      return { id: row.id, ...Object.fromEntries(keys.map((key) => [key, display[key] ?? values[key] ?? ''])) };
    };
    if (body.ids !== undefined) {
      const ids: unknown[] = Array.isArray(body.ids) ? body.ids : [null];
      if (ids.length > MAX_IDS || ids.some((id) => typeof id !== 'string' || id === '' || id.length > 100 || id.includes('\u0000'))) throw fail('idsRequired');
      if (ids.length === 0) return ok(c, { list: [], pagination: { currentPage: 1, pageSize: 0, total: 0 } });
      const rows = await store.listAll(c.get('services').db, schema.id, undefined, and(inArray(records.id, ids as string[]), visible));
      return ok(c, { list: rows.map(answer), pagination: { currentPage: 1, pageSize: ids.length, total: rows.length } });
    }
    const query = parseListQuery({ keyword: text(body.keyword), currentPage: text(body.currentPage), pageSize: text(body.pageSize) }, fields);
    const keywordFields = shown(relationField) ? [relationField] : schema.resource.keyword.filter(shown);
    const page = await store.listPage(c.get('services').db, schema.id, undefined, {
      keywordFields,
      keyword: keywordFields.length ? query.keyword : '',
      order: [],
      offset: (query.currentPage - 1) * query.pageSize,
      limit: query.pageSize,
      visible,
    });
    return ok(c, { list: page.rows.map(answer), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total } });
  });

  app.get('/:modelId/Config', async (c) => {
    const model = await modelOf(c);
    return ok(c, { id: c.req.param('modelId'), fullName: model.fullName, formData: JSON.stringify(model.definition.formData), columnData: JSON.stringify(model.definition.columnData) });
  });

  app.get('/:modelId/:id', async (c) => {
    const model = await modelOf(c);
    const { visible, hidden } = await pickerView(c, model);
    const id = c.req.param('id');
    const row = id.length > 100 || id.includes('\u0000') ? undefined : await store.findRecord(c.get('services').db, model.screen.schema.id, id, visible);
    if (!row) throw fail('recordNotFound');
    const values = wireAnswer(model.screen, toAnswer(model.screen, row));
    return ok(c, Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.has(key))));
  });

  return app;
}
