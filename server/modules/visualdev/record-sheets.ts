/**
 * Spreadsheets of a released model's records (spec 03 §7 "Visual development", "Files and import"), under
 * `/api/visualdev/OnlineDev/{modelId}`, through the resource engine's spreadsheet code (resource/spreadsheet.ts)
 * with the model's guard — its download (btn_download) and upload (btn_upload) buttons, and the caller's columns and
 * form fields:
 *
 * - `POST …/Actions/Export` `{ dataType: 0 this page | 1 all, selectKey: "a,b" | [..], currentPage, pageSize,
 *   keyword, sidx, sort }` → `{ name, url }`, an xlsx of the chosen columns as the list shows them;
 * - `GET …/Template` (also `…/TemplateDownload`) → `{ name, url }`, the import template;
 * - `GET …/ImportPreview?fileName=` (the fileId of an upload to `POST /api/file/Uploader/import`) →
 *   `{ headerRow, dataRow }`;
 * - `POST …/ImportData` `{ list }` → `{ resultType, snum, fnum, failResult }`, each row created like a new record;
 * - `POST …/ImportExceptionData` (also `…/Actions/ExportData`) `{ list }` → `{ name, url }`, the failed rows with
 *   their reasons.
 */
import type { Context, Hono } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { parseListQuery } from '../resource/query';
import type { ResourceAction } from '../resource/registry';
import * as service from '../resource/service';
import { exportSheet, failedRowsSheet, importList, importRows, previewSheet, sheetName, storeDownload, templateSheet } from '../resource/spreadsheet';
import type { LiveModel } from './models';

/** The model, the caller's permission for the action, and the engine's context for it. */
type Open = (c: Context<AppEnv>, action: ResourceAction) => Promise<{ model: LiveModel; ctx: service.ResourceContext }>;

/** Creates one record of the model from values (bill numbers drawn as for a new record). */
type CreateValues = (model: LiveModel, ctx: service.ResourceContext, values: Record<string, unknown>) => Promise<string>;

/** The most records one export writes. */
const EXPORT_LIMIT = 10_000;

/** The chosen columns of an export: "a,b" or ["a", "b"]; undefined for every visible column. */
function chosenColumns(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = list.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean);
  return names.length ? names : undefined;
}

/** Query values as strings (a POSTed list query may send numbers). */
function asQuery(body: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? String(value) : undefined]));
}

/** A stored upload's name as the import preview takes it: one plain segment. */
const UPLOAD_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Mounts the spreadsheet calls (before the record routes, whose `/{modelId}/{id}` would take their names). */
export function mountRecordSheets(app: Hono<AppEnv>, open: Open, createValues: CreateValues) {
  // A model whose list offers no such button has no such call.
  const sheetOf = (ctx: service.ResourceContext, kind: 'export' | 'import', c: Context<AppEnv>) => {
    if (!ctx.screen.schema.resource.spreadsheet?.[kind]) throw fail('apiNotFound', { path: c.req.path });
  };

  app.post('/:modelId/Actions/Export', async (c) => {
    const { ctx } = await open(c, 'export');
    sheetOf(ctx, 'export', c);
    const body = await readJsonObject(c);
    const fields = new Set(Object.keys(ctx.screen.schema.model.properties));
    const query = parseListQuery(asQuery(body), fields);
    const rows: Record<string, unknown>[] = [];
    if (body.dataType === 1 || body.dataType === '1') {
      // Every record the list query finds, page by page.
      for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
        const answer = await service.listRecords(ctx, { ...query, currentPage: page, pageSize: 500 }, undefined);
        rows.push(...(answer.list as Record<string, unknown>[]));
        if (!answer.pagination || answer.list.length < 500) break;
      }
    } else {
      rows.push(...((await service.listRecords(ctx, query, undefined)).list as Record<string, unknown>[]));
    }
    const bytes = exportSheet(ctx, rows.slice(0, EXPORT_LIMIT), chosenColumns(body.selectKey));
    return ok(c, await storeDownload(c.get('services'), sheetName(ctx, ''), bytes, ctx.now));
  });

  const template = async (c: Context<AppEnv>) => {
    const { ctx } = await open(c, 'import');
    sheetOf(ctx, 'import', c);
    return ok(c, await storeDownload(c.get('services'), sheetName(ctx, translate(ctx.lang, 'common.template')), templateSheet(ctx), ctx.now));
  };
  app.get('/:modelId/Template', template);
  app.get('/:modelId/TemplateDownload', template);

  app.get('/:modelId/ImportPreview', async (c) => {
    const { ctx } = await open(c, 'import');
    sheetOf(ctx, 'import', c);
    const fileName = c.req.query('fileName') ?? '';
    if (!UPLOAD_NAME.test(fileName)) throw fail('importFileMissing');
    const bytes = await c.get('services').files.read(`import/${fileName}`);
    if (!bytes) throw fail('importUploadMissing');
    return ok(c, previewSheet(ctx, bytes));
  });

  app.post('/:modelId/ImportData', async (c) => {
    const { model, ctx } = await open(c, 'import');
    sheetOf(ctx, 'import', c);
    const rows = importList(await readJsonObject(c));
    const result = await importRows(ctx, rows, (values) => createValues(model, ctx, values));
    return ok(c, result, translate(ctx.lang, 'common.importSuccess'));
  });

  const failedRows = async (c: Context<AppEnv>) => {
    const { ctx } = await open(c, 'import');
    sheetOf(ctx, 'import', c);
    const rows = importList(await readJsonObject(c));
    return ok(c, await storeDownload(c.get('services'), sheetName(ctx, translate(ctx.lang, 'common.importFailReason')), failedRowsSheet(ctx, rows), ctx.now));
  };
  app.post('/:modelId/ImportExceptionData', failedRows);
  app.post('/:modelId/Actions/ExportData', failedRows);
}
