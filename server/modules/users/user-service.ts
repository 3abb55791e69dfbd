/**
 * Writing users. The body is validated with the users screen schema like any screen (unknown and read-only
 * fields dropped, the first failing field's message in the caller's language); the organisation cascader's path
 * gives organizeId (its last id); positions and roles are stored as relations. A new user's password is the given
 * md5 or the reset default, hashed slowly. Writers of base_user are serialised by a lock so a duplicate account
 * is refused with the schema's message, never by a constraint error.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { hashPassword, isMd5Hex } from '../../auth/password';
import { md5Hex } from '../../auth/md5';
import type { Db } from '../../db/client';
import { authorizations, organizes, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import type { SessionContext } from '../../http/env';
import { applyChanges, assertValid, screenMessages, writableChanges } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { Executor } from '../resource/store';
import { accountTaken, findUser, RELATION_FIELDS, replaceRelations, USER_COLUMNS, type UserRow } from './user-store';

/** The password a user gets when none is given, and after a reset without one (README names it). */
export const DEFAULT_USER_PASSWORD = 'Klx@1234';

/** What a user write needs. */
export interface UserWriteContext {
  db: Db;
  session: SessionContext;
  screen: Screen;
  lang: Language;
  now: Date;
  passwordIterations: number;
}

const lockUsers = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('base_user'))`);

/** Ids from a relation field: "a,b" or ["a", "b"]. */
function idList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map((item) => String(item).trim()).filter(Boolean);
}

/** The relations a body sets, by relation type (only the fields it carries). */
function relationsOf(body: Record<string, unknown>): Partial<Record<string, string[]>> {
  const out: Partial<Record<string, string[]>> = {};
  for (const [field, type] of Object.entries(RELATION_FIELDS)) {
    const ids = idList(body[field]);
    if (ids) out[type] = ids;
  }
  return out;
}

/** Validates a record; organizeId follows the cascader's last id. */
function validated(ctx: UserWriteContext, record: Record<string, unknown>): Record<string, unknown> {
  const tree = record.organizeIdTree;
  const withOrganize = Array.isArray(tree) && tree.length > 0 ? { ...record, organizeId: String(tree[tree.length - 1]) } : record;
  assertValid(ctx.screen, withOrganize, ctx.lang);
  return withOrganize;
}

/** The column values of a validated record (cleared text columns become ''). */
function columnsOf(record: Record<string, unknown>): Partial<UserRow> {
  const out: Record<string, unknown> = {};
  for (const column of USER_COLUMNS) {
    const value = record[column];
    if (column === 'entryDate' || column === 'birthday') out[column] = typeof value === 'number' ? value : null;
    else if (column === 'sortCode' || column === 'enabledMark') out[column] = typeof value === 'number' ? value : column === 'enabledMark' ? 1 : 0;
    else out[column] = typeof value === 'string' ? value : '';
  }
  return out as Partial<UserRow>;
}

async function checkWrite(tx: Executor, ctx: UserWriteContext, record: Record<string, unknown>, exceptId?: string) {
  const [organize] = await tx.select({ id: organizes.id }).from(organizes).where(eq(organizes.id, String(record.organizeId)));
  if (!organize) throw fail('organizeNotFound');
  if (await accountTaken(tx, String(record.account), exceptId)) {
    const unique = ctx.screen.schema.resource.unique?.[0]?.message ?? 'users.accountExists';
    throw fail('invalidField', { message: screenMessages(ctx.screen, ctx.lang)(unique) });
  }
}

/** Creates a user from the dialog's body; answers the new id. */
export async function createUser(ctx: UserWriteContext, body: Record<string, unknown>): Promise<string> {
  const record = validated(ctx, applyChanges(ctx.screen.defaults, writableChanges(ctx.screen, body)));
  const given = body.password;
  if (given !== undefined && given !== null && given !== '' && (typeof given !== 'string' || !isMd5Hex(given))) throw fail('passwordNotHashed');
  const passwordHash = await hashPassword(typeof given === 'string' && given ? given : md5Hex(DEFAULT_USER_PASSWORD), ctx.passwordIterations);
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await lockUsers(tx);
    await checkWrite(tx, ctx, record);
    await tx.insert(users).values({
      ...columnsOf(record),
      id,
      account: String(record.account),
      realName: String(record.realName),
      passwordHash,
      managerId: typeof body.managerId === 'string' ? body.managerId : '',
      headIcon: typeof body.headIcon === 'string' ? body.headIcon : '',
      createdAt: ctx.now,
    });
    await replaceRelations(tx, id, relationsOf(body));
  });
  return id;
}

/** Updates a user from the dialog's body (fields left out keep their values). */
export async function updateUser(ctx: UserWriteContext, id: string, body: Record<string, unknown>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockUsers(tx);
    const existing = await findUser(tx, id);
    if (!existing) throw fail('userNotFound');
    assertMayTouch(ctx.session, existing);
    const current: Record<string, unknown> = { organizeIdTree: [existing.organizeId] };
    for (const column of USER_COLUMNS) if (existing[column] !== null && existing[column] !== '') current[column] = existing[column];
    const record = validated(ctx, applyChanges(current, writableChanges(ctx.screen, body)));
    await checkWrite(tx, ctx, record, id);
    const extra: Partial<UserRow> = {};
    if (typeof body.managerId === 'string') extra.managerId = body.managerId;
    if (typeof body.headIcon === 'string') extra.headIcon = body.headIcon;
    await tx.update(users).set({ ...columnsOf(record), ...extra }).where(eq(users.id, id));
    await replaceRelations(tx, id, relationsOf(body));
  });
}

/** Only an administrator may change an administrator (else reset-password rights would reach every account). */
export function assertMayTouch(session: SessionContext, target: UserRow): void {
  if (target.isAdministrator && !session.isAdministrator) throw fail('forbidden');
}

/** Refuses actions on oneself or on an administrator, for removing and disabling. */
function assertMayManage(session: SessionContext, target: UserRow, action: 'remove' | 'disable') {
  if (target.id === session.userId) throw fail(action === 'remove' ? 'cannotRemoveSelf' : 'cannotDisableSelf');
  if (target.isAdministrator) throw fail(action === 'remove' ? 'cannotRemoveAdministrator' : 'cannotDisableAdministrator');
}

/** Deletes a user (never oneself or an administrator) with their relations and personal grants. */
export async function removeUser(db: Db, session: SessionContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findUser(tx, id);
    if (!target) throw fail('userNotFound');
    assertMayManage(session, target, 'remove');
    await tx.delete(userRelations).where(eq(userRelations.userId, id));
    await tx.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, id)));
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** Flips a user's enabledMark (disabling oneself or an administrator is refused); answers the new state. */
export async function toggleUserState(db: Db, session: SessionContext, id: string): Promise<number> {
  const target = await findUser(db, id);
  if (!target) throw fail('userNotFound');
  if (target.enabledMark === 1) assertMayManage(session, target, 'disable');
  const next = target.enabledMark === 1 ? 0 : 1;
  await db.update(users).set({ enabledMark: next }).where(eq(users.id, id));
  return next;
}

/** Clears a user's sign-in lock. */
export async function unlockUser(db: Db, session: SessionContext, id: string): Promise<void> {
  const target = await findUser(db, id);
  if (!target) throw fail('userNotFound');
  assertMayTouch(session, target);
  const [row] = await db.update(users).set({ lockMark: 0, failedLogins: 0, lockedUntil: null }).where(eq(users.id, id)).returning({ id: users.id });
  if (!row) throw fail('userNotFound');
}

/** Sets a new password (the client's md5). */
export async function resetUserPassword(db: Db, session: SessionContext, id: string, md5Password: string, iterations: number): Promise<void> {
  if (!isMd5Hex(md5Password)) throw fail('passwordNotHashed');
  const target = await findUser(db, id);
  if (!target) throw fail('userNotFound');
  assertMayTouch(session, target);
  const passwordHash = await hashPassword(md5Password, iterations);
  // No change date: with the mandatory-change option on, the user must choose their own password next time.
  const [row] = await db
    .update(users)
    .set({ passwordHash, changePasswordDate: null, lockMark: 0, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (!row) throw fail('userNotFound');
}
