/**
 * Seeded dictionary types that came after many data directories were made. The screens' records (screens.ts) are
 * seeded only into an empty `lc_record`, so a data directory made earlier lacks a type added later — the form
 * categories (表单分类: 资产管理, 采购管理, 行政办公) that name the low-code definitions' categories. On every start
 * each such type is brought once, with its entries, where no type of that code exists; the configuration key
 * `seededDictionaryTypes` remembers the codes already brought (or found), so a type an administrator later deleted
 * never comes back, and a type that exists — seeded or made by hand, renamed or changed — is never touched.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { records, sysConfig } from '../schema';
import { screenSeedRows } from './screens';

/** The dictionary types (by code) brought into existing data directories. */
export const LATE_DICTIONARY_TYPES = ['formCategory'] as const;

/** The configuration key listing the late dictionary types already brought or found. */
export const SEEDED_DICTIONARY_TYPES_KEY = 'seededDictionaryTypes';

const TYPE_SCREEN = 'dictionaryType';
const DATA_SCREEN = 'dictionaryData';

/** Brings the late dictionary types a data directory lacks; answers the codes added. */
export async function syncLateDictionaryTypes(db: Db, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The same lock as the first seed of lc_record, so two instances starting at once add a type once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lc_record:seed'))`);
    const [marker] = await tx.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, SEEDED_DICTIONARY_TYPES_KEY));
    const done = new Set(Array.isArray(marker?.value) ? (marker.value as unknown[]).filter((code): code is string => typeof code === 'string') : []);
    const pending = LATE_DICTIONARY_TYPES.filter((code) => !done.has(code));
    if (pending.length === 0) return [];
    const seeds = screenSeedRows(now);
    const added: string[] = [];
    for (const code of pending) {
      const typeRow = seeds.find((row) => row.screen === TYPE_SCREEN && row.data.enCode === code)!;
      const [existing] = await tx
        .select({ id: records.id })
        .from(records)
        .where(and(eq(records.screen, TYPE_SCREEN), sql`(${records.id} = ${typeRow.id} or (${records.data} ->> 'enCode') = ${code})`))
        .limit(1);
      done.add(code);
      if (existing) continue;
      // Under its seeded parent when that is still there, else at the top.
      const parentId = typeRow.parentId ?? '-1';
      const [parent] = parentId === '-1' ? [{ id: '-1' }] : await tx.select({ id: records.id }).from(records).where(and(eq(records.screen, TYPE_SCREEN), eq(records.id, parentId)));
      const placedParent = parent ? parentId : '-1';
      const type = { ...typeRow, parentId: placedParent, data: { ...typeRow.data, parentId: placedParent } };
      const entries = seeds.filter((row) => row.screen === DATA_SCREEN && row.scopeId === typeRow.id);
      // Entry ids are the seed's own; one an administrator reused elsewhere is left as it is.
      const taken = new Set(
        (await tx.select({ id: records.id }).from(records).where(inArray(records.id, entries.map((row) => row.id)))).map((row) => row.id),
      );
      await tx.insert(records).values([type, ...entries.filter((row) => !taken.has(row.id))].map((row) => ({ ...row, createdAt: now, createdBy: 'user_admin' })));
      added.push(code);
    }
    await tx
      .insert(sysConfig)
      .values({ key: SEEDED_DICTIONARY_TYPES_KEY, value: [...done] })
      .onConflictDoUpdate({ target: sysConfig.key, set: { value: [...done] } });
    return added;
  });
}
