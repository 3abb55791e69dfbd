/**
 * A schedule reminder fires exactly once across two instances on one PostgreSQL and one Redis (issue 12 tests):
 * both instances run rounds at the same moment, again and again; one message is stored, each recipient gets it
 * once, and the participant's socket on the other instance receives one push for it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ServerFrame } from '../../../runtime/core/contract/socket';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { createRedisBus } from '../../../server/realtime/redis-bus';
import { ADMIN, STAFF } from '../harness';
import { TestSocket, api, signIn, startInstance, type SocketServer } from '../realtime/socket-harness';

const BASE = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('schedule reminders on two instances', () => {
  const name = `klx_t2r_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const prefix = `klx-test-${name}:`;
  let database: DatabaseHandle;
  // B has its own connection pool, as a second process would.
  let databaseB: DatabaseHandle;
  let a: SocketServer;
  let b: SocketServer;
  let socket: TestSocket | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(BASE);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    a = await startInstance({ database, bus: await createRedisBus(REDIS, { instanceId: 'A', prefix }) });
    databaseB = await openDatabase({ kind: 'postgres', url: url.toString() });
    b = await startInstance({ database: databaseB, seed: false, bus: await createRedisBus(REDIS, { instanceId: 'B', prefix }) });
  }, 240_000);
  afterAll(async () => {
    socket?.close();
    await a?.stop();
    await b?.stop();
    await database?.close();
    await databaseB?.close();
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);

  it('stores and pushes a due reminder once, whichever instance claims it', async () => {
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
