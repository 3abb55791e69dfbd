/**
 * The app's runtime registry: the standard parts (widgets/standard-registry.ts) extended with what the app's
 * modules contribute — the users module's reset-password and unlock row actions, the menu module's permission-items
 * action, the bill-rule module's example
 * compute rule. A module with parts of its own adds them here; a name registered twice throws.
 */
import type { Registry } from '../../runtime/react/registry';
import { createStandardRegistry } from '../../widgets/standard-registry';
import { billRuleComputeRules } from './bill-rule/compute-rules';
import { dataInterfaceRowActions } from './data-interface/row-actions';
import { menuRowActions } from './menu/row-actions';
import { userRowActions } from './users/row-actions';

/** A new registry with the standard parts and every module's contribution. */
export function createAppRegistry(): Registry {
  return createStandardRegistry().extend({ rowActions: userRowActions }).extend({ rowActions: menuRowActions }).extend({ rowActions: dataInterfaceRowActions }).extend({ computeRules: billRuleComputeRules });
}
