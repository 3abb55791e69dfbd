/**
 * Who may run a data interface (preview, fields, the pickers' List and InfoByIds). An SQL interface reads our own
 * tables — business records included — outside the row-level data schemes of the screens that own them, so running
 * one is not for every session. A caller may run an interface when:
 *
 * 1. they are an administrator; or
 * 2. they hold the data-interface page's preview (test) button — the people who build and test interfaces; or
 * 3. the interface is used by a field of a screen they hold: a schema file screen or a released low-code model
 *    whose form names it (any field prop `interfaceId`: popup select, autocomplete, …). Holding the screen's page is
 *    what opening that form needs, so every user of a form can feed its pickers, and nobody else.
 *
 * Everyone else is refused with `forbidden`. Which screens use an interface comes from a caller-supplied lookup
 * (the app wires schema files and released models, server/modules/visualdev/interface-users.ts), so this module
 * does not depend on visual development.
 */
import type { Context } from 'hono';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { authorise } from '../resource/guard';
import type { ScreenRegistry } from '../resource/registry';

/** A screen as the guard needs it. */
export type GuardedScreen = Pick<ScreenSchema, 'route' | 'permissions'>;

/** The screens whose forms use the interface (schema files and released models). */
export type InterfaceUsers = (db: Db, interfaceId: string) => Promise<GuardedScreen[]>;

/** The data-interface page's action whose button lets a caller test (preview) any interface. */
export const PREVIEW_ACTION = { key: 'preview', defaultCode: 'btn_edit' } as const;

/** The deepest nesting a form is walked to (containers in containers); deeper parts are not read. */
const MAX_DEPTH = 40;

/**
 * Every interface id a form names: the string value of any `interfaceId` key at any depth (field props, sub-table
 * columns, containers' children), added to `found`.
 */
export function interfaceIdsIn(value: unknown, found: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) interfaceIdsIn(item, found, depth + 1);
    return found;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'interfaceId' && typeof inner === 'string' && inner !== '') found.add(inner);
    else interfaceIdsIn(inner, found, depth + 1);
  }
  return found;
}

const byRegistry = new WeakMap<ScreenRegistry, Map<string, GuardedScreen[]>>();

/** The schema file screens using each interface, worked out once per registry (schema files do not change at run time). */
export function schemaScreensUsing(registry: ScreenRegistry, interfaceId: string): GuardedScreen[] {
  let map = byRegistry.get(registry);
  if (!map) {
    map = new Map();
    for (const { schema } of registry.screens) {
      for (const id of interfaceIdsIn(schema.form)) map.set(id, [...(map.get(id) ?? []), schema]);
    }
    byRegistry.set(registry, map);
  }
  return map.get(interfaceId) ?? [];
}

/** Refuses with `forbidden` unless the caller may run the interface (the rule in this file's header). */
export async function assertMayRunInterface(c: Context<AppEnv>, dataInterfaceScreen: GuardedScreen, interfaceId: string, users: InterfaceUsers): Promise<void> {
  if (c.get('session').isAdministrator) return;
  // The pickers are the frequent callers: try the screens using the interface first.
  for (const screen of await users(c.get('services').db, interfaceId)) {
    if (await holds(c, screen, 'list')) return;
  }
  if (await holds(c, dataInterfaceScreen, PREVIEW_ACTION)) return;
  throw fail('forbidden');
}

/** Whether the guard lets the caller take the action on the screen. */
async function holds(c: Context<AppEnv>, screen: GuardedScreen, action: 'list' | typeof PREVIEW_ACTION): Promise<boolean> {
  try {
    await authorise(c, screen, action);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.errorName === 'forbidden') return false;
    throw error;
  }
}
