/** The Hono environment shared by every route: per-request values set by the app's middleware. */
import type { Language } from '../../runtime/core/i18n/languages';
import type { Services } from '../services';

/** The signed-in caller, set by the session guard. */
export interface SessionContext {
  sessionId: string;
  userId: string;
  account: string;
  isAdministrator: boolean;
  /**
   * The grant version read in the same query as the session (server/modules/permission/grant-version.ts): the
   * request's caches of grants (route grants, the current-user view) are valid only when built at this version.
   */
  grantVersion: number;
  /**
   * The version of the user's row as read with the session (PostgreSQL's `xmin`: it changes with every update of
   * the row), so that what is built from the row (the current-user answer) can tell it changed without a query.
   */
  userRowVersion: string;
}

/** Variables every handler can read with `c.get(...)`. */
export interface AppEnv {
  Variables: {
    lang: Language;
    services: Services;
    session: SessionContext;
    requestId: string;
  };
}
