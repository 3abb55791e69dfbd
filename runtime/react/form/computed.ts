/**
 * Computed form fields: a formula over other fields (runtime/core/formula, never JavaScript), rounded to the
 * field's precision (default 2), or a named rule — "billRuleExample", the bill rule's live example from prefix,
 * date format, digits and start number (runtime/core/billing). An unknown rule throws naming it, the field and
 * the schema.
 */
import { billRuleExample } from '../../core/billing/bill-number';
import { compileFormula, type FormulaEvaluator } from '../../core/formula/compile';
import { roundTo } from '../../core/formula/format';
import type { FormField } from '../../core/schema/types';

/** A computed field's value from the form values. */
export type FieldComputer = (values: Record<string, unknown>, today: Date) => unknown;

const RULES: Record<string, FieldComputer> = {
  billRuleExample: (values, today) => billRuleExample(values, today),
};

/** Compiles the computed fields of a form, by field name. */
export function compileComputedFields(fields: readonly FormField[], schemaId: string): Map<string, FieldComputer> {
  const out = new Map<string, FieldComputer>();
  for (const field of fields) {
    const compute = field.compute;
    if (!compute) continue;
    if (compute.formula) {
      const evaluate: FormulaEvaluator = compileFormula(compute.formula);
      const precision = compute.precision ?? 2;
      out.set(field.name, (values) => roundTo(evaluate(values as Record<string, number | string | null | undefined>), precision));
    } else if (compute.rule) {
      const rule = RULES[compute.rule];
      if (!rule) throw new Error(`Unknown compute rule "${compute.rule}" for field "${field.name}" of schema "${schemaId}"`);
      out.set(field.name, rule);
    } else {
      throw new Error(`Field "${field.name}" of schema "${schemaId}" computes nothing: give a formula or a rule`);
    }
  }
  return out;
}

/** The values with every computed field recalculated (the same object when nothing changed). */
export function applyComputed(values: Record<string, unknown>, computers: ReadonlyMap<string, FieldComputer>, today: Date): Record<string, unknown> {
  let out = values;
  for (const [name, compute] of computers) {
    const next = compute(values, today);
    if (out[name] !== next) out = { ...out, [name]: next };
  }
  return out;
}

/** Copies the last id of each cascader path into its `lastIdInto` field (the same object when nothing changed). */
export function applyLastIds(values: Record<string, unknown>, fields: readonly FormField[]): Record<string, unknown> {
  let out = values;
  for (const field of fields) {
    if (!field.lastIdInto) continue;
    const path = values[field.name];
    const tail: unknown = Array.isArray(path) && path.length ? path[path.length - 1] : undefined;
    const last = typeof tail === 'string' || typeof tail === 'number' ? String(tail) : undefined;
    if (out[field.lastIdInto] !== last) out = { ...out, [field.lastIdInto]: last };
  }
  return out;
}
