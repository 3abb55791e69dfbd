/**
 * The display values of a dynamic record (the detail view's data, spec 02 "Detail field renderer"): a choice shows
 * its option's label, a switch 是/否, a date its day (a date with time its moment), a number with thousands separators when its field asks, and
 * sub-table rows the same cell by cell. The server answers them from DataChange; the browser shows them as they come.
 */
import { formatNumber } from '../formula/format';
import type { Language } from '../i18n/languages';
import { screenTranslator } from '../schema/messages';
import type { FormField, ScreenSchema } from '../schema/types';

const pad = (value: number) => String(value).padStart(2, '0');

/** A day's timestamp as YYYY-MM-DD. */
export function dayText(value: number): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A moment as YYYY-MM-DD HH:mm:ss. */
export function timeText(value: number): string {
  const date = new Date(value);
  return `${dayText(value)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function displayOf(field: FormField, value: unknown, t: (key: string) => string): unknown {
  if (value === undefined || value === null) return '';
  switch (field.widget) {
    case 'select':
    case 'radio': {
      const options = field.source?.kind === 'static' ? field.source.options : [];
      const option = options.find((candidate) => String(candidate.value) === String(value));
      return option ? t(option.label) : String(value);
    }
    case 'switch':
      return value === 1 || value === true ? t('common.yes') : t('common.no');
    case 'date':
      return typeof value === 'number' ? (field.props?.showTime === true ? timeText(value) : dayText(value)) : String(value);
    case 'number':
    case 'computed':
      return typeof value === 'number' ? formatNumber(value, { thousands: field.props?.thousands === true, ...(field.compute ? { precision: field.compute.precision ?? 2 } : {}) }) : String(value);
    case 'subTable':
      return Array.isArray(value)
        ? value.map((row) => {
            const cells = (row ?? {}) as Record<string, unknown>;
            return Object.fromEntries((field.table?.columns ?? []).map((column) => [column.name, displayOf(column, cells[column.name], t)]));
          })
        : [];
    default:
      return value;
  }
}

/** The record's values as the detail view shows them, in a language. */
export function displayValues(schema: ScreenSchema, record: Readonly<Record<string, unknown>>, language: Language): Record<string, unknown> {
  const t = screenTranslator(schema, language);
  const out: Record<string, unknown> = {};
  for (const field of schema.form.fields) if (field.name in record) out[field.name] = displayOf(field, record[field.name], t);
  return out;
}
