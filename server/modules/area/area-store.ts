/**
 * The areas table (base_area) as a named table (permission-objects/named-table.ts) plus what only a tree of areas
 * needs: children of a parent with whether each has children, names of id-paths, and whether id-paths are real
 * chains of areas ending at a leaf (the address picker's stored values).
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isAddressLeaf, type AddressPath } from '../../../runtime/core/address/selection';
import { areas } from '../../db/schema';
import { fail } from '../../errors';
import type { NamedTable, NamedTableSpec } from '../permission-objects/named-table';
import type { Executor } from '../resource/store';

/** The root every top-level area hangs from. */
export const AREA_ROOT = '-1';

/** An area row. */
export type AreaRow = typeof areas.$inferSelect;

async function assertNameFree(tx: Executor, id: string, parentId: string, fullName: string) {
  const [clash] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.parentId, parentId), sql`lower(${areas.fullName}) = lower(${fullName})`, sql`${areas.id} <> ${id}`))
    .limit(1);
  if (clash) throw fail('areaNameExists');
}

/** Areas as a named table: a parent that exists, a name unique under its parent, no delete while children remain. */
export const AREA_SPEC: NamedTableSpec = {
  table: areas as unknown as NamedTable,
  name: 'area',
  extraColumns: ['parentId'],
  notFound: 'areaNotFound',
  afterWrite: async (tx, id, record) => {
    const parentId = String(record.parentId ?? AREA_ROOT);
    if (parentId !== AREA_ROOT) {
      const [parent] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, parentId));
      if (!parent || parentId === id) throw fail('areaParentNotFound');
    }
    await assertNameFree(tx, id, parentId, String(record.fullName ?? '').trim());
  },
  beforeRemove: async (tx, id) => {
    const [child] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.parentId, id)).limit(1);
    if (child) throw fail('areaHasChildren');
  },
};

/** Which of these areas have children (one query). */
export async function withChildren(db: Executor, ids: readonly string[], enabledOnly = false): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ parentId: areas.parentId })
    .from(areas)
    .where(and(inArray(areas.parentId, [...ids]), enabledOnly ? eq(areas.enabledMark, 1) : undefined))
    .groupBy(areas.parentId);
  return new Set(rows.map((row) => row.parentId));
}

/** What a list of areas answers: the columns, creatorTime, and hasChildren / isLeaf. */
export async function areaAnswers(db: Executor, rows: readonly AreaRow[], enabledOnly = false) {
  const parents = await withChildren(db, rows.map((row) => row.id), enabledOnly);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorTime: row.createdAt.getTime(),
    hasChildren: parents.has(row.id),
    isLeaf: !parents.has(row.id),
  }));
}

/** The most rows a keyword search answers. */
const KEYWORD_LIMIT = 500;

/** Children of a parent in order (only enabled ones when asked), or — with a keyword — matches at any depth. */
export function listAreas(db: Executor, options: { parentId: string; keyword?: string; enabledOnly?: boolean; visible?: SQL; exceptId?: string }): Promise<AreaRow[]> {
  const pattern = options.keyword ? `%${options.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const where = and(
    pattern ? or(ilike(areas.fullName, pattern), ilike(areas.enCode, pattern)) : eq(areas.parentId, options.parentId),
    options.enabledOnly ? eq(areas.enabledMark, 1) : undefined,
    options.exceptId ? sql`${areas.id} <> ${options.exceptId}` : undefined,
    options.visible,
  );
  const query = db.select().from(areas).where(where).orderBy(asc(areas.sortCode), asc(areas.enCode), asc(areas.id));
  return pattern ? query.limit(KEYWORD_LIMIT) : query;
}

/** The areas of these ids, by id. */
export async function areasByIds(db: Executor, ids: readonly string[]): Promise<Map<string, AreaRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(areas).where(inArray(areas.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The names along each path (unknown ids left out). */
export async function pathNames(db: Executor, paths: readonly AddressPath[]): Promise<string[][]> {
  const byId = await areasByIds(db, paths.flat());
  return paths.map((path) => path.flatMap((id) => (byId.has(id) ? [byId.get(id)!.fullName] : [])));
}

/**
 * Whether every path is a chain of areas from a top-level one down, each the child of the one before, ending at a
 * node the picker lets one choose (a leaf at the picker's `level`).
 */
export async function pathsAreChoosable(db: Executor, paths: readonly AddressPath[], level: number): Promise<boolean> {
  if (paths.length === 0) return true;
  const byId = await areasByIds(db, paths.flat());
  const parents = await withChildren(db, paths.map((path) => path[path.length - 1]!));
  return paths.every((path) => {
    if (path.length > level + 1) return false;
    const chained = path.every((id, index) => byId.get(id)?.parentId === (index === 0 ? AREA_ROOT : path[index - 1]));
    const last = path[path.length - 1]!;
    return chained && isAddressLeaf(path.length - 1, !parents.has(last), level);
  });
}
