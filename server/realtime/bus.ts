/**
 * The event bus the live socket listens to. Anything that must reach users' sockets publishes an event here;
 * every server instance's socket hub receives every event and acts on the sockets it holds. In one process the
 * bus is in memory; with REDIS_URL it is Redis publish/subscribe (redis-bus.ts), so an event published on one
 * instance reaches sockets held by another. The bus also keeps who is online (the union over instances).
 */
import type { ServerFrame } from '../../runtime/core/contract/socket';

/** Why a user's sessions ended; decides the text the logout frame carries. */
export type SessionEndReason = 'logout' | 'forcedOut' | 'signedInElsewhere' | 'passwordChanged' | 'disabled' | 'locked' | (string & {});

/** An event every instance's hub acts on. */
export type BusEvent =
  /** Send a frame to every socket of these users. */
  | { kind: 'toUsers'; userIds: string[]; frame: ServerFrame }
  /** Send a frame to every socket, except those of `exceptUserId`. */
  | { kind: 'toAll'; frame: ServerFrame; exceptUserId?: string }
  /** Sessions ended: their sockets get `logout` (with their own token and the reason's text) and close. */
  | { kind: 'sessionsEnded'; userId: string; sessionIds: string[]; reason: SessionEndReason }
  /** Send a frame to every socket of a user, then close them (closeSocket, refresh, logout). */
  | { kind: 'closeUser'; userId: string; frame: ServerFrame };

/** One open socket, as presence records it. */
export interface PresenceEntry {
  socketId: string;
  userId: string;
}

/** Who is online, across every instance sharing the bus. */
export interface Presence {
  add(entry: PresenceEntry): Promise<void>;
  remove(entry: PresenceEntry): Promise<void>;
  /** Marks these sockets as still alive (Redis entries expire when an instance dies without removing them). */
  touch(entries: readonly PresenceEntry[]): Promise<void>;
  /** Distinct ids of the users with at least one open socket. */
  onlineUsers(): Promise<string[]>;
}

/** Publish/subscribe plus presence. */
export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  /** Registers the handler for every event (from this instance and, with Redis, the others). */
  subscribe(handler: (event: BusEvent) => void): void;
  readonly presence: Presence;
  /** Stops listening and releases connections. */
  close(): Promise<void>;
}

/** The in-process bus: events go to this process's handlers only, presence is a map. */
export function createMemoryBus(): EventBus {
  const handlers: Array<(event: BusEvent) => void> = [];
  const open = new Map<string, string>();
  return {
    async publish(event) {
      // Delivered asynchronously, as Redis would, so publishers never re-enter the hub synchronously.
      await Promise.resolve();
      for (const handler of handlers) handler(event);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    presence: {
      async add(entry) {
        open.set(entry.socketId, entry.userId);
      },
      async remove(entry) {
        open.delete(entry.socketId);
      },
      async touch() {},
      async onlineUsers() {
        return [...new Set(open.values())];
      },
    },
    async close() {
      handlers.length = 0;
    },
  };
}
