/**
 * A schedule reminder fires exactly once across two instances on one PostgreSQL and one Redis (issue 12 tests):
 * both instances run rounds at the same moment, again and again; one message is stored, each recipient gets it
 * once, and the participant's socket on the other instance receives one push for it.
 */
import { sql } from 'drizzle-orm';
import type { ServerFrame } from '../../../runtime/core/contract/socket';
import { ADMIN, STAFF } from '../harness';
import { TestSocket, api, signIn } from '../realtime/socket-harness';
import { useTwoInstances } from '../realtime/two-instances-harness';

describe('schedule reminders on two instances', () => {
  // B has its own connection pool, as a second process would.
  const instances = useTwoInstances({ label: 'klx_t2r', separatePools: true });
  let socket: TestSocket | undefined;
  afterAll(() => socket?.close());

  it('stores and pushes a due reminder once, whichever instance claims it', async () => {
    const { a, b, database } = instances();
    const adminToken = await signIn(a.url, ADMIN);
    const staffToken = await signIn(b.url, STAFF);
    const connected = await TestSocket.connect(b.url, staffToken);
    socket = connected.socket;
    // Starts in two minutes and reminds five minutes before: due at once.
    const start = Date.now() + 2 * 60_000;
    const created = await api<{ id: string }>(a.url, '/api/system/Schedule', {
      token: adminToken,
      method: 'POST',
      body: { title: 'Reminder across instances', startDay: start, endDay: start + 60_000, reminderTime: 5, toUserIds: ['user_staff'] },
    });
    expect(created.code).toBe(200);
    const rounds = await Promise.all(Array.from({ length: 4 }, () => [a.app.services.scheduleReminders.deliverDue(), b.app.services.scheduleReminders.deliverDue()]).flat());
    // Each instance's own loop may have taken it first; between the loops and these rounds, at most one claimed it.
    expect(rounds.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    const push = await socket.next('messagePush', (frame) => frame.title === 'Reminder across instances');
    expect(push).toMatchObject({ messageType: 4, unreadScheduleCount: connected.init.unreadScheduleCount + 1 });

    const stored = (await database.db.execute(
      sql`select m.id, count(r.user_id)::int as recipients from base_message m join base_message_receive r on r.message_id = m.id where m.title = ${'Reminder across instances'} group by m.id`,
    )) as unknown as { rows: unknown[] };
    expect(stored.rows).toEqual([{ id: push.id, recipients: 2 }]);

    // Pushes published on A and B before these sentinels have arrived by the time both sentinels have.
    for (const [instance, title] of [[a, 'Sentinel A'], [b, 'Sentinel B']] as const) {
      const token = await signIn(instance.url, ADMIN);
      const notice = await api<{ id: string }>(instance.url, '/api/message', { token, method: 'POST', body: { title, toUserIds: ['user_staff--user'] } });
      await api(instance.url, `/api/message/${notice.data!.id}/Actions/Release`, { token, method: 'PUT' });
      await socket.next('messagePush', (frame) => frame.title === title);
    }
    const more = socket.frames.filter((frame: ServerFrame) => frame.method === 'messagePush' && frame.title === 'Reminder across instances');
    expect(more).toEqual([]);
  });
});
