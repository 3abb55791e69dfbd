/**
 * The current-user answer, cached per user (issue 13: CurrentUser under 5 ms in-process). The session guard reads,
 * in its one query, the grant version and the version of the user's row (PostgreSQL's `xmin`, which changes with
 * every update of the row: auth/session-service.ts). A warm call runs no query of its own: it reuses the user's row
 * while the row version is the one it was read at, and the user's granted view (menus, permission items, systems,
 * position and organisation names — the costly part) while the grant version is the one it was built at. The
 * grant version rises, by database triggers or `invalidateGrants`, the moment a grant, a user's administrator flag
 * or organisation, a role, a membership, a menu, a permission item, a data-permission scheme, a system, an
 * organisation, a position or a group changes, on whichever instance made the change; the row version moves with
 * any change of the user's own fields (name, theme, language, current system, last sign-in…). So a cached answer
 * can never show a page that was taken away, nor a field as it was.
 * Sessions need nothing here: the session guard checks the caller's session on every request before this runs.
 * The rest of the answer (the configuration, the language) is assembled fresh every time.
 */
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../../runtime/core/contract/session';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import type { SessionContext } from '../../http/env';
import type { SysConfigValues } from '../settings/defaults';
import { assembleCurrentUser, loadGrantedView, type GrantedView } from './current-user';

/** Users whose answers are kept; past it the least recently used go. */
const MAX_USERS = 2000;

/** What a call needs of the caller's session: who, and the versions read with it. */
export type CurrentUserKey = Pick<SessionContext, 'userId' | 'grantVersion' | 'userRowVersion'>;

/** The cached current-user answers of one app instance. */
export interface CurrentUserCache {
  /** The current-user answer, from the cached row and view when their versions have not moved. */
  get(session: CurrentUserKey, config: SysConfigValues, language: Language): Promise<CurrentUser>;
  /** Forgets every cached answer of this instance (tests; other instances follow the versions). */
  clear(): void;
}

type UserRow = typeof users.$inferSelect;

interface Entry {
  rowVersion: string;
  user: UserRow;
  grantVersion: number;
  view: GrantedView;
}

/** A cache over the database. */
export function createCurrentUserCache(db: Db, maxUsers = MAX_USERS): CurrentUserCache {
  const entries = new Map<string, Entry>();
  return {
    async get(session, config, language) {
      const { userId, grantVersion, userRowVersion } = session;
      const cached = entries.get(userId);
      // Most recently used last, so that the oldest is first to go.
      entries.delete(userId);
      let entry = cached;
      // Read after the versions were (with the session): a change in between leaves the row or the view newer than
      // the version it is kept under, and the next call, seeing that version moved, reads it again. Never the
      // other way round.
      if (!entry || entry.rowVersion !== userRowVersion || entry.grantVersion !== grantVersion) {
        let user = entry?.user;
        if (!entry || entry.rowVersion !== userRowVersion) {
          [user] = await db.select().from(users).where(eq(users.id, userId));
          if (!user) throw fail('userNotFound');
          // The answer never shows the password hash: none is kept in memory.
          user = { ...user, passwordHash: '' };
        }
        // The view depends on the row only through the administrator flag and the organisation, whose changes
        // raise the grant version too (migration 0011's triggers).
        const view = entry && entry.grantVersion === grantVersion ? entry.view : await loadGrantedView(db, user!);
        entry = { rowVersion: userRowVersion, user: user!, grantVersion, view };
      }
      entries.set(userId, entry);
      if (entries.size > maxUsers) entries.delete(entries.keys().next().value!);
      return assembleCurrentUser(entry.user, entry.view, config, language);
    },
    clear() {
      entries.clear();
    },
  };
}
