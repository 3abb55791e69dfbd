/**
 * Seeded records that the start-up adds when they are missing (the demo report and portal, demo-boards.ts), and
 * the memory of the ones an administrator deleted, so that no later start brings them back. The memory lives under
 * the configuration key `removedSeedRecords` as a list of ids; only ids listed here are remembered, so deleting
 * anything else leaves no trace.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sysConfig } from '../schema';

/** The id of the demo report (the demo report entry's moduleId). */
export const DEMO_REPORT_ID = 'rpt_asset_requisition';

/** The id of the demo portal (the demo portal entry's moduleId). */
export const DEMO_PORTAL_ID = 'portal_asset';

/** The configuration key listing the seeded records administrators deleted. */
export const REMOVED_SEEDS_KEY = 'removedSeedRecords';

/** The records the start-up restores when missing. */
const RESTORED_SEEDS = new Set([DEMO_REPORT_ID, DEMO_PORTAL_ID]);

/** The ids of seeded records an administrator deleted. */
export async function removedSeedRecords(db: Pick<Db, 'select'>): Promise<Set<string>> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, REMOVED_SEEDS_KEY));
  return new Set(Array.isArray(row?.value) ? (row.value as unknown[]).filter((id): id is string => typeof id === 'string') : []);
}

/** Remembers that an administrator deleted a record, when it is one the start-up would restore. */
export async function rememberRemovedSeedRecord(db: Pick<Db, 'insert'>, id: string): Promise<void> {
  if (!RESTORED_SEEDS.has(id)) return;
  const value = JSON.stringify([id]);
  // One statement, so concurrent deletions never lose each other's ids.
  await db
    .insert(sysConfig)
    .values({ key: REMOVED_SEEDS_KEY, value: [id] })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value: sql`${sysConfig.value} || ${value}::jsonb` } });
}
