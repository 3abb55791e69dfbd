/**
 * Reference fields (the `reference` widget): a field whose value is the id of a record of another schema screen, the
 * one its `reference.screen` names. A client may send any id, so before a record is stored the server checks that
 * the id names a record of that screen which the caller may see there — the rows a picker of that screen may list
 * for them (guard.ts pickerRows: the screen's data-permission schemes and grade bounds), not only that it exists.
 * The picker itself (reference-routes.ts) lists the same rows, so what the picker offered is what the check accepts.
 *
 * The caller's rows come from the request (`callerReferenceScope`); a trusted server-side creation (a seed) sees
 * every row (`trustedReferenceScope`). Records are read from the engine's record store, so a target is a screen the
 * engine stores (registry.ts makes sure it is a loaded screen with a label field).
 */
import type { Context } from 'hono';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { FormField, ScreenSchema } from '../../../runtime/core/schema/types';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ALL_ROWS, rowCondition, type RowScope } from '../permission/data-scope';
import { screenMessages } from './body';
import { pickerRows } from './guard';
import type { Screen } from './registry';
import * as store from './store';

/** What a reference check needs from the request: the screens a reference may name, and the caller's rows there. */
export interface ReferenceScope {
  /** The loaded schema screens, by id. */
  screens: ReadonlyMap<string, Screen>;
  /** The rows of a screen the caller may pick, read with `db` (a transaction's handle inside one). */
  rowsOf(schema: ScreenSchema, db: Db): Promise<RowScope>;
}

/** The caller's reference scope: the app's schema screens, and the rows a picker of each may list for them. */
export function callerReferenceScope(c: Context<AppEnv>): ReferenceScope {
  return { screens: c.get('services').screens.byId, rowsOf: (schema, db) => pickerRows(c, schema, db) };
}

/** The reference scope of a trusted, server-side creation (a seed): every row of every screen. */
export function trustedReferenceScope(screens: ReadonlyMap<string, Screen>): ReferenceScope {
  return { screens, rowsOf: async () => ALL_ROWS };
}

/** The screen of that id whose records may be referenced (one that declares a selector), if any. */
export function referableScreen(scope: ReferenceScope, id: string): Screen | undefined {
  const screen = scope.screens.get(id);
  return screen?.schema.resource.selector ? screen : undefined;
}

/** The label field of a referable screen (its selector's). */
export function labelFieldOf(screen: Screen): string {
  return screen.schema.resource.selector?.labelField ?? 'fullName';
}

/** The SQL keeping the rows of `target` the scope's caller may pick (undefined: all), read with `db`. */
export async function pickableRows(scope: ReferenceScope, target: Screen, db: Db) {
  return rowCondition(await scope.rowsOf(target.schema, db), store.recordFieldSql);
}

/**
 * Throws `invalidField` unless `value` is empty or the id of a record of the field's screen that the caller may see
 * there; `label` names the field, `t` words the message in `language` (core keys reference.missing,
 * picker.valueInvalid).
 */
export async function checkReferenceValue(
  db: Db,
  scope: ReferenceScope | undefined,
  field: FormField,
  value: unknown,
  label: string,
  t: (key: string, params?: Record<string, string | number>) => string,
  language: Language,
): Promise<void> {
  if (value === '') return;
  if (typeof value !== 'string' || value.length > 64) throw fail('invalidField', { message: t('picker.valueInvalid', { field: label }) });
  // Wiring, not input: every path that stores a screen's records passes the caller's scope (routes.ts, model-context.ts).
  if (!scope) throw new Error(`The reference field ${field.name} was stored without a reference scope`);
  // A schema screen's targets are checked at start-up (registry.ts); a released model's may have gone since.
  const target = referableScreen(scope, field.reference?.screen ?? '');
  const found = target && (await store.findRecord(db, target.schema.id, value, await pickableRows(scope, target, db)));
  if (!found) {
    const screen = target ? screenMessages(target, language)(target.schema.title) : (field.reference?.screen ?? '');
    throw fail('invalidField', { message: t('reference.missing', { field: label, screen }) });
  }
}
