/**
 * Deleting a schedule tells its participants (issue 12): each participant gets one schedule message (type 4) whose
 * body says type 3 (the drawer opens nothing: the schedule is gone), titled and written in the participant's saved
 * language, or the deleter's when none is saved; the deleter gets none, nor does anyone when there are no
 * participants; deleting a whole repeating series sends one message, not one per occurrence.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface InboxItem {
  id: string;
  title: string;
  type: number;
}

describe.each(DATABASES)('schedule deletion messages on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let week = 0;
  const weekStart = () => Date.UTC(2027, 2, 1, 9) + week++ * 14 * DAY;

  beforeAll(async () => {
    server = await createTestServer(kind, { startAt: new Date('2026-06-01T00:00:00Z') });
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const create = async (body: Record<string, unknown>) => {
    const answer = await call<{ id: string; groupId: string; count: number }>(server.app, '/api/system/Schedule', { token: admin, method: 'POST', body });
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200 });
    return answer.data!;
  };
  const scheduleMessages = async (token: string) =>
    (await call<{ list: InboxItem[] }>(server.app, '/api/message?type=4&isRead=&currentPage=1&pageSize=100', { token })).data!.list;
  const opened = async (token: string, id: string) => (await call<{ title: string; excerpt: string; bodyText: string }>(server.app, `/api/message/ReadInfo/${id}`, { token })).data!;

  it("tells the participant in their saved language, with body type 3, and not the deleter", async () => {
    await server.database.db.update(users).set({ language: 'en' }).where(eq(users.account, 'staff'));
    const start = weekStart();
    const { id, groupId } = await create({ title: 'Budget review', startDay: start, endDay: start + HOUR, toUserIds: ['user_staff'] });
    const before = (await scheduleMessages(staff)).length;
    const adminBefore = (await scheduleMessages(admin)).length;
    expect(await call(server.app, `/api/system/Schedule/${id}/3`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    const after = await scheduleMessages(staff);
    expect(after).toHaveLength(before + 1);
    const message = after.find((item) => item.title === 'Schedule deleted: Budget review')!;
    expect(message.type).toBe(4);
    const detail = await opened(staff, message.id);
    expect(detail.excerpt).toMatch(/^管理员 deleted the schedule "Budget review" \(starting \d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\.$/);
    expect(JSON.parse(detail.bodyText)).toMatchObject({ id, groupId, type: 3, startDay: start });
    expect(await scheduleMessages(admin)).toHaveLength(adminBefore);
  });

  it("uses the deleter's language when the participant saved none, and sends one message for a whole series", async () => {
    await server.database.db.update(users).set({ language: '' }).where(eq(users.account, 'staff'));
    const start = weekStart();
    const series = await create({ title: '周会', startDay: start, endDay: start + HOUR, repetition: '2', repeatTime: start + 4 * DAY, toUserIds: ['user_staff'] });
    expect(series.count).toBeGreaterThan(1);
    const before = (await scheduleMessages(staff)).length;
    const deleted = await call<{ count: number }>(server.app, `/api/system/Schedule/${series.id}/3`, { token: admin, method: 'DELETE', headers: { 'accept-language': 'zh-TW' } });
    expect(deleted).toMatchObject({ code: 200, data: { count: series.count } });
    const after = await scheduleMessages(staff);
    expect(after).toHaveLength(before + 1);
    const message = after.find((item) => item.title === '日程已刪除：周会')!;
    expect((await opened(staff, message.id)).excerpt).toMatch(/^管理员刪除了日程「周会」（開始時間 \d{4}-\d{2}-\d{2} \d{2}:\d{2}）。$/);
  });

  it('sends nothing for a schedule without participants', async () => {
    const start = weekStart();
    const { id } = await create({ title: '独自工作', startDay: start, endDay: start + HOUR });
    const staffBefore = (await scheduleMessages(staff)).length;
    const adminBefore = (await scheduleMessages(admin)).length;
    expect((await call(server.app, `/api/system/Schedule/${id}/3`, { token: admin, method: 'DELETE' })).code).toBe(200);
    expect(await scheduleMessages(staff)).toHaveLength(staffBefore);
    expect(await scheduleMessages(admin)).toHaveLength(adminBefore);
  });
});
