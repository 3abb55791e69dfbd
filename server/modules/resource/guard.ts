/**
 * The permission guard of schema screens (and of modules serving a screen's route). The session is already
 * checked globally; here the caller must hold the menu page whose urlAddress is the screen's route, and for a
 * writing action the page's button with the action's code. The page and the grants are loaded in one query.
 */
import type { Context } from 'hono';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { loadRouteGrants, mayUseRoute } from '../permission/grants';
import { requiredCode, type ResourceAction } from './registry';

/** Refuses with `forbidden` unless the caller may take the action on the screen. */
export async function authorise(c: Context<AppEnv>, schema: Pick<ScreenSchema, 'route' | 'permissions'>, action: ResourceAction): Promise<void> {
  const session = c.get('session');
  if (session.isAdministrator) return;
  const { grants, pages } = await loadRouteGrants(c.get('services').db, session.userId, schema.route);
  if (!mayUseRoute(grants, pages, requiredCode(schema, action))) throw fail('forbidden');
}
