/**
 * Which rows of a page a caller may see (data permissions, row level). The rule, written in the README:
 *
 * - Administrators see every row, and so does everyone on a page that has no enabled scheme.
 * - On a page with schemes, a caller sees the union of the schemes they hold (granted to them, their organisation,
 *   roles, positions or groups — the same union as every grant, read by loadRouteGrants). Holding the "all data"
 *   scheme gives every row; holding none gives no rows.
 * - With several pages serving one route, the pages the caller holds are pooled the same way.
 *
 * The variables (the caller's organisation and everything below it, their subordinates) are resolved in one query,
 * and only when a held scheme uses them; the schemes themselves come with the guard's one query.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { matchesAnyScheme, needsResolvedVariables, readStoredConditions, type SchemeConditions, type SchemeContext } from '../../../runtime/core/permission/data-scheme';
import { fail } from '../../errors';
import type { Executor } from '../resource/store';
import { compileSchemes, type FieldSql } from './data-scheme-sql';
import type { Grants, RouteModule } from './grants';

/** The rows a caller may see: all of them, or those the held schemes give (evaluated with the resolved variables). */
export type RowScope = ({ all: true } | { all: false; schemes: readonly SchemeConditions[]; context: SchemeContext }) & { bound?: RowBound };

/**
 * A bound every row must also keep, whatever the schemes give: the row's `field` (a text column) is one of `ids`,
 * or, for a field of several values, it has some and every one is.
 * Grade management sets it (resource/guard.ts): a grade administrator's rows lie in the organisations their grades
 * allow the action on. A write outside it is refused with the bound's own error.
 */
export interface RowBound {
  field: string;
  ids: ReadonlySet<string>;
  /** The error a write outside the bound answers. */
  refusal: 'gradeNotAllowed';
}

/** Every row: for administrators, pages without schemes, and trusted callers. */
export const ALL_ROWS: RowScope = { all: true };

/** What the held schemes give, before the variables are resolved. */
export type HeldSchemes = 'all' | SchemeConditions[];

/** The schemes a caller holds on a route's pages (see the header for the rule). */
export function heldSchemes(grants: Grants, pages: readonly RouteModule[]): HeldSchemes {
  if (grants.all) return 'all';
  const held: SchemeConditions[] = [];
  for (const page of pages) {
    if (!grants.modules.has(page.moduleId)) continue;
    const schemes = page.schemes ?? [];
    if (schemes.length === 0) return 'all';
    for (const scheme of schemes) {
      if (!grants.items.has(scheme.id)) continue;
      if (scheme.allData) return 'all';
      // A scheme whose stored conditions do not read back gives nothing (fail closed).
      const conditions = readStoredConditions(scheme.conditions);
      if (conditions) held.push(conditions);
    }
  }
  return held;
}

/**
 * The schemes that confine a picker (a selector that needs a session only) listing the records of a page: the same
 * rows as on the page itself — every row when no page serving the route has an enabled scheme, else the union of
 * the schemes the caller holds there (holding none, or not holding the page, gives none). Administrators: all.
 */
export function pickerSchemes(grants: Grants, pages: readonly RouteModule[]): HeldSchemes {
  if (grants.all) return 'all';
  if (!pages.some((page) => (page.schemes ?? []).length > 0)) return 'all';
  return heldSchemes(grants, pages);
}

/** Resolves the variables for a user in one query: their organisation, it and everything below it, their subordinates. */
export async function resolveSchemeContext(db: Executor, userId: string): Promise<SchemeContext> {
  type Row = { organize_id: string | null; organize_ids: string[] | null; subordinate_ids: string[] | null };
  // `union` (not `union all`) stops at a cycle in stored data instead of looping.
  const result = (await db.execute(sql`
    with recursive me as (select nullif(organize_id, '') as organize_id from base_user where id = ${userId}),
    below(id) as (
      select o.id from base_organize o join me on o.id = me.organize_id
      union
      select o.id from base_organize o join below b on o.parent_id = b.id
    ),
    reports(id) as (
      select u.id from base_user u where u.manager_id = ${userId} and u.id <> ${userId}
      union
      select u.id from base_user u join reports r on u.manager_id = r.id where u.id <> ${userId}
    )
    select (select organize_id from me) as organize_id,
      array(select id from below) as organize_ids,
      array(select id from reports) as subordinate_ids`)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return { userId, organizeId: row?.organize_id ?? '', organizeAndBelow: row?.organize_ids ?? [], subordinates: row?.subordinate_ids ?? [] };
}

/** The caller's row scope from the schemes they hold (one query at most, for the variables). */
export async function rowScopeOf(db: Executor, userId: string, held: HeldSchemes): Promise<RowScope> {
  if (held === 'all') return ALL_ROWS;
  const context = held.some(needsResolvedVariables) ? await resolveSchemeContext(db, userId) : { userId, organizeId: '', organizeAndBelow: [], subordinates: [] };
  return { all: false, schemes: held, context };
}

/**
 * True when a record, as it would be stored, is among the caller's rows: the in-memory evaluator with the same
 * schemes and variables as rowCondition's SQL (a property test holds the two together).
 */
export function isWithinRows(scope: RowScope, record: Readonly<Record<string, unknown>>): boolean {
  return isWithinBound(scope.bound, record) && (scope.all || matchesAnyScheme(scope.schemes, record, scope.context));
}

/** True when the record keeps the bound (or there is none). */
function isWithinBound(bound: RowBound | undefined, record: Readonly<Record<string, unknown>>): boolean {
  if (!bound) return true;
  const value = record[bound.field];
  // A field of several values (a role's organisations) keeps the bound when it has some and all of them keep it.
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => typeof item === 'string' && bound.ids.has(item));
  return typeof value === 'string' && bound.ids.has(value);
}

/**
 * Refuses a write (create, update, state, import) whose record, as it would be stored, lies outside the caller's
 * rows: no one makes a row they could not see, or moves one of theirs out of sight. Call it before anything is
 * written, or inside the write's transaction.
 */
export function assertWithinRows(scope: RowScope, record: Readonly<Record<string, unknown>>): void {
  if (!isWithinBound(scope.bound, record)) throw fail(scope.bound!.refusal);
  if (!isWithinRows(scope, record)) throw fail('recordOutsideRows');
}

/** The SQL condition of a row scope over a storage (undefined: every row). */
export function rowCondition(scope: RowScope, fieldSql: BoundFieldSql): SQL | undefined {
  const schemes = scope.all ? undefined : compileSchemes(scope.schemes, scope.context, fieldSql);
  if (!scope.bound) return schemes;
  const ids = [...scope.bound.ids];
  const list = fieldSql.list?.(scope.bound.field);
  let bound: SQL;
  if (ids.length === 0) bound = sql`false`;
  else if (list) bound = sql`(cardinality(${list}) > 0 and ${list} <@ array[${sql.join(ids.map((id) => sql`${id}::text`), sql`, `)}]::text[])`;
  else bound = sql`coalesce(${fieldSql(scope.bound.field, 'text')} in (${sql.join(ids.map((id) => sql`${id}::text`), sql`, `)}), false)`;
  return schemes ? and(schemes, bound) : bound;
}

/**
 * A storage's field reader (data-scheme-sql.ts) that may also read a field holding several values — a relation,
 * e.g. a role's organisations — as a `text[]` expression, for a bound over such a field.
 */
export type BoundFieldSql = FieldSql & { list?: (field: string) => SQL | undefined };
