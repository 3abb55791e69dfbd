/** The Hono environment shared by every route: per-request values set by the app's middleware. */
import type { Language } from '../../runtime/core/i18n/languages';
import type { Services } from '../services';

/** The signed-in caller, set by the session guard. */
export interface SessionContext {
  sessionId: string;
  userId: string;
  account: string;
  isAdministrator: boolean;
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
