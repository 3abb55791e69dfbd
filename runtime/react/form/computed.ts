/**
 * Computed form fields: a formula over other fields (runtime/core/formula, never JavaScript), rounded to the
 * field's precision (default 2), or a named client compute rule of the registry (a module's contribution, e.g. the
 * bill-rule module's live example). An unknown rule throws naming it, the field and the schema.
 */
import { compileFormula, type FormulaEvaluator } from '../../core/formula/compile';
import { roundTo } from '../../core/formula/format';
import { formulaScope } from '../../core/lowcode/record';
import type { FormField } from '../../core/schema/types';
import type { FieldComputer, Registry } from '../registry';

export type { FieldComputer } from '../registry';

/** Compiles the computed fields of a form, by field name; rules are looked up in the registry. */
export function compileComputedFields(fields: readonly FormField[], schemaId: string, registry: Pick<Registry, 'computeRule'>): Map<string, FieldComputer> {
  const out = new Map<string, FieldComputer>();
  for (const field of fields) {
    const compute = field.compute;
    if (!compute) continue;
    if (compute.formula) {
      const evaluate: FormulaEvaluator = compileFormula(compute.formula);
      const precision = compute.precision ?? 2;
      // Sub-table column totals ("{table-column}") are read like fields.
      out.set(field.name, (values) => roundTo(evaluate(formulaScope(values, fields)), precision));
    } else if (compute.rule) {
      out.set(field.name, registry.computeRule(compute.rule, { field: field.name, schemaId }));
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
