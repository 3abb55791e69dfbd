/**
 * Users as the user/employee screens read and write them: rows of base_user with their organisation path and
 * their positions and roles (base_user_relation), answered under the users schema's field names. Never the
 * password hash.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { userRelations, users } from '../../db/schema';
import type { Executor, ListOrder } from '../resource/store';
import { loadOrganizes, organizePath, organizeSubtree } from './organize';

/** A user row. */
export type UserRow = typeof users.$inferSelect;

/** The model fields stored in base_user columns of the same name. */
export const USER_COLUMNS = [
  'account',
  'realName',
  'gender',
  'organizeId',
  'managerId',
  'mobilePhone',
  'email',
  'entryDate',
  'birthday',
  'education',
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'telePhone',
  'landline',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
  'sortCode',
  'enabledMark',
  'description',
] as const satisfies readonly (keyof UserRow)[];

/** Relation kinds the form edits, by the form's field name. */
export const RELATION_FIELDS = { positionId: 'Position', roleId: 'Role', groupId: 'Group' } as const;

/** The user answer: the form's fields plus what the list shows (the organisation path's names). */
export function userAnswer(row: UserRow, organizeIdTree: string[], relations: { objectType: string; objectId: string }[], organizeNames: string[] = []) {
  const out: Record<string, unknown> = { id: row.id };
  // Empty optional values are left out, as the form leaves them: '' would fail a pattern such as the e-mail's.
  for (const column of USER_COLUMNS) if (row[column] !== '' && row[column] !== null) out[column] = row[column];
  const ids = (type: string) => relations.filter((relation) => relation.objectType === type).map((relation) => relation.objectId);
  return {
    ...out,
    id: row.id,
    account: row.account,
    organizeIdTree,
    organize: organizeNames.join('/'),
    positionId: ids('Position').join(','),
    roleId: ids('Role').join(','),
    groupId: ids('Group').join(','),
    managerId: row.managerId,
    headIcon: row.headIcon,
    isAdministrator: row.isAdministrator ? 1 : 0,
    // Has signed in at least once: the sign-in path stamps lastLoginTime (oauth/sign-in.ts); read-only in the model.
    isLogin: row.lastLoginTime ? 1 : 0,
    lockMark: row.lockMark,
    creatorTime: row.createdAt.getTime(),
  };
}

/** Answers for rows, with their organisation paths and relations (two queries for any number of rows). */
export async function userAnswers(db: Executor, rows: UserRow[]) {
  if (rows.length === 0) return [];
  const [organizeRows, relationRows] = await Promise.all([
    loadOrganizes(db),
    db
      .select()
      .from(userRelations)
      .where(inArray(userRelations.userId, rows.map((row) => row.id))),
  ]);
  const names = new Map(organizeRows.map((organize) => [organize.id, organize.fullName]));
  return rows.map((row) => {
    const path = organizePath(organizeRows, row.organizeId);
    return userAnswer(
      row,
      path,
      relationRows.filter((relation) => relation.userId === row.id),
      path.map((id) => names.get(id) ?? ''),
    );
  });
}

/** The columns a users keyword search looks in. */
export const USER_KEYWORD_FIELDS = ['account', 'realName', 'mobilePhone'] as const;

/** A column a users keyword search may look in. */
export type UserKeywordField = (typeof USER_KEYWORD_FIELDS)[number];

/** True when the field is one a users keyword search may look in. */
export function isUserKeywordField(field: string): field is UserKeywordField {
  return (USER_KEYWORD_FIELDS as readonly string[]).includes(field);
}

/** A base_user column by a model field's name (undefined for a field that is no column, such as a relation). */
export function userColumn(field: string) {
  return (USER_COLUMNS as readonly string[]).includes(field) ? users[field as (typeof USER_COLUMNS)[number]] : undefined;
}

/** The default order of users: the sort code. */
const BY_SORT_CODE: ListOrder = [{ field: 'sortCode', direction: 'asc' }];

/**
 * A page of users, filtered by keyword (in `keywordFields`, by default account, name and mobile; none of them
 * means no user matches) and optionally by organisation subtree, in `order` (by default the sort code; a field that
 * is no column is passed over), then newest first, then by id.
 */
export async function userPage(
  db: Executor,
  options: { keyword: string; keywordFields?: readonly UserKeywordField[]; organizeId?: string; account?: string; where?: SQL; order?: ListOrder; offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (options.keyword) {
    const pattern = `%${options.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const fields = options.keywordFields ?? USER_KEYWORD_FIELDS;
    conditions.push(fields.length ? or(...fields.map((field) => ilike(users[field], pattern))) : sql`false`);
  }
  if (options.account !== undefined) conditions.push(sql`lower(${users.account}) = lower(${options.account})`);
  if (options.organizeId) conditions.push(inArray(users.organizeId, organizeSubtree(await loadOrganizes(db), options.organizeId)));
  // The caller's rows (data permissions, grades), when given.
  conditions.push(options.where);
  const where = and(...conditions);
  const rows = await db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...orderOf(options.order ?? BY_SORT_CODE), desc(users.createdAt), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  if (rows.length > 0) return { rows: rows.map((row) => row.user), total: rows[0]!.total };
  const [count] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where);
  return { rows: [], total: count?.total ?? 0 };
}

/** The SQL order of a list order over base_user's columns (missing values first when ascending, as the engine's store). */
function orderOf(order: ListOrder): SQL[] {
  return order.flatMap(({ field, direction }) => {
    const column = userColumn(field);
    if (!column) return [];
    return [direction === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`];
  });
}

/** One user row by id. */
export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** True when another user has the account (accounts compare without case). */
export async function accountTaken(db: Executor, account: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.account}) = lower(${account})`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** Replaces a user's relations of the given kinds. */
export async function replaceRelations(db: Executor, userId: string, byType: Partial<Record<string, string[]>>): Promise<void> {
  const types = Object.keys(byType);
  if (types.length === 0) return;
  await db.delete(userRelations).where(and(eq(userRelations.userId, userId), inArray(userRelations.objectType, types)));
  const rows = types.flatMap((objectType) => [...new Set(byType[objectType] ?? [])].map((objectId) => ({ userId, objectType, objectId })));
  if (rows.length) await db.insert(userRelations).values(rows);
}
