/**
 * Picker values in spreadsheets, by name both ways. A picker stores ids (users, roles, positions, groups,
 * organisations, departments, "id--kind" mixed values, address id-paths); a sheet shows what the user sees instead:
 *
 * - users as `realName/account` (two staff may share a name, never an account), roles, positions, groups,
 *   organisations and departments by full name, an address as its area names joined by `/` (广东省/深圳市/南山区);
 *   several values joined by `, `;
 * - an import takes those texts back — and also an id, a code (an account for users) or a unique full name; several
 *   values separated by `,` `，` `;` or `；` — and maps them to the ids the picker would store. A text that names
 *   nothing, or more than one record, fails its row with a reason naming the field and the text; the engine's create
 *   then checks the ids as it checks any picker value (picker-values.ts, org-picker-values.ts, address-values.ts).
 *
 * Lookups are batched: one query per kind of record for the whole sheet, never one per row. Popup selects and related
 * forms of a released model are not handled here: its export lists them by the display values the record API answers
 * (visualdev/picked-labels.ts), and an import takes their ids. The staff picker's `currentUser` stays as stored.
 */
import { inArray, or } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { translate } from '../../../runtime/core/i18n/messages';
import { readMixed, CURRENT_USER, type PickKind } from '../../../runtime/core/pickers/selection';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { FormField, ScreenSchema } from '../../../runtime/core/schema/types';
import { areas, groups, organizes, positions, roles, users } from '../../db/schema';
import type { Executor } from './store';

/** The record tables a picker names. */
type Table = 'user' | 'role' | 'position' | 'group' | 'organize' | 'area';

/** What a picker widget stores: bare ids of a table (departments: organisations of that category), mixed values, or area paths. */
type Stored = { ids: Table; departmentsOnly?: boolean } | { mixed: true } | { paths: true };

const PICKERS: Record<string, Stored> = {
  approverSelect: { ids: 'user' },
  userSelect: { ids: 'user' },
  usersSelect: { mixed: true },
  roleSelect: { ids: 'role' },
  posSelect: { ids: 'position' },
  groupSelect: { ids: 'group' },
  organizeSelect: { ids: 'organize' },
  departmentSelect: { ids: 'organize', departmentsOnly: true },
  address: { paths: true },
};

/** The widgets whose cells carry names in a sheet (the import takes them as columns too). */
export const NAMED_PICKER_WIDGETS: ReadonlySet<string> = new Set(Object.keys(PICKERS));

/** The tables mixed values draw from, by their kind. */
const MIXED_TABLE: Record<PickKind, Table> = { user: 'user', role: 'role', position: 'position', group: 'group', company: 'organize', department: 'organize' };

/** A record a picker may name. */
interface Named {
  id: string;
  /** The account (users) or code. */
  code: string;
  /** The real name (users) or full name. */
  name: string;
  /** What a sheet shows. */
  label: string;
  /** Organisations: company or department; areas: the parent id. */
  category: string;
  parentId: string;
}

const SEPARATORS = /[,，;；\n]/;
const JOINER = ', ';

/** Loads the records of a table with the given ids, codes or names — one query. */
async function load(db: Executor, table: Table, ids: readonly string[], texts: readonly string[] = ids): Promise<Named[]> {
  if (ids.length === 0 && texts.length === 0) return [];
  const any = (values: readonly string[]) => (values.length ? [...new Set(values)] : ['']);
  switch (table) {
    case 'user': {
      const rows = await db
        .select({ id: users.id, code: users.account, name: users.realName })
        .from(users)
        .where(or(inArray(users.id, any(ids)), inArray(users.account, any(texts)), inArray(users.realName, any(texts))));
      return rows.map((row) => ({ ...row, label: `${row.name}/${row.code}`, category: '', parentId: '' }));
    }
    case 'organize': {
      const rows = await db
        .select({ id: organizes.id, code: organizes.enCode, name: organizes.fullName, category: organizes.category, parentId: organizes.parentId })
        .from(organizes)
        .where(or(inArray(organizes.id, any(ids)), inArray(organizes.enCode, any(texts)), inArray(organizes.fullName, any(texts))));
      return rows.map((row) => ({ ...row, label: row.name }));
    }
    case 'area': {
      const rows = await db
        .select({ id: areas.id, code: areas.enCode, name: areas.fullName, parentId: areas.parentId })
        .from(areas)
        .where(or(inArray(areas.id, any(ids)), inArray(areas.fullName, any(texts))));
      return rows.map((row) => ({ ...row, label: row.name, category: '' }));
    }
    default: {
      const source = { role: roles, position: positions, group: groups }[table];
      const rows = await db
        .select({ id: source.id, code: source.enCode, name: source.fullName })
        .from(source)
        .where(or(inArray(source.id, any(ids)), inArray(source.enCode, any(texts)), inArray(source.fullName, any(texts))));
      return rows.map((row) => ({ ...row, label: row.name, category: '', parentId: '' }));
    }
  }
}

/** The picker fields of a screen with what they store. */
/** True for the widgets whose stored ids the export writes as names. */
export const hasPickerNames = (widget: string): boolean => Object.prototype.hasOwnProperty.call(PICKERS, widget);

function pickerFields(schema: ScreenSchema): { field: FormField; stored: Stored }[] {
  return schema.form.fields.flatMap((field) => (PICKERS[field.widget] ? [{ field, stored: PICKERS[field.widget]! }] : []));
}

/** A stored value as a list of strings (one id, ids, or an id-path), or of paths for addresses. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : typeof value === 'string' ? value.split(',').map((id) => id.trim()).filter(Boolean) : [value]);

/** The stored area paths of an address value (one path, or with multiple a list of paths). */
function addressPaths(value: unknown): string[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  if (value.every((part) => typeof part === 'string')) return [value as string[]];
  return value.filter((path): path is string[] => Array.isArray(path) && path.every((part) => typeof part === 'string'));
}

/**
 * The records with their picker fields written as names (the export): every id looked up once per table for all the
 * rows; an id that names nothing (a record since removed) is written as it is.
 */
export async function withPickerNames(db: Executor, schema: ScreenSchema, rows: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const fields = pickerFields(schema);
  if (fields.length === 0) return [...rows];
  const wanted = new Map<Table, Set<string>>();
  const want = (table: Table, id: string) => wanted.set(table, (wanted.get(table) ?? new Set()).add(id));
  for (const row of rows) {
    for (const { field, stored } of fields) {
      const value = row[field.name];
      if ('paths' in stored) for (const path of addressPaths(value)) for (const id of path) want('area', id);
      else
        for (const item of listOf(value)) {
          if (typeof item !== 'string') continue;
          const mixed = 'mixed' in stored ? readMixed(item) : undefined;
          if (mixed) want(MIXED_TABLE[mixed.kind], mixed.id);
          else if ('ids' in stored) want(stored.ids, item);
        }
    }
  }
  const labels = new Map<string, string>();
  for (const [table, ids] of wanted) for (const record of await load(db, table, [...ids], [])) labels.set(`${table}:${record.id}`, record.label);
  const labelOf = (table: Table, id: string) => labels.get(`${table}:${id}`) ?? id;
  return rows.map((row) => {
    const out = { ...row };
    for (const { field, stored } of fields) {
      const value = row[field.name];
      if (value === undefined || value === null || value === '') continue;
      if ('paths' in stored) out[field.name] = addressPaths(value).map((path) => path.map((id) => labelOf('area', id)).join('/')).join(JOINER);
      else
        out[field.name] = listOf(value)
          .map((item) => {
            if (typeof item !== 'string') return String(item);
            const mixed = 'mixed' in stored ? readMixed(item) : undefined;
            if (mixed) return labelOf(MIXED_TABLE[mixed.kind], mixed.id);
            return 'ids' in stored ? labelOf(stored.ids, item) : item;
          })
          .join(JOINER);
    }
    return out;
  });
}

/** The texts of one cell: the values it lists. */
const cellTexts = (cell: unknown): string[] =>
  cell === undefined || cell === null
    ? []
    : String(cell)
        .split(SEPARATORS)
        .map((text) => text.trim())
        .filter(Boolean);

/** A lone surrogate or a NUL: text no stored name has, and which the database would refuse to compare. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The texts of a cell that may name a record (the others name none: their row fails as unknown). */
const searchable = (cell: unknown): string[] => cellTexts(cell).filter((text) => !UNSTORABLE.test(text) && text.length <= 500);

/** One text's match among loaded records: by id, then code (account), then `name/code`, then a unique name. */
function match(records: readonly Named[], text: string): Named[] {
  const byId = records.filter((record) => record.id === text);
  if (byId.length) return byId;
  const byCode = records.filter((record) => record.code === text);
  if (byCode.length) return byCode;
  const byLabel = records.filter((record) => record.label === text);
  if (byLabel.length) return byLabel;
  return records.filter((record) => record.name === text);
}

/** Imported rows' picker cells resolved: per row, the picker values (ids) and the row without those cells, or a reason. */
export interface PickerCells {
  resolve(row: Record<string, unknown>): { ok: true; values: Record<string, unknown>; rest: Record<string, unknown> } | { ok: false; reason: string };
}

/**
 * Reads the picker cells of all imported rows at once (one query per kind of record) and answers how each row's
 * texts map to stored values. `columns` are the import's columns (fields the caller may fill in).
 */
export async function readPickerCells(db: Executor, schema: ScreenSchema, columns: readonly { field: string; label: string }[], rows: readonly Record<string, unknown>[], lang: Language): Promise<PickerCells> {
  const imported = new Set(columns.map((column) => column.field));
  const labelOf = new Map(columns.map((column) => [column.field, column.label]));
  const fields = pickerFields(schema).filter(({ field }) => imported.has(field.name));
  if (fields.length === 0) return { resolve: (row) => ({ ok: true, values: {}, rest: row }) };

  const texts = new Map<Table, Set<string>>();
  const add = (table: Table, text: string) => texts.set(table, (texts.get(table) ?? new Set()).add(text));
  for (const row of rows) {
    for (const { field, stored } of fields) {
      for (const text of searchable(row[field.name])) {
        if ('paths' in stored) for (const part of text.split('/')) add('area', part.trim());
        else if ('ids' in stored) {
          add(stored.ids, text);
          // `realName/account`: the account is what finds the user.
          if (stored.ids === 'user' && text.includes('/')) add('user', text.slice(text.lastIndexOf('/') + 1));
        } else {
          const mixed = readMixed(text);
          if (mixed) add(MIXED_TABLE[mixed.kind], mixed.id);
          else for (const table of new Set(Object.values(MIXED_TABLE))) add(table, text);
          if (text.includes('/')) add('user', text.slice(text.lastIndexOf('/') + 1));
        }
      }
    }
  }
  const loaded = new Map<Table, Named[]>();
  for (const [table, values] of texts) loaded.set(table, await load(db, table, [...values]));
  const recordsOf = (table: Table) => loaded.get(table) ?? [];
  const t = screenTranslator(schema, lang);

  return {
    resolve(row) {
      const values: Record<string, unknown> = {};
      const rest = { ...row };
      for (const { field, stored } of fields) {
        const label = labelOf.get(field.name) ?? t(schema.model.properties[field.name]?.title ?? field.name);
        const unknown = (value: string) => ({ ok: false as const, reason: translate(lang, 'error.importNameUnknown', { field: label, value }) });
        const ambiguous = (value: string) => ({ ok: false as const, reason: translate(lang, 'error.importNameAmbiguous', { field: label, value }) });
        const cells = cellTexts(row[field.name]);
        delete rest[field.name];
        if (cells.length === 0) continue;
        const multiple = field.props?.multiple === true;
        if (!multiple && cells.length > 1) return { ok: false, reason: translate(lang, 'error.importCellInvalid', { field: label, value: String(row[field.name]) }) };
        const chosen: unknown[] = [];
        for (const text of cells) {
          if (UNSTORABLE.test(text) || text.length > 500) return unknown(text.slice(0, 50));
          if ('paths' in stored) {
            const path: string[] = [];
            let parentId = '-1';
            for (const part of text.split('/').map((segment) => segment.trim())) {
              const found = match(recordsOf('area').filter((area) => area.parentId === parentId), part);
              if (found.length === 0) return unknown(text);
              if (found.length > 1) return ambiguous(text);
              path.push(found[0]!.id);
              parentId = found[0]!.id;
            }
            chosen.push(path);
          } else if ('ids' in stored) {
            if (stored.ids === 'user' && text === CURRENT_USER && field.widget === 'userSelect') {
              chosen.push(text);
              continue;
            }
            const found = match(recordsOf(stored.ids).filter((record) => !stored.departmentsOnly || record.category === 'department'), text);
            if (found.length === 0) return unknown(text);
            if (found.length > 1) return ambiguous(text);
            chosen.push(found[0]!.id);
          } else {
            const mixed = readMixed(text);
            if (mixed) {
              chosen.push(text);
              continue;
            }
            const found = (['user', 'role', 'position', 'group', 'organize'] as const).flatMap((table) =>
              match(recordsOf(table), text).map((record) => ({ record, kind: (table === 'organize' ? (record.category === 'company' ? 'company' : 'department') : table) as PickKind })),
            );
            if (found.length === 0) return unknown(text);
            if (found.length > 1) return ambiguous(text);
            chosen.push(`${found[0]!.record.id}--${found[0]!.kind}`);
          }
        }
        values[field.name] = multiple ? chosen : chosen[0];
      }
      return { ok: true, values, rest };
    },
  };
}
