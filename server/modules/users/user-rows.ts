/**
 * The users screen's rows: what its guard gives beyond the page and buttons — the page's data-permission schemes
 * (permission/data-scope.ts) and, for a grade administrator, the grade bound the schema declares
 * (`resource.grade`, resource/guard.ts) — over base_user's columns (`userFieldSql`, also the users storage's, so the
 * engine confines the users list, reads and writes by them). Here for the module's own calls: a user outside the
 * caller's rows is "not found" to unlock and reset, and the pickers list only those rows.
 */
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { fieldAccess, type FieldAccess } from '../permission/field-access';
import { isWithinRows, rowCondition, type RowScope } from '../permission/data-scope';
import { namedFieldSql, type NamedTable } from '../permission-objects/named-table';
import { authoriseWithRows, pickerRows } from '../resource/guard';
import type { ResourceAction, Screen } from '../resource/registry';
import { findUser } from './user-store';

/** base_user's columns as fields of data-permission conditions and row bounds (the users storage's too). */
export const userFieldSql = namedFieldSql(users as unknown as NamedTable);

/** What the caller may see of the users screen for an action: fields, and rows (as SQL and as a scope). */
export interface UserAccess extends FieldAccess {
  visible: SQL | undefined;
  rows: RowScope;
}

/** Authorises an action on the users screen; answers the caller's fields and rows. */
export async function userAccess(c: Context<AppEnv>, screen: Screen, action: ResourceAction): Promise<UserAccess> {
  const authorised = await authoriseWithRows(c, screen.schema, action);
  return Object.assign(fieldAccess(screen.schema, authorised.fieldGrants), { visible: rowCondition(authorised.rows, userFieldSql), rows: authorised.rows });
}

/** Authorises an action on one user: refuses with `userNotFound` when the user is outside the caller's rows. */
export async function userAccessTo(c: Context<AppEnv>, screen: Screen, action: ResourceAction, id: string): Promise<UserAccess> {
  const access = await userAccess(c, screen, action);
  const row = await findUser(c.get('services').db, id);
  if (!row || !isWithinRows(access.rows, row)) throw fail('userNotFound');
  return access;
}

/**
 * The one confinement of every call that lists users to a session — the pickers (/All, /Selector and
 * picker-routes.ts), the chat contacts, the asset module's organisation-and-user trees: the users the caller would
 * see on the users page (`screen`), by its schemes and their grades (resource/guard.ts pickerRows), as SQL over
 * base_user (undefined: every user). Without a users screen there is no page to hold schemes: every user.
 */
export async function userPickerRows(c: Context<AppEnv>, screen: Screen | undefined): Promise<SQL | undefined> {
  if (!screen) return undefined;
  return rowCondition(await pickerRows(c, screen.schema), userFieldSql);
}
