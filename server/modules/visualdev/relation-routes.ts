/**
 * The related-data picker's calls (spec 02 "Generic related-data picker", "Relation list per model" — its path is
 * not shown in the spec; designed here in the original's style), under `/api/visualdev/Relation/{modelId}` for a
 * released model. Any session may call them, as for every picker's selector, and each sees only the rows a picker
 * of that model may offer the caller (resource/guard.ts pickerRows: the model page's data-permission schemes) and
 * none of the form fields the caller's form permissions on that page hide:
 *
 * - `POST …/List` `{ keyword, currentPage, pageSize, relationField, columnOptions: "a,b", ids? }` → `{ list:
 *   [{ id, <relationField>, <columns…> }], pagination }`, the keyword over the relation field (else the model's
 *   keyword fields), values as the detail view shows them; with `ids`, those records only (the chosen labels —
 *   the same lookup the record API answers related values by, picked-labels.ts);
 * - `GET …/Config` → `{ id, fullName, formData, columnData }` (JSON text), what the browser renders a record with;
 * - `GET …/{id}` → the record's values and id, for the read-only detail a disabled picker opens (its own related
 *   and popup values as the record API answers them: the display value, and the id under `field_id`).
 */
import { Hono, type Context } from 'hono';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { toAnswer, wireAnswer } from '../resource/answers';
import { readJsonObject } from '../resource/body';
import { parseListQuery } from '../resource/query';
import * as store from '../resource/store';
import { liveModel } from './models';
import { pickerRow, pickerView, relationRowsByIds, withNames, withPickedLabels } from './picked-labels';

/** The most ids one label lookup takes. */
const MAX_IDS = 500;

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
    if (body.ids !== undefined) {
      const ids: unknown[] = Array.isArray(body.ids) ? body.ids : [null];
      if (ids.length > MAX_IDS || ids.some((id) => typeof id !== 'string' || id === '' || id.length > 100 || id.includes('\u0000'))) throw fail('idsRequired');
      if (ids.length === 0) return ok(c, { list: [], pagination: { currentPage: 1, pageSize: 0, total: 0 } });
      // The columns show people, related records and the like by name (their own relations one level deep).
      const list = await withNames(c, schema, await relationRowsByIds(c, model, ids as string[], keys, { visible, hidden }));
      return ok(c, { list, pagination: { currentPage: 1, pageSize: ids.length, total: list.length } });
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
    return ok(c, { list: await withNames(c, schema, page.rows.map((row) => pickerRow(c, model, row, keys))), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total } });
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
    const values = Object.fromEntries(Object.entries(wireAnswer(model.screen, toAnswer(model.screen, row))).filter(([key]) => !hidden.has(key)));
    // Its own related-form and popup values as the record API answers them: the display value and the id.
    const [answer] = await withPickedLabels(c, model.screen.schema, [values]);
    return ok(c, answer);
  });

  return app;
}
