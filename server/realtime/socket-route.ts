/**
 * The live socket (spec 01 §4.5, CONTRACT.md "Live socket") at `/websocket/{token}` and the original client's
 * `/api/message/websocket/{token}` (or `?token=`), same origin. The token in the path is the session token: a
 * socket whose session does not resolve gets `logout` with the session's message and is closed. A live socket
 * answers OnConnection with initMessage (online users, unread chat and message counts) and heartCheck with
 * heartCheck; a socket silent for DEAD_AFTER_MS is closed, and on each heartbeat (at most every
 * RECHECK_EVERY_MS) the session is checked again, so an expired session or a disabled account closes it too.
 */
import { Hono, type Context } from 'hono';
import type { UpgradeWebSocket, WSContext, WSEvents } from 'hono/ws';
import { matchLanguage } from '../../runtime/core/i18n/languages';
import { translate } from '../../runtime/core/i18n/messages';
import type { ChatUnread, ClientFrame, ServerFrame } from '../../runtime/core/contract/socket';
import { AppError } from '../errors';
import type { AppEnv, SessionContext } from '../http/env';
import { CLOSE_DEAD, CLOSE_LOGOUT, type LocalSocket } from './hub';

/** A socket that sent nothing (not even heartCheck) for this long is closed. */
export const DEAD_AFTER_MS = 90_000;
/** The session behind a socket is checked again on a heartbeat at most this often. */
export const RECHECK_EVERY_MS = 30_000;
/** Frames longer than this are refused. */
const MAX_FRAME = 64 * 1024;

function parseClientFrame(data: unknown): ClientFrame | undefined {
  if (typeof data !== 'string' || data.length > MAX_FRAME) return undefined;
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as { method?: unknown }).method === 'string') return value as ClientFrame;
  } catch {
    return undefined;
  }
  return undefined;
}

function sendFrame(ws: WSContext, frame: ServerFrame) {
  if (ws.readyState === 1) ws.send(JSON.stringify(frame));
}

/** Handles one client frame on a live socket; answers the frames to send back to this socket. */
export type ClientFrameHandler = (frame: ClientFrame, socket: LocalSocket, c: Context<AppEnv>) => Promise<ServerFrame[] | undefined>;

/** Unread internal-chat messages per sender, for initMessage. */
export type ChatUnreadSource = (c: Context<AppEnv>, userId: string) => Promise<ChatUnread[]>;

/**
 * The socket routes; `upgrade` is the listener's WebSocket upgrade (server/listen.ts), `extra` handles chat frames
 * and `chatUnread` answers initMessage's unreadNums (server/modules/chat).
 */
export function socketRoutes(upgrade: UpgradeWebSocket, extra?: ClientFrameHandler, chatUnread?: ChatUnreadSource) {
  const app = new Hono<AppEnv>();

  const handler = upgrade(async (c: Context<AppEnv>): Promise<WSEvents> => {
    const services = c.get('services');
    const token = (c.req.param('token') ?? c.req.query('token') ?? '').trim();
    const lang = matchLanguage(c.req.query('lang')) ?? c.get('lang');
    const resolveSession = async (): Promise<SessionContext | string> => {
      try {
        const { tokenTimeout } = await services.settings.all();
        return await services.sessions.resolve(token, tokenTimeout);
      } catch (error) {
        return translate(lang, error instanceof AppError ? error.messageKey : 'error.sessionExpired');
      }
    };
    const first = await resolveSession();
    if (typeof first === 'string') {
      return {
        onOpen(_event, ws) {
          sendFrame(ws, { method: 'logout', token, msg: first });
          ws.close(CLOSE_LOGOUT, 'logout');
        },
      };
    }

    let socket: LocalSocket | undefined;
    let lastSeen = Date.now();
    let lastCheck = Date.now();
    let timer: ReturnType<typeof setInterval> | undefined;

    const initMessage = async (): Promise<ServerFrame> => {
      const [onlineUsers, counts, unreadNums] = await Promise.all([
        services.realtime.onlineUsers(),
        services.inbox.unreadCounts(first.userId),
        chatUnread ? chatUnread(c, first.userId) : Promise.resolve([]),
      ]);
      // unreadNums lists unread internal-chat messages per sender.
      return { method: 'initMessage', onlineUsers, unreadNums, ...counts };
    };

    return {
      onOpen(_event, ws) {
        socket = {
          socketId: crypto.randomUUID(),
          userId: first.userId,
          sessionId: first.sessionId,
          token,
          lang,
          send: (text) => {
            if (ws.readyState === 1) ws.send(text);
          },
          close: (code, reason) => ws.close(code, reason),
        };
        // A bus failure (Redis away) must not take the process down; the socket still works on this instance.
        void services.realtime.attach(socket).catch(() => undefined);
        timer = setInterval(() => {
          if (Date.now() - lastSeen > DEAD_AFTER_MS) ws.close(CLOSE_DEAD, 'heartbeat');
        }, DEAD_AFTER_MS / 3);
        timer.unref?.();
      },
      onMessage(event, ws) {
        lastSeen = Date.now();
        const frame = parseClientFrame(event.data);
        const current = socket;
        if (!frame || !current) return;
        void (async () => {
          try {
            if (frame.method === 'OnConnection') {
              sendFrame(ws, await initMessage());
              return;
            }
            if (frame.method === 'heartCheck') {
              if (Date.now() - lastCheck >= RECHECK_EVERY_MS) {
                lastCheck = Date.now();
                const again = await resolveSession();
                if (typeof again === 'string') {
                  sendFrame(ws, { method: 'logout', token, msg: again });
                  ws.close(CLOSE_LOGOUT, 'logout');
                  return;
                }
              }
              sendFrame(ws, { method: 'heartCheck' });
              return;
            }
            const answers = extra ? await extra(frame, current, c) : undefined;
            if (answers) for (const answer of answers) sendFrame(ws, answer);
            else sendFrame(ws, { method: 'error', msg: translate(lang, 'error.badRequest') });
          } catch (error) {
            sendFrame(ws, { method: 'error', msg: translate(lang, error instanceof AppError ? error.messageKey : 'error.internal', error instanceof AppError ? error.params : undefined) });
          }
        })();
      },
      onClose() {
        if (timer) clearInterval(timer);
        if (socket) void services.realtime.detach(socket).catch(() => undefined);
      },
    };
  });

  app.get('/websocket/:token', handler);
  app.get('/api/message/websocket/:token', handler);
  app.get('/api/message/websocket', handler);
  return app;
}
