/**
 * Visual development over HTTP (spec 03 §7): `/api/visualdev/Base` — definitions as data — and
 * `/api/visualdev/OnlineDev/{modelId}` — the records of a released form model, served by the resource engine's
 * operations with the guard of the model's menu entry (its buttons, columns and form fields), its validation,
 * uniqueness and transactions. Records go out flat with `data` (their values as JSON text, the wire contract) and
 * come in as `{ data: "JSON text" }` or as the values themselves. Related-form and popup-select values go out as the
 * display value plus the id under `field_id`, and come in by `field_id` or `field` (picked-labels.ts,
 * runtime/core/lowcode/picked-values.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { displayValues } from '../../../runtime/core/lowcode/display';
import { idKeyOf, idsUnderFieldNames, pickedFields } from '../../../runtime/core/lowcode/picked-values';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { records } from '../../db/schema';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import { parseListQuery } from '../resource/query';
import type { ResourceAction } from '../resource/registry';
import { successMessage } from '../resource/routes';
import * as service from '../resource/service';
import * as store from '../resource/store';
import * as definitions from './definitions';
import { openModel } from './model-context';
import { createModelRecord } from './model-records';
import { liveModel, recordValues, type LiveModel } from './models';
import { withPickedLabels } from './picked-labels';
import { mountRecordSheets } from './record-sheets';

/** The page that guards the definitions: onlineDev → webDesign. */
const DESIGN_PAGE: Pick<ScreenSchema, 'route' | 'permissions'> = { route: 'onlineDev/webDesign' };

const who = (c: Context<AppEnv>) => ({ lang: c.get('lang'), userId: c.get('session').userId, now: c.get('services').now() });

/** Query values as strings (a POSTed list query may send numbers). */
function asQuery(body: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? String(value) : undefined]));
}

/** `/api/visualdev/Base`: definitions. */
export function visualDevBaseRoutes() {
  const app = new Hono<AppEnv>();
  const guard = (c: Context<AppEnv>, action: ResourceAction) => authorise(c, DESIGN_PAGE, action);

  app.get('/', async (c) => {
    await guard(c, 'list');
    const query = parseListQuery(c.req.query(), new Set());
    return ok(c, await definitions.listDefinitions(c.get('services').db, { ...query, category: (c.req.query('category') ?? '').trim() }));
  });
  app.get('/Selector', async (c) => {
    await guard(c, 'list');
    return ok(c, { list: await definitions.definitionSelector(c.get('services').db) });
  });
  app.post('/', async (c) => {
    await guard(c, 'create');
    const id = await definitions.createDefinition(c.get('services').db, await readJsonObject(c), who(c));
    return ok(c, { id }, translate(c.get('lang'), 'common.createSuccess'));
  });
  app.get('/:id', async (c) => {
    await guard(c, 'get');
    return ok(c, definitions.definitionAnswer(await definitions.findDefinition(c.get('services').db, c.req.param('id'))));
  });
  app.put('/:id', async (c) => {
    await guard(c, 'update');
    await definitions.updateDefinition(c.get('services').db, c.req.param('id'), await readJsonObject(c), who(c));
    return ok(c, null, translate(c.get('lang'), 'common.updateSuccess'));
  });
  app.delete('/:id', async (c) => {
    await guard(c, 'remove');
    await definitions.removeDefinition(c.get('services').db, c.req.param('id'));
    return ok(c, null, translate(c.get('lang'), 'common.deleteSuccess'));
  });
  app.post('/:id/Actions/Copy', async (c) => {
    await guard(c, 'create');
    const id = await definitions.copyDefinition(c.get('services').db, c.req.param('id'), who(c));
    return ok(c, { id }, translate(c.get('lang'), 'lowcode.copySuccess'));
  });
  app.post('/:id/Actions/Release', async (c) => {
    await guard(c, 'update');
    try {
      const result = await definitions.releaseDefinition(c.get('services').db, c.req.param('id'), await readJsonObject(c), who(c));
      return ok(c, result, translate(c.get('lang'), 'lowcode.releaseSuccess'));
    } catch (error) {
      // The designer asks before it goes ahead: the refusal says how many records, in words and as data.
      if (error instanceof AppError && error.errorName === 'releaseAffectsRecords') {
        return c.json({ code: error.code, msg: translate(c.get('lang'), error.messageKey, error.params), data: { affected: Number(error.params?.count ?? 0) } });
      }
      throw error;
    }
  });
  app.get('/:id/FormDataFields', async (c) => {
    await guard(c, 'get');
    return ok(c, { list: definitions.formDataFields(await definitions.findDefinition(c.get('services').db, c.req.param('id'))) });
  });
  app.get('/:id/FieldDataSelect', async (c) => {
    await guard(c, 'get');
    const model = await liveModel(c.get('services').db, c.req.param('id'));
    const relationField = c.req.query('relationField') ?? '';
    const fields = new Set(Object.keys(model.screen.schema.model.properties));
    const query = parseListQuery(c.req.query(), fields);
    const page = await store.listPage(c.get('services').db, model.screen.schema.id, undefined, {
      keywordFields: fields.has(relationField) ? [relationField] : model.screen.schema.resource.keyword,
      keyword: query.keyword,
      order: [],
      offset: (query.currentPage - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return ok(c, {
      list: page.rows.map((row) => ({ id: row.id, ...(fields.has(relationField) ? { [relationField]: row.data[relationField] ?? '' } : {}) })),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total },
    });
  });
  return app;
}

/** A record as the record API answers it: its values flat, plus `data` as JSON text. */
function recordAnswer(values: Record<string, unknown>) {
  const { id, ...rest } = values;
  return { ...rest, id, data: JSON.stringify(rest) };
}

/** `/api/visualdev/OnlineDev`: the records of released models. */
export function onlineDevRoutes() {
  const app = new Hono<AppEnv>();

  /** The model, the caller's permission for the action, and the engine's context for it. */
  const open = (c: Context<AppEnv>, action: ResourceAction, modelId = c.req.param('modelId')!) => openModel(c, action, modelId);

  // The search values come as the body's own keys (ranges as [from, to]) or as `queryJson` (resource/list-search.ts).
  const list = async (c: Context<AppEnv>, ctx: service.ResourceContext, query: Record<string, string | undefined>, values: Record<string, unknown> = query) => {
    const answer = await service.listRecords(ctx, { ...parseListQuery(query, new Set(Object.keys(ctx.screen.schema.model.properties))), values }, undefined);
    return { ...answer, list: await withPickedLabels(c, ctx.screen.schema, answer.list as Record<string, unknown>[]) };
  };
  /** The values of a save body, each related and popup id under its field's name (sent as `field_id` or `field`). */
  const savedValues = async (c: Context<AppEnv>, model: LiveModel) => idsUnderFieldNames(model.screen.schema, recordValues(await readJsonObject(c)));

  app.post('/batchDelete/:modelId', async (c) => {
    const { ctx } = await open(c, 'remove');
    const body = await readJsonObject(c);
    const ids = Array.isArray(body.ids) ? body.ids : typeof body.ids === 'string' ? body.ids.split(',') : [];
    if (ids.length === 0 || ids.length > 500 || ids.some((id) => typeof id !== 'string' || id === '')) throw fail('idsRequired');
    await ctx.db.transaction(async (tx) => {
      await store.lockScreen(tx, ctx.screen.schema.id);
      const found = await tx
        .select({ id: records.id })
        .from(records)
        // Only the caller's rows (data permissions): one outside them is not found, and nothing is deleted.
        .where(and(eq(records.screen, ctx.screen.schema.id), inArray(records.id, ids as string[]), service.visibleRows(ctx)));
      if (found.length !== new Set(ids).size) throw fail('recordNotFound');
      await tx.delete(records).where(and(eq(records.screen, ctx.screen.schema.id), inArray(records.id, ids as string[])));
    });
    return ok(c, null, successMessage(ctx.screen, ctx.lang, 'remove'));
  });

  app.get('/:modelId/Config', async (c) => {
    const { model } = await open(c, 'list');
    return ok(c, {
      id: c.req.param('modelId'),
      fullName: model.fullName,
      webType: model.webType,
      formData: JSON.stringify(model.definition.formData),
      columnData: JSON.stringify(model.definition.columnData),
    });
  });

  app.post('/:modelId/List', async (c) => {
    const { ctx } = await open(c, 'list');
    const body = await readJsonObject(c);
    return ok(c, await list(c, ctx, asQuery(body), body));
  });
  app.get('/:modelId', async (c) => {
    const { ctx } = await open(c, 'list');
    return ok(c, await list(c, ctx, c.req.query()));
  });

  // Export, template and import (record-sheets.ts), before `/{modelId}/{id}` would take their names.
  mountRecordSheets(app, open, createModelRecord);

  app.post('/:modelId', async (c) => {
    const { model, ctx } = await open(c, 'create');
    const id = await createModelRecord(model, ctx, await savedValues(c, model));
    return ok(c, { id }, successMessage(ctx.screen, ctx.lang, 'create'));
  });

  app.get('/:modelId/:id/DataChange', async (c) => {
    const { ctx } = await open(c, 'get');
    const [record] = await withPickedLabels(c, ctx.screen.schema, [await service.getRecord(ctx, c.req.param('id'))]);
    const { id: _id, ...values } = record!;
    // The ids beside the display values, as one record answers them.
    const ids = pickedFields(ctx.screen.schema)
      .map((field) => idKeyOf(field.name))
      .filter((key) => key in values)
      .map((key): [string, unknown] => [key, values[key]]);
    return ok(c, { id: c.req.param('id'), data: JSON.stringify({ ...displayValues(ctx.screen.schema, values, ctx.lang), ...Object.fromEntries(ids) }) });
  });

  app.get('/:modelId/:id', async (c) => {
    const { ctx } = await open(c, 'get');
    const [record] = await withPickedLabels(c, ctx.screen.schema, [await service.getRecord(ctx, c.req.param('id'))]);
    return ok(c, recordAnswer(record!));
  });

  app.put('/:modelId/:id', async (c) => {
    const { model, ctx } = await open(c, 'update');
    const values = await savedValues(c, model);
    for (const field of Object.keys(model.billFields)) delete values[field];
    await service.updateRecord(ctx, c.req.param('id'), values);
    return ok(c, null, successMessage(ctx.screen, ctx.lang, 'update'));
  });

  app.delete('/:modelId/:id', async (c) => {
    const { ctx } = await open(c, 'remove');
    await service.removeRecord(ctx, c.req.param('id'));
    return ok(c, null, successMessage(ctx.screen, ctx.lang, 'remove'));
  });

  return app;
}

