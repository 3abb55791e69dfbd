/**
 * The schedule calls through the API (spec 03 §7 "Schedules"): create, list for a range, one occurrence and the
 * detail call, edit with the three scopes, delete with the three scopes (and 请选择日程 without one), who sees and
 * who changes what, and refusals of bad input that leave every table as it was.
 */
import type { ScheduleRecord } from '../../../runtime/core/contract/schedule';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(DATABASES)('schedules on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  // Each test works in its own week, far from the others.
  let week = 0;
  const weekStart = () => Date.UTC(2027, 0, 4, 9) + week++ * 14 * DAY;

  beforeAll(async () => {
    server = await createTestServer(kind, { startAt: new Date('2026-06-01T00:00:00Z') });
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const create = async (body: Record<string, unknown>, token = admin) => {
    const answer = await call<{ id: string; groupId: string; count: number }>(server.app, '/api/system/Schedule', { token, method: 'POST', body });
    expect(answer).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data!;
  };
  const list = async (from: number, to: number, token = admin) => {
    const answer = await call<{ list: ScheduleRecord[] }>(server.app, `/api/system/Schedule?startTime=${from}&endTime=${to}`, { token });
    expect(answer.code).toBe(200);
    return answer.data!.list;
  };

  it('creates a schedule with every field and answers it in the list, the occurrence and the detail call', async () => {
    const start = weekStart();
    const { id, groupId, count } = await create({
      type: '2',
      urgent: 3,
      title: '  Budget review  ',
      content: 'Bring the figures',
      startDay: start,
      endDay: start + 2 * HOUR,
      toUserIds: ['user_staff'],
      reminderTime: 15,
    });
    expect(count).toBe(1);
    const [listed] = await list(start - DAY, start + DAY);
    expect(listed).toMatchObject({ id, groupId, type: '2', urgent: 3, title: 'Budget review', content: 'Bring the figures', startDay: start, endDay: start + 2 * HOUR, repetition: '1', reminderTime: 15, isCreator: true });
    expect(listed!.creatorUser.name).toBe('管理员/admin');
    expect(listed!.toUsers).toEqual([{ id: 'user_staff', name: '张敏/staff' }]);
    expect((await call<ScheduleRecord>(server.app, `/api/system/Schedule/${id}`, { token: admin })).data).toEqual(listed);
    expect((await call<ScheduleRecord>(server.app, `/api/system/Schedule/detail/?groupId=${groupId}&id=${id}`, { token: admin })).data).toEqual(listed);
    expect((await call<ScheduleRecord>(server.app, `/api/system/Schedule/detail/?groupId=${groupId}`, { token: admin })).data!.id).toBe(id);
  });

  it('shows a schedule to its participants, read-only, and to no one else', async () => {
    const start = weekStart();
    const { id } = await create({ title: 'Shared', startDay: start, endDay: start + HOUR, toUserIds: ['user_staff'] });
    const { id: privateId } = await create({ title: 'Private', startDay: start, endDay: start + HOUR });
    const seen = await list(start - DAY, start + DAY, staff);
    expect(seen.map((item) => item.title)).toEqual(['Shared']);
    expect(seen[0]!.isCreator).toBe(false);
    expect(await call(server.app, `/api/system/Schedule/${privateId}`, { token: staff })).toMatchObject({ code: 400, msg: '日程不存在或已被删除' });
    const digest = await tableDigest(server.database);
    expect(await call(server.app, `/api/system/Schedule/${id}/3`, { token: staff, method: 'DELETE' })).toMatchObject({ code: 400, msg: '只有日程的创建人可以修改或删除它' });
    expect(await call(server.app, `/api/system/Schedule/${id}/3`, { token: staff, method: 'PUT', body: { title: 'Taken', startDay: start, endDay: start + HOUR } })).toMatchObject({
      code: 400,
      msg: '只有日程的创建人可以修改或删除它',
    });
    expect(await call(server.app, `/api/system/Schedule/${privateId}/3`, { token: staff, method: 'DELETE' })).toMatchObject({ code: 400, msg: '日程不存在或已被删除' });
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('lists only what overlaps the range, and reads a date-only end as that whole day', async () => {
    const start = weekStart();
    await create({ title: 'Inside', startDay: start, endDay: start + HOUR });
    await create({ title: 'Later', startDay: start + 3 * DAY, endDay: start + 3 * DAY + HOUR });
    expect((await list(start - HOUR, start + DAY)).map((item) => item.title)).toEqual(['Inside']);
    expect((await list(start + 30 * 60_000, start + 31 * 60_000)).map((item) => item.title)).toEqual(['Inside']);
    const day = new Date(start + 3 * DAY);
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const byDates = await call<{ list: ScheduleRecord[] }>(server.app, `/api/system/Schedule?startTime=${date}&endTime=${date}`, { token: admin });
    expect(byDates.data!.list.map((item) => item.title)).toContain('Later');
  });

  it('deletes a schedule that does not repeat with scope 3, and asks 请选择日程 without a scope', async () => {
    const start = weekStart();
    const { id } = await create({ title: 'Once', startDay: start, endDay: start + HOUR });
    const digest = await tableDigest(server.database);
    for (const path of [`/api/system/Schedule/${id}`, `/api/system/Schedule/${id}/0`, `/api/system/Schedule/${id}/4`, `/api/system/Schedule/${id}/x`]) {
      expect(await call(server.app, path, { token: admin, method: 'DELETE' })).toMatchObject({ code: 400, msg: '请选择日程' });
    }
    expect(await tableDigest(server.database)).toBe(digest);
    expect(await call(server.app, `/api/system/Schedule/${id}/3`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功', data: { count: 1 } });
    expect(await list(start - DAY, start + DAY)).toEqual([]);
  });

  it('edits one occurrence, this and later, or all of a repeating schedule', async () => {
    const start = weekStart();
    const base = { title: 'Stand-up', startDay: start, endDay: start + HOUR / 4, repetition: '2', repeatTime: start + 5 * DAY };
    const { count } = await create(base);
    expect(count).toBe(6);
    let series = await list(start - DAY, start + 7 * DAY);
    // This one: the third occurrence moves an hour later; the rest stay.
    expect((await call(server.app, `/api/system/Schedule/${series[2]!.id}/1`, { token: admin, method: 'PUT', body: { ...base, title: 'Moved', startDay: series[2]!.startDay + HOUR, endDay: series[2]!.endDay + HOUR } })).code).toBe(200);
    series = await list(start - DAY, start + 7 * DAY);
    expect(series.map((item) => [item.title, item.startDay - start])).toEqual([
      ['Stand-up', 0],
      ['Stand-up', DAY],
      ['Moved', 2 * DAY + HOUR],
      ['Stand-up', 3 * DAY],
      ['Stand-up', 4 * DAY],
      ['Stand-up', 5 * DAY],
    ]);
    // Delete the fourth alone, then edit all: everything shifts by half an hour and the deleted one stays deleted.
    await call(server.app, `/api/system/Schedule/${series[3]!.id}/1`, { token: admin, method: 'DELETE' });
    const firstId = series[0]!.id;
    expect((await call(server.app, `/api/system/Schedule/${firstId}/3`, { token: admin, method: 'PUT', body: { ...base, title: 'Daily', startDay: start + HOUR / 2, endDay: start + HOUR } })).code).toBe(200);
    series = await list(start - DAY, start + 7 * DAY);
    expect(series.map((item) => item.title)).toEqual(['Daily', 'Daily', 'Daily', 'Daily', 'Daily']);
    expect(series.map((item) => (item.startDay - start) / HOUR)).toEqual([0.5, 24.5, 49.5, 96.5, 120.5]);
    // This and later with a new rule: from the second occurrence on, weekly until two weeks later.
    const second = series[1]!;
    const answer = await call(server.app, `/api/system/Schedule/${second.id}/2`, {
      token: admin,
      method: 'PUT',
      body: { ...base, title: 'Weekly', repetition: '3', startDay: second.startDay, endDay: second.endDay, repeatTime: second.startDay + 14 * DAY },
    });
    expect(answer).toMatchObject({ code: 200, msg: '更新成功' });
    series = await list(start - DAY, start + 20 * DAY);
    expect(series.map((item) => [item.title, (item.startDay - start) / HOUR])).toEqual([
      ['Daily', 0.5],
      ['Weekly', 24.5],
      ['Weekly', 24.5 + 7 * 24],
      ['Weekly', 24.5 + 14 * 24],
    ]);
  });

  it.each([
    [{ startDay: 1, endDay: 2 }, '请输入日程标题'],
    [{ title: '   ', startDay: 1, endDay: 2 }, '请输入日程标题'],
    [{ title: 'x' }, '请选择开始时间和结束时间'],
    [{ title: 'x', startDay: '2027-02-30 10:00', endDay: '2027-03-01 10:00' }, '时间格式不正确，应为 yyyy-MM-dd HH:mm'],
    [{ title: 'x', startDay: 'tomorrow', endDay: 2 }, '时间格式不正确，应为 yyyy-MM-dd HH:mm'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 10:00' }, '结束时间必须晚于开始时间'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', type: '9' }, '日程类型不正确'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', urgent: 4 }, '紧急程度不正确'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', repetition: '7' }, '重复方式不正确'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', repetition: '2' }, '请选择结束重复时间'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', repetition: '2', repeatTime: '2027-02-01 10:00' }, '结束重复时间不能早于开始时间'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', repetition: '2', repeatTime: '2035-03-01 10:00' }, '重复次数过多，不能超过1000次'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', reminderTime: 7 }, '提醒时间不正确'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', toUserIds: ['nobody'] }, '参与人不正确或已停用'],
    [{ title: 'x', startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00', toUserIds: [{ id: 1 }] }, '参与人不正确或已停用'],
    [{ title: 'x'.repeat(101), startDay: '2027-03-01 10:00', endDay: '2027-03-01 11:00' }, '标题或内容过长，不能超过100个字符'],
    [{ title: ['x'], startDay: 1, endDay: 2 }, '请求参数有误'],
  ])('refuses %j with “%s” and stores nothing', async (body, msg) => {
    const digest = await tableDigest(server.database);
    const answer = await call(server.app, '/api/system/Schedule', { token: admin, method: 'POST', body });
    expect(answer.status).toBe(200);
    expect(answer.msg).toBe(msg);
    expect([400, 401]).toContain(answer.code);
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('refuses a bad range, a broken body and an edit with bad input, in the caller’s language', async () => {
    expect(await call(server.app, '/api/system/Schedule?startTime=1&endTime=x', { token: admin })).toMatchObject({ code: 400, msg: '查询的时间范围不正确' });
    expect(await call(server.app, '/api/system/Schedule', { token: admin })).toMatchObject({ code: 400, msg: '查询的时间范围不正确' });
    expect(await call(server.app, `/api/system/Schedule?startTime=0&endTime=${3 * 365 * DAY}`, { token: admin })).toMatchObject({ code: 400 });
    expect(await call(server.app, '/api/system/Schedule', { token: admin, method: 'POST', body: {}, headers: { 'accept-language': 'en' } })).toMatchObject({
      msg: "Please enter the schedule's title",
    });
    const start = weekStart();
    const { id } = await create({ title: 'Keep', startDay: start, endDay: start + HOUR });
    const digest = await tableDigest(server.database);
    expect(await call(server.app, `/api/system/Schedule/${id}/3`, { token: admin, method: 'PUT', body: { title: 'Keep', startDay: start, endDay: start - HOUR } })).toMatchObject({ msg: '结束时间必须晚于开始时间' });
    expect(await call(server.app, `/api/system/Schedule/${id}`, { token: admin, method: 'PUT', body: { title: 'Keep', startDay: start, endDay: start + HOUR } })).toMatchObject({ msg: '请选择日程' });
    expect(await call(server.app, '/api/system/Schedule/missing/3', { token: admin, method: 'PUT', body: { title: 'Keep', startDay: start, endDay: start + HOUR } })).toMatchObject({ msg: '日程不存在或已被删除' });
    const broken = await server.app.request('/api/system/Schedule', { method: 'POST', headers: { authorization: admin, 'content-type': 'application/json' }, body: '{"title":' });
    expect(await broken.json()).toMatchObject({ code: 400 });
    expect(await tableDigest(server.database)).toBe(digest);
    expect(await call(server.app, '/api/system/Schedule?startTime=1&endTime=2')).toMatchObject({ code: 600 });
  });
});
