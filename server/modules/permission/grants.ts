/**
 * What a user is granted: the systems, menus, buttons, columns, form fields and data resources given to any of
 * the objects the user belongs to (the user itself, its roles, positions, groups and organisation). An
 * administrator holds everything. This is the single place the server decides access; the client's filtering
 * is a convenience on top of it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** A permission item of a page: its id (what grants name) and its code. */
export interface RouteItem {
  id: string;
  enCode: string;
}

/** A menu page that serves a route, with its buttons (and, from loadRouteGrants, its columns and form fields). */
export interface RouteModule {
  moduleId: string;
  /** The page's enabled buttons. */
  buttons: RouteItem[];
  /** The page's enabled list-column items (enCode = field name). */
  columns?: RouteItem[];
  /** The page's enabled form-field items (enCode = field name). */
  forms?: RouteItem[];
  /** The page's enabled data-permission schemes (row level), as stored. */
  schemes?: RouteScheme[];
}

/** A data-permission scheme of a page, as stored (see permission/data-scope.ts). */
export interface RouteScheme {
  id: string;
  allData: boolean;
  conditions: unknown;
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

/**
 * What the guard needs for one route, in one query: the enabled pages serving the route with their enabled
 * buttons, columns, form fields and data-permission schemes, and which of those the user's objects (the user, their organisation,
 * positions, groups and enabled roles — as loadGrants counts them) are granted. Feed the result to mayUseRoute,
 * and to routeFieldGrants for the columns and fields the user may see.
 */
export async function loadRouteGrants(db: Db, userId: string, route: string): Promise<{ grants: Grants; pages: RouteModule[] }> {
  type Row = {
    module_id: string;
    has_module: boolean;
    item_id: string | null;
    kind: string | null;
    en_code: string | null;
    item_granted: boolean | null;
    conditions: unknown;
    all_data: boolean | null;
  };
  // PGlite and node-postgres both answer raw statements with `rows`. The user's granted ids are gathered once into
  // two arrays rather than through CTEs and EXISTS subplans: on PGlite that form took about 7 ms to plan, this one
  // under 1 ms (tests/bench/lists.bench.ts measures the list call it serves).
  const result = (await db.execute(sql`
    select m.id as module_id, m.id = any(g.module_ids) as has_module,
      p.id as item_id, p.kind, p.en_code, p.id = any(g.item_ids) as item_granted, p.conditions, p.all_data
    from base_module m
    left join (
      select id, module_id, kind, en_code, null::jsonb as conditions, null::boolean as all_data
      from base_module_permission where kind in ('button', 'column', 'form') and enabled_mark = 1
      union all
      select id, module_id, 'resource', en_code, conditions, all_data from base_data_scheme where enabled_mark = 1
    ) p on p.module_id = m.id
    cross join (
      select coalesce(array_agg(a.item_id) filter (where a.item_type = 'module'), '{}') as module_ids,
        coalesce(array_agg(a.item_id) filter (where a.item_type not in ('system', 'module')), '{}') as item_ids
      from base_authorize a
      where a.object_id = ${userId}
        or a.object_id = (select nullif(u.organize_id, '') from base_user u where u.id = ${userId})
        or a.object_id in (
          select r.object_id from base_user_relation r
          where r.user_id = ${userId}
            and (r.object_type <> 'Role' or exists (select 1 from base_role ro where ro.id = r.object_id and ro.enabled_mark = 1)))
    ) g
    where m.url_address = ${route} and m.enabled_mark = 1`)) as unknown as { rows: Row[] };
  const grants: Grants = { all: false, systems: new Set(), modules: new Set(), items: new Set() };
  const byModule = new Map<string, RouteModule>();
  for (const row of result.rows) {
    const page = byModule.get(row.module_id) ?? { moduleId: row.module_id, buttons: [], columns: [], forms: [], schemes: [] };
    byModule.set(row.module_id, page);
    if (row.has_module) grants.modules.add(row.module_id);
    if (row.item_id && row.kind === 'resource') {
      page.schemes!.push({ id: row.item_id, allData: row.all_data === true, conditions: row.conditions });
      if (row.item_granted) grants.items.add(row.item_id);
    } else if (row.item_id && row.en_code) {
      const list = row.kind === 'column' ? page.columns! : row.kind === 'form' ? page.forms! : page.buttons;
      list.push({ id: row.item_id, enCode: row.en_code });
      if (row.item_granted) grants.items.add(row.item_id);
    }
  }
  return { grants, pages: [...byModule.values()] };
}
