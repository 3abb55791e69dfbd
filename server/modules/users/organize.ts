/**
 * Organisations as the user screens need them: for a user, the id path from the top organisation down to theirs (the cascader's value, `organizeIdTree`).
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes } from '../../db/schema';
import { descendantIds } from '../resource/tree';

/** An organisation row. */
export type OrganizeRow = typeof organizes.$inferSelect;

/** Every organisation, in sort order (one query; the table is small). */
export function loadOrganizes(db: Pick<Db, 'select'>): Promise<OrganizeRow[]> {
  return db.select().from(organizes).orderBy(asc(organizes.sortCode), asc(organizes.fullName));
}

/** The ids from the top organisation down to the given one (empty when it is unknown). */
export function organizePath(rows: readonly OrganizeRow[], organizeId: string): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: string[] = [];
  let current = byId.get(organizeId);
  while (current && !path.includes(current.id)) {
    path.unshift(current.id);
    current = byId.get(current.parentId);
  }
  return path;
}

/** The organisation and all below it. */
export function organizeSubtree(rows: readonly OrganizeRow[], organizeId: string): string[] {
  return [organizeId, ...descendantIds(rows, organizeId)];
}
