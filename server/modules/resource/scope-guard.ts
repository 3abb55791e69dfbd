/**
 * The guard of scoped screens whose scopes have menu entries of their own (`resource.scope.menuType`): the caller
 * may act on a scope's records through the screen's page, or else through an enabled menu entry of that type whose
 * propertyJson `moduleId` names the scope (by id or by the scope record's `enCode`) — with that entry's grants,
 * buttons, columns and fields. So a dynamic dictionary page (menu type 4) works for whoever holds it, and only for
 * its own dictionary type.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { modules } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/env';
import { authoriseWithRows, type Authorised } from './guard';
import type { ResourceAction, Screen, ScreenRegistry } from './registry';
import * as store from './store';

/** The routes of the enabled menu entries of `menuType` that serve a scope record. */
async function scopePageRoutes(c: Context<AppEnv>, registry: ScreenRegistry, screen: Screen, menuType: number, scopeId: string): Promise<string[]> {
  const db = c.get('services').db;
  const parent = registry.byId.get(screen.schema.resource.scope!.parentResource);
  const record = parent ? await store.findRecord(db, parent.schema.id, scopeId) : undefined;
  if (!record) return [];
  const names = new Set([record.id, ...(typeof record.data.enCode === 'string' && record.data.enCode ? [record.data.enCode] : [])]);
  // A text search narrows the candidates; each entry's propertyJson is then read as JSON (it may be anything).
  const rows = await db
    .select({ urlAddress: modules.urlAddress, propertyJson: modules.propertyJson })
    .from(modules)
    .where(and(eq(modules.type, menuType), eq(modules.enabledMark, 1), sql`(strpos(${modules.propertyJson}, ${record.id}) > 0 or strpos(${modules.propertyJson}, ${String(record.data.enCode || record.id)}) > 0)`));
  return rows
    .filter((row) => {
      try {
        const moduleId = (JSON.parse(row.propertyJson) as { moduleId?: unknown } | null)?.moduleId;
        return typeof moduleId === 'string' && names.has(moduleId);
      } catch {
        return false;
      }
    })
    .map((row) => row.urlAddress.replace(/^\/+/, '').split('?')[0]!)
    .filter(Boolean);
}

/**
 * Authorises an action on a scoped screen's records of one scope (`scopeOf` finds it: from the path, the query, the
 * body or the stored record; undefined when the request names none). Refuses as the screen's guard does when no
 * page allows it.
 */
export async function authoriseInScope(
  c: Context<AppEnv>,
  registry: ScreenRegistry,
  screen: Screen,
  action: ResourceAction,
  scopeOf: () => Promise<string | undefined> | string | undefined,
): Promise<Authorised> {
  try {
    return await authoriseWithRows(c, screen.schema, action);
  } catch (error) {
    const menuType = screen.schema.resource.scope?.menuType;
    if (menuType === undefined || !(error instanceof AppError) || error.errorName !== 'forbidden') throw error;
    let scopeId: string | undefined;
    try {
      scopeId = await scopeOf();
    } catch {
      throw error;
    }
    if (!scopeId) throw error;
    for (const route of await scopePageRoutes(c, registry, screen, menuType, scopeId)) {
      try {
        return await authoriseWithRows(c, { route, permissions: screen.schema.permissions }, action);
      } catch (inner) {
        if (!(inner instanceof AppError) || inner.errorName !== 'forbidden') throw inner;
      }
    }
    throw error;
  }
}

/** The scope of a stored record of a scoped screen (undefined when there is no such record). */
export async function storedScope(c: Context<AppEnv>, screen: Screen, id: string): Promise<string | undefined> {
  const record = await store.findRecord(c.get('services').db, screen.schema.id, id);
  return record?.scopeId || undefined;
}
