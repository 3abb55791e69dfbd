/**
 * Rights as sets, for comparing them: every grant a user holds (through themselves, their organisation, positions,
 * groups and enabled roles — as loadGrants counts them) as one key per item (`module:<id>`, `button:<id>`, …), or
 * `all` for an administrator. User management uses it so that managing users never becomes more rights (nobody
 * acts on someone who holds more, nobody gives anyone more than they hold), and the users module uses it to end the
 * sessions of a user whose rights shrank.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { authorizations, roles, userRelations, users } from '../../db/schema';
import type { Executor } from '../resource/store';

/** A user's rights: the granted item keys, or `all` for an administrator. */
export type GrantSet = 'all' | Set<string>;

/** What a user is made of, for working out their rights: their id, organisation and relations by type. */
export interface GrantHolder {
  userId: string;
  isAdministrator: boolean;
  organizeId: string;
  /** Related object ids by relation type (Role, Position, Group, …). */
  relations: Record<string, readonly string[]>;
}

/** The user as stored, or undefined when there is no such user. */
export async function holderOf(db: Executor, userId: string): Promise<GrantHolder | undefined> {
  const [user] = await db.select({ isAdministrator: users.isAdministrator, organizeId: users.organizeId }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const rows = await db.select({ type: userRelations.objectType, id: userRelations.objectId }).from(userRelations).where(eq(userRelations.userId, userId));
  const relations: Record<string, string[]> = {};
  for (const row of rows) (relations[row.type] ??= []).push(row.id);
  return { userId, isAdministrator: user.isAdministrator, organizeId: user.organizeId, relations };
}

/** The rights a holder has (or would have): every item granted to any of their objects; disabled roles grant nothing. */
export async function grantSetOf(db: Executor, holder: GrantHolder): Promise<GrantSet> {
  if (holder.isAdministrator) return 'all';
  const roleIds = holder.relations.Role ?? [];
  const enabledRoles = roleIds.length
    ? new Set((await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, [...roleIds]), eq(roles.enabledMark, 1)))).map((row) => row.id))
    : new Set<string>();
  const objectIds = [
    holder.userId,
    holder.organizeId,
    ...Object.entries(holder.relations).flatMap(([type, ids]) => (type === 'Role' ? ids.filter((id) => enabledRoles.has(id)) : ids)),
  ].filter(Boolean);
  const rows = await db
    .select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations)
    .where(inArray(authorizations.objectId, [...new Set(objectIds)]));
  return new Set(rows.map((row) => `${row.itemType}:${row.itemId}`));
}

/** A user's current rights (an unknown user has none). */
export async function grantSetOfUser(db: Executor, userId: string): Promise<GrantSet> {
  const holder = await holderOf(db, userId);
  return holder ? grantSetOf(db, holder) : new Set();
}

/** True when `rights` hold something `limit` does not. */
export function exceeds(rights: GrantSet, limit: GrantSet): boolean {
  if (limit === 'all') return false;
  if (rights === 'all') return true;
  for (const key of rights) if (!limit.has(key)) return true;
  return false;
}
