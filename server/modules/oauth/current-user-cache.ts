/**
 * The current-user answer, cached per user (issue 13: CurrentUser under 5 ms in-process). A call reads the user's
 * row and the grant version in one query; the user's granted view (menus, permission items, systems, position and
 * organisation names — the costly part) is reused while the grant version is the one it was built at. The version
 * rises, by database triggers or `invalidateGrants`, the moment a grant, a user's administrator flag or
 * organisation, a role, a membership, a menu, a permission item, a system, an organisation, a position or a group
 * changes, on whichever instance made the change, so a cached view can never show a page that was taken away.
 * Sessions need nothing here: the session guard checks the caller's session on every request before this runs.
 * The rest of the answer (the user's own fields, the configuration, the language) is assembled fresh every time.
 */
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../../runtime/core/contract/session';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import { grantVersionExpression } from '../permission/grant-version';
import type { SysConfigValues } from '../settings/defaults';
import { assembleCurrentUser, loadGrantedView, type GrantedView } from './current-user';

/** Users whose views are kept; past it the least recently used go. */
const MAX_USERS = 2000;

/** The cached current-user answers of one app instance. */
export interface CurrentUserCache {
  /** The current-user answer, from the cached view when the grant version has not moved. */
  get(userId: string, config: SysConfigValues, language: Language): Promise<CurrentUser>;
  /** Forgets every cached view of this instance (tests; other instances follow the grant version). */
  clear(): void;
}

/** A cache over the database. */
export function createCurrentUserCache(db: Db, maxUsers = MAX_USERS): CurrentUserCache {
  const views = new Map<string, { version: number; view: GrantedView }>();
  return {
    async get(userId, config, language) {
      const [row] = await db.select({ user: users, version: grantVersionExpression }).from(users).where(eq(users.id, userId));
      if (!row) throw fail('userNotFound');
      let entry = views.get(userId);
      if (entry && entry.version === row.version) {
        // Most recently used last, so that the oldest is first to go.
        views.delete(userId);
        views.set(userId, entry);
      } else {
        // Built after the version was read: a change in between leaves the view newer than its version, and the
        // next call, seeing the version moved, builds it again. Never the other way round.
        entry = { version: row.version, view: await loadGrantedView(db, row.user) };
        views.delete(userId);
        views.set(userId, entry);
        if (views.size > maxUsers) views.delete(views.keys().next().value!);
      }
      return assembleCurrentUser(row.user, entry.view, config, language);
    },
    clear() {
      views.clear();
    },
  };
}
