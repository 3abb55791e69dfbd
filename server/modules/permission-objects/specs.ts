/**
 * Positions, roles and groups as named tables (named-table.ts): what each stores besides the common columns, and
 * the rules of each — a position belongs to an existing organisation; an organisation role names at least one
 * existing organisation (a global role none); none is deleted while users hold it, and a deleted one's grants go
 * with it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { authorizations, groups, organizes, positions, roleOrganizes, roles, userRelations } from '../../db/schema';
import { fail, type ErrorName } from '../../errors';
import type { Executor } from '../resource/store';
import type { NamedTable, NamedTableSpec } from './named-table';

/** Refuses when users hold the object; otherwise drops its grants. */
function releaseHolder(objectType: string, inUse: ErrorName) {
  return async (tx: Executor, id: string) => {
    const [holder] = await tx
      .select({ userId: userRelations.userId })
      .from(userRelations)
      .where(and(eq(userRelations.objectType, objectType), eq(userRelations.objectId, id)))
      .limit(1);
    if (holder) throw fail(inUse);
    await tx.delete(authorizations).where(eq(authorizations.objectId, id));
  };
}

async function organizeNames(tx: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: organizes.id, fullName: organizes.fullName }).from(organizes).where(inArray(organizes.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

/** Permission positions (base_position). */
export const POSITION_SPEC: NamedTableSpec = {
  table: positions as unknown as NamedTable,
  name: 'position',
  extraColumns: ['organizeId'],
  notFound: 'positionNotFound',
  afterWrite: async (tx, _id, record) => {
    if (!(await organizeNames(tx, [String(record.organizeId)])).has(String(record.organizeId))) throw fail('organizeNotFound');
  },
  beforeRemove: releaseHolder('Position', 'positionHasUsers'),
  extraAnswers: async (tx, rows) => {
    const names = await organizeNames(tx, rows.map((row) => String(row.organizeId)));
    return new Map(rows.map((row) => [String(row.id), { organizeIds: [row.organizeId], organizeName: names.get(String(row.organizeId)) ?? '', department: names.get(String(row.organizeId)) ?? '' }]));
  },
};

/** The organisations of roles, by role id. */
export async function organizesOfRoles(tx: Executor, roleIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (roleIds.length === 0) return out;
  const rows = await tx.select().from(roleOrganizes).where(inArray(roleOrganizes.roleId, [...roleIds]));
  for (const row of rows) out.set(row.roleId, [...(out.get(row.roleId) ?? []), row.organizeId]);
  return out;
}

/** Roles (base_role), global or of organisations (base_role_organize). */
export const ROLE_SPEC: NamedTableSpec = {
  table: roles as unknown as NamedTable,
  name: 'role',
  extraColumns: ['globalMark'],
  virtualFields: ['organizeIds'],
  // A role's organisations, for grade bounds (a global role has none, so it lies outside every grade).
  listFields: { organizeIds: () => sql`array(select ro.organize_id from base_role_organize ro where ro.role_id = ${roles.id})` },
  notFound: 'roleNotFound',
  afterWrite: async (tx, id, record) => {
    const ids = record.globalMark === 1 ? [] : [...new Set((record.organizeIds as string[] | undefined) ?? [])];
    if (record.globalMark !== 1) {
      if (ids.length === 0) throw fail('roleNeedsOrganize');
      if ((await organizeNames(tx, ids)).size !== ids.length) throw fail('organizeNotFound');
    }
    await tx.delete(roleOrganizes).where(eq(roleOrganizes.roleId, id));
    if (ids.length) await tx.insert(roleOrganizes).values(ids.map((organizeId) => ({ roleId: id, organizeId })));
  },
  beforeRemove: async (tx, id) => {
    await releaseHolder('Role', 'roleHasUsers')(tx, id);
    await tx.delete(roleOrganizes).where(eq(roleOrganizes.roleId, id));
  },
  extraAnswers: async (tx, rows) => {
    const byRole = await organizesOfRoles(tx, rows.map((row) => String(row.id)));
    const names = await organizeNames(tx, [...byRole.values()].flat());
    return new Map(
      rows.map((row) => {
        const ids = byRole.get(String(row.id)) ?? [];
        return [String(row.id), { organizeIds: ids, organizeName: ids.map((organizeId) => names.get(organizeId) ?? '').join(','), type: row.globalMark === 1 ? 'global' : 'organize' }];
      }),
    );
  },
};

/** Permission groups (base_group). */
export const GROUP_SPEC: NamedTableSpec = {
  table: groups as unknown as NamedTable,
  name: 'group',
  extraColumns: ['type'],
  notFound: 'groupNotFound',
  beforeRemove: releaseHolder('Group', 'groupHasUsers'),
};
