/**
 * Storage of schema-screen records in `lc_record`: the record in `data`, its tree parent, scope and sort value
 * lifted into indexed columns. Every read is one query; writes that must check uniqueness or the tree first run in
 * a transaction holding a per-screen advisory lock, so two concurrent writers cannot both pass a check.
 */
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import type { FieldSql } from '../permission/data-scheme-sql';

/** A database or a transaction: anything that runs queries. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A stored record. */
export type StoredRecord = typeof records.$inferSelect;

/** The order of a list: the requested or declared fields; ties go newest first, then by id (flat and tree lists alike). */
export type ListOrder = { field: string; direction: 'asc' | 'desc' }[];

/** How a list is filtered and ordered. */
export interface ListFilter {
  keywordFields: readonly string[];
  keyword: string;
  order: ListOrder;
  /** The caller's rows (data permissions); the total counts only these. */
  visible?: SQL;
}

/** How a flat list is filtered, ordered and cut. */
export interface PageRequest extends ListFilter {
  offset: number;
  limit: number;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function scopeCondition(screen: string, scopeId: string | undefined): SQL {
  return scopeId === undefined ? eq(records.screen, screen) : and(eq(records.screen, screen), eq(records.scopeId, scopeId))!;
}

function keywordCondition(fields: readonly string[], keyword: string): SQL | undefined {
  if (!keyword || fields.length === 0) return undefined;
  const pattern = escapeLike(keyword);
  return or(...fields.map((field) => sql`(${records.data} ->> ${field}) ilike ${pattern}`));
}

/**
 * A record's field for a data-permission condition (permission/data-scheme-sql.ts): its text when it holds a string,
 * its number when it holds a number, else NULL. The field name is bound, never spliced.
 */
export const recordFieldSql: FieldSql = (field, kind) =>
  kind === 'number'
    ? sql`(case when jsonb_typeof(${records.data} -> ${field}::text) = 'number' then (${records.data} ->> ${field}::text)::numeric end)`
    : sql`(case when jsonb_typeof(${records.data} -> ${field}::text) = 'string' then ${records.data} ->> ${field}::text end)`;

/** Every record of a screen (within a scope when given) that `visible` keeps (the caller's rows), oldest first. */
export function listAll(db: Executor, screen: string, scopeId?: string, visible?: SQL): Promise<StoredRecord[]> {
  return db.select().from(records).where(and(scopeCondition(screen, scopeId), visible)).orderBy(asc(records.sortCode), asc(records.createdAt), asc(records.id));
}

/** Records of several scopes of a screen at once. */
export function listInScopes(db: Executor, screen: string, scopeIds: readonly string[]): Promise<StoredRecord[]> {
  if (scopeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(records)
    .where(and(eq(records.screen, screen), inArray(records.scopeId, [...scopeIds])))
    .orderBy(asc(records.sortCode), asc(records.createdAt), asc(records.id));
}

/** The SQL order of every list: the given fields (missing values first when ascending), then newest first, then id. */
function orderBy(order: ListOrder): SQL[] {
  return [
    ...order.map(({ field, direction }) => (direction === 'asc' ? sql`${records.data} -> ${field} asc nulls first` : sql`${records.data} -> ${field} desc nulls last`)),
    sql`${records.createdAt} desc`,
    sql`${records.id} asc`,
  ];
}

/**
 * Every record of a screen (within the scope) in list order, filtered by keyword, in one query. With
 * `withAncestors` (tree lists) the ancestors of every match are kept too (a recursive walk up the parents within
 * the same scope and rows), so the tree still reaches them; a tree is assembled from these rows keeping their order
 * among siblings (tree.ts buildTree). A keyword with no field to search in finds nothing.
 */
export function listOrdered(db: Executor, screen: string, scopeId: string | undefined, filter: ListFilter & { withAncestors?: boolean }): Promise<StoredRecord[]> {
  const base = and(scopeCondition(screen, scopeId), filter.visible)!;
  let where: SQL = base;
  if (filter.keyword) {
    const keyword = keywordCondition(filter.keywordFields, filter.keyword) ?? sql`false`;
    where = filter.withAncestors
      ? and(
          base,
          sql`${records.id} in (with recursive kept (id, parent_id) as (
            select ${records.id}, ${records.parentId} from ${records} where ${and(base, keyword)}
            union
            select ${records.id}, ${records.parentId} from ${records} join kept on ${records.id} = kept.parent_id where ${base}
          ) select id from kept)`,
        )!
      : and(base, keyword)!;
  }
  return db.select().from(records).where(where).orderBy(...orderBy(filter.order));
}

/** One page of a screen's records with the total count, filtered by keyword. */
export async function listPage(db: Executor, screen: string, scopeId: string | undefined, page: PageRequest): Promise<{ rows: StoredRecord[]; total: number }> {
  const where = and(scopeCondition(screen, scopeId), keywordCondition(page.keywordFields, page.keyword), page.visible);
  const rows = await db
    .select({ record: records, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(records)
    .where(where)
    .orderBy(...orderBy(page.order))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { rows: rows.map((row) => row.record), total: rows[0]!.total };
  const [count] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(records).where(where);
  return { rows: [], total: count?.total ?? 0 };
}

/** One record of a screen by id, when `visible` (the caller's rows) keeps it. */
export async function findRecord(db: Executor, screen: string, id: string, visible?: SQL): Promise<StoredRecord | undefined> {
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.screen, screen), eq(records.id, id), visible));
  return row;
}

/**
 * The first record (other than `exceptId`) whose fields equal the values, within the scope. As with SQL unique
 * keys, a set with a missing value is not compared: optional codes need only be unique when given.
 */
export async function findDuplicate(
  db: Executor,
  screen: string,
  scopeId: string,
  values: Record<string, unknown>,
  exceptId: string | undefined,
): Promise<string | undefined> {
  if (Object.values(values).some((value) => value === undefined || value === null || value === '')) return undefined;
  const conditions = [eq(records.screen, screen), eq(records.scopeId, scopeId)];
  for (const [field, value] of Object.entries(values)) conditions.push(sql`(${records.data} ->> ${field}) = ${String(value)}`);
  if (exceptId) conditions.push(ne(records.id, exceptId));
  const [row] = await db
    .select({ id: records.id })
    .from(records)
    .where(and(...conditions))
    .limit(1);
  return row?.id;
}

/** True when some record of the screen has the id as its parent. */
export async function hasChildRecords(db: Executor, screen: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.screen, screen), eq(records.parentId, id)))
    .limit(1);
  return row !== undefined;
}

/** True when some record of the screens is scoped to the id. */
export async function hasScopedRecords(db: Executor, screens: readonly string[], scopeId: string): Promise<boolean> {
  if (screens.length === 0) return false;
  const [row] = await db
    .select({ id: records.id })
    .from(records)
    .where(and(inArray(records.screen, [...screens]), eq(records.scopeId, scopeId)))
    .limit(1);
  return row !== undefined;
}

/** What a write stores of a record: its tree parent, sort value and fields, with when and by whom. */
export interface RecordWrite {
  parentId: string;
  sortCode: number;
  data: Record<string, unknown>;
  at: Date;
  by: string;
  /** Values a module's `prepare` hook answered for its storage beside the record (hooks.ts), e.g. a password hash. */
  extra?: Record<string, unknown>;
}

/** Stores a new record. */
export async function insertRecord(db: Executor, screen: string, id: string, scopeId: string, write: RecordWrite): Promise<void> {
  await db.insert(records).values({ id, screen, parentId: write.parentId, scopeId, sortCode: write.sortCode, data: write.data, createdAt: write.at, createdBy: write.by });
}

/** Replaces a record's parent, sort value and fields. */
export async function updateRecordData(db: Executor, screen: string, id: string, write: RecordWrite): Promise<void> {
  await db
    .update(records)
    .set({ parentId: write.parentId, sortCode: write.sortCode, data: write.data, updatedAt: write.at, updatedBy: write.by })
    .where(and(eq(records.screen, screen), eq(records.id, id)));
}

/** Deletes a record. */
export async function deleteRecord(db: Executor, screen: string, id: string): Promise<void> {
  await db.delete(records).where(and(eq(records.screen, screen), eq(records.id, id)));
}

/** Flips a record's 0/1 field in one statement when `visible` keeps it; answers its fields after, or undefined. */
export async function toggleRecordField(db: Executor, screen: string, id: string, field: string, visible: SQL | undefined, at: Date, by: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .update(records)
    .set({
      data: sql`jsonb_set(${records.data}, array[${field}]::text[], to_jsonb(case when (${records.data} ->> ${field}) = '1' then 0 else 1 end))`,
      updatedAt: at,
      updatedBy: by,
    })
    .where(and(eq(records.screen, screen), eq(records.id, id), visible))
    .returning({ data: records.data });
  return row?.data;
}

/** Serialises writers of one screen until the transaction ends. */
export async function lockScreen(db: Executor, screen: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lc_record:${screen}`}))`);
}
