/**
 * The permission guard of schema screens (and of modules serving a screen's route). The session is already
 * checked globally; here the caller must hold the menu page whose urlAddress is the screen's route, and for a
 * writing action the page's button with the action's code. The page and the grants are loaded in one query, which
 * also answers the columns and form fields the caller holds there — what the answers and writes then honour
 * (server/modules/permission/field-access.ts).
 */
import type { Context } from 'hono';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ALL_FIELDS, routeFieldGrants, type FieldGrants } from '../permission/field-access';
import { loadRouteGrants, mayUseRoute } from '../permission/grants';
import { requiredCode, type ResourceAction } from './registry';

/** Refuses with `forbidden` unless the caller may take the action on the screen; answers their field grants there. */
export async function authorise(c: Context<AppEnv>, schema: Pick<ScreenSchema, 'route' | 'permissions'>, action: ResourceAction): Promise<FieldGrants> {
  const session = c.get('session');
  if (session.isAdministrator) return ALL_FIELDS;
  const { grants, pages } = await loadRouteGrants(c.get('services').db, session.userId, schema.route);
  if (!mayUseRoute(grants, pages, requiredCode(schema, action))) throw fail('forbidden');
  return routeFieldGrants(grants, pages);
}
