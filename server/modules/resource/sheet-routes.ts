/**
 * The spreadsheet calls of a screen that declares `resource.spreadsheet` (spec 03 §7 "Files and import", spec 02
 * "Bulk import dialog"), mounted under a base path by whoever serves the screen — the resource engine for schema
 * screens, the low-code module for released models, a module with its own storage (users) — each giving how to open
 * the caller's context (its guard: the export and import actions), how to list records for an export, and how to
 * create one record from imported values:
 *
 * - `POST …/Actions/Export` `{ dataType: 0 this page | 1 all, selectKey: "a,b" | [..], currentPage, pageSize, keyword,
 *   sidx, sort }` (also `GET …/ExportExcel?…`) → `{ name, url }`, an xlsx of the chosen columns as the list shows them;
 * - `GET …/Template` (also `…/TemplateDownload`) → `{ name, url }`, the import template;
 * - `GET …/ImportPreview?fileName=` (the fileId of an upload to `POST /api/file/Uploader/import`, xls/xlsx under
 *   500 KB) → `{ headerRow, dataRow }`;
 * - `POST …/ImportData` `{ list }` → `{ resultType, snum, fnum, failResult }`: every row in one transaction, each row
 *   in a savepoint of it (or checked in full before it writes, with an `importer`), so a failed row leaves nothing
 *   behind and the good rows are stored together;
 * - `POST …/ImportExceptionData` (also `…/ExportExceptionData`, `…/Actions/ExportData`) `{ list }` → `{ name, url }`,
 *   the failed rows with their reasons.
 *
 * A screen that declares no such spreadsheet answers "no such call".
 */
import type { Context, Hono } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from './body';
import { parseListQuery, type ListQuery } from './query';
import type { ListAnswer, ResourceContext } from './service';
import { withPickerNames } from './sheet-picker-names';
import { exportSheet, failedRowsSheet, importList, importRows, previewSheet, sheetName, storeDownload, templateSheet, type RowCreate } from './spreadsheet';

/** How a screen's server takes part in its spreadsheets. */
export interface SheetHandlers {
  /** The caller's context on the screen for the action, after its guard (the download / upload buttons). */
  open: (c: Context<AppEnv>, action: 'export' | 'import') => Promise<ResourceContext>;
  /** One page of the records as the list answers them (the caller's rows and columns). */
  list: (ctx: ResourceContext, query: ListQuery) => Promise<ListAnswer>;
  /** Creates one record from an imported row's values, writing through `db` (a savepoint of the import). */
  create: (ctx: ResourceContext, db: Db, values: Record<string, unknown>) => Promise<unknown>;
  /**
   * Optional: opens one import inside its transaction `tx` — reading once what every row needs — and answers the
   * create of its rows, which must refuse a row (an AppError) only before writing anything for it, so the rows need
   * no savepoint. Without it every row goes through `create` in a savepoint of its own.
   */
  importer?: (ctx: ResourceContext, tx: Db) => Promise<RowCreate>;
}

/** The most records one export writes. */
export const EXPORT_LIMIT = 10_000;

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

/** Mounts the spreadsheet calls under `base` (before any `{base}/{id}` route would take their names). */
export function mountSheets(app: Hono<AppEnv>, base: string, handlers: SheetHandlers) {
  const opened = async (c: Context<AppEnv>, kind: 'export' | 'import') => {
    const ctx = await handlers.open(c, kind);
    // A screen whose list offers no such button has no such call.
    if (!ctx.screen.schema.resource.spreadsheet?.[kind]) throw fail('apiNotFound', { path: c.req.path });
    return ctx;
  };

  const exportList = async (c: Context<AppEnv>, body: Record<string, unknown>) => {
    const ctx = await opened(c, 'export');
    const fields = new Set(Object.keys(ctx.screen.schema.model.properties));
    const query = { ...parseListQuery(asQuery(body), fields), values: body };
    const rows: Record<string, unknown>[] = [];
    if (body.dataType === 1 || body.dataType === '1') {
      // Every record the list query finds, page by page.
      for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
        const answer = await handlers.list(ctx, { ...query, currentPage: page, pageSize: 500 });
        rows.push(...(answer.list as Record<string, unknown>[]));
        if (!answer.pagination || answer.list.length < 500) break;
      }
    } else {
      rows.push(...((await handlers.list(ctx, query)).list as Record<string, unknown>[]));
    }
    // Picker values as the names a user knows them by (sheet-picker-names.ts), looked up once per kind.
    const bytes = exportSheet(ctx, await withPickerNames(ctx.db, ctx.screen.schema, rows.slice(0, EXPORT_LIMIT)), chosenColumns(body.selectKey));
    return ok(c, await storeDownload(c.get('services'), sheetName(ctx, ''), bytes, ctx.now));
  };
  app.post(`${base}/Actions/Export`, async (c) => exportList(c, await readJsonObject(c)));
  app.get(`${base}/ExportExcel`, async (c) => exportList(c, c.req.query()));

  const template = async (c: Context<AppEnv>) => {
    const ctx = await opened(c, 'import');
    return ok(c, await storeDownload(c.get('services'), sheetName(ctx, translate(ctx.lang, 'common.template')), templateSheet(ctx), ctx.now));
  };
  app.get(`${base}/Template`, template);
  app.get(`${base}/TemplateDownload`, template);

  app.get(`${base}/ImportPreview`, async (c) => {
    const ctx = await opened(c, 'import');
    const fileName = c.req.query('fileName') ?? '';
    if (!UPLOAD_NAME.test(fileName)) throw fail('importFileMissing');
    const bytes = await c.get('services').files.read(`import/${fileName}`);
    if (!bytes) throw fail('importUploadMissing');
    return ok(c, previewSheet(ctx, bytes));
  });

  app.post(`${base}/ImportData`, async (c) => {
    const ctx = await opened(c, 'import');
    const rows = importList(await readJsonObject(c));
    const importer = handlers.importer;
    const result = await importRows(ctx, rows, importer ? { open: (tx) => importer(ctx, tx) } : { create: (db, values) => handlers.create(ctx, db, values) });
    return ok(c, result, translate(ctx.lang, 'common.importSuccess'));
  });

  const failedRows = async (c: Context<AppEnv>) => {
    const ctx = await opened(c, 'import');
    const rows = importList(await readJsonObject(c));
    return ok(c, await storeDownload(c.get('services'), sheetName(ctx, translate(ctx.lang, 'common.importFailReason')), failedRowsSheet(ctx, rows), ctx.now));
  };
  app.post(`${base}/ImportExceptionData`, failedRows);
  app.post(`${base}/ExportExceptionData`, failedRows);
  app.post(`${base}/Actions/ExportData`, failedRows);
}
