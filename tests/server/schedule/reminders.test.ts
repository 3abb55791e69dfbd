/**
 * Schedule reminders (issue 12 §3): a type-4 message to the creator and participants when an occurrence's reminder
 * falls due — once, per occurrence, not for a deleted occurrence, and also when the server starts after the
 * reminder fell due (the loop's first round). The clock is the app's, moved by the test; the loop's timer is
 * injected, so nothing waits for real time.
 */
import type { ScheduleMessageBody } from '../../../runtime/core/contract/schedule';
import { createApp } from '../../../server/app';
import { startReminderLoop, type LoopTimers } from '../../../server/modules/schedule/reminders';
import { ADMIN, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const MINUTE = 60_000;
const T0 = new Date('2027-05-03T08:00:00Z').getTime();

type Page = { list: Array<{ id: string; title: string; type: number; isRead: string }> };
type Counts = { unreadScheduleCount: number };

/** Timers that only run when the test says so. */
function manualTimers(): LoopTimers & { fire(): void; cleared: boolean } {
  let callback: (() => void) | undefined;
  const timers = {
    cleared: false,
    setInterval: (run: () => void) => {
      callback = run;
      return 1;
    },
    clearInterval: () => {
      timers.cleared = true;
    },
    fire: () => callback?.(),
  };
  return timers;
}

describe('schedule reminders', () => {
  let server: TestServer;
  // The tests move the clock by hours and days, past any idle session: each call signs in afresh.
  const admin = () => tokenFor(server.app, ADMIN);
  const staff = () => tokenFor(server.app, STAFF);
  beforeAll(async () => {
    server = await createTestServer('pglite', { startAt: new Date(T0) });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const now = () => server.app.services.now().getTime();
  type Who = () => Promise<string>;
  const inbox = async (who: Who, keyword: string) => (await call<Page>(server.app, `/api/message?type=4&keyword=${encodeURIComponent(keyword)}`, { token: await who() })).data!.list;
  const counts = async (who: Who) => (await call<Counts>(server.app, '/api/message/getUnReadMsgNum', { token: await who() })).data!;
  const create = async (body: Record<string, unknown>) => {
    const answer = await call<{ id: string; groupId: string }>(server.app, '/api/system/Schedule', { token: await admin(), method: 'POST', body });
    expect(answer.code).toBe(200);
    return answer.data!;
  };

  it('reminds the creator and the participants once, at the reminder time, as a schedule message', async () => {
    const start = now() + 60 * MINUTE;
    const { id, groupId } = await create({ title: 'Reminder once', startDay: start, endDay: start + 30 * MINUTE, reminderTime: 15, toUserIds: ['user_staff'] });
    const before = await counts(staff);
    expect(await server.app.services.scheduleReminders.deliverDue()).toBe(0);
    server.advanceClock(44 * MINUTE);
    expect(await server.app.services.scheduleReminders.deliverDue()).toBe(0);
    server.advanceClock(1 * MINUTE);
    expect(await server.app.services.scheduleReminders.deliverDue()).toBe(1);
    expect(await server.app.services.scheduleReminders.deliverDue()).toBe(0);
    expect((await counts(staff)).unreadScheduleCount).toBe(before.unreadScheduleCount + 1);
    for (const who of [admin, staff]) {
      const token = await who();
      const [message, ...others] = await inbox(async () => token, 'Reminder once');
      expect(others).toEqual([]);
      expect(message).toMatchObject({ title: 'Reminder once', type: 4, isRead: '0' });
      const opened = await call<{ bodyText: string }>(server.app, `/api/message/ReadInfo/${message!.id}`, { token });
      expect(JSON.parse(opened.data!.bodyText) as ScheduleMessageBody).toEqual({ id, groupId, type: 2, startDay: start });
    }
  });

  it('reminds of each occurrence of a repeating schedule in its turn, and not of a deleted one', async () => {
    const start = now() + 10 * MINUTE;
    await create({ title: 'Daily reminder', startDay: start, endDay: start + MINUTE, repetition: '2', repeatTime: start + 2 * 24 * 60 * MINUTE, reminderTime: 5 });
    const occurrences = (await call<{ list: Array<{ id: string; title: string }> }>(server.app, `/api/system/Schedule?startTime=${start - MINUTE}&endTime=${start + 3 * 24 * 60 * MINUTE}`, { token: await admin() })).data!.list.filter(
      (item) => item.title === 'Daily reminder',
    );
    expect(occurrences).toHaveLength(3);
    expect((await call(server.app, `/api/system/Schedule/${occurrences[1]!.id}/1`, { token: await admin(), method: 'DELETE' })).code).toBe(200);
    server.advanceClock(5 * MINUTE);
    expect(await server.app.services.scheduleReminders.deliverDue()).toBe(1);
    server.advanceClock(24 * 60 * MINUTE);
    expect(await server.app.services.scheduleReminders.deliverDue()).toBe(0);
    server.advanceClock(24 * 60 * MINUTE);
    expect(await server.app.services.scheduleReminders.deliverDue()).toBe(1);
    expect(await inbox(admin, 'Daily reminder')).toHaveLength(2);
  });

  it('sends no reminder for an occurrence that has already begun, or when none was asked for', async () => {
    const past = now() - 60 * MINUTE;
    await create({ title: 'Began already', startDay: past, endDay: past + 120 * MINUTE, reminderTime: 0 });
    const soon = now() + 5 * MINUTE;
    await create({ title: 'No reminder', startDay: soon, endDay: soon + MINUTE, reminderTime: -1 });
    server.advanceClock(10 * MINUTE);
    await server.app.services.scheduleReminders.deliverDue();
    expect(await inbox(admin, 'Began already')).toEqual([]);
    expect(await inbox(admin, 'No reminder')).toEqual([]);
  });

  it('delivers a reminder that fell due while the server was down on its first round after a start', async () => {
    const start = now() + 30 * MINUTE;
    await create({ title: 'Missed while down', startDay: start, endDay: start + MINUTE, reminderTime: 10, toUserIds: ['user_staff'] });
    // The server stops before the reminder is due and a new one starts on the same database an hour later.
    const restarted = createApp({
      db: server.database.db,
      config: { passwordIterations: 1000, logRequests: false },
      screens: screensOf(),
      now: () => new Date(now() + 60 * MINUTE),
      log: () => undefined,
    });
    const timers = manualTimers();
    const loop = startReminderLoop(restarted.services.scheduleReminders, { everyMs: 1000, timers });
    expect(await loop.tick()).toBe(0); // waited for the first round, which took the reminder
    expect(await inbox(staff, 'Missed while down')).toHaveLength(1);
    timers.fire();
    expect(await loop.tick()).toBe(0);
    await loop.stop();
    expect(timers.cleared).toBe(true);
    expect(await inbox(staff, 'Missed while down')).toHaveLength(1);
  });

  it('keeps going after a failed round', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const loop = startReminderLoop(
      {
        deliverDue: async () => {
          calls += 1;
          if (calls === 1) throw new Error('database away');
          return 2;
        },
      },
      { timers: manualTimers(), onError: (error) => errors.push(error) },
    );
    expect(await loop.tick()).toBe(2);
    expect(errors).toHaveLength(1);
    await loop.stop();
  });
});
