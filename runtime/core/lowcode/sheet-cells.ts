/**
 * Spreadsheet cells of a screen's records, both ways: the columns an export or an import template carries, and the
 * value a typed cell stands for — the inverse of the display values (display.ts) a user sees and an export writes:
 * an option's label (or its value), 是/否 for a switch, YYYY-MM-DD (with a time for a date-and-time field), numbers
 * with or without thousands separators. A cell that means nothing for its field is reported, never guessed.
 */
import type { Language } from '../i18n/languages';
import { screenTranslator, type Translate } from '../schema/messages';
import type { FormField, ScreenSchema } from '../schema/types';

/** A column of a sheet: a field and its header in the caller's language. */
export interface SheetColumn {
  field: string;
  label: string;
}

/**
 * The widgets whose values a sheet cell can carry: typed values, and the pickers whose cells name records (users,
 * roles, organisations, areas…), which the server maps to ids before the typed cells are read
 * (server/modules/resource/sheet-picker-names.ts).
 */
const CELL_WIDGETS: ReadonlySet<string> = new Set([
  'input', 'textarea', 'number', 'switch', 'select', 'radio', 'date',
  'approverSelect', 'userSelect', 'usersSelect', 'roleSelect', 'posSelect', 'groupSelect', 'organizeSelect', 'departmentSelect', 'address',
]);

/**
 * The form fields an import takes, in form order: typed values only (no sub-tables, computed or read-only fields,
 * context defaults, bill numbers, nor fields the caller may not fill in).
 */
export function importColumns(schema: ScreenSchema, language: Language, hidden: ReadonlySet<string> = new Set()): SheetColumn[] {
  const t = screenTranslator(schema, language);
  return schema.form.fields
    .filter((field) => {
      const property = schema.model.properties[field.name];
      return property && CELL_WIDGETS.has(field.widget) && !property.readOnly && !property.contextDefault && field.enabledWhenMode === undefined && !hidden.has(field.name);
    })
    .map((field) => ({ field: field.name, label: t(schema.model.properties[field.name]!.title) }));
}

/** The columns an export carries: the list's columns the caller sees, or the chosen ones among them, in list order. */
export function exportColumns(schema: ScreenSchema, language: Language, hidden: ReadonlySet<string> = new Set(), chosen?: readonly string[]): SheetColumn[] {
  const t = screenTranslator(schema, language);
  const wanted = chosen && chosen.length ? new Set(chosen) : undefined;
  return schema.list.columns
    .filter((column) => !hidden.has(column.field) && (!wanted || wanted.has(column.field)))
    .map((column) => ({ field: column.field, label: t(schema.model.properties[column.field]?.title ?? column.field) }));
}

/** What a cell means: a value, nothing (an empty cell), or an error. */
export type CellValue = { ok: true; value: unknown } | { ok: false };

const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** The moment a date text names, in local time, or undefined. */
function parseDate(text: string, withTime: boolean): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const date = new Date(year!, month! - 1, day!, withTime ? hours : 0, withTime ? minutes : 0, withTime ? seconds : 0);
  // 2026-02-30 rolls over into March: not a date.
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day) return undefined;
  return date.getTime();
}

/** The value a cell's text stands for in a field. */
export function parseCell(schema: ScreenSchema, field: FormField, text: unknown, t: Translate): CellValue {
  const raw = text === undefined || text === null ? '' : typeof text === 'number' ? String(text) : typeof text === 'string' ? text.trim() : undefined;
  if (raw === undefined) return { ok: false };
  if (raw === '') return { ok: true, value: undefined };
  const property = schema.model.properties[field.name];
  if (!property) return { ok: false };
  switch (field.widget) {
    case 'select':
    case 'radio': {
      const options = field.source?.kind === 'static' ? field.source.options : [];
      const option = options.find((candidate) => t(candidate.label) === raw) ?? options.find((candidate) => String(candidate.value) === raw);
      if (!option) return { ok: false };
      return { ok: true, value: property.type === 'string' ? String(option.value) : option.value };
    }
    case 'switch': {
      if ([t('common.yes'), '1', 'true', 'yes', 'Yes'].includes(raw)) return { ok: true, value: 1 };
      if ([t('common.no'), '0', 'false', 'no', 'No'].includes(raw)) return { ok: true, value: 0 };
      return { ok: false };
    }
    case 'date': {
      const value = parseDate(raw, field.props?.showTime === true);
      return value === undefined ? { ok: false } : { ok: true, value };
    }
    default:
      break;
  }
  if (property.type === 'number' || property.type === 'integer') {
    // Thousands separators are allowed; separators alone are no number (Number('') would read them as 0).
    const digits = raw.replace(/,/g, '');
    const number = digits.trim() === '' ? Number.NaN : Number(digits);
    if (!Number.isFinite(number) || (property.type === 'integer' && !Number.isInteger(number))) return { ok: false };
    return { ok: true, value: number };
  }
  if (property.type === 'string') return { ok: true, value: raw };
  return { ok: false };
}
