/**
 * Data-permission schemes: which rows of a page a user may see. A scheme is either "all data" or conditions over the
 * page's record fields, in groups: the conditions of a group are combined with the group's `and`/`or`, the groups
 * with the scheme's. A condition compares a field with a fixed value or with a variable resolved for the caller
 * (the user, their organisation, their organisation and everything below it, their subordinates).
 *
 * Design decisions (the SQL compiler on the server, server/modules/permission/data-scheme-sql.ts, follows the same
 * rules, and a property test holds the two together):
 *
 * - A field is read as `text` (only string values count) or as `number` (only numbers count); anything else reads as
 *   empty. The kind is fixed when the scheme is saved, from the page's model, and stored with the condition.
 * - Text is compared exactly (case-sensitive); it cannot be ordered (`>`… are for numbers only), because an order of
 *   text depends on the database's collation.
 * - An empty value (missing, null, or '') never equals, contains or is in anything; `!=`, `notContains` and `notIn`
 *   hold for it. `null` / `notNull` test for it.
 * - Variables stand for sets of ids (a user without an organisation has none), and are for text fields with `==`/`in`
 *   (member of the set) or `!=`/`notIn` (not a member).
 *
 * Pure: no DOM, no Node. Messages are shared keys (data-scheme-messages.ts) with the field's label as `{field}`.
 */
import type { MessageParams } from '../i18n/messages';
import type { DataSchemeMessageKey } from './data-scheme-messages';

/** The operators of a condition. */
export const SCHEME_OPERATORS = ['==', '!=', '>', '>=', '<', '<=', 'contains', 'notContains', 'in', 'notIn', 'null', 'notNull'] as const;
/** One of SCHEME_OPERATORS. */
export type SchemeOperator = (typeof SCHEME_OPERATORS)[number];

/** The variables a condition may compare with, each a set of ids resolved for the caller. */
export const SCHEME_VARIABLES = ['currentUser', 'currentOrganize', 'currentOrganizeAndBelow', 'subordinates', 'currentUserAndSubordinates'] as const;
/** One of SCHEME_VARIABLES. */
export type SchemeVariable = (typeof SCHEME_VARIABLES)[number];

/** How a field's value is read. */
export type SchemeFieldKind = 'text' | 'number';

/** How conditions (groups) combine. */
export type SchemeLogic = 'and' | 'or';

/** Operators a field of each kind may use with a fixed value. */
export const OPERATORS_BY_KIND: Record<SchemeFieldKind, readonly SchemeOperator[]> = {
  text: ['==', '!=', 'contains', 'notContains', 'in', 'notIn', 'null', 'notNull'],
  number: ['==', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'null', 'notNull'],
};

/** Operators a variable may be used with. */
export const VARIABLE_OPERATORS: readonly SchemeOperator[] = ['==', '!=', 'in', 'notIn'];

/** A fixed value: one for the comparing operators, a list for `in` / `notIn`, none for `null` / `notNull`. */
export type SchemeValue = string | number | readonly string[] | readonly number[];

/** One condition, as stored (validated and normalised). */
export interface SchemeCondition {
  field: string;
  kind: SchemeFieldKind;
  op: SchemeOperator;
  /** The fixed value (absent with a variable and for null / notNull). */
  value?: SchemeValue;
  /** The variable compared with (text fields only). */
  variable?: SchemeVariable;
}

/** Conditions combined with one logic. */
export interface SchemeGroup {
  logic: SchemeLogic;
  conditions: SchemeCondition[];
}

/** A scheme's conditions: groups combined with one logic. */
export interface SchemeConditions {
  logic: SchemeLogic;
  groups: SchemeGroup[];
}

/** The variables resolved for one caller. */
export interface SchemeContext {
  userId: string;
  /** The caller's organisation ('' when none). */
  organizeId: string;
  /** The caller's organisation and every organisation below it. */
  organizeAndBelow: readonly string[];
  /** Users whose manager chain leads to the caller (not the caller). */
  subordinates: readonly string[];
}

/** A field a scheme may name: its key, how it is read, and its label for messages. */
export interface SchemeField {
  name: string;
  kind: SchemeFieldKind;
  label: string;
}

/** A refusal: the message key and its parameters. */
export interface SchemeProblem {
  key: DataSchemeMessageKey;
  params?: MessageParams;
}

/** The most conditions a scheme holds (in all its groups). */
export const MAX_SCHEME_CONDITIONS = 50;
/** The most values of an `in` list. */
export const MAX_IN_VALUES = 100;
/** The longest text value. */
export const MAX_VALUE_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLogic = (value: unknown): value is SchemeLogic => value === 'and' || value === 'or';

/** The set of ids a variable stands for. */
export function variableIds(variable: SchemeVariable, context: SchemeContext): readonly string[] {
  switch (variable) {
    case 'currentUser':
      return context.userId ? [context.userId] : [];
    case 'currentOrganize':
      return context.organizeId ? [context.organizeId] : [];
    case 'currentOrganizeAndBelow':
      return context.organizeAndBelow;
    case 'subordinates':
      return context.subordinates;
    case 'currentUserAndSubordinates':
      return [...(context.userId ? [context.userId] : []), ...context.subordinates];
  }
}

/** True when any condition of the scheme uses a variable that needs the organisation tree or the manager chain. */
export function needsResolvedVariables(conditions: SchemeConditions): boolean {
  return conditions.groups.some((group) => group.conditions.some((condition) => condition.variable !== undefined && condition.variable !== 'currentUser'));
}

/** Reads a field as the condition's kind: a string, a number, or undefined (empty). */
function readField(record: Readonly<Record<string, unknown>>, field: string, kind: SchemeFieldKind): string | number | undefined {
  if (!Object.prototype.hasOwnProperty.call(record, field)) return undefined;
  const value = record[field];
  if (kind === 'text') return typeof value === 'string' ? value : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

const isEmpty = (value: string | number | undefined) => value === undefined || value === '';

/** True when one condition holds for a record. */
export function matchesCondition(condition: SchemeCondition, record: Readonly<Record<string, unknown>>, context: SchemeContext): boolean {
  const value = readField(record, condition.field, condition.kind);
  const { op } = condition;
  if (op === 'null') return isEmpty(value);
  if (op === 'notNull') return !isEmpty(value);
  const set: readonly (string | number)[] | undefined = condition.variable
    ? variableIds(condition.variable, context)
    : Array.isArray(condition.value)
      ? (condition.value as readonly (string | number)[])
      : undefined;
  if (set) {
    const member = !isEmpty(value) && set.includes(value!);
    return op === '==' || op === 'in' ? member : !member;
  }
  const fixed = condition.value as string | number;
  switch (op) {
    case '==':
      return !isEmpty(value) && value === fixed;
    case '!=':
      return isEmpty(value) || value !== fixed;
    case 'contains':
      return typeof value === 'string' && value !== '' && value.includes(String(fixed));
    case 'notContains':
      return !(typeof value === 'string' && value !== '' && value.includes(String(fixed)));
    case '>':
      return typeof value === 'number' && value > (fixed as number);
    case '>=':
      return typeof value === 'number' && value >= (fixed as number);
    case '<':
      return typeof value === 'number' && value < (fixed as number);
    case '<=':
      return typeof value === 'number' && value <= (fixed as number);
    default:
      return false;
  }
}

/** True when a group holds (an empty group never does: validation refuses one). */
export function matchesGroup(group: SchemeGroup, record: Readonly<Record<string, unknown>>, context: SchemeContext): boolean {
  if (group.conditions.length === 0) return false;
  return group.logic === 'and'
    ? group.conditions.every((condition) => matchesCondition(condition, record, context))
    : group.conditions.some((condition) => matchesCondition(condition, record, context));
}

/** True when a scheme's conditions hold for a record (no groups: nothing matches). */
export function matchesScheme(conditions: SchemeConditions, record: Readonly<Record<string, unknown>>, context: SchemeContext): boolean {
  if (conditions.groups.length === 0) return false;
  return conditions.logic === 'and'
    ? conditions.groups.every((group) => matchesGroup(group, record, context))
    : conditions.groups.some((group) => matchesGroup(group, record, context));
}

/** True when a record is among the rows any of the held schemes give (the union of them). */
export function matchesAnyScheme(schemes: readonly SchemeConditions[], record: Readonly<Record<string, unknown>>, context: SchemeContext): boolean {
  return schemes.some((scheme) => matchesScheme(scheme, record, context));
}

/** A number from a number or a numeric text, else undefined. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

type Checked<T> = { ok: true; value: T } | { ok: false; problem: SchemeProblem };
const refuse = (key: DataSchemeMessageKey, params?: MessageParams): { ok: false; problem: SchemeProblem } => ({ ok: false, problem: { key, params } });

/** Checks one fixed value of a field; answers it normalised (numbers of number fields as numbers). */
function checkScalar(raw: unknown, field: SchemeField): Checked<string | number> {
  const params = { field: field.label };
  if (raw === undefined || raw === null || raw === '') return refuse('dataScheme.valueRequired', params);
  if (field.kind === 'number') {
    const number = toNumber(raw);
    return number === undefined ? refuse('dataScheme.valueNotNumber', params) : { ok: true, value: number };
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') return refuse('dataScheme.valueRequired', params);
  const text = String(raw);
  if (text.length > MAX_VALUE_LENGTH) return refuse('dataScheme.valueTooLong', params);
  return { ok: true, value: text };
}

/** Checks one condition against the page's fields; answers it normalised. */
function checkCondition(raw: unknown, fields: ReadonlyMap<string, SchemeField>): Checked<SchemeCondition> {
  if (!isRecord(raw)) return refuse('dataScheme.notObject');
  const name = typeof raw.field === 'string' ? raw.field : '';
  const field = fields.get(name);
  if (!field) return refuse('dataScheme.fieldUnknown', { field: name.slice(0, 60) });
  const params = { field: field.label };
  const op = raw.op;
  if (typeof op !== 'string' || !(SCHEME_OPERATORS as readonly string[]).includes(op)) return refuse('dataScheme.operatorInvalid', params);
  const operator = op as SchemeOperator;
  const variable = raw.variable;
  if (variable !== undefined && variable !== null && variable !== '') {
    if (typeof variable !== 'string' || !(SCHEME_VARIABLES as readonly string[]).includes(variable)) return refuse('dataScheme.variableInvalid', params);
    if (field.kind === 'number') return refuse('dataScheme.variableNotForNumber', params);
    if (!VARIABLE_OPERATORS.includes(operator)) return refuse('dataScheme.variableOperator', params);
    return { ok: true, value: { field: field.name, kind: field.kind, op: operator, variable: variable as SchemeVariable } };
  }
  if (!OPERATORS_BY_KIND[field.kind].includes(operator)) {
    return refuse(field.kind === 'text' && ['>', '>=', '<', '<='].includes(operator) ? 'dataScheme.operatorNotForText' : 'dataScheme.operatorInvalid', params);
  }
  if (operator === 'null' || operator === 'notNull') return { ok: true, value: { field: field.name, kind: field.kind, op: operator } };
  if (operator === 'in' || operator === 'notIn') {
    const list = Array.isArray(raw.value) ? raw.value : typeof raw.value === 'string' ? raw.value.split(',').map((part) => part.trim()).filter(Boolean) : undefined;
    if (!list || list.length === 0) return refuse('dataScheme.valueRequired', params);
    if (list.length > MAX_IN_VALUES) return refuse('dataScheme.tooMany', { max: MAX_IN_VALUES });
    const values: (string | number)[] = [];
    for (const item of list) {
      const checked = checkScalar(item, field);
      if (!checked.ok) return checked;
      values.push(checked.value);
    }
    return { ok: true, value: { field: field.name, kind: field.kind, op: operator, value: values as string[] | number[] } };
  }
  const checked = checkScalar(raw.value, field);
  if (!checked.ok) return checked;
  return { ok: true, value: { field: field.name, kind: field.kind, op: operator, value: checked.value } };
}

/**
 * Checks a scheme's conditions as a client sent them (`{ logic, groups: [{ logic, conditions: [...] }] }`) against
 * the page's fields; answers them normalised (kinds filled in, numbers as numbers, unknown keys dropped) or the
 * first problem, naming the field.
 */
export function checkSchemeConditions(raw: unknown, fields: readonly SchemeField[]): Checked<SchemeConditions> {
  if (!isRecord(raw) || !Array.isArray(raw.groups)) return refuse('dataScheme.notObject');
  const logic = raw.logic ?? 'and';
  if (!isLogic(logic)) return refuse('dataScheme.notObject');
  if (raw.groups.length === 0) return refuse('dataScheme.noConditions');
  const byName = new Map(fields.map((field) => [field.name, field]));
  const groups: SchemeGroup[] = [];
  let count = 0;
  for (const [index, group] of raw.groups.entries()) {
    if (!isRecord(group) || !Array.isArray(group.conditions)) return refuse('dataScheme.notObject');
    const groupLogic = group.logic ?? 'and';
    if (!isLogic(groupLogic)) return refuse('dataScheme.notObject');
    if (group.conditions.length === 0) return refuse('dataScheme.groupEmpty', { group: index + 1 });
    count += group.conditions.length;
    if (count > MAX_SCHEME_CONDITIONS) return refuse('dataScheme.tooMany', { max: MAX_SCHEME_CONDITIONS });
    const conditions: SchemeCondition[] = [];
    for (const condition of group.conditions) {
      const checked = checkCondition(condition, byName);
      if (!checked.ok) return checked;
      conditions.push(checked.value);
    }
    groups.push({ logic: groupLogic, conditions });
  }
  return { ok: true, value: { logic, groups } };
}

/**
 * Reads stored conditions back (written by checkSchemeConditions): the stored kinds are trusted, every other part
 * checked again. Answers undefined for anything malformed — such a scheme then gives no rows (fail closed).
 */
export function readStoredConditions(stored: unknown): SchemeConditions | undefined {
  if (!isRecord(stored) || !Array.isArray(stored.groups)) return undefined;
  const fields = new Map<string, SchemeField>();
  for (const group of stored.groups) {
    if (!isRecord(group) || !Array.isArray(group.conditions)) return undefined;
    for (const condition of group.conditions) {
      if (!isRecord(condition) || typeof condition.field !== 'string' || (condition.kind !== 'text' && condition.kind !== 'number')) return undefined;
      const known = fields.get(condition.field);
      if (known && known.kind !== condition.kind) return undefined;
      fields.set(condition.field, { name: condition.field, kind: condition.kind, label: condition.field });
    }
  }
  const checked = checkSchemeConditions(stored, [...fields.values()]);
  return checked.ok ? checked.value : undefined;
}
