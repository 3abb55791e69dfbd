/**
 * The socket hub of one server instance: the sockets this instance holds, and what it does with each bus event.
 * Every other part of the server reaches users' sockets only through the hub's publishing calls, which go through
 * the bus, so they reach sockets on every instance alike.
 */
import type { Language } from '../../runtime/core/i18n/languages';
import { translate, type CoreMessageKey } from '../../runtime/core/i18n/messages';
import type { ServerFrame } from '../../runtime/core/contract/socket';
import type { BusEvent, EventBus, PresenceEntry, SessionEndReason } from './bus';

/** Close code after a logout frame (the client does not reconnect). */
export const CLOSE_LOGOUT = 4001;
/** Close code after a closeSocket or refresh frame (the client does not reconnect). */
export const CLOSE_BY_SERVER = 4002;
/** Close code of a socket that missed its heartbeats. */
export const CLOSE_DEAD = 4003;

/** One socket held by this instance. */
export interface LocalSocket extends PresenceEntry {
  sessionId: string;
  /** The token the socket was opened with; the logout frame carries it (spec 01 §4.5's token rule). */
  token: string;
  lang: Language;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** The logout text for each reason a session ends. */
const REASON_MESSAGES: Record<string, CoreMessageKey> = {
  logout: 'error.sessionExpired',
  forcedOut: 'error.sessionForcedOut',
  signedInElsewhere: 'error.signedInElsewhere',
  passwordChanged: 'error.sessionExpired',
  disabled: 'error.accountDisabled',
  locked: 'error.accountLocked',
  accessChanged: 'error.sessionForcedOut',
};

/** The text a logout frame carries for a reason, in a language. */
export function logoutMessage(lang: Language, reason: SessionEndReason): string {
  return translate(lang, REASON_MESSAGES[reason] ?? 'error.sessionExpired');
}

/** Options of the hub. */
export interface HubOptions {
  /** How often this instance vouches for its sockets in presence (and drops sockets that missed heartbeats). */
  touchEveryMs?: number;
}

/** The hub: local sockets plus the calls that publish to every instance. */
export interface SocketHub {
  attach(socket: LocalSocket): Promise<void>;
  detach(socket: LocalSocket): Promise<void>;
  /** Sends a frame to every open socket of these users, on every instance. */
  sendToUsers(userIds: readonly string[], frame: ServerFrame): Promise<void>;
  /** Sends a frame to every open socket, except the sockets of one user. */
  sendToAll(frame: ServerFrame, exceptUserId?: string): Promise<void>;
  /** Ends these sessions' sockets with a logout frame whose text names the reason. */
  sessionsEnded(userId: string, sessionIds: readonly string[], reason: SessionEndReason): Promise<void>;
  /**
   * Sends a frame to every socket of a user and closes them — e.g. `{ method: 'closeSocket' }`,
   * `{ method: 'refresh', msg }` or `{ method: 'logout', msg }` (h10's force offline ends sessions instead, which
   * closes through sessionsEnded with 601's text).
   */
  closeUser(userId: string, frame: ServerFrame): Promise<void>;
  /** Ids of the users online on any instance. */
  onlineUsers(): Promise<string[]>;
  /** The sockets this instance holds (tests and diagnostics). */
  localSockets(): readonly LocalSocket[];
  close(): Promise<void>;
}

function safeSend(socket: LocalSocket, frame: ServerFrame) {
  try {
    socket.send(JSON.stringify(frame));
  } catch {
    // A socket closing under us: nothing to deliver to.
  }
}

function safeClose(socket: LocalSocket, code: number, reason: string) {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed.
  }
}

/** Creates the hub on a bus and starts acting on its events. */
export function createHub(bus: EventBus, options: HubOptions = {}): SocketHub {
  const sockets = new Map<string, LocalSocket>();

  const handle = (event: BusEvent) => {
    switch (event.kind) {
      case 'toUsers': {
        const targets = new Set(event.userIds);
        for (const socket of sockets.values()) if (targets.has(socket.userId)) safeSend(socket, event.frame);
        return;
      }
      case 'toAll':
        for (const socket of sockets.values()) if (socket.userId !== event.exceptUserId) safeSend(socket, event.frame);
        return;
      case 'sessionsEnded': {
        const ended = new Set(event.sessionIds);
        for (const socket of [...sockets.values()]) {
          if (socket.userId !== event.userId || !ended.has(socket.sessionId)) continue;
          safeSend(socket, { method: 'logout', token: socket.token, msg: logoutMessage(socket.lang, event.reason) });
          safeClose(socket, CLOSE_LOGOUT, 'logout');
        }
        return;
      }
      case 'closeUser':
        for (const socket of [...sockets.values()]) {
          if (socket.userId !== event.userId) continue;
          const frame = event.frame.method === 'logout' ? { ...event.frame, token: socket.token } : event.frame;
          safeSend(socket, frame);
          safeClose(socket, event.frame.method === 'logout' ? CLOSE_LOGOUT : CLOSE_BY_SERVER, event.frame.method);
        }
        return;
    }
  };
  bus.subscribe(handle);

  const timer = setInterval(() => {
    void bus.presence.touch([...sockets.values()]).catch(() => undefined);
  }, options.touchEveryMs ?? 30_000);
  timer.unref?.();

  const isOnlineElsewhere = async (userId: string, exceptSocketId: string) =>
    [...sockets.values()].some((socket) => socket.userId === userId && socket.socketId !== exceptSocketId) ||
    (await bus.presence.onlineUsers()).includes(userId);

  return {
    async attach(socket) {
      const before = await bus.presence.onlineUsers();
      sockets.set(socket.socketId, socket);
      await bus.presence.add(socket);
      if (!before.includes(socket.userId)) await bus.publish({ kind: 'toAll', frame: { method: 'Online', userId: socket.userId }, exceptUserId: socket.userId });
    },
    async detach(socket) {
      if (!sockets.delete(socket.socketId)) return;
      await bus.presence.remove(socket);
      if (!(await isOnlineElsewhere(socket.userId, socket.socketId))) {
        await bus.publish({ kind: 'toAll', frame: { method: 'Offline', userId: socket.userId }, exceptUserId: socket.userId });
      }
    },
    sendToUsers: (userIds, frame) => (userIds.length === 0 ? Promise.resolve() : bus.publish({ kind: 'toUsers', userIds: [...userIds], frame })),
    sendToAll: (frame, exceptUserId) => bus.publish({ kind: 'toAll', frame, exceptUserId }),
    sessionsEnded: (userId, sessionIds, reason) =>
      sessionIds.length === 0 ? Promise.resolve() : bus.publish({ kind: 'sessionsEnded', userId, sessionIds: [...sessionIds], reason }),
    closeUser: (userId, frame) => bus.publish({ kind: 'closeUser', userId, frame }),
    onlineUsers: () => bus.presence.onlineUsers(),
    localSockets: () => [...sockets.values()],
    async close() {
      clearInterval(timer);
      // Forget the sockets first, so their close events (which arrive later) publish nothing on a closing bus.
      const held = [...sockets.values()];
      sockets.clear();
      for (const socket of held) safeClose(socket, 1001, 'shutdown');
      await Promise.all(held.map((socket) => bus.presence.remove(socket).catch(() => undefined)));
      await bus.close();
    },
  };
}
