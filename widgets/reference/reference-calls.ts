/**
 * The calls of reference fields, over the host's data provider (never fetch): one page of a screen's records by
 * keyword, and the labels of stored ids (`GET /api/system/Reference/{screenId}`, server/modules/resource/
 * reference-routes.ts). Labels asked for in the same tick for the same screen go in one call, so a list of twenty
 * rows asks once.
 */
import { pathSegment } from '../../runtime/core/routing/path-segment';
import type { DataProvider } from '../../runtime/react/host';

/** A record of the referenced screen: its id and label. */
export interface ReferenceItem {
  id: string;
  fullName: string;
}

/** How many records one search offers. */
export const REFERENCE_PAGE_SIZE = 50;

const urlOf = (screen: string) => `/api/system/Reference/${pathSegment(screen)}`;

/** The first records of the screen whose label (or keyword fields) contain the keyword. */
export async function searchReferences(data: DataProvider, screen: string, keyword: string): Promise<ReferenceItem[]> {
  const answer = await data.request<{ list?: ReferenceItem[] }>('GET', urlOf(screen), { keyword, currentPage: 1, pageSize: REFERENCE_PAGE_SIZE });
  return answer?.list ?? [];
}

/** Label requests waiting for the end of the tick, per provider and screen. */
const pending = new WeakMap<DataProvider, Map<string, { ids: Set<string>; answer: Promise<Map<string, string>> }>>();

/** The labels of the ids the caller may see, by id (an id missing from the answer names nothing they may see). */
export function referenceLabels(data: DataProvider, screen: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return Promise.resolve(new Map());
  const byScreen = pending.get(data) ?? new Map();
  pending.set(data, byScreen);
  let batch = byScreen.get(screen);
  if (!batch) {
    const asked = new Set<string>();
    const answer = Promise.resolve().then(async () => {
      byScreen.delete(screen);
      const list = [...asked];
      const labels = new Map<string, string>();
      // The server answers at most 100 ids a call.
      for (let start = 0; start < list.length; start += 100) {
        const page = await data.request<{ list?: ReferenceItem[] }>('GET', urlOf(screen), { ids: list.slice(start, start + 100).join(',') });
        for (const item of page?.list ?? []) labels.set(item.id, item.fullName);
      }
      return labels;
    });
    batch = { ids: asked, answer };
    byScreen.set(screen, batch);
  }
  for (const id of ids) batch.ids.add(id);
  return batch.answer;
}
