/**
 * Print templates (spec 02 "Print preview", spec 03 "Print templates"): HTML with placeholders `{{field}}` for a
 * record's values and `{{table-column}}` for a sub-table's cells, the keys the template's Fields call lists. A table
 * row (`<tr>`) holding a sub-table's placeholders is repeated once per row of that sub-table (and dropped when it has
 * none). Values are inserted as text — every `<`, `>`, `&`, quote and brace escaped — so a record can never add
 * markup or a placeholder;
 * placeholders with no value are stripped (spec 02: "unfilled template placeholders are stripped"). The template
 * itself is sanitised where it is stored and again where it is shown; this module only fills it.
 */

/** One placeholder: a field key, or a sub-table's `table-column`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*(?:-[A-Za-z_][\w]*)?)\s*\}\}/g;

/** A table row and what it holds (rows do not nest in the HTML a rich-text editor writes). */
const TABLE_ROW = /<tr\b[^>]*>[\s\S]*?<\/tr\s*>/gi;

/** The record a template prints: display values by key, sub-tables as arrays of rows of display values. */
export type PrintData = Record<string, unknown>;

/** A value as HTML text; braces too, so a value can never read as a placeholder. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;');
}

/** A display value as text: lists joined, nothing for empty values and objects. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(textOf).filter((text) => text !== '').join('，');
  if (typeof value === 'object') return '';
  return String(value);
}

/** The placeholder keys a template names, each once, in order of first use. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The sub-table a `table-column` key belongs to, when `data` holds that table as rows. */
function tableOf(key: string, data: PrintData): string | undefined {
  const dash = key.indexOf('-');
  if (dash < 0) return undefined;
  const table = key.slice(0, dash);
  return Array.isArray(data[table]) ? table : undefined;
}

/** Fills one stretch of HTML from a record and, for sub-table keys, the row being repeated. */
function fill(html: string, data: PrintData, row?: { table: string; values: Record<string, unknown> }): string {
  return html.replace(PLACEHOLDER, (_whole, key: string) => {
    if (row && key.startsWith(`${row.table}-`)) return escapeHtml(textOf(row.values[key.slice(row.table.length + 1)]));
    if (tableOf(key, data)) return ''; // a sub-table's cell outside a repeated row has no single value
    return escapeHtml(textOf(data[key]));
  });
}

/** The template filled with the record: sub-table rows repeated, values escaped, placeholders without a value stripped. */
export function renderPrintTemplate(template: string, data: PrintData): string {
  const rowsDone = template.replace(TABLE_ROW, (tableRow) => {
    const tables = [...new Set(templatePlaceholders(tableRow).map((key) => tableOf(key, data)).filter((table): table is string => table !== undefined))];
    if (tables.length === 0) return tableRow;
    // A row names one sub-table; should it name several, the first decides how often it repeats.
    const table = tables[0]!;
    const rows = (data[table] as unknown[]).filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value));
    return rows.map((values) => fill(tableRow, data, { table, values })).join('');
  });
  return fill(rowsDone, data);
}
