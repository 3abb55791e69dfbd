/**
 * How stored records are answered: the model's field names plus `id` (and `parentId` for trees, the scope field
 * for scoped screens), ordered as the schema or the request says, siblings by siblings in trees.
 */
import type { Screen } from './registry';
import type { StoredRecord } from './store';

/** A record as the API answers it. */
export type RecordAnswer = Record<string, unknown> & { id: string; parentId: string };

/** The answer for a stored record. */
export function toAnswer(screen: Screen, row: StoredRecord): RecordAnswer {
  const { resource, model } = screen.schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row.data)) if (key in model.properties) out[key] = value;
  if (resource.scope) out[resource.scope.field] = row.scopeId;
  return { ...out, id: row.id, parentId: resource.tree ? row.parentId : '' };
}

/** What goes on the wire: flat screens answer their fields and id only (no tree parent). */
export function wireAnswer(screen: Screen, answer: RecordAnswer): Record<string, unknown> {
  if (screen.schema.resource.tree) return answer;
  const { parentId: _parent, ...rest } = answer;
  return rest;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
}

/** The order of a list: the requested field, else the schema's default order. */
export function listOrder(screen: Screen, sidx: string | undefined, order: 'asc' | 'desc'): { field: string; direction: 'asc' | 'desc' }[] {
  if (sidx) return [{ field: sidx, direction: order }];
  return (screen.schema.resource.sort ?? []).map((entry) => ({ field: entry.field, direction: entry.order }));
}

/** Sorts answers in memory by the given order (stable: ties keep their stored order). */
export function sortAnswers<T extends Record<string, unknown>>(items: T[], order: { field: string; direction: 'asc' | 'desc' }[]): T[] {
  if (order.length === 0) return items;
  return [...items].sort((a, b) => {
    for (const { field, direction } of order) {
      const difference = compareValues(a[field], b[field]);
      if (difference !== 0) return direction === 'asc' ? difference : -difference;
    }
    return 0;
  });
}
