/**
 * The bill-rule module's client compute rule, contributed to the runtime registry (src/modules/registry.ts):
 * "billRuleExample", the bill rule's live example from prefix, date format, digits and start number
 * (runtime/core/billing), which the bill-rule form's example field names in `compute.rule`.
 */
import { billRuleExample } from '../../../runtime/core/billing/bill-number';
import type { FieldComputer } from '../../../runtime/react/registry';

/** The compute rules of the bill-rule screen. */
export const billRuleComputeRules: Record<string, FieldComputer> = {
  billRuleExample: (values, today) => billRuleExample(values, today),
};
