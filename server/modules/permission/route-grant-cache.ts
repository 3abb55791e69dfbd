/**
 * The route guard's grants, cached per user and route (issue 13: a warm guarded request costs the session query
 * only). An entry is the answer of loadRouteGrants and is used only by a request whose grant version — read in the
 * same query as its session (auth/session-service.ts) — is the one the entry was built at. The version rises, by
 * database triggers or `invalidateGrants`, with every change a route's grants are made of: a grant, a user's
 * administrator flag or organisation, a role (enabled or not), a membership, a menu page, a permission item, a
 * data-permission scheme (data-scheme/scheme-service.ts). All instances read the same version row, so a change made
 * through any of them is seen by the very next request on every one, with no message to miss.
 *
 * Sessions are not cached: the session guard checks the caller's session, and their account's enabled and locked
 * state, on every request before this runs, so a logout, a forced sign-out, a timeout or a disabled account refuses
 * the next request whatever is cached here.
 */
import type { Db } from '../../db/client';
import { loadRouteGrants, type Grants, type RouteModule } from './grants';

/** Entries kept; past it the least recently used go. */
const MAX_ENTRIES = 5000;

/** What the guard needs for one route: read-only, shared by every request that hits the entry. */
export interface RouteGrants {
  grants: Grants;
  pages: RouteModule[];
}

/** The cached route grants of one app instance. */
export interface RouteGrantCache {
  /** The user's grants on the route, from the cache when it was built at `grantVersion`. */
  get(userId: string, grantVersion: number, route: string): Promise<RouteGrants>;
  /** Forgets every entry of this instance (tests; other instances follow the grant version). */
  clear(): void;
}

/** A cache over the database. */
export function createRouteGrantCache(db: Db, maxEntries = MAX_ENTRIES): RouteGrantCache {
  const entries = new Map<string, { version: number; value: RouteGrants }>();
  return {
    async get(userId, grantVersion, route) {
      // A NUL cannot occur in a user id or a route held by a schema or a menu entry.
      const key = `${userId}\u0000${route}`;
      const entry = entries.get(key);
      // Most recently used last, so that the oldest is first to go.
      entries.delete(key);
      if (entry && entry.version === grantVersion) {
        entries.set(key, entry);
        return entry.value;
      }
      // Loaded after the version was read (with the session): a change in between makes the entry newer than its
      // version, and the next request, reading the raised version, loads it again. Never the other way round.
      const value = await loadRouteGrants(db, userId, route);
      entries.set(key, { version: grantVersion, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
