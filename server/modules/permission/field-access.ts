/**
 * Which list columns and form fields of a screen a user may see — the server's side of the client's column and
 * form filtering (runtime/react/permissions.ts), decided by the same rule:
 *
 * - Items are matched by field name (their enCode) among the grants of the pages serving the screen's route
 *   (those the user holds; with several pages, their grants are pooled).
 * - A kind is in use on a screen only when those grants name at least one of the screen's list columns (form
 *   fields); then only the granted ones are seen, else all of them (runtime/core's grantedOrAll).
 * - An embedded screen (opened inside another one, e.g. the dictionary categories drawer) is exempt, and an
 *   administrator holds everything.
 *
 * What follows from it: list answers lose the hidden columns (and hidden form fields that are not shown columns,
 * so a list never reveals what the form hides), one-record answers (and exports) the hidden form fields, and a write ignores the body's values for hidden form fields, keeping what is stored. Identity and tree
 * shape (`id`, `parentId`, `children`, `hasChildren`) are never dropped from a list row, nor `id` from a record.
 */
import { grantedOrAll } from '../../../runtime/core/permission/filter';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import type { Grants, RouteModule } from './grants';

/** The column and form-field codes a user holds on a route's pages, or `all` (administrators, trusted callers). */
export type FieldGrants = 'all' | { column: ReadonlySet<string>; form: ReadonlySet<string> };

/** Field grants that hide nothing: for administrators and for routes that show every field to any session. */
export const ALL_FIELDS: FieldGrants = 'all';

/** What of a screen is hidden from a user, by field name. */
export interface FieldAccess {
  hiddenColumns: ReadonlySet<string>;
  hiddenFormFields: ReadonlySet<string>;
  /** What a list row drops: the hidden columns, and the hidden form fields that are not columns shown. */
  hiddenInLists: ReadonlySet<string>;
}

const NOTHING: ReadonlySet<string> = new Set();

/** Keys a list row always keeps: its identity and its place in a tree. */
const STRUCTURAL_KEYS: ReadonlySet<string> = new Set(['id', 'parentId', 'children', 'hasChildren']);

/** Keys a record always keeps. */
const ID_ONLY: ReadonlySet<string> = new Set(['id']);

/** The column and form codes granted on the pages serving a route that the user holds (see loadRouteGrants). */
export function routeFieldGrants(grants: Grants, pages: readonly RouteModule[]): FieldGrants {
  if (grants.all) return ALL_FIELDS;
  const column = new Set<string>();
  const form = new Set<string>();
  for (const page of pages) {
    if (!grants.modules.has(page.moduleId)) continue;
    for (const item of page.columns ?? []) if (grants.items.has(item.id)) column.add(item.enCode);
    for (const item of page.forms ?? []) if (grants.items.has(item.id)) form.add(item.enCode);
  }
  return { column, form };
}

/** The names among `names` hidden by the grants of one kind (none when the kind is not in use). */
function hidden(names: readonly string[], granted: ReadonlySet<string>): ReadonlySet<string> {
  const shown = new Set(grantedOrAll(names, (name) => granted.has(name)));
  return new Set(names.filter((name) => !shown.has(name)));
}

/** The columns and form fields of a screen hidden from a user with these grants. */
export function fieldAccess(schema: Pick<ScreenSchema, 'list' | 'form' | 'embedded'>, grants: FieldGrants): FieldAccess {
  if (grants === 'all' || schema.embedded) return { hiddenColumns: NOTHING, hiddenFormFields: NOTHING, hiddenInLists: NOTHING };
  const columns = schema.list.columns.map((column) => column.field);
  const hiddenColumns = hidden(columns, grants.column);
  const hiddenFormFields = hidden(schema.form.fields.map((field) => field.name), grants.form);
  const shownColumns = new Set(columns.filter((column) => !hiddenColumns.has(column)));
  const hiddenInLists = new Set([...hiddenColumns, ...[...hiddenFormFields].filter((field) => !shownColumns.has(field))]);
  return { hiddenColumns, hiddenFormFields, hiddenInLists };
}

function without<T extends Record<string, unknown>>(answer: T, drop: ReadonlySet<string>, keep: ReadonlySet<string>): T {
  if (drop.size === 0) return answer;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) if (keep.has(key) || !drop.has(key)) out[key] = value;
  return out as T;
}

/** A list row without the columns (and form-only fields) hidden from the user (identity and tree keys stay). */
export function withoutHiddenColumns<T extends Record<string, unknown>>(row: T, access: FieldAccess): T {
  return without(row, access.hiddenInLists, STRUCTURAL_KEYS);
}

/** A record without the form fields hidden from the user (its id stays). */
export function withoutHiddenFormFields<T extends Record<string, unknown>>(record: T, access: FieldAccess): T {
  return without(record, access.hiddenFormFields, ID_ONLY);
}

/** The fields among `fields` that are not hidden columns: what a list may search or sort by. */
export function visibleListFields<T extends string>(fields: readonly T[], access: FieldAccess): T[] {
  return fields.filter((field) => !access.hiddenColumns.has(field));
}
