/**
 * Storage of the permission objects that live in tables of their own — positions (base_position), roles
 * (base_role) and groups (base_group) — behind their schema screens. Each table has `id`, `fullName`, `enCode`,
 * `sortCode`, `enabledMark`, `description`, `createdAt` and a few columns named like the screen's model fields; a
 * table-specific part (a role's organisations) is contributed by the module through `afterWrite`.
 *
 * Bodies are validated with the screen's model like every screen; codes are unique within the table (any case);
 * writers of a table are serialised by an advisory lock so that check holds under concurrency.
 */
import { and, asc, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { fail, type ErrorName } from '../../errors';
import { applyChanges, assertValid, screenMessages, writableChanges } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { Executor } from '../resource/store';
import { assertWithinRows, type BoundFieldSql, type RowScope } from '../permission/data-scope';

/** The columns every such table has. */
interface NamedColumns {
  id: PgColumn;
  fullName: PgColumn;
  enCode: PgColumn;
  sortCode: PgColumn;
  enabledMark: PgColumn;
  description: PgColumn;
  createdAt: PgColumn;
}

/** A table of named objects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type NamedTable = PgTableWithColumns<any> & NamedColumns;

/** How one kind of object is stored. */
export interface NamedTableSpec {
  table: NamedTable;
  /** The lock and error names. */
  name: string;
  /** Model fields stored in columns of the same name besides the common ones. */
  extraColumns: readonly string[];
  /** Model fields that are not columns (kept by afterWrite / loaded by extraAnswers). */
  virtualFields?: readonly string[];
  /** The failure for an unknown id. */
  notFound: ErrorName;
  /** Checks and stores what is not a column, inside the write's transaction. */
  afterWrite?: (tx: Executor, id: string, record: Record<string, unknown>) => Promise<void>;
  /** Refuses a delete (e.g. members left), inside the transaction. */
  beforeRemove?: (tx: Executor, id: string) => Promise<void>;
  /** Extra answer fields for rows (one query for all of them). */
  extraAnswers?: (db: Executor, rows: Record<string, unknown>[]) => Promise<Map<string, Record<string, unknown>>>;
  /** Virtual fields of several values as `text[]` SQL over the table's row, for row bounds (permission/data-scope.ts). */
  listFields?: Record<string, () => SQL>;
}

/** What a write needs. */
export interface NamedWriteContext {
  db: Db;
  screen: Screen;
  lang: Language;
  hiddenFormFields: ReadonlySet<string>;
  /** The caller's rows (data permissions): a row outside them is not found. */
  visible?: SQL;
  /** The same rows as a scope: a written row must fall among them (permission/data-scope.ts assertWithinRows). */
  rows?: RowScope;
}

/**
 * A table's field for a data-permission condition (permission/data-scheme-sql.ts): the column of that name as text
 * or number; a name that is no column of the table reads as NULL.
 */
export function namedFieldSql(table: NamedTable, listFields?: NamedTableSpec['listFields']): BoundFieldSql {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const read: BoundFieldSql = (field, kind) => {
    const column = Object.prototype.hasOwnProperty.call(columns, field) ? columns[field] : undefined;
    if (!column) return kind === 'number' ? sql`null::numeric` : sql`null::text`;
    return kind === 'number' ? sql`(${column})::numeric` : sql`(${column})::text`;
  };
  read.list = (field) => (listFields && Object.prototype.hasOwnProperty.call(listFields, field) ? listFields[field]!() : undefined);
  return read;
}

/** The virtual fields of a record (what afterWrite keeps), for the in-memory row checks. */
function virtualsOf(spec: NamedTableSpec, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries((spec.virtualFields ?? []).filter((name) => record[name] !== undefined).map((name) => [name, record[name]]));
}

const COMMON = ['fullName', 'enCode', 'sortCode', 'enabledMark', 'description'] as const;

function columnsOf(spec: NamedTableSpec, record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of [...COMMON, ...spec.extraColumns]) {
    const value = record[name];
    out[name] = value === undefined ? (name === 'sortCode' ? 0 : name === 'enabledMark' ? 1 : typeof spec.table[name]?.default === 'number' ? spec.table[name].default : '') : value;
  }
  out.fullName = String(record.fullName ?? '').trim();
  out.enCode = String(record.enCode ?? '').trim();
  return out;
}

/** The model part of a row (empty optional text left out, as the form leaves it). */
export function namedRecord(spec: NamedTableSpec, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of [...COMMON, ...spec.extraColumns]) if (row[name] !== '' && row[name] !== null && row[name] !== undefined) out[name] = row[name];
  return out;
}

/** Answers for rows: id, model fields, creatorTime, and the spec's extras. */
export async function namedAnswers(db: Executor, spec: NamedTableSpec, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const extras = spec.extraAnswers ? await spec.extraAnswers(db, rows) : new Map<string, Record<string, unknown>>();
  return rows.map((row) => ({
    id: row.id,
    ...namedRecord(spec, row),
    creatorTime: row.createdAt instanceof Date ? row.createdAt.getTime() : undefined,
    ...extras.get(String(row.id)),
  }));
}

const lock = (tx: Executor, name: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`named:${name}`}))`);

async function assertCodeFree(tx: Executor, ctx: NamedWriteContext, spec: NamedTableSpec, enCode: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: spec.table.id })
    .from(spec.table)
    .where(and(sql`lower(${spec.table.enCode}) = lower(${enCode})`, exceptId ? ne(spec.table.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw fail('invalidField', { message: screenMessages(ctx.screen, ctx.lang)(ctx.screen.schema.resource.unique?.[0]?.message ?? 'error.badRequest') });
}

/** Loads one row (among the caller's rows when `visible` is given) or refuses with the spec's not-found failure. */
export async function findNamed(db: Executor, spec: NamedTableSpec, id: string, visible?: SQL): Promise<Record<string, unknown>> {
  const [row] = await db.select().from(spec.table).where(and(eq(spec.table.id, id), visible));
  if (!row) throw fail(spec.notFound);
  return row as Record<string, unknown>;
}

/** Creates an object; answers its id. */
export async function createNamed(ctx: NamedWriteContext, spec: NamedTableSpec, body: Record<string, unknown>): Promise<string> {
  const record = applyChanges({ ...ctx.screen.defaults }, writableChanges(ctx.screen, body, { hiddenFormFields: ctx.hiddenFormFields }));
  assertValid(ctx.screen, record, ctx.lang);
  const id = crypto.randomUUID();
  // The row as it would be stored must be among the caller's rows.
  if (ctx.rows) assertWithinRows(ctx.rows, { id, ...columnsOf(spec, record), ...virtualsOf(spec, record) });
  await ctx.db.transaction(async (tx) => {
    await lock(tx, spec.name);
    await assertCodeFree(tx, ctx, spec, String(record.enCode));
    await tx.insert(spec.table).values({ id, ...columnsOf(spec, record) });
    await spec.afterWrite?.(tx, id, record);
  });
  return id;
}

/** Updates an object, keeping what the body leaves out. */
export async function updateNamed(ctx: NamedWriteContext, spec: NamedTableSpec, id: string, body: Record<string, unknown>, current: (tx: Executor, row: Record<string, unknown>) => Promise<Record<string, unknown>>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lock(tx, spec.name);
    const row = await findNamed(tx, spec, id, ctx.visible);
    const record = applyChanges(await current(tx, row), writableChanges(ctx.screen, body, { editing: true, hiddenFormFields: ctx.hiddenFormFields }));
    assertValid(ctx.screen, record, ctx.lang);
    // An edit may not move the row out of the caller's rows.
    if (ctx.rows) assertWithinRows(ctx.rows, { ...row, ...columnsOf(spec, record), ...virtualsOf(spec, record) });
    await assertCodeFree(tx, ctx, spec, String(record.enCode), id);
    await tx.update(spec.table).set(columnsOf(spec, record)).where(eq(spec.table.id, id));
    await spec.afterWrite?.(tx, id, record);
  });
}

/** Deletes an object the spec lets go. */
export async function removeNamed(db: Db, spec: NamedTableSpec, id: string, visible?: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await lock(tx, spec.name);
    await findNamed(tx, spec, id, visible);
    await spec.beforeRemove?.(tx, id);
    await tx.delete(spec.table).where(eq(spec.table.id, id));
  });
}

/** Flips the enabled mark (not out of the caller's `rows`); answers the new value. */
export async function toggleNamed(db: Db, spec: NamedTableSpec, id: string, visible?: SQL, rows?: RowScope): Promise<number> {
  const row = await findNamed(db, spec, id, visible);
  const next = row.enabledMark === 1 ? 0 : 1;
  if (rows) {
    const virtuals = spec.virtualFields?.length && spec.extraAnswers ? ((await spec.extraAnswers(db, [row])).get(id) ?? {}) : {};
    assertWithinRows(rows, { ...row, ...virtualsOf(spec, virtuals), enabledMark: next });
  }
  await db.update(spec.table).set({ enabledMark: next }).where(eq(spec.table.id, id));
  return next;
}

/** A page of objects. */
export interface NamedPageRequest {
  keyword: string;
  /** Fields the keyword searches (the caller's visible columns among fullName, enCode). */
  keywordFields: readonly ('fullName' | 'enCode')[];
  where?: SQL;
  enabledOnly?: boolean;
  sidx?: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** One page and the total (two queries). */
export async function namedPage(db: Executor, spec: NamedTableSpec, request: NamedPageRequest): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const pattern = `%${request.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const keyword = request.keyword && request.keywordFields.length ? or(...request.keywordFields.map((field) => ilike(spec.table[field] as PgColumn, pattern))) : undefined;
  const where = and(keyword, request.where, request.enabledOnly ? eq(spec.table.enabledMark, 1) : undefined);
  const sortColumn = request.sidx && [...COMMON, ...spec.extraColumns].includes(request.sidx) ? (spec.table[request.sidx] as PgColumn) : undefined;
  const orderBy = sortColumn ? [request.order === 'asc' ? asc(sortColumn) : desc(sortColumn)] : [asc(spec.table.sortCode), desc(spec.table.createdAt)];
  const rows = await db.select().from(spec.table).where(where).orderBy(...orderBy, asc(spec.table.id)).limit(request.limit).offset(request.offset);
  const [count] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(spec.table).where(where);
  return { rows: rows as Record<string, unknown>[], total: count?.total ?? 0 };
}

/** Rows by ids. */
export async function namedByIds(db: Executor, spec: NamedTableSpec, ids: readonly string[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  return (await db.select().from(spec.table).where(inArray(spec.table.id, [...ids])).orderBy(asc(spec.table.sortCode))) as Record<string, unknown>[];
}
