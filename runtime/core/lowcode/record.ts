/**
 * What a dynamic record's values mean, evaluated alike in the browser and on the server: which fields show (show
 * rules between fields — declarative, never code), the totals of sub-table columns (`{table-column}` in a formula),
 * and the computed fields (the formula engine of runtime/core/formula, rounded to the field's precision). The server
 * stores a record only after `completeRecord`: hidden fields dropped, computed fields recomputed from the values.
 */
import { compileFormula } from '../formula/compile';
import { roundTo } from '../formula/format';
import type { FormField, ScreenSchema } from '../schema/types';

/** True when a field shows for these values (no rule: always). */
export function isShown(field: Pick<FormField, 'visibleWhen'>, values: Readonly<Record<string, unknown>>): boolean {
  const rule = field.visibleWhen;
  if (!rule) return true;
  return rule.in.some((value) => value === values[rule.field]);
}

/** A number from a cell ('' and non-numbers count as 0, as the formula engine counts them). */
function numeric(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(number) ? number : 0;
}

/** The total of a column over rows, rounded to two decimals (the 合计 row). */
export function columnTotal(rows: unknown, column: string): number {
  if (!Array.isArray(rows)) return 0;
  return roundTo(
    rows.reduce<number>((sum, row) => sum + (row && typeof row === 'object' ? numeric((row as Record<string, unknown>)[column]) : 0), 0),
    2,
  );
}

/** The values a formula reads: the record's values plus `table-column` totals of every sub-table. */
export function formulaScope(values: Readonly<Record<string, unknown>>, fields: readonly FormField[]): Record<string, number | string | null | undefined> {
  const scope: Record<string, number | string | null | undefined> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === 'number' || typeof value === 'string') scope[key] = value;
  for (const field of fields) {
    if (field.widget !== 'subTable' || !field.table) continue;
    for (const column of field.table.columns) scope[`${field.name}-${column.name}`] = columnTotal(values[field.name], column.name);
  }
  return scope;
}

/** Recomputes the computed cells of sub-table rows and the computed fields of the record. */
export function computeValues(values: Readonly<Record<string, unknown>>, fields: readonly FormField[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (field.widget !== 'subTable' || !field.table || !Array.isArray(out[field.name])) continue;
    const computed = field.table.columns.filter((column) => column.compute?.formula);
    if (computed.length === 0) continue;
    out[field.name] = (out[field.name] as unknown[]).map((row) => {
      const cells: Record<string, unknown> = row && typeof row === 'object' ? { ...(row as Record<string, unknown>) } : {};
      for (const column of computed) cells[column.name] = roundTo(compileFormula(column.compute!.formula!)(formulaScope(cells, [])), column.compute!.precision ?? 2);
      return cells;
    });
  }
  for (const field of fields) {
    if (field.widget !== 'computed' || !field.compute?.formula) continue;
    out[field.name] = roundTo(compileFormula(field.compute.formula)(formulaScope(out, fields)), field.compute.precision ?? 2);
  }
  return out;
}

/** A record as it is stored: the values of hidden fields dropped, computed fields recomputed. */
export function completeRecord(schema: Pick<ScreenSchema, 'form'>, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields = schema.form.fields;
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field || isShown(field, values)) shown[key] = value;
  }
  return computeValues(shown, fields);
}
