/**
 * The one path that creates a record of a released low-code model: the resource engine's create (validation,
 * completion — hidden fields dropped, formulas recomputed — uniqueness, the transaction) after the server has drawn
 * the bill numbers the model's bill-rule fields take, whatever the caller sent. The OnlineDev create call, the
 * spreadsheet import and the demo seed all go through it, so seeded records carry real numbers and totals.
 */
import { takeBillNumber } from '../bill-rule/issue';
import type { Db } from '../../db/client';
import { ALL_FIELDS } from '../permission/field-access';
import { ALL_ROWS } from '../permission/data-scope';
import * as service from '../resource/service';
import type { WidgetValueServices } from '../resource/widget-values';
import { liveModel, type LiveModel } from './models';
import { trustedPopupCheck } from './popup-values';
import { trustedRelationCheck } from './relation-values';
import type { Language } from '../../../runtime/core/i18n/languages';

/** Creates a record of the model from values; answers its id. */
export async function createModelRecord(model: LiveModel, ctx: service.ResourceContext, values: Record<string, unknown>): Promise<string> {
  // Bill numbers are drawn by the server: the one the form showed (the user's reservation) when it is still
  // current, else a new one.
  const numbered = { ...values };
  for (const [field, rule] of Object.entries(model.billFields)) numbered[field] = await takeBillNumber(ctx.db, rule, ctx.userId, ctx.now);
  return service.createRecord(ctx, numbered, '');
}

/** Who a trusted, server-side creation acts as (a seed): every field and every row. */
export interface TrustedCreator {
  userId: string;
  lang: Language;
  now: Date;
  /** The file store and the sanitiser (the database is the one given). */
  widgetValues: Omit<WidgetValueServices, 'db'>;
}

/** Creates a record of a released model for a trusted caller (no request, no guard); answers its id. */
export async function createTrustedModelRecord(db: Db, modelId: string, values: Record<string, unknown>, who: TrustedCreator): Promise<string> {
  const model = await liveModel(db, modelId);
  const ctx: service.ResourceContext = {
    db,
    screen: model.screen,
    registry: { screens: [model.screen], byId: new Map([[model.screen.schema.id, model.screen]]) },
    rules: model.rules,
    lang: who.lang,
    userId: who.userId,
    now: who.now,
    fieldGrants: ALL_FIELDS,
    rows: ALL_ROWS,
    widgetValues: { ...who.widgetValues, db, relations: trustedRelationCheck(), popups: trustedPopupCheck },
  };
  return createModelRecord(model, ctx, values);
}
