/**
 * Data-permission schemes as SQL conditions: the same rules as runtime/core/permission/data-scheme.ts's evaluator
 * (tests/server/permission/data-scheme-sql.test.ts proves the two agree on generated schemes and records). Every
 * value is a bound parameter; nothing from a scheme or a request is ever spliced into the statement's text. Field
 * names reach SQL only through the storage's `fieldSql`, which binds them too (a jsonb key) or maps them to a known
 * column.
 */
import { sql, type SQL } from 'drizzle-orm';
import { variableIds, type SchemeCondition, type SchemeConditions, type SchemeContext, type SchemeFieldKind, type SchemeGroup } from '../../../runtime/core/permission/data-scheme';

/**
 * How a storage reads a field for a condition: an SQL expression that is the text (kind `text`) or the numeric
 * value (kind `number`) of the field, or NULL when the field holds nothing of that kind.
 */
export type FieldSql = (field: string, kind: SchemeFieldKind) => SQL;

const FALSE = sql`false`;

/** `expr in (values)` with every value bound; false for no values. */
function inList(expr: SQL, values: readonly (string | number)[], kind: SchemeFieldKind): SQL {
  if (values.length === 0) return FALSE;
  const bound = values.map((value) => (kind === 'number' ? sql`${value}::numeric` : sql`${String(value)}::text`));
  // An empty value is never a member (as in the evaluator), even of a list that holds ''.
  const nonEmpty = kind === 'text' ? sql`${expr} <> '' and ` : sql``;
  return sql`coalesce(${nonEmpty}${expr} in (${sql.join(bound, sql`, `)}), false)`;
}

/** A bound fixed value of the condition's kind. */
const bound = (value: string | number, kind: SchemeFieldKind) => (kind === 'number' ? sql`${value}::numeric` : sql`${String(value)}::text`);

/** One condition as a boolean SQL expression that is never NULL. */
export function compileCondition(condition: SchemeCondition, context: SchemeContext, fieldSql: FieldSql): SQL {
  const expr = fieldSql(condition.field, condition.kind);
  const { op, kind } = condition;
  // Empty means NULL, or '' for text.
  const empty = kind === 'text' ? sql`coalesce(${expr}, '') = ''` : sql`(${expr}) is null`;
  if (op === 'null') return sql`(${empty})`;
  if (op === 'notNull') return sql`(not ${empty})`;
  const set = condition.variable ? variableIds(condition.variable, context) : Array.isArray(condition.value) ? (condition.value as readonly (string | number)[]) : undefined;
  if (set) {
    const member = inList(expr, set, kind);
    return op === '==' || op === 'in' ? sql`(${member})` : sql`(not ${member})`;
  }
  const value = condition.value as string | number;
  switch (op) {
    case '==':
      return sql`coalesce(${expr} = ${bound(value, kind)}, false)`;
    case '!=':
      return sql`coalesce(${expr} <> ${bound(value, kind)}, true)`;
    case 'contains':
      return sql`coalesce(strpos(${expr}, ${String(value)}::text) > 0, false)`;
    case 'notContains':
      return sql`(not coalesce(strpos(${expr}, ${String(value)}::text) > 0, false))`;
    case '>':
      return sql`coalesce(${expr} > ${bound(value, kind)}, false)`;
    case '>=':
      return sql`coalesce(${expr} >= ${bound(value, kind)}, false)`;
    case '<':
      return sql`coalesce(${expr} < ${bound(value, kind)}, false)`;
    case '<=':
      return sql`coalesce(${expr} <= ${bound(value, kind)}, false)`;
    default:
      return FALSE;
  }
}

function combine(parts: SQL[], logic: 'and' | 'or'): SQL {
  if (parts.length === 0) return FALSE;
  if (parts.length === 1) return parts[0]!;
  return sql`(${sql.join(parts, logic === 'and' ? sql` and ` : sql` or `)})`;
}

/** One group (an empty group matches nothing, as in the evaluator). */
function compileGroup(group: SchemeGroup, context: SchemeContext, fieldSql: FieldSql): SQL {
  return combine(
    group.conditions.map((condition) => compileCondition(condition, context, fieldSql)),
    group.logic,
  );
}

/** A scheme's conditions as one boolean SQL expression. */
export function compileScheme(conditions: SchemeConditions, context: SchemeContext, fieldSql: FieldSql): SQL {
  return combine(
    conditions.groups.map((group) => compileGroup(group, context, fieldSql)),
    conditions.logic,
  );
}

/** The rows of several held schemes: their union (none held: no rows). */
export function compileSchemes(schemes: readonly SchemeConditions[], context: SchemeContext, fieldSql: FieldSql): SQL {
  if (schemes.length === 0) return FALSE;
  return combine(
    schemes.map((scheme) => compileScheme(scheme, context, fieldSql)),
    'or',
  );
}
