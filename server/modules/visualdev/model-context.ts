/**
 * The engine's context for the records of a released model, with the caller's permission for an action on the
 * model's menu entry (its buttons, columns, form fields and data schemes): what the record API and every other
 * reader of model records (print data) go through, so none reads around the guard.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { authoriseWithRows } from '../resource/guard';
import { callerReferenceScope } from '../resource/reference-values';
import type { ResourceAction } from '../resource/registry';
import type * as service from '../resource/service';
import { liveModel, type LiveModel } from './models';
import { popupCheck } from './popup-values';
import { requestRelationCheck } from './relation-values';

/** The model, and the engine's context for the caller's `action` on its records (refused as the guard refuses). */
export async function openModel(c: Context<AppEnv>, action: ResourceAction, modelId: string): Promise<{ model: LiveModel; ctx: service.ResourceContext }> {
  const services = c.get('services');
  const model = await liveModel(services.db, modelId);
  const { fieldGrants, rows } = await authoriseWithRows(c, model.screen.schema, action);
  // An update checks its values inside its transaction: the rows of the related models are read before it.
  const relations = requestRelationCheck(c);
  if (action === 'update') await relations.prepare(model.screen.schema, services.db);
  // Popup values are checked against what their interfaces offer, run before the write's transaction. (An import
  // takes no popup column: runtime/core/lowcode/sheet-cells.ts.)
  const popups = popupCheck(c);
  if (action === 'create' || action === 'update') await popups.prepare(model.screen.schema);
  const ctx: service.ResourceContext = {
    db: services.db,
    screen: model.screen,
    registry: { screens: [model.screen], byId: new Map([[model.screen.schema.id, model.screen]]) },
    rules: model.rules,
    lang: c.get('lang'),
    userId: c.get('session').userId,
    now: services.now(),
    fieldGrants,
    rows,
    widgetValues: { ...services, references: callerReferenceScope(c), relations, popups },
  };
  return { model, ctx };
}
