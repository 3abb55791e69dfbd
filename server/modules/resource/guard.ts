/**
 * The permission guard of schema screens (and of modules serving a screen's route). The session is already
 * checked globally; here the caller must hold the menu page whose urlAddress is the screen's route, and for a
 * writing action the page's button with the action's code. The page and the grants are loaded in one query, which
 * also answers the columns and form fields the caller holds there — what the answers and writes then honour
 * (server/modules/permission/field-access.ts) — and the page's data-permission schemes (permission/data-scope.ts).
 * A screen declaring `resource.grade` also bounds a grade administrator's rows by their grades (grade/grade-guard.ts).
 * That query's answer is cached per user and route until the grant version moves (permission/route-grant-cache.ts).
 */
import type { Context } from 'hono';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ALL_FIELDS, routeFieldGrants, type FieldGrants } from '../permission/field-access';
import { ALL_ROWS, heldSchemes, pickerSchemes, rowScopeOf, type RowScope } from '../permission/data-scope';
import { loadRouteGrants, mayUseRoute } from '../permission/grants';
import { gradeActionOf, gradeAllowedIds } from '../grade/grade-guard';
import { requiredCode, type ResourceAction } from './registry';
import type { Executor } from './store';
import type { Db } from '../../db/client';

/** Refuses with `forbidden` unless the caller may take the action on the screen; answers their field grants there. */
export async function authorise(c: Context<AppEnv>, schema: Pick<ScreenSchema, 'route' | 'permissions'>, action: ResourceAction): Promise<FieldGrants> {
  if (c.get('session').isAdministrator) return ALL_FIELDS;
  const { grants, pages } = await routeGrantsFor(c, schema, action);
  return routeFieldGrants(grants, pages);
}

/**
 * The caller's grants on a route: loadRouteGrants's answer, cached per user and route while the grant version read
 * with the session is unchanged (permission/route-grant-cache.ts) — a warm request runs no grant query.
 */
function routeGrantsOf(c: Context<AppEnv>, route: string) {
  const session = c.get('session');
  return c.get('services').routeGrants.get(session.userId, session.grantVersion, route);
}

/** The caller's grants on the screen's route, refusing with `forbidden` unless they may take the action. */
async function routeGrantsFor(c: Context<AppEnv>, schema: Pick<ScreenSchema, 'route' | 'permissions'>, action: ResourceAction) {
  const { grants, pages } = await routeGrantsOf(c, schema.route);
  if (!mayUseRoute(grants, pages, requiredCode(schema, action))) throw fail('forbidden');
  return { grants, pages };
}

/** What a caller may do on a screen once authorised: the fields they see and the rows (data permissions). */
export interface Authorised {
  fieldGrants: FieldGrants;
  rows: RowScope;
}

/** Everything: administrators and trusted callers. */
export const EVERYTHING: Authorised = { fieldGrants: ALL_FIELDS, rows: ALL_ROWS };

/**
 * As authorise, and also the rows the caller may see on the screen (permission/data-scope.ts): the schemes come
 * with the same query; their variables cost one more query, only when a held scheme uses them.
 */
export async function authoriseWithRows(c: Context<AppEnv>, schema: Pick<ScreenSchema, 'route' | 'permissions'> & Partial<Pick<ScreenSchema, 'resource'>>, action: ResourceAction): Promise<Authorised> {
  const session = c.get('session');
  if (session.isAdministrator) return EVERYTHING;
  const { grants, pages } = await routeGrantsFor(c, schema, action);
  // A create needs the rows too: the new record must fall among them (permission/data-scope.ts assertWithinRows).
  const rows = await rowScopeOf(c.get('services').db, session.userId, heldSchemes(grants, pages));
  return { fieldGrants: routeFieldGrants(grants, pages), rows: await withGradeBound(c, schema, rows, action) };
}

/**
 * A screen that declares `resource.grade` confines a grade administrator (a non-administrator with grades) to the
 * records whose organisation field lies where their grades allow the action (grade/grade-guard.ts).
 */
async function withGradeBound(c: Context<AppEnv>, schema: Partial<Pick<ScreenSchema, 'resource'>>, rows: RowScope, action: ResourceAction, db: Executor = c.get('services').db): Promise<RowScope> {
  const grade = schema.resource?.grade;
  if (!grade) return rows;
  const engineAction = typeof action === 'string' ? action : 'other';
  const ids = await gradeAllowedIds(db, c.get('session').userId, gradeActionOf(engineAction));
  return ids ? { ...rows, bound: { field: grade.field, ids, refusal: 'gradeNotAllowed' } } : rows;
}

/**
 * The rows a picker may list of a page's records (a selector any session may call): the rows the caller would see
 * on that page (permission/data-scope.ts pickerSchemes) — never a row the page's schemes keep from them. Asked
 * from inside a transaction, `db` is that transaction's handle and every read goes through it (on a single-connection
 * database another handle would wait for the transaction).
 */
export async function pickerRows(c: Context<AppEnv>, schema: Pick<ScreenSchema, 'route'> & Partial<Pick<ScreenSchema, 'resource'>>, db?: Db): Promise<RowScope> {
  const session = c.get('session');
  if (session.isAdministrator) return ALL_ROWS;
  const { grants, pages } = db ? await loadRouteGrants(db, session.userId, schema.route) : await routeGrantsOf(c, schema.route);
  return withGradeBound(c, schema, await rowScopeOf(db ?? c.get('services').db, session.userId, pickerSchemes(grants, pages)), 'list', db);
}
