/** The services a request handler may use, built once per app from its dependencies. */
import type { Context } from 'hono';
import type { UpgradeWebSocket } from 'hono/ws';
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import { createSessionService, type SessionService } from './auth/session-service';
import { createSettingsService, type SettingsService } from './modules/settings/settings-service';
import { NO_SCREENS, type ScreenRegistry } from './modules/resource/registry';
import { createMemoryBus, type EventBus } from './realtime/bus';
import { createHub, type SocketHub } from './realtime/hub';
import { createInbox, type Inbox } from './modules/message/inbox';
import { createNotices, type Notices } from './modules/message/notices';
import { createSchedules, type Schedules } from './modules/schedule/schedules';
import { createScheduleReminders, type ScheduleReminders } from './modules/schedule/reminders';
import { createMessageSending, type MessageSending } from './modules/message/sending';
import { createSendLog, type SendLog } from './modules/message/send-log';
import { sanitizeHtml } from './http/sanitize-html';
import { createLinkSigner, type LinkSigner } from './modules/file/links';
import { createMemoryStorage } from './modules/file/memory-storage';
import type { FileStorage } from './modules/file/storage';
import { createUploadService, type UploadService } from './modules/file/upload';
import { createCurrentUserCache, type CurrentUserCache } from './modules/oauth/current-user-cache';
import { createRouteGrantCache, type RouteGrantCache } from './modules/permission/route-grant-cache';

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
  /** The live-event bus: in memory by default; the Redis bus (server/realtime/redis-bus.ts) with REDIS_URL. */
  bus?: EventBus;
  /** The listener's WebSocket upgrade (server/listen.ts); without it the app serves no socket (in-process tests). */
  upgradeWebSocket?: UpgradeWebSocket;
  /** Where uploaded files live (DATA_DIR/files in production; memory when absent). */
  files?: FileStorage;
  /** How often the listener delivers due schedule reminders (server/listen.ts; 15 s when absent). */
  reminderEveryMs?: number;
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
  /** This instance's sockets, and publishing to every instance's sockets. */
  realtime: SocketHub;
  /** The caller's in-site messages. */
  inbox: Inbox;
  /** Announcements (system → notice). */
  notices: Notices;
  /** Message templates and sending settings applied to announcements and reminders, and the channels. */
  messageSending: MessageSending;
  /** The send log of the message monitor (消息中心 → 消息监控). */
  sendLog: SendLog;
  /** Schedules (spec 03 §7 "Schedules"). */
  schedules: Schedules;
  /** Delivering due schedule reminders (run by the listener's loop). */
  scheduleReminders: ScheduleReminders;
  /** Allow-list HTML cleaning for rich-text bodies. */
  sanitizeHtml: (html: string) => string;
  /** The file store. */
  files: FileStorage;
  /** The resumable upload over the store. */
  uploads: UploadService;
  /** Signed download links. */
  links: LinkSigner;
  /** The current-user answers, cached per user until the grant version moves (issue 13). */
  currentUsers: CurrentUserCache;
  /** The route guard's grants, cached per user and route until the grant version moves (issue 13). */
  routeGrants: RouteGrantCache;
}

/** Builds the services from the app's dependencies. */
export function createServices(deps: AppDeps): Services {
  const now = deps.now ?? (() => new Date());
  const realtime = createHub(deps.bus ?? createMemoryBus());
  const sessions = createSessionService(deps.db, now);
  // Every ended session closes its sockets with the reason's logout text, on whichever instance holds them.
  sessions.onEnded(({ userId, sessionIds, reason }) => realtime.sessionsEnded(userId, sessionIds, reason));
  const inbox = createInbox(deps.db, realtime);
  const files = deps.files ?? createMemoryStorage();
  const settings = createSettingsService(deps.db, () => now().getTime());
  const log = deps.log ?? ((entry) => process.stdout.write(`${JSON.stringify(entry)}\n`));
  // A channel that fails or is not configured is logged; the in-site message is already stored.
  const messageSending = createMessageSending(deps.db, settings, (error) =>
    log({ time: now().toISOString(), level: 'warn', event: 'messageChannel', error: error instanceof Error ? error.message : String(error) }),
    now,
  );
  return {
    db: deps.db,
    settings,
    messageSending,
    sendLog: createSendLog(deps.db),
    sessions,
    realtime,
    inbox,
    notices: createNotices(deps.db, inbox, messageSending),
    schedules: createSchedules(deps.db, (messageId, title, type, userIds) => inbox.pushDelivered(messageId, title, type, userIds)),
    scheduleReminders: createScheduleReminders(deps.db, inbox, now, messageSending),
    sanitizeHtml,
    passwordIterations: deps.config.passwordIterations,
    now,
    addressOf: deps.addressOf,
    trustProxy: deps.trustProxy ?? false,
    screens: deps.screens ?? NO_SCREENS,
    files,
    uploads: createUploadService(files),
    links: createLinkSigner(deps.db),
    currentUsers: createCurrentUserCache(deps.db),
    routeGrants: createRouteGrantCache(deps.db),
  };
}
