/**
 * Spreadsheets of a screen's records (spec 03 §7 "Files and import", spec 02 "Bulk import dialog"): an export of
 * the chosen columns as the user sees them, an import template (the importable fields' headers), the preview of an
 * uploaded sheet (cells as typed, by field), and the import of previewed rows — each row through the engine's own
 * create (validation, uniqueness, rules, the caller's field permission), so a bad row is reported with its reason and
 * changes nothing while the good rows are stored. Files go to the file store and are answered as signed links.
 */
import { read, utils, write } from '@e965/xlsx';
import { displayValues } from '../../../runtime/core/lowcode/display';
import { exportColumns, importColumns, parseCell, type SheetColumn } from '../../../runtime/core/lowcode/sheet-cells';
import { translate } from '../../../runtime/core/i18n/messages';
import { screenMessages } from './body';
import { AppError, fail } from '../../errors';
import type { Services } from '../../services';
import { accessOf, type ResourceContext } from './service';

/** The most rows one import takes (spec 02 §9). */
export const IMPORT_ROW_LIMIT = 1000;

/** A previewed row: cells by field. */
export type SheetRow = Record<string, unknown>;

/** A row that failed to import, with why. */
export type FailedRow = SheetRow & { errorsInfo: string };

/** An xlsx workbook of one sheet: a header row and the rows. */
export function workbook(header: readonly string[], rows: readonly (readonly unknown[])[]): Uint8Array {
  const sheet = utils.aoa_to_sheet([[...header], ...rows.map((row) => [...row])]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** The first sheet's rows as text cells (as the user sees them), or a refusal for a file that is no workbook. */
export function sheetRows(bytes: Uint8Array): string[][] {
  try {
    const book = read(bytes, { type: 'array', cellDates: false });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
    return rows.map((row) => row.map((cell) => (cell === undefined || cell === null ? '' : String(cell))));
  } catch {
    throw fail('importFileInvalid', { extension: 'xlsx' });
  }
}

/** Stores a generated file and answers a signed link to it (`{ name, url }`, as every download of the API). */
export async function storeDownload(services: Pick<Services, 'files' | 'links'>, name: string, bytes: Uint8Array, now: Date): Promise<{ name: string; url: string }> {
  const key = `export/${crypto.randomUUID()}.xlsx`;
  await services.files.put(key, bytes);
  const token = await services.links.sign({ key, name, inline: false }, now);
  return { name, url: `/api/file/Download?encryption=${token}` };
}

/** The file name of a sheet: the screen's title and the day. */
export function sheetName(ctx: ResourceContext, suffix: string): string {
  const title = screenMessages(ctx.screen, ctx.lang)(ctx.screen.schema.title).replace(/[\\/:*?"<>|\r\n]/g, '_');
  const day = ctx.now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${title}${suffix}_${day}.xlsx`;
}

/** The export of records (already listed with the caller's column permission) over the chosen columns. */
export function exportSheet(ctx: ResourceContext, rows: readonly Record<string, unknown>[], chosen: readonly string[] | undefined): Uint8Array {
  const columns = exportColumns(ctx.screen.schema, ctx.lang, accessOf(ctx).hiddenColumns, chosen);
  if (columns.length === 0) throw fail('exportColumnsMissing');
  const shown = rows.map((row) => displayValues(ctx.screen.schema, row, ctx.lang));
  return workbook(
    columns.map((column) => column.label),
    shown.map((row) => columns.map((column) => cellOut(row[column.field]))),
  );
}

/** A display value as a cell. */
function cellOut(value: unknown): string | number {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The columns the caller imports into (form fields they may fill in). */
export function importColumnsOf(ctx: ResourceContext): SheetColumn[] {
  return importColumns(ctx.screen.schema, ctx.lang, accessOf(ctx).hiddenFormFields);
}

/** The import template: the importable fields' headers. */
export function templateSheet(ctx: ResourceContext): Uint8Array {
  return workbook(importColumnsOf(ctx).map((column) => column.label), []);
}

/**
 * The preview of an uploaded sheet: its header must name importable fields (by their label in the caller's
 * language, as the template has them); answers the header and the rows as typed, by field.
 */
export function previewSheet(ctx: ResourceContext, bytes: Uint8Array): { headerRow: { id: string; fullName: string }[]; dataRow: SheetRow[] } {
  const [header = [], ...body] = sheetRows(bytes);
  const byLabel = new Map(importColumnsOf(ctx).map((column) => [column.label, column]));
  const columns = header.map((label) => byLabel.get(label.trim()));
  if (columns.every((column) => column === undefined) || columns.some((column, index) => column === undefined && header[index]!.trim() !== '')) throw fail('importHeaderMismatch');
  const rows = body.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw fail('importEmpty');
  if (rows.length > IMPORT_ROW_LIMIT) throw fail('importTooManyRows', { limit: String(IMPORT_ROW_LIMIT) });
  const used = columns.filter((column): column is SheetColumn => column !== undefined);
  return {
    headerRow: used.map((column) => ({ id: column.field, fullName: column.label })),
    dataRow: rows.map((row) => Object.fromEntries(columns.flatMap((column, index) => (column ? [[column.field, row[index] ?? '']] : [])))),
  };
}

/** The import's rows as sent back by the client: a non-empty list (at most the limit) of objects. */
export function importList(body: Record<string, unknown>): SheetRow[] {
  const list = body.list;
  if (!Array.isArray(list) || list.length === 0) throw fail('importEmpty');
  if (list.length > IMPORT_ROW_LIMIT) throw fail('importTooManyRows', { limit: String(IMPORT_ROW_LIMIT) });
  if (list.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) throw fail('importFileInvalid', { extension: 'xlsx' });
  return list as SheetRow[];
}

/**
 * Imports rows one by one with `create` (the screen's own create call: validation, rules, uniqueness); answers the
 * counts and the failed rows with their reasons (the failure's message in the caller's language).
 */
export async function importRows(
  ctx: ResourceContext,
  rows: readonly SheetRow[],
  create: (values: Record<string, unknown>) => Promise<unknown>,
): Promise<{ resultType: 0 | 1; snum: number; fnum: number; failResult: FailedRow[] }> {
  const t = screenMessages(ctx.screen, ctx.lang);
  const columns = importColumnsOf(ctx);
  const failResult: FailedRow[] = [];
  let snum = 0;
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    let problem: string | undefined;
    for (const column of columns) {
      const field = ctx.screen.schema.form.fields.find((candidate) => candidate.name === column.field)!;
      const cell = parseCell(ctx.screen.schema, field, row[column.field], t);
      if (!cell.ok) {
        problem = translate(ctx.lang, 'error.importCellInvalid', { field: column.label, value: String(row[column.field] ?? '') });
        break;
      }
      if (cell.value !== undefined) values[column.field] = cell.value;
    }
    if (!problem) {
      try {
        await create(values);
        snum += 1;
        continue;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problem = translate(ctx.lang, error.messageKey, error.params);
      }
    }
    failResult.push({ ...Object.fromEntries(columns.map((column) => [column.field, row[column.field] ?? ''])), errorsInfo: problem });
  }
  return { resultType: failResult.length ? 1 : 0, snum, fnum: failResult.length, failResult };
}

/** The sheet of failed rows with their reasons (spec 02: export of failed rows). */
export function failedRowsSheet(ctx: ResourceContext, rows: readonly SheetRow[]): Uint8Array {
  const columns = importColumnsOf(ctx);
  return workbook(
    [...columns.map((column) => column.label), translate(ctx.lang, 'common.importFailReason')],
    rows.map((row) => [...columns.map((column) => cellOut(row[column.field])), cellOut(row.errorsInfo)]),
  );
}
