/**
 * The released low-code models whose forms use a data interface (any field prop `interfaceId`), for the data
 * interfaces' access rule (server/modules/data-interface/interface-access.ts).
 *
 * The map interface → models is worked out from the released definitions (`released_form_data`, what a release
 * copies from the edited one) and kept per database. It is keyed by a fingerprint — how many definitions are
 * released and the latest release time — read in one small query per call: a release (or a removal) anywhere, by
 * any server instance, changes it, so the map is rebuilt then and never served stale. The models' screens come from
 * liveModel, which compiles once per release and finds the menu page guarding the records as it is now.
 */
import { count, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visualDevs } from '../../db/schema';
import { interfaceIdsIn, type GuardedScreen } from '../data-interface/interface-access';
import { liveModel } from './models';

interface UsageMap {
  fingerprint: string;
  modelsByInterface: Map<string, string[]>;
}

const maps = new WeakMap<Db, UsageMap>();

/** How the released definitions stand now: changes with every release or removal. */
async function releaseFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({ released: count(), latest: max(visualDevs.releasedAt) })
    .from(visualDevs)
    .where(isNotNull(visualDevs.releasedFormData));
  return `${Number(row?.released ?? 0)}:${row?.latest ? new Date(row.latest).getTime() : 0}`;
}

/** The interface → released models map, rebuilt when the fingerprint moved. */
async function usageMap(db: Db): Promise<UsageMap> {
  const fingerprint = await releaseFingerprint(db);
  const cached = maps.get(db);
  if (cached?.fingerprint === fingerprint) return cached;
  const rows = await db.select({ id: visualDevs.id, formData: visualDevs.releasedFormData }).from(visualDevs).where(isNotNull(visualDevs.releasedFormData));
  const modelsByInterface = new Map<string, string[]>();
  for (const row of rows) {
    for (const interfaceId of interfaceIdsIn(row.formData)) modelsByInterface.set(interfaceId, [...(modelsByInterface.get(interfaceId) ?? []), row.id]);
  }
  const map = { fingerprint, modelsByInterface };
  maps.set(db, map);
  return map;
}

/** The screens of the released models whose forms use the interface. */
export async function releasedModelsUsingInterface(db: Db, interfaceId: string): Promise<GuardedScreen[]> {
  const modelIds = (await usageMap(db)).modelsByInterface.get(interfaceId) ?? [];
  const screens: GuardedScreen[] = [];
  for (const modelId of modelIds) {
    try {
      screens.push((await liveModel(db, modelId)).screen.schema);
    } catch {
      // Removed or withdrawn since the map was read: it grants nothing.
    }
  }
  return screens;
}
