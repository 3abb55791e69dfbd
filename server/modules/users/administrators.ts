/**
 * The system administrators list (spec 03 §7, /api/system/SysConfig/getAdminList and setAdminList): the users
 * flagged isAdministrator. Only an administrator reads or sets it — so a non-administrator never makes anyone an
 * administrator —, every named user must exist, and the list is never left empty: the last administrator stays.
 * The change is one transaction under the users lock, and drops every cached grant (an administrator holds all).
 */
import { asc, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import type { SessionContext } from '../../http/env';
import { invalidateGrants } from '../permission/grant-version';
import { lockUsers } from './user-service';
import type { UserRow } from './user-store';

/** Refuses a caller who is not an administrator. */
export function assertAdministrator(session: SessionContext): void {
  if (!session.isAdministrator) throw fail('forbidden');
}

/** The administrators, in the users list's order. */
export function listAdministrators(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.isAdministrator, true)).orderBy(asc(users.sortCode), asc(users.realName), asc(users.id));
}

/** What setting the list changed: the users who became and who stopped being administrators. */
export interface AdministratorChange {
  added: string[];
  removed: string[];
}

/** Makes exactly the given users the administrators (one at least, all existing). */
export async function setAdministrators(db: Db, session: SessionContext, ids: readonly string[]): Promise<AdministratorChange> {
  assertAdministrator(session);
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw fail('administratorsRequired');
  return db.transaction(async (tx) => {
    await lockUsers(tx);
    const found = await tx.select({ id: users.id, isAdministrator: users.isAdministrator }).from(users).where(inArray(users.id, wanted));
    if (found.length !== wanted.length) throw fail('userNotFound');
    const before = await tx.select({ id: users.id }).from(users).where(eq(users.isAdministrator, true));
    const added = found.filter((row) => !row.isAdministrator).map((row) => row.id);
    const removed = before.map((row) => row.id).filter((id) => !wanted.includes(id));
    if (added.length === 0 && removed.length === 0) return { added, removed };
    await tx.update(users).set({ isAdministrator: true }).where(inArray(users.id, wanted));
    await tx.update(users).set({ isAdministrator: false }).where(not(inArray(users.id, wanted)));
    await invalidateGrants(tx);
    return { added, removed };
  });
}
