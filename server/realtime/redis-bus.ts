/**
 * The event bus over Redis (REDIS_URL): events go through one publish/subscribe channel, so every instance's hub
 * sees every event; presence is a sorted set of `instance|socket|user` scored by the last time the owning
 * instance vouched for the socket, so sockets of an instance that died are forgotten after PRESENCE_TTL_MS.
 */
import { Redis } from 'ioredis';
import type { BusEvent, EventBus, PresenceEntry } from './bus';

/** A socket not vouched for within this long counts as gone. */
export const PRESENCE_TTL_MS = 90_000;

/** Options of the Redis bus. */
export interface RedisBusOptions {
  /** Key and channel prefix, so several deployments (or test runs) can share one Redis. Default `klx:`. */
  prefix?: string;
  /** This instance's id (part of each presence member). */
  instanceId: string;
  now?: () => number;
}

/** Connects to Redis and returns the bus once both connections are ready. */
export async function createRedisBus(url: string, options: RedisBusOptions): Promise<EventBus> {
  const prefix = options.prefix ?? 'klx:';
  const now = options.now ?? Date.now;
  const channel = `${prefix}events`;
  const onlineKey = `${prefix}online`;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers: Array<(event: BusEvent) => void> = [];
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let event: BusEvent;
    try {
      event = JSON.parse(text) as BusEvent;
    } catch {
      return;
    }
    for (const handler of handlers) handler(event);
  });
  await subscriber.subscribe(channel);
  const member = (entry: PresenceEntry) => `${options.instanceId}|${entry.socketId}|${entry.userId}`;

  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    presence: {
      async add(entry) {
        await publisher.zadd(onlineKey, now(), member(entry));
      },
      async remove(entry) {
        await publisher.zrem(onlineKey, member(entry));
      },
      async touch(entries) {
        if (entries.length === 0) return;
        const at = now();
        await publisher.zadd(onlineKey, ...entries.flatMap((entry) => [at, member(entry)]));
      },
      async onlineUsers() {
        const cutoff = now() - PRESENCE_TTL_MS;
        await publisher.zremrangebyscore(onlineKey, '-inf', `(${cutoff}`);
        const members = await publisher.zrangebyscore(onlineKey, cutoff, '+inf');
        return [...new Set(members.map((value) => value.split('|')[2] ?? '').filter((id) => id !== ''))];
      },
    },
    async close() {
      handlers.length = 0;
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
