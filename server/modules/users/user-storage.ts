/**
 * The users screen's storage (resource/storage.ts): its records are rows of base_user with their positions, roles
 * and groups in base_user_relation, so the engine's routes, guard, field and row permissions, grades, validation and
 * messages serve the users screen as any screen. A record reads as the users list answers it (user-store.ts
 * `userAnswer`: the organisation path and its names, the relations joined by ",", whether an administrator, locked,
 * when created — never the password hash), and is written column by column; the relation fields replace the
 * relations of their kind when they change. A new user's password hash comes from the users hooks' `prepare`
 * (user-hooks.ts) beside the record. Accounts, the screen's unique key, compare without case.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { authorizations, userRelations, users } from '../../db/schema';
import type { Screen } from '../resource/registry';
import type { ScreenStorage, StoredItem } from '../resource/storage';
import type { Executor, ListFilter } from '../resource/store';
import { userFieldSql } from './user-rows';
import { columnsOf, idList, lockUsers } from './user-service';
import { findUser, isUserKeywordField, RELATION_FIELDS, replaceRelations, userAnswers, userColumn, userPage, type UserRow } from './user-store';

/** The most users one unpaged read answers (the engine bounds its own lists below this). */
const ALL_USERS = 1_000_000;

/** Rows as the engine's stored items: flat, unscoped, with the users list's answer as their fields. */
async function itemsOf(db: Executor, rows: UserRow[]): Promise<StoredItem[]> {
  return (await userAnswers(db, rows)).map((answer) => ({ id: answer.id, parentId: '', scopeId: '', data: answer }));
}

/** A page of users as the engine asks for it: its keyword fields among the users', its order, the caller's rows. */
function pageOf(db: Executor, filter: ListFilter, offset: number, limit: number) {
  return userPage(db, { keyword: filter.keyword, keywordFields: filter.keywordFields.filter(isUserKeywordField), where: filter.visible, order: filter.order, offset, limit });
}

/** The relation kinds whose ids the record changes against what is stored (only those are replaced). */
async function changedRelations(db: Executor, id: string, record: Record<string, unknown>): Promise<Partial<Record<string, string[]>>> {
  const stored = await db.select().from(userRelations).where(eq(userRelations.userId, id));
  const out: Partial<Record<string, string[]>> = {};
  for (const [field, type] of Object.entries(RELATION_FIELDS)) {
    const next = idList(record[field]);
    const before = stored.filter((relation) => relation.objectType === type).map((relation) => relation.objectId);
    if (next.length !== before.length || next.some((objectId, index) => objectId !== before[index])) out[type] = next;
  }
  return out;
}

/** base_user (and its relations) as the users screen's storage. */
export const USER_STORAGE: ScreenStorage = {
  fieldSql: userFieldSql,
  answerFields: ['organize', 'isAdministrator', 'lockMark', 'creatorTime'],
  lock: async (db) => {
    await lockUsers(db);
  },
  page: async (db, _screen, _scope, page) => {
    const found = await pageOf(db, page, page.offset, page.limit);
    return { rows: await itemsOf(db, found.rows), total: found.total };
  },
  ordered: async (db, _screen, _scope, filter) => itemsOf(db, (await pageOf(db, filter, 0, ALL_USERS)).rows),
  find: async (db, _screen, id, visible) => {
    const [row] = await db.select().from(users).where(and(eq(users.id, id), visible));
    return row ? (await itemsOf(db, [row]))[0] : undefined;
  },
  duplicate: async (db, _screen, _scope, values, exceptId) => {
    if (Object.values(values).some((value) => value === undefined || value === null || value === '')) return undefined;
    const conditions: (SQL | undefined)[] = Object.entries(values).map(([field, value]) => {
      const column = userColumn(field);
      return column ? sql`lower(${column}::text) = lower(${String(value)})` : sql`false`;
    });
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(...conditions, exceptId ? ne(users.id, exceptId) : undefined))
      .limit(1);
    return row?.id;
  },
  hasChildren: async () => false,
  holdsScope: async () => false,
  insert: async (db, _screen: Screen, id, _scope, write) => {
    const { data: record, extra } = write;
    const passwordHash = extra?.passwordHash;
    // The users hooks always prepare it: a user without a password hash is never stored.
    if (typeof passwordHash !== 'string' || !passwordHash) throw new Error('A user is stored without a password hash');
    await db.insert(users).values({
      ...columnsOf(record),
      id,
      account: String(record.account),
      realName: String(record.realName),
      passwordHash,
      headIcon: typeof extra?.headIcon === 'string' ? extra.headIcon : '',
      createdAt: write.at,
    });
    const relations = Object.entries(RELATION_FIELDS).flatMap(([field, objectType]) => idList(record[field]).map((objectId) => ({ userId: id, objectType, objectId })));
    if (relations.length) await db.insert(userRelations).values(relations);
  },
  update: async (db, _screen, id, write) => {
    const headIcon = write.extra?.headIcon;
    await db
      .update(users)
      .set({ ...columnsOf(write.data), ...(typeof headIcon === 'string' ? { headIcon } : {}) })
      .where(eq(users.id, id));
    await replaceRelations(db, id, await changedRelations(db, id, write.data));
  },
  remove: async (db, _screen, id) => {
    // With the user go their relations and personal grants; their reports lose their manager.
    await db.delete(userRelations).where(eq(userRelations.userId, id));
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, id)));
    await db.delete(users).where(eq(users.id, id));
    await db.update(users).set({ managerId: '' }).where(eq(users.managerId, id));
  },
  toggle: async (db, _screen, id, field, visible) => {
    if (field !== 'enabledMark') throw new Error(`The users screen toggles enabledMark, not ${field}`);
    const [row] = await db
      .update(users)
      .set({ enabledMark: sql`case when ${users.enabledMark} = 1 then 0 else 1 end` })
      .where(and(eq(users.id, id), visible))
      .returning({ id: users.id });
    if (!row) return undefined;
    const user = await findUser(db, row.id);
    return user ? (await itemsOf(db, [user]))[0]!.data : undefined;
  },
};

