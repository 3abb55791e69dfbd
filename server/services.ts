/** The services a request handler may use, built once per app from its dependencies. */
import type { Context } from 'hono';
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import { createSessionService, type SessionService } from './auth/session-service';
import { createSettingsService, type SettingsService } from './modules/settings/settings-service';
import { NO_SCREENS, type ScreenRegistry } from './modules/resource/registry';

/** What createApp needs from its host. */
export interface AppDeps {
  db: Db;
  config: Pick<ServerConfig, 'passwordIterations' | 'logRequests'>;
  /** Serves the built client for non-API paths; absent in API-only tests. */
  serveClient?: (path: string) => Promise<Response | undefined>;
  /** Where structured request logs go (one JSON object per line). */
  log?: (entry: Record<string, unknown>) => void;
  now?: () => Date;
  /** Reads the socket's remote address (supplied by the listener). */
  addressOf?: (c: Context) => string | undefined;
  /** Believe X-Forwarded-For (only behind a trusted proxy). */
  trustProxy?: boolean;
  /** The screen schemas served by the resource engine, checked and compiled (server/schemas/loader.ts). */
  screens?: ScreenRegistry;
}

/** Services shared by the handlers. */
export interface Services {
  db: Db;
  settings: SettingsService;
  sessions: SessionService;
  passwordIterations: number;
  now: () => Date;
  addressOf?: (c: Context) => string | undefined;
  trustProxy: boolean;
  screens: ScreenRegistry;
}

/** Builds the services from the app's dependencies. */
export function createServices(deps: AppDeps): Services {
  const now = deps.now ?? (() => new Date());
  return {
    db: deps.db,
    settings: createSettingsService(deps.db, () => now().getTime()),
    sessions: createSessionService(deps.db, now),
    passwordIterations: deps.config.passwordIterations,
    now,
    addressOf: deps.addressOf,
    trustProxy: deps.trustProxy ?? false,
    screens: deps.screens ?? NO_SCREENS,
  };
}
