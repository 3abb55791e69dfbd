/** The "billRuleExample" record rule: a bill rule's example is computed by the server, as the form computes it. */
import { billRuleExample } from '../../../runtime/core/billing/bill-number';
import type { RecordRules } from '../resource/rules';

/** Record rules the bill-rule module provides. */
export const BILL_RULE_RULES: RecordRules = {
  billRuleExample: (record, { now }) => ({ ...record, example: billRuleExample(record, now) }),
};
