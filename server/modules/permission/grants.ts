/**
 * What a user is granted: the systems, menus, buttons, columns, form fields and data resources given to any of
 * the objects the user belongs to (the user itself, its roles, positions, groups and organisation). An
 * administrator holds everything. This is the single place the server decides access; the client's filtering
 * is a convenience on top of it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorizations, modulePermissions, modules, roles, userRelations, users } from '../../db/schema';

/** The granted item ids by kind, or `all` for administrators. */
export interface Grants {
  all: boolean;
  systems: Set<string>;
  modules: Set<string>;
  /** Ids of granted buttons, columns, form fields and resources. */
  items: Set<string>;
}

/** Loads a user's grants in three queries. */
export async function loadGrants(db: Db, userId: string): Promise<Grants> {
  const [user] = await db
    .select({ isAdministrator: users.isAdministrator, organizeId: users.organizeId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { all: false, systems: new Set(), modules: new Set(), items: new Set() };
  if (user.isAdministrator) return { all: true, systems: new Set(), modules: new Set(), items: new Set() };

  const relations = await db
    .select({ objectType: userRelations.objectType, objectId: userRelations.objectId, roleEnabled: roles.enabledMark })
    .from(userRelations)
    .leftJoin(roles, and(eq(userRelations.objectType, 'Role'), eq(roles.id, userRelations.objectId)))
    .where(eq(userRelations.userId, userId));
  // A disabled role grants nothing.
  const objectIds = [userId, user.organizeId, ...relations.filter((r) => r.objectType !== 'Role' || r.roleEnabled === 1).map((r) => r.objectId)].filter(Boolean);
  const rows = await db
    .select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations)
    .where(inArray(authorizations.objectId, objectIds));
  const grants: Grants = { all: false, systems: new Set(), modules: new Set(), items: new Set() };
  for (const row of rows) {
    if (row.itemType === 'system') grants.systems.add(row.itemId);
    else if (row.itemType === 'module') grants.modules.add(row.itemId);
    else grants.items.add(row.itemId);
  }
  return grants;
}

/** True when the grants include the module. */
export function hasModule(grants: Grants, moduleId: string): boolean {
  return grants.all || grants.modules.has(moduleId);
}

/** True when the grants include the item (button, column, form field or resource). */
export function hasItem(grants: Grants, itemId: string): boolean {
  return grants.all || grants.items.has(itemId);
}

/** A menu page that serves a route, with its buttons. */
export interface RouteModule {
  moduleId: string;
  /** The page's enabled buttons: item id and code. */
  buttons: { id: string; enCode: string }[];
}

/** The enabled menu pages whose urlAddress is the route, with their enabled buttons, in one query. */
export async function loadRouteModules(db: Db, route: string): Promise<RouteModule[]> {
  const rows = await db
    .select({ moduleId: modules.id, itemId: modulePermissions.id, enCode: modulePermissions.enCode })
    .from(modules)
    .leftJoin(
      modulePermissions,
      and(eq(modulePermissions.moduleId, modules.id), eq(modulePermissions.kind, 'button'), eq(modulePermissions.enabledMark, 1)),
    )
    .where(and(eq(modules.urlAddress, route), eq(modules.enabledMark, 1)));
  const byModule = new Map<string, RouteModule>();
  for (const row of rows) {
    const entry = byModule.get(row.moduleId) ?? { moduleId: row.moduleId, buttons: [] };
    byModule.set(row.moduleId, entry);
    if (row.itemId && row.enCode) entry.buttons.push({ id: row.itemId, enCode: row.enCode });
  }
  return [...byModule.values()];
}

/**
 * True when the grants allow an action on a route: some page serving the route is granted and, when the action
 * needs a button code, that page's button with the code is granted too. Administrators may do everything; a
 * route no menu page serves is for administrators only.
 */
export function mayUseRoute(grants: Grants, pages: readonly RouteModule[], buttonCode?: string): boolean {
  if (grants.all) return true;
  return pages.some(
    (page) =>
      grants.modules.has(page.moduleId) &&
      (buttonCode === undefined || page.buttons.some((button) => button.enCode === buttonCode && grants.items.has(button.id))),
  );
}
