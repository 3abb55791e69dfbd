/** The welcome reminder: the organisation's texts, inherited from an ancestor, hidden once seen until changed. */
import { eq } from 'drizzle-orm';
import { reminderLogs, reminders } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

describe.each(DATABASES)('reminder on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    staff = await tokenFor(server.app, STAFF);
  });
  afterAll(async () => {
    await server.close();
  });
  const warning = (token = staff) => call<{ description0: string; description1: string; phone: string }>(server.app, '/api/permission/Organize/getReminderWarning', { token });

  it('answers empty texts when no reminder applies', async () => {
    expect((await warning()).data).toEqual({ description0: '', description1: '', phone: '' });
  });

  it('gives the company reminder to a department and hides each text once recorded as seen', async () => {
    await server.database.db.insert(reminders).values({ organizeId: 'org_company', description0: '请按时盘点资产', description1: '本月底前提交报修', phone: '010-12345678', updatedAt: new Date(Date.now() - 60_000) });
    expect((await warning()).data).toEqual({ description0: '请按时盘点资产', description1: '本月底前提交报修', phone: '010-12345678' });
    expect(await call(server.app, '/api/eam/PublicApi/createUpReminderLog/0', { token: staff, method: 'POST' })).toMatchObject({ code: 200 });
    expect((await warning()).data).toMatchObject({ description0: '', description1: '本月底前提交报修' });
    expect((await call(server.app, '/api/eam/PublicApi/createUpReminderLog/0,1', { token: staff, method: 'POST' })).code).toBe(200);
    expect((await warning()).data).toMatchObject({ description0: '', description1: '' });
    const logs = await server.database.db.select().from(reminderLogs).where(eq(reminderLogs.userId, 'user_staff'));
    expect(logs.map((log) => log.reminderIndex).sort()).toEqual([0, 1]);
    // Another user has not seen them.
    expect((await warning(await tokenFor(server.app, ADMIN))).data).toMatchObject({ description0: '请按时盘点资产' });
  });

  it('shows a text again after it changes', async () => {
    await server.database.db.update(reminders).set({ description1: '新的提醒', updatedAt: new Date(Date.now() + 60_000) }).where(eq(reminders.organizeId, 'org_company'));
    expect((await warning()).data).toMatchObject({ description0: '请按时盘点资产', description1: '新的提醒' });
  });

  it('prefers the own organisation reminder over the ancestor', async () => {
    await server.database.db.insert(reminders).values({ organizeId: 'org_asset', description0: '资产部专属提醒', description1: '', phone: '' });
    expect((await warning()).data).toEqual({ description0: '资产部专属提醒', description1: '', phone: '' });
  });

  it.each(['2', '0,1,1', 'a', '01', ',0', '0,'])('refuses the ids %s', async (ids) => {
    expect(await call(server.app, `/api/eam/PublicApi/createUpReminderLog/${ids}`, { token: staff, method: 'POST' })).toMatchObject({ code: 400, msg: '提醒编号不正确，只能是 0、1 或 0,1' });
  });

  it('needs a session', async () => {
    expect((await call(server.app, '/api/permission/Organize/getReminderWarning')).code).toBe(600);
    expect((await call(server.app, '/api/eam/PublicApi/createUpReminderLog/0', { method: 'POST' })).code).toBe(600);
  });
});
