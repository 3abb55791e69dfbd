/**
 * Spreadsheets of a released model's records (spec 03 §7 "Visual development", "Files and import"), under
 * `/api/visualdev/OnlineDev/{modelId}`, through the resource engine's spreadsheet code (resource/spreadsheet.ts)
 * with the model's guard — its download (btn_download) and upload (btn_upload) buttons, and the caller's columns and
 * form fields:
 *
 * - `POST …/Actions/Export` `{ dataType: 0 this page | 1 all, selectKey: "a,b" | [..], currentPage, pageSize,
 *   keyword, sidx, sort }` → `{ name, url }`, an xlsx of the chosen columns as the list shows them (related-form
 *   and popup values by their display values, picked-labels.ts);
 * - `GET …/Template` (also `…/TemplateDownload`) → `{ name, url }`, the import template;
 * - `GET …/ImportPreview?fileName=` (the fileId of an upload to `POST /api/file/Uploader/import`) →
 *   `{ headerRow, dataRow }`;
 * - `POST …/ImportData` `{ list }` → `{ resultType, snum, fnum, failResult }`, each row created like a new record;
 * - `POST …/ImportExceptionData` (also `…/Actions/ExportData`) `{ list }` → `{ name, url }`, the failed rows with
 *   their reasons.
 */
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import type { ResourceAction } from '../resource/registry';
import * as service from '../resource/service';
import { mountSheets } from '../resource/sheet-routes';
import type { LiveModel } from './models';
import { withPickedLabels } from './picked-labels';

/** The model, the caller's permission for the action, and the engine's context for it. */
type Open = (c: Context<AppEnv>, action: ResourceAction) => Promise<{ model: LiveModel; ctx: service.ResourceContext }>;

/** Creates one record of the model from values (bill numbers drawn as for a new record). */
type CreateValues = (model: LiveModel, ctx: service.ResourceContext, values: Record<string, unknown>) => Promise<string>;

/** Mounts the spreadsheet calls (before the record routes, whose `/{modelId}/{id}` would take their names). */
export function mountRecordSheets(app: Hono<AppEnv>, open: Open, createValues: CreateValues) {
  // The model and the request of a context (a request opens exactly one model).
  const models = new WeakMap<service.ResourceContext, { model: LiveModel; c: Context<AppEnv> }>();
  mountSheets(app, '/:modelId', {
    open: async (c, action) => {
      const { model, ctx } = await open(c, action);
      models.set(ctx, { model, c });
      return ctx;
    },
    list: async (ctx, query) => {
      const answer = await service.listRecords(ctx, query, undefined);
      return { ...answer, list: await withPickedLabels(models.get(ctx)!.c, ctx.screen.schema, answer.list as Record<string, unknown>[]) };
    },
    // The widget checks (picker ids, address paths) read through the import's savepoint too: on PGlite's single
    // connection a read outside the open transaction would wait for it forever.
    create: (ctx, db: Db, values) => createValues(models.get(ctx)!.model, { ...ctx, db, widgetValues: { ...ctx.widgetValues, db } }, values),
  });
}
