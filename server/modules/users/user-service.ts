/**
 * The rules of writing users, shared by the users screen's hooks on the engine's writes (user-hooks.ts) and by
 * the users' import (`createUser`, user-sheets.ts). The body is validated with the users screen schema like any
 * screen (unknown and read-only fields dropped, the first failing field's message in the caller's language); the
 * organisation cascader's path gives organizeId (its last id); positions and roles are stored as relations. A new
 * user's password is the given md5 or the reset default, hashed slowly. Writers of base_user are serialised by a
 * lock so a duplicate account is refused with the schema's message, never by a constraint error. Positions, roles
 * and the manager must exist; the manager is never the user; and only an administrator may give or take roles they
 * do not hold themselves, so user-management rights never become more rights.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { hashPassword, isMd5Hex } from '../../auth/password';
import { md5Hex } from '../../auth/md5';
import type { Db } from '../../db/client';
import { groups, organizes, positions, roles, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import type { SessionContext } from '../../http/env';
import { applyChanges, assertValid, screenMessages, writableChanges, type BodyChanges } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { ResourceContext } from '../resource/service';
import type { Executor } from '../resource/store';
import { exceeds, grantSetOf, grantSetOfUser, type GrantHolder, type GrantSet } from '../permission/grant-set';
import { assertWithinRows, type RowScope } from '../permission/data-scope';
import { isSafeUrl } from '../../../runtime/core/validation/urls';
import { accountTaken, findUser, RELATION_FIELDS, USER_COLUMNS, type UserRow } from './user-store';

/** The password a user gets when none is given, and after a reset without one (README names it). */
export const DEFAULT_USER_PASSWORD = 'Klx@1234';

/** Who acts on a user: what the rules judge the caller by. */
export type Caller = Pick<SessionContext, 'userId' | 'isAdministrator'>;

/** The caller of an engine operation (a context built without a session acts as no administrator). */
export function callerOf(ctx: Pick<ResourceContext, 'session' | 'userId'>): Caller {
  return ctx.session ?? { userId: ctx.userId, isAdministrator: false };
}

/** The hash a new user's password gets: the body's md5 (refused unless an md5), else the default password's. */
export async function newPasswordHash(given: unknown, iterations: number): Promise<string> {
  if (given !== undefined && given !== null && given !== '' && (typeof given !== 'string' || !isMd5Hex(given))) throw fail('passwordNotHashed');
  return typeof given === 'string' && given ? hashPassword(given, iterations) : hashPassword(md5Hex(DEFAULT_USER_PASSWORD), iterations);
}

/** What a user write needs. */
export interface UserWriteContext {
  db: Db;
  session: Caller;
  screen: Screen;
  lang: Language;
  now: Date;
  passwordIterations: number;
  /** The stored hash a new user gets when the body gives no password (an import hashes the default once for all rows). */
  passwordHash?: string;
  /** Form fields hidden from the caller: the body's values for them are ignored (permission/field-access.ts). */
  hiddenFormFields: ReadonlySet<string>;
  /** The caller's rows (data permissions, grades: user-rows.ts): a write may not put a user outside them. */
  rows?: RowScope;
  /**
   * An import's snapshot of what a new user is checked against (user-import.ts), read once for all its rows inside
   * the import's transaction, which already holds the users' lock: the create then writes through `db` directly,
   * refusing a row only before it writes anything. Without it, every create reads the database in its own savepoint.
   */
  facts?: UserFacts;
}

/** What a user write is checked against: the database as it stands, or an import's snapshot of it. */
export interface UserFacts {
  organizeExists(id: string): Promise<boolean>;
  /** Whether another user (not `exceptId`) has the account, whatever its case. */
  accountTaken(account: string, exceptId?: string): Promise<boolean>;
  /** The positions among `ids` that exist, with their organisation. */
  positions(ids: readonly string[]): Promise<{ id: string; organizeId: string }[]>;
  /** The ids among `ids` of existing roles, groups or users. */
  existing(kind: 'roles' | 'groups' | 'users', ids: readonly string[]): Promise<Set<string>>;
  /** The role ids a user holds. */
  rolesOf(userId: string): Promise<Set<string>>;
  grantSetOfUser(userId: string): Promise<GrantSet>;
  /** The rights a user not yet stored would have (their own id holds no grant yet). */
  grantSetOfNewUser(holder: GrantHolder): Promise<GrantSet>;
  /** Called when a user was stored, so a snapshot counts them (their account is taken, they can be a manager). */
  stored?(id: string, account: string): void;
}

const TABLES = { roles, groups, users } as const;

/** The facts as the database answers them now, through `tx`. */
export function liveFacts(tx: Executor): UserFacts {
  return {
    organizeExists: async (id) => (await tx.select({ id: organizes.id }).from(organizes).where(eq(organizes.id, id))).length > 0,
    accountTaken: (account, exceptId) => accountTaken(tx, account, exceptId),
    positions: async (ids) => (ids.length ? tx.select({ id: positions.id, organizeId: positions.organizeId }).from(positions).where(inArray(positions.id, [...ids])) : []),
    existing: (kind, ids) => existing(tx, TABLES[kind], [...ids]),
    rolesOf: (userId) => rolesOf(tx, userId),
    grantSetOfUser: (userId) => grantSetOfUser(tx, userId),
    grantSetOfNewUser: (holder) => grantSetOf(tx, holder),
  };
}

/** Serialises writers of base_user (held to the end of the transaction). */
export const lockUsers = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('base_user'))`);

/** Ids from a relation field's comma-joined value ("a,b"). */
export function idList(value: unknown): string[] {
  return [...new Set(String(value ?? '').split(','))].map((item) => item.trim()).filter(Boolean);
}

/** The relations a write changes, by relation type: only the relation fields it sets or clears. */
export function relationsOf(changes: Pick<BodyChanges, 'set' | 'clear'>): Partial<Record<string, string[]>> {
  const out: Partial<Record<string, string[]>> = {};
  for (const [field, type] of Object.entries(RELATION_FIELDS)) {
    if (field in changes.set) out[type] = idList(changes.set[field]);
    else if (changes.clear.includes(field)) out[type] = [];
  }
  return out;
}

/** Ids of the given table that exist among `ids` (one query). */
async function existing(tx: Executor, table: typeof positions | typeof roles | typeof groups | typeof users, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The role ids a user holds. */
async function rolesOf(tx: Executor, userId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: userRelations.objectId })
    .from(userRelations)
    .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Role')));
  return new Set(rows.map((row) => row.id));
}

/**
 * Checks the positions, roles and manager a write sets: they exist, the positions belong to the user's
 * organisation, the manager is someone else, and a non-administrator gives or takes only roles they hold.
 */
export async function checkRelations(
  facts: UserFacts,
  session: Caller,
  relations: Partial<Record<string, string[]>>,
  manager: { next: unknown; previous?: string },
  organizeId: string,
  userId?: string,
) {
  const positionIds = relations.Position ?? [];
  if (positionIds.length) {
    const found = await facts.positions(positionIds);
    if (found.length !== positionIds.length) throw fail('positionNotFound');
    // A user holds positions of their own organisation: the dialog offers no others.
    if (found.some((position) => position.organizeId !== organizeId)) throw fail('positionNotInOrganize');
  }
  const roleIds = relations.Role;
  if (roleIds) {
    if ((await facts.existing('roles', roleIds)).size !== roleIds.length) throw fail('roleNotFound');
    if (!session.isAdministrator) {
      const before = userId ? await facts.rolesOf(userId) : new Set<string>();
      const after = new Set(roleIds);
      const touched = [...after].filter((id) => !before.has(id)).concat([...before].filter((id) => !after.has(id)));
      const held = await facts.rolesOf(session.userId);
      if (touched.some((id) => !held.has(id))) throw fail('roleNotGrantable');
    }
  }
  // Groups carry grants too: a non-administrator's gift of one is judged with the rest (rightsExceeded).
  const groupIds = relations.Group ?? [];
  if (groupIds.length && (await facts.existing('groups', groupIds)).size !== groupIds.length) throw fail('groupNotFound');
  const managerId = manager.next;
  // An unchanged manager is not checked again: a saved record stays editable whatever became of them.
  if (typeof managerId === 'string' && managerId !== '' && managerId !== manager.previous) {
    if (managerId === userId) throw fail('managerIsSelf');
    if (!(await facts.existing('users', [managerId])).has(managerId)) throw fail('managerNotFound');
  }
}

/**
 * A non-administrator may not act on a user whose rights exceed their own (issue 8): else resetting that user's
 * password and signing in as them would be more rights. Administrators may act on anyone.
 */
export async function assertNotMoreRights(tx: Executor, session: Caller, targetId: string): Promise<void> {
  if (session.isAdministrator || targetId === session.userId) return;
  if (exceeds(await grantSetOfUser(tx, targetId), await grantSetOfUser(tx, session.userId))) throw fail('rightsExceeded');
}

/** The holder a write leaves: the stored relations with the written ones replaced, in the written organisation. */
export function plannedHolder(userId: string, before: GrantHolder | undefined, organizeId: string, relations: Partial<Record<string, string[]>>): GrantHolder {
  const merged: Record<string, readonly string[]> = { ...before?.relations };
  for (const [type, ids] of Object.entries(relations)) if (ids) merged[type] = ids;
  return { userId, isAdministrator: before?.isAdministrator ?? false, organizeId, relations: merged };
}

/** The avatar address a body gives, refused unless http(s) or a same-origin path (undefined: not given). */
export function headIconOf(body: Record<string, unknown>): string | undefined {
  if (typeof body.headIcon !== 'string') return undefined;
  if (!isSafeUrl(body.headIcon)) throw fail('urlInvalid');
  return body.headIcon.trim();
}

/** Validates a record; organizeId follows the cascader's last id. */
function validated(ctx: UserWriteContext, record: Record<string, unknown>): Record<string, unknown> {
  const tree = record.organizeIdTree;
  const withOrganize = Array.isArray(tree) && tree.length > 0 ? { ...record, organizeId: String(tree[tree.length - 1]) } : record;
  assertValid(ctx.screen, withOrganize, ctx.lang);
  return withOrganize;
}

/** The column values of a validated record (cleared text columns become ''). */
export function columnsOf(record: Record<string, unknown>): Partial<UserRow> {
  const out: Record<string, unknown> = {};
  for (const column of USER_COLUMNS) {
    const value = record[column];
    if (column === 'entryDate' || column === 'birthday') out[column] = typeof value === 'number' ? value : null;
    else if (column === 'sortCode' || column === 'enabledMark') out[column] = typeof value === 'number' ? value : column === 'enabledMark' ? 1 : 0;
    else out[column] = typeof value === 'string' ? value : '';
  }
  return out as Partial<UserRow>;
}

async function checkWrite(facts: UserFacts, ctx: UserWriteContext, record: Record<string, unknown>, exceptId?: string) {
  if (!(await facts.organizeExists(String(record.organizeId)))) throw fail('organizeNotFound');
  if (await facts.accountTaken(String(record.account), exceptId)) {
    const unique = ctx.screen.schema.resource.unique?.[0]?.message ?? 'users.accountExists';
    throw fail('invalidField', { message: screenMessages(ctx.screen, ctx.lang)(unique) });
  }
}

/** Creates a user from the dialog's body; answers the new id. */
export async function createUser(ctx: UserWriteContext, body: Record<string, unknown>): Promise<string> {
  const changes = writableChanges(ctx.screen, body, { hiddenFormFields: ctx.hiddenFormFields });
  const record = validated(ctx, applyChanges(ctx.screen.defaults, changes));
  if (ctx.rows) assertWithinRows(ctx.rows, record);
  const relations = relationsOf(changes);
  const headIcon = headIconOf(body);
  const given = body.password;
  const passwordHash = ctx.passwordHash && (given === undefined || given === null || given === '') ? ctx.passwordHash : await newPasswordHash(given, ctx.passwordIterations);
  const id = crypto.randomUUID();
  const write = async (tx: Executor, facts: UserFacts) => {
    await checkWrite(facts, ctx, record);
    await checkRelations(facts, ctx.session, relations, { next: record.managerId }, String(record.organizeId));
    if (!ctx.session.isAdministrator) {
      const planned = await facts.grantSetOfNewUser(plannedHolder(id, undefined, String(record.organizeId), relations));
      if (exceeds(planned, await facts.grantSetOfUser(ctx.session.userId))) throw fail('rightsExceeded');
    }
    // Nothing is refused from here on: an import's snapshot relies on it (a refused row has written nothing).
    await tx.insert(users).values({
      ...columnsOf(record),
      id,
      account: String(record.account),
      realName: String(record.realName),
      passwordHash,
      headIcon: headIcon ?? '',
      createdAt: ctx.now,
    });
    // A new user has no relations yet: they are only added.
    const relationRows = Object.entries(relations).flatMap(([objectType, ids]) => [...new Set(ids ?? [])].map((objectId) => ({ userId: id, objectType, objectId })));
    if (relationRows.length) await tx.insert(userRelations).values(relationRows);
    facts.stored?.(id, String(record.account));
  };
  if (ctx.facts) await write(ctx.db, ctx.facts);
  else {
    await ctx.db.transaction(async (tx) => {
      await lockUsers(tx);
      await write(tx, liveFacts(tx));
    });
  }
  return id;
}

/** Only an administrator may change an administrator (else reset-password rights would reach every account). */
export function assertMayTouch(session: Caller, target: Pick<UserRow, 'isAdministrator'>): void {
  if (target.isAdministrator && !session.isAdministrator) throw fail('forbidden');
}

/** Refuses actions on oneself or on an administrator, for removing and disabling. */
export function assertMayManage(session: Caller, target: Pick<UserRow, 'id' | 'isAdministrator'>, action: 'remove' | 'disable') {
  if (target.id === session.userId) throw fail(action === 'remove' ? 'cannotRemoveSelf' : 'cannotDisableSelf');
  if (target.isAdministrator) throw fail(action === 'remove' ? 'cannotRemoveAdministrator' : 'cannotDisableAdministrator');
}

/** Clears a user's sign-in lock. */
export async function unlockUser(db: Db, session: SessionContext, id: string): Promise<void> {
  const target = await findUser(db, id);
  if (!target) throw fail('userNotFound');
  assertMayTouch(session, target);
  await assertNotMoreRights(db, session, id);
  const [row] = await db.update(users).set({ lockMark: 0, failedLogins: 0, lockedUntil: null }).where(eq(users.id, id)).returning({ id: users.id });
  if (!row) throw fail('userNotFound');
}

/** Sets a new password (the client's md5). */
export async function resetUserPassword(db: Db, session: SessionContext, id: string, md5Password: string, iterations: number): Promise<void> {
  if (!isMd5Hex(md5Password)) throw fail('passwordNotHashed');
  const target = await findUser(db, id);
  if (!target) throw fail('userNotFound');
  assertMayTouch(session, target);
  await assertNotMoreRights(db, session, id);
  const passwordHash = await hashPassword(md5Password, iterations);
  // No change date: with the mandatory-change option on, the user must choose their own password next time.
  const [row] = await db
    .update(users)
    .set({ passwordHash, changePasswordDate: null, lockMark: 0, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (!row) throw fail('userNotFound');
}
