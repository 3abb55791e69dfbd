/**
 * How stored records are answered: the model's field names (and the read-only facts a module's storage answers
 * beyond them, storage.ts `answerFields`) plus `id` (and `parentId` for trees, the scope field for scoped screens),
 * and the order a list asks the store for: the request's field, else the schema's.
 */
import type { Screen } from './registry';
import { storageOf } from './storage';
import type { ListOrder, StoredRecord } from './store';

/** A record as the API answers it. */
export type RecordAnswer = Record<string, unknown> & { id: string; parentId: string };

/** The answer for a stored record. */
export function toAnswer(screen: Screen, row: Pick<StoredRecord, 'id' | 'parentId' | 'scopeId' | 'data'>): RecordAnswer {
  const { resource, model } = screen.schema;
  const out: Record<string, unknown> = {};
  const extra = storageOf(screen).answerFields ?? [];
  for (const [key, value] of Object.entries(row.data)) if (key in model.properties || extra.includes(key)) out[key] = value;
  if (resource.scope) out[resource.scope.field] = row.scopeId;
  return { ...out, id: row.id, parentId: resource.tree ? row.parentId : '' };
}

/** What goes on the wire: flat screens answer their fields and id only (no tree parent). */
export function wireAnswer(screen: Screen, answer: RecordAnswer): Record<string, unknown> {
  if (screen.schema.resource.tree) return answer;
  const { parentId: _parent, ...rest } = answer;
  return rest;
}

/** The order of a list: the requested field, else the schema's default order. */
export function listOrder(screen: Screen, sidx: string | undefined, order: 'asc' | 'desc'): ListOrder {
  if (sidx) return [{ field: sidx, direction: order }];
  return (screen.schema.resource.sort ?? []).map((entry) => ({ field: entry.field, direction: entry.order }));
}
