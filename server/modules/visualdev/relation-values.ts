/**
 * The related-data picker's value (`relationForm`, spec 02 "Generic related-data picker"): the id of a record of
 * the released model the field names (`props.modelId`). A client may send any id, so before a record is stored the
 * server checks that the related record exists and that the caller may see it — the rows a picker of that model
 * offers them (resource/guard.ts pickerRows: the model page's data-permission schemes). A refusal is
 * `invalidField` with the message in the caller's language; nothing is stored.
 *
 * The check is injected into the engine's widget-value checks (resource/widget-values.ts `relations`) by whoever
 * builds the operation context with the request at hand (model-context.ts), so the generic engine names no module.
 */
import type { Context } from 'hono';
import type { FormField, ScreenSchema } from '../../../runtime/core/schema/types';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ALL_ROWS, rowCondition, type RowScope } from '../permission/data-scope';
import { pickerRows } from '../resource/guard';
import * as store from '../resource/store';
import type { PickedValueCheck } from '../resource/widget-values';
import { liveModel, type LiveModel } from './models';

/** The rows of a model's screen a caller may pick. */
export type RelationRows = (schema: ScreenSchema) => Promise<RowScope>;

/** The longest record id taken (ids are UUIDs; anything far longer is not one). */
const MAX_ID_LENGTH = 100;

/** The model a relation field names, or undefined when it names none that is released. */
export async function relatedModel(db: Db, field: Pick<FormField, 'props'>): Promise<LiveModel | undefined> {
  const modelId = field.props?.modelId;
  if (typeof modelId !== 'string' || modelId === '' || modelId.length > MAX_ID_LENGTH) return undefined;
  try {
    return await liveModel(db, modelId);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/**
 * The check of relation values with the rows each caller may pick. The rows of a model are read once per check
 * (cached by model); the record is looked up through the executor the engine passes, which inside an update's
 * transaction is the transaction itself.
 */
export function relationCheck(rowsOf: RelationRows): PickedValueCheck & { prepare(screen: Pick<ScreenSchema, 'form'>, db: Db): Promise<void> } {
  const rows = new Map<string, Promise<RowScope>>();
  const rowsOfModel = (model: LiveModel) => {
    const key = model.screen.schema.id;
    if (!rows.has(key)) rows.set(key, rowsOf(model.screen.schema));
    return rows.get(key)!;
  };
  const check = async (db: Db, field: FormField, value: unknown, label: string, t: (key: string, params?: Record<string, string | number>) => string) => {
    if (value === '') return value;
    if (typeof value !== 'string' || value.length > MAX_ID_LENGTH || value.includes('\u0000')) throw fail('invalidField', { message: t('relation.valueInvalid', { field: label }) });
    const missing = () => fail('invalidField', { message: t('relation.valueMissing', { field: label }) });
    const model = await relatedModel(db, field);
    if (!model) throw missing();
    const visible = rowCondition(await rowsOfModel(model), store.recordFieldSql);
    if (!(await store.findRecord(db, model.screen.schema.id, value, visible))) throw missing();
    return value;
  };
  /** Reads the rows of every model the screen's relation fields name now, before a transaction begins. */
  const prepare = async (screen: Pick<ScreenSchema, 'form'>, db: Db) => {
    for (const field of screen.form.fields) {
      if (field.widget !== 'relationForm') continue;
      const model = await relatedModel(db, field);
      if (model) await rowsOfModel(model);
    }
  };
  return Object.assign(check, { prepare });
}

/** The check for a request: the related record must be among the rows the caller may pick. */
export function requestRelationCheck(c: Context<AppEnv>) {
  return relationCheck((schema) => pickerRows(c, schema));
}

/** The check for a trusted, server-side write (a seed): the related record must exist. */
export function trustedRelationCheck() {
  return relationCheck(async () => ALL_ROWS);
}
