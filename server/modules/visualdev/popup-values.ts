/**
 * The popup data picker's value (`popupSelect`, spec 02 "Popup data picker"): the row key (`propsValue`) of a row
 * its data interface offers, or with `multiple` a list of them. A client may send any key, so before a record is
 * stored the server checks each against the rows the interface answers the caller — what the picker itself offers
 * (its `…/Action/InfoByIds`). A refusal is `invalidField` with the message in the caller's language; nothing is
 * stored.
 *
 * The interfaces run before the write's transaction (`prepare`): an SQL interface reads through the service's
 * connection, which on PGlite's single connection would wait forever for an open transaction. Each interface runs
 * once per request with the parameters its field passes; the check itself only looks keys up.
 *
 * The check is injected into the engine's widget-value checks (resource/widget-values.ts `popups`) by whoever builds
 * the operation context with the request at hand (model-context.ts), so the generic engine names no module.
 */
import type { Context } from 'hono';
import { cellText, sourceOf } from '../../../runtime/core/pickers/data-source';
import type { FormField, ScreenSchema } from '../../../runtime/core/schema/types';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { findInterface, runInterface, suppliedValues } from '../data-interface/engine';
import type { PickedValueCheck } from '../resource/widget-values';

/** The longest row key taken (keys are ids; anything far longer names nothing). */
const MAX_KEY_LENGTH = 100;

/** What a field's interface offers: its row keys, or the refusal it met (gone, disabled, failed). */
type Offered = { keys: ReadonlySet<string> } | { failed: true };

/** The row keys a popup field's interface answers the caller now. */
async function offeredKeys(c: Context<AppEnv>, field: FormField): Promise<Offered> {
  const source = sourceOf(field.props);
  try {
    const definition = await findInterface(c.get('services').db, source.interfaceId);
    if (!definition.enabled) return { failed: true };
    const rows = await runInterface(c, definition, suppliedValues(source.paramList), 'popupValueCheck');
    return { keys: new Set(rows.map((row) => cellText(row[source.propsValue]))) };
  } catch (error) {
    if (error instanceof AppError) return { failed: true };
    throw error;
  }
}

/** The key of a field's interface run: the same interface with the same parameters runs once. */
const runKey = (field: FormField) => {
  const source = sourceOf(field.props);
  return JSON.stringify([source.interfaceId, source.propsValue, source.paramList]);
};

/** The check of popup values against what each field's interface offers the caller. */
export function popupCheck(c: Context<AppEnv>): PickedValueCheck & { prepare(screen: Pick<ScreenSchema, 'form'>): Promise<void> } {
  const runs = new Map<string, Promise<Offered>>();
  const offered = (field: FormField) => {
    const key = runKey(field);
    if (!runs.has(key)) runs.set(key, offeredKeys(c, field));
    return runs.get(key)!;
  };
  const check: PickedValueCheck = async (_db, field, value, label, t) => {
    if (value === '' || (Array.isArray(value) && value.length === 0)) return value;
    const keys = Array.isArray(value) ? value : [value];
    const invalid = () => fail('invalidField', { message: t('popup.valueInvalid', { field: label }) });
    if (keys.some((key) => typeof key !== 'string' || key === '' || key.length > MAX_KEY_LENGTH)) throw invalid();
    const answer = await offered(field);
    if ('failed' in answer) throw fail('invalidField', { message: t('popup.sourceFailed', { field: label }) });
    if (keys.some((key) => !answer.keys.has(key as string))) throw fail('invalidField', { message: t('popup.valueMissing', { field: label }) });
    return value;
  };
  /** Runs the interface of every popup field of the screen now, before a transaction begins. */
  const prepare = async (screen: Pick<ScreenSchema, 'form'>) => {
    for (const field of screen.form.fields) if (field.widget === 'popupSelect') await offered(field);
  };
  return Object.assign(check, { prepare });
}

/**
 * The check for a trusted, server-side write (a seed): there is no caller to run the interfaces as, and the values
 * are the server's own, so they are stored as given.
 */
export const trustedPopupCheck: PickedValueCheck = async (_db, _field, value) => value;
