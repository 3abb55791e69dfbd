/**
 * Reads and writes system configuration. Values are cached for a few seconds so that a request does not pay a
 * query for them; a write clears this instance's cache at once (other instances within the TTL).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysConfig } from '../../db/schema';
import { SYS_CONFIG_DEFAULTS, type SysConfigValues } from './defaults';

const CACHE_MS = 5_000;

/** Access to the system configuration. */
export interface SettingsService {
  all(): Promise<SysConfigValues>;
  update(values: Partial<SysConfigValues>): Promise<void>;
}

/** Creates the settings service over the database. */
export function createSettingsService(db: Db, now: () => number = Date.now): SettingsService {
  let cached: { at: number; values: SysConfigValues } | undefined;
  return {
    async all() {
      if (cached && now() - cached.at < CACHE_MS) return cached.values;
      const rows = await db.select().from(sysConfig);
      const values = { ...SYS_CONFIG_DEFAULTS } as Record<string, unknown>;
      for (const row of rows) if (row.key in values) values[row.key] = row.value;
      cached = { at: now(), values: values as SysConfigValues };
      return cached.values;
    },
    async update(values) {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
      if (rows.length === 0) return;
      await db
        .insert(sysConfig)
        .values(rows)
        .onConflictDoUpdate({ target: sysConfig.key, set: { value: sql`excluded.value` } });
      cached = undefined;
    },
  };
}
