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
import { screenTranslator } from '../../../runtime/core/schema/messages';
import { screenMessages } from './body';
import type { Screen } from './registry';
import type { Db } from '../../db/client';
import type { Language } from '../../../runtime/core/i18n/languages';
import { AppError, fail } from '../../errors';
import type { Services } from '../../services';
import { accessOf, type ResourceContext } from './service';
import { readPickerCells } from './sheet-picker-names';

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

/**
 * Reference columns a module declares for its screen: fields whose cells name other records (an organisation, roles
 * by name…) rather than hold typed values. The import takes their text as it is and the module's create resolves
 * it (refusing a name it does not find); a field the form has keeps its place, another one is added at the end.
 */
const references = new WeakMap<Screen, readonly { field: string; label: string }[]>();

/** Declares a screen's reference columns (labels are message keys of the screen). */
export function declareSheetReferences(screen: Screen, columns: readonly { field: string; label: string }[]): void {
  references.set(screen, columns);
}

/** The columns the caller imports into (form fields they may fill in, and the screen's reference columns). */
export function importColumnsOf(ctx: Pick<ResourceContext, 'screen' | 'fieldGrants' | 'lang'>): SheetColumn[] {
  const hidden = accessOf(ctx).hiddenFormFields;
  const own = references.get(ctx.screen) ?? [];
  if (own.length === 0) return importColumns(ctx.screen.schema, ctx.lang, hidden);
  const t = screenMessages(ctx.screen, ctx.lang);
  const refs = own.filter((column) => !hidden.has(column.field)).map((column) => ({ field: column.field, label: t(column.label), reference: true }));
  const typed = importColumns(ctx.screen.schema, ctx.lang, hidden).map((column) => refs.find((ref) => ref.field === column.field) ?? column);
  return [...typed, ...refs.filter((ref) => !typed.some((column) => column.field === ref.field))];
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

/**
 * The most rows one import call takes: the preview keeps to the spec's limit, but the import itself must not fall
 * over well beyond it (a client may send more), so it takes ten times as many, still in one transaction.
 */
export const IMPORT_CALL_LIMIT = 10 * IMPORT_ROW_LIMIT;

/** The import's rows as sent back by the client: a non-empty list (within the call's limit) of objects. */
export function importList(body: Record<string, unknown>): SheetRow[] {
  const list = body.list;
  if (!Array.isArray(list) || list.length === 0) throw fail('importEmpty');
  if (list.length > IMPORT_CALL_LIMIT) throw fail('importTooManyRows', { limit: String(IMPORT_CALL_LIMIT) });
  if (list.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) throw fail('importFileInvalid', { extension: 'xlsx' });
  return list as SheetRow[];
}

/**
 * One imported row's values by the screen's schema: each importable column's cell parsed as its field takes it
 * (option labels, days, numbers, 是/否); answers the values, or the reason of the first cell that is not one.
 */
export function rowValues(
  schema: Screen['schema'],
  columns: readonly SheetColumn[],
  row: SheetRow,
  lang: Language,
): { ok: true; values: Record<string, unknown> } | { ok: false; reason: string } {
  const t = screenTranslator(schema, lang);
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    if ((column as { reference?: boolean }).reference) {
      const text = row[column.field];
      // A reference names a record: a cell of another type, or with a NUL (no stored text has one), names none.
      if (text !== undefined && text !== null && ((typeof text !== 'string' && typeof text !== 'number') || String(text).includes('\u0000'))) {
        return { ok: false, reason: translate(lang, 'error.importCellInvalid', { field: column.label, value: '' }) };
      }
      if (text !== undefined && text !== null && String(text).trim() !== '') values[column.field] = String(text).trim();
      continue;
    }
    const field = schema.form.fields.find((candidate) => candidate.name === column.field);
    if (!field) continue;
    const cell = parseCell(schema, field, row[column.field], t);
    if (!cell.ok) return { ok: false, reason: translate(lang, 'error.importCellInvalid', { field: column.label, value: String(row[column.field] ?? '') }) };
    if (cell.value !== undefined) values[column.field] = cell.value;
  }
  return { ok: true, values };
}

/** Creates one imported row from its values (refusing it with an AppError). */
export type RowCreate = (values: Record<string, unknown>) => Promise<unknown>;

/**
 * How an import creates its rows: `create` writes one row through the db it is given, a savepoint of the import's
 * transaction; or `open` reads once, in the import's transaction, what every row needs and answers a create that
 * refuses a row only before writing anything for it, so the rows need no savepoint.
 */
export type ImportCreate = { create: (db: Db, values: Record<string, unknown>) => Promise<unknown> } | { open: (tx: Db) => Promise<RowCreate> };

/**
 * Imports rows in one transaction, each row through the screen's own create (validation, rules, uniqueness,
 * references, rights) in a savepoint of it — or checked in full before it writes, see {@link ImportCreate} — so a
 * failed row leaves nothing, not half a record, and the good rows are stored together; answers the counts and the
 * failed rows with their reasons (in the caller's language). An unexpected failure rolls the whole import back.
 */
export async function importRows(
  ctx: ResourceContext,
  rows: readonly SheetRow[],
  how: ImportCreate,
): Promise<{ resultType: 0 | 1; snum: number; fnum: number; failResult: FailedRow[] }> {
  const columns = importColumnsOf(ctx);
  const failResult: FailedRow[] = [];
  let snum = 0;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const create: RowCreate = 'open' in how ? await how.open(db) : (values) => tx.transaction((savepoint) => how.create(savepoint as unknown as Db, values));
    const pickers = await readPickerCells(db, ctx.screen.schema, columns, rows, ctx.lang);
    for (const row of rows) {
      const named = pickers.resolve(row);
      const parsed = named.ok ? rowValues(ctx.screen.schema, columns, named.rest, ctx.lang) : named;
      let problem = parsed.ok ? undefined : parsed.reason;
      if (parsed.ok && named.ok) {
        try {
          await create({ ...parsed.values, ...named.values });
          snum += 1;
          continue;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          problem = translate(ctx.lang, error.messageKey, error.params);
        }
      }
      failResult.push({ ...Object.fromEntries(columns.map((column) => [column.field, row[column.field] ?? ''])), errorsInfo: problem! });
    }
  });
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
