/**
 * Named server-side rules a schema may ask for in `resource.rules` (e.g. "billRuleExample"). Modules with their
 * own logic contribute them; the engine applies them to a validated record before it is stored. A schema naming a
 * rule nobody provides stops the app at start-up.
 */

/** What a rule may read besides the record. */
export interface RuleContext {
  now: Date;
}

/** Completes a validated record (e.g. computes read-only fields); may throw a catalogued failure. */
export type RecordRule = (record: Record<string, unknown>, context: RuleContext) => Record<string, unknown>;

/** Rules by name. */
export type RecordRules = Readonly<Record<string, RecordRule>>;

/** Applies the rules a schema names, in order. */
export function applyRules(names: readonly string[] | undefined, rules: RecordRules, record: Record<string, unknown>, context: RuleContext) {
  return (names ?? []).reduce((current, name) => rules[name]!(current, context), record);
}

/** Throws naming the schema when it asks for a rule that is not provided. */
export function assertRulesProvided(schemas: readonly { id: string; resource: { rules?: string[] } }[], rules: RecordRules): void {
  for (const schema of schemas) {
    for (const name of schema.resource.rules ?? []) {
      if (!Object.prototype.hasOwnProperty.call(rules, name)) throw new Error(`Screen schema ${schema.id} names the rule "${name}", which no module provides`);
    }
  }
}
