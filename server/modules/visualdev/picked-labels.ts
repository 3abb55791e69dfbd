/**
 * What the related-data picker and the popup picker show for stored ids — the one resolver of their names, used by
 * the picker's own calls (relation-routes.ts) and by every answer of a released model's records (the list, one
 * record, DataChange, the export): `field` becomes the display value, `field_id` the stored id
 * (runtime/core/lowcode/picked-values.ts has the layout).
 *
 * - A related form's record is looked up among the rows a picker of its model offers the caller (resource/guard.ts
 *   pickerRows: that page's data-permission schemes) and shown by its relation field as the detail view shows it,
 *   unless the caller's form permissions on that page hide the field.
 * - A popup's row is looked up through its data interface (enabled ones only), by the row key `propsValue`, and shown
 *   by its `relationField` — what `…/Action/InfoByIds` answers the browser. The caller holds the page of a form that
 *   names the interface, which is what running it for a picker asks (data-interface/interface-access.ts).
 *
 * Lookups are batched: one per field for all the rows answered. A lookup that fails, or an id that names nothing
 * (a record since removed, or one the caller may not see), leaves the display value empty (spec 02 §8).
 */
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { displayValues } from '../../../runtime/core/lowcode/display';
import { idKeyOf, PICKED_WIDGETS, pickedFields } from '../../../runtime/core/lowcode/picked-values';
import { cellText, idsOf, sourceOf } from '../../../runtime/core/pickers/data-source';
import type { FormField, ScreenSchema } from '../../../runtime/core/schema/types';
import { records } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/env';
import { findInterface, runInterface, suppliedValues } from '../data-interface/engine';
import { rowCondition } from '../permission/data-scope';
import { ALL_FIELDS, fieldAccess, routeFieldGrants } from '../permission/field-access';
import { loadRouteGrants } from '../permission/grants';
import { toAnswer, wireAnswer } from '../resource/answers';
import { pickerRows } from '../resource/guard';
import { hasPickerNames, withPickerNames } from '../resource/sheet-picker-names';
import * as store from '../resource/store';
import type { LiveModel } from './models';
import { relatedModel } from './relation-values';

/** What a picker of a model may show the caller: the SQL keeping their rows, and the form fields hidden from them. */
export interface PickerView {
  visible: SQL | undefined;
  hidden: ReadonlySet<string>;
}

/** The caller's view of a model through its picker. */
export async function pickerView(c: Context<AppEnv>, model: LiveModel): Promise<PickerView> {
  const { schema } = model.screen;
  const session = c.get('session');
  const visible = rowCondition(await pickerRows(c, schema), store.recordFieldSql);
  const grants = session.isAdministrator ? ALL_FIELDS : await loadRouteGrants(c.get('services').db, session.userId, schema.route).then(({ grants, pages }) => routeFieldGrants(grants, pages));
  return { visible, hidden: fieldAccess(schema, grants).hiddenFormFields };
}

/** A record of the model as its picker answers it: the id and the `keys` as the detail view shows them. */
export function pickerRow(c: Context<AppEnv>, model: LiveModel, row: store.StoredRecord, keys: readonly string[]): Record<string, unknown> & { id: string } {
  const values = wireAnswer(model.screen, toAnswer(model.screen, row));
  const display = displayValues(model.screen.schema, values, c.get('lang'));
  return { id: row.id, ...Object.fromEntries(keys.map((key) => [key, display[key] ?? values[key] ?? ''])) };
}

/** The longest id looked up (record ids are UUIDs; anything far longer names nothing). */
const MAX_ID_LENGTH = 100;

/** Ids the database can be asked about. */
const askable = (ids: readonly string[]) => ids.filter((id) => id !== '' && id.length <= MAX_ID_LENGTH && !id.includes('\u0000'));

/** The records of `ids` a picker of the model offers the caller, with `keys` (those the caller may see) as the detail view shows them. */
export async function relationRowsByIds(c: Context<AppEnv>, model: LiveModel, ids: readonly string[], keys: readonly string[], view?: PickerView): Promise<(Record<string, unknown> & { id: string })[]> {
  const wanted = askable(ids);
  if (wanted.length === 0) return [];
  const { visible, hidden } = view ?? (await pickerView(c, model));
  const fields = model.screen.schema.model.properties;
  const shown = keys.filter((key) => key in fields && !hidden.has(key));
  const rows = await store.listAll(c.get('services').db, model.screen.schema.id, undefined, and(inArray(records.id, wanted), visible));
  return rows.map((row) => pickerRow(c, model, row, shown));
}

/** The display texts of a related form's ids, by id. */
async function relationLabels(c: Context<AppEnv>, field: FormField, ids: readonly string[]): Promise<Map<string, string>> {
  const model = await relatedModel(c.get('services').db, field);
  if (!model) return new Map();
  const relationField = typeof field.props?.relationField === 'string' ? field.props.relationField : '';
  const rows = await relationRowsByIds(c, model, ids, relationField ? [relationField] : []);
  return new Map(rows.map((row) => [row.id, cellText(row[relationField])]));
}

/** The display texts of a popup's ids, by id: its interface's rows whose row key is among them. */
async function popupLabels(c: Context<AppEnv>, field: FormField, ids: readonly string[]): Promise<Map<string, string>> {
  const source = sourceOf(field.props);
  if (source.interfaceId === '' || source.interfaceId.length > MAX_ID_LENGTH) return new Map();
  try {
    const definition = await findInterface(c.get('services').db, source.interfaceId);
    if (!definition.enabled) return new Map();
    const wanted = new Set(ids);
    const labels = new Map<string, string>();
    for (const row of await runInterface(c, definition, suppliedValues(source.paramList), 'infoByIds')) {
      const id = cellText(row[source.propsValue]);
      if (wanted.has(id) && !labels.has(id)) labels.set(id, cellText(row[source.relationField]));
    }
    return labels;
  } catch (error) {
    // An interface that is gone or fails leaves the names empty; a fault of our own is not hidden.
    if (error instanceof AppError) return new Map();
    throw error;
  }
}

/** What a list joins several names with. */
const JOINER = ', ';

/**
 * The records with each related-form and popup-select value answered as `field` (the display value; names joined
 * by `, ` for a popup with several) and `field_id` (the stored id or ids). Fields a record does not carry (hidden
 * from the caller) stay absent.
 */
export async function withPickedLabels(c: Context<AppEnv>, schema: Pick<ScreenSchema, 'form' | 'model'>, rows: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const fields = pickedFields(schema).filter((field) => rows.some((row) => field.name in row));
  if (fields.length === 0) return [...rows];
  const labels = new Map<string, Map<string, string>>();
  for (const field of fields) {
    const ids = [...new Set(rows.flatMap((row) => idsOf(row[field.name])))];
    labels.set(field.name, ids.length === 0 ? new Map() : field.widget === 'relationForm' ? await relationLabels(c, field, ids) : await popupLabels(c, field, ids));
  }
  return rows.map((row) => {
    const out = { ...row };
    for (const field of fields) {
      if (!(field.name in row)) continue;
      const value = row[field.name];
      const names = labels.get(field.name)!;
      out[field.name] = idsOf(value)
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join(JOINER);
      out[idKeyOf(field.name)] = value ?? '';
    }
    return out;
  });
}

/** True for a field whose stored value is ids a reader shows as names (withNames). */
export const showsNames = (field: FormField): boolean => hasPickerNames(field.widget) || PICKED_WIDGETS.has(field.widget);

/**
 * Records with every picker value as what a person reads, for answers that show values only (report rows, portal
 * lists): people, organisations and addresses by their names (resource/sheet-picker-names.ts), related records and
 * popup rows by their display values. Unlike withPickedLabels, no `field_id` twin is added.
 */
export async function withNames(c: Context<AppEnv>, schema: ScreenSchema, rows: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  if (!schema.form.fields.some((field) => showsNames(field) && rows.some((row) => field.name in row))) return [...rows];
  const labelled = await withPickedLabels(c, schema, await withPickerNames(c.get('services').db, schema, rows));
  const twins = pickedFields(schema).map((field) => idKeyOf(field.name));
  return labelled.map((row, index) => {
    const out = { ...row };
    for (const key of twins) if (!(key in rows[index]!)) delete out[key];
    return out;
  });
}
