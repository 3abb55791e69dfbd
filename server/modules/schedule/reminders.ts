/**
 * Schedule reminders (issue 12 §3): when an occurrence's reminder instant has come, its creator and participants
 * get a type-4 message (inbox and live push, on every instance through the hub).
 *
 * Exactly once across instances: a reminder is claimed by one UPDATE that sets `reminded_at` where it is still
 * null, on rows picked `for update skip locked`, in the same transaction that stores the message and its
 * recipients — two instances ticking at once claim disjoint rows, and a claim is never committed without its
 * message. The push to sockets follows the commit (a push lost to a crash leaves the message in the inbox, where
 * the next sign-in counts it). Reminders due while no server ran are claimed by the first tick after a start.
 *
 * With a sending setting for schedule reminders (message/sending.ts), its template renders the title and content
 * from {title}, {content}, {startTime} and {endTime}; the in-site message is stored only when the setting names
 * the in-site channel, and the other channels it names are sent after the commit.
 */
import dayjs from 'dayjs';
import { and, asc, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { ScheduleMessageBody } from '../../../runtime/core/contract/schedule';
import type { Db } from '../../db/client';
import { messageReceives, messages, schedules } from '../../db/schema';
import { Channel } from '../message/channels/types';
import { MessageType, type Inbox } from '../message/inbox';
import { MessageSource, renderConfigured, type MessageSending, type SendPlan } from '../message/sending';

/** The most reminders one tick claims (the rest wait for the next tick). */
const BATCH = 200;

/** Delivering due reminders. */
export interface ScheduleReminders {
  /** Claims and delivers every reminder due at the service's clock; answers how many occurrences it reminded of. */
  deliverDue(): Promise<number>;
}

/** Creates the reminder service over the database, the inbox and a clock. */
export function createScheduleReminders(db: Db, inbox: Inbox, now: () => Date, sending?: MessageSending): ScheduleReminders {
  return {
    async deliverDue() {
      const at = now();
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const configured = sending ? await sending.configured(MessageSource.scheduleReminder) : undefined;
      const delivered = await db.transaction(async (tx) => {
        const due = tx
          .select({ id: schedules.id })
          .from(schedules)
          .where(and(isNotNull(schedules.remindAt), lte(schedules.remindAt, at), isNull(schedules.remindedAt)))
          .orderBy(asc(schedules.remindAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const claimed = await tx
          .update(schedules)
          .set({ remindedAt: at })
          .where(and(inArray(schedules.id, due), isNull(schedules.remindedAt)))
          .returning();
        if (claimed.length === 0) return [];
        const sent = claimed.map((row) => {
          const body: ScheduleMessageBody = { id: row.id, groupId: row.groupId, type: 2, startDay: row.startDay.getTime() };
          const values = { title: row.title, content: row.content, startTime: dayjs(row.startDay).format('YYYY-MM-DD HH:mm'), endTime: dayjs(row.endDay).format('YYYY-MM-DD HH:mm') };
          const plan: SendPlan = configured
            ? renderConfigured(configured, values)
            : { message: { title: row.title, content: row.content }, channels: [Channel.inSite], templated: false };
          return {
            plan,
            message: {
              id: crypto.randomUUID(),
              type: MessageType.schedule,
              title: plan.message.title.slice(0, 200),
              bodyText: JSON.stringify(body),
              excerpt: plan.message.content.slice(0, 500),
              enabledMark: 1,
              releaseUserId: row.creatorUserId,
              releaseTime: at,
              createdBy: row.creatorUserId,
              createdAt: at,
            },
            userIds: [...new Set([row.creatorUserId, ...row.toUserIds])],
          };
        });
        const inSite = sent.filter((entry) => entry.plan.channels.includes(Channel.inSite));
        if (inSite.length === 0) return sent;
        await tx.insert(messages).values(inSite.map((entry) => entry.message));
        await tx
          .insert(messageReceives)
          .values(inSite.flatMap((entry) => entry.userIds.map((userId) => ({ messageId: entry.message.id, userId, createdAt: at }))))
          .onConflictDoNothing();
        return sent;
      });
      for (const entry of delivered) {
        if (entry.plan.channels.includes(Channel.inSite)) await inbox.pushDelivered(entry.message.id, entry.message.title, MessageType.schedule, entry.userIds);
        if (sending) await sending.sendExternal(entry.plan.channels, entry.plan.message, entry.userIds, { source: MessageSource.scheduleReminder, template: entry.plan.template });
      }
      return delivered.length;
    },
  };
}

/** The timer functions the loop uses (injected in tests). */
export interface LoopTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** A running reminder loop. */
export interface ReminderLoop {
  /** Runs one round now (waiting for a round already running); answers how many it reminded of. */
  tick(): Promise<number>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Starts delivering due reminders every `everyMs` (15 s by default), with a first round at once so reminders that
 * fell due while the server was down go out on start. Rounds never overlap; a failed round is reported to
 * `onError` and the next one tries again.
 */
export function startReminderLoop(
  reminders: ScheduleReminders,
  options: { everyMs?: number; timers?: LoopTimers; onError?: (error: unknown) => void } = {},
): ReminderLoop {
  const timers: LoopTimers = options.timers ?? {
    setInterval: (callback, ms) => {
      const handle = setInterval(callback, ms);
      handle.unref?.();
      return handle;
    },
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  let running: Promise<number> | undefined;
  let stopped = false;
  const tick = (): Promise<number> => {
    if (running) return running.then(() => tick());
    if (stopped) return Promise.resolve(0);
    running = reminders
      .deliverDue()
      .catch((error: unknown) => {
        options.onError?.(error);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const handle = timers.setInterval(() => void tick(), options.everyMs ?? 15_000);
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      timers.clearInterval(handle);
      await running;
    },
  };
}
