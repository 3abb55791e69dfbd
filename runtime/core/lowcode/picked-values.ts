/**
 * Related-form and popup-select values (`relationForm`, `popupSelect`) as spec 02 §3 "Dynamic form record" has them:
 * "stored as field name plus same name with _id suffix".
 *
 * - Stored: the id (a popup with `multiple`: the ids) under `field`, as before, and the same under `field_id`.
 *   Searches, data-permission schemes and sorting keep reading `field`, so they work alike for records stored before
 *   this layout, which hold the id under `field` only.
 * - Answered by the record API: `field` = the related record's display value (the relation field of a related form,
 *   the display column of a popup's data interface), `field_id` = the stored id — read from `field` of the stored
 *   record, so an old record answers the same (server/modules/visualdev/picked-labels.ts).
 * - Accepted: the id from `field_id` when the values carry that key, else from `field` (the browser's form sends
 *   `field`); the `field_id` key itself is never taken as a value of its own.
 *
 * A model whose own field is already called `field_id` keeps that field: the pair is not formed for `field` then.
 */
import type { FormField, ScreenSchema } from '../schema/types';

/** The widgets whose values travel as a display value plus an id. */
export const PICKED_WIDGETS: ReadonlySet<string> = new Set(['relationForm', 'popupSelect']);

/** The key of a picked field's id: its name with the `_id` suffix. */
export const idKeyOf = (name: string): string => `${name}_id`;

/** The related-form and popup-select fields of a screen that carry an `_id` twin. */
export function pickedFields(schema: Pick<ScreenSchema, 'form' | 'model'>): FormField[] {
  return schema.form.fields.filter((field) => PICKED_WIDGETS.has(field.widget) && !(idKeyOf(field.name) in schema.model.properties));
}

/**
 * The values with each picked field's id under the field's own name (from `field_id` when the values carry it) and
 * without the `field_id` keys: what a save stores from, and what a form edits (its widget holds the id).
 */
export function idsUnderFieldNames(schema: Pick<ScreenSchema, 'form' | 'model'>, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of pickedFields(schema)) {
    const key = idKeyOf(field.name);
    if (!Object.prototype.hasOwnProperty.call(out, key)) continue;
    out[field.name] = out[key];
    delete out[key];
  }
  return out;
}

/** The record as it is stored: each picked field's id also under `field_id` (none when the field is empty). */
export function withStoredIdKeys(schema: Pick<ScreenSchema, 'form' | 'model'>, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const field of pickedFields(schema)) {
    const value = out[field.name];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) delete out[idKeyOf(field.name)];
    else out[idKeyOf(field.name)] = value;
  }
  return out;
}
