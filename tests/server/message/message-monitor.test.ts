/**
 * The message monitor (消息中心 → 消息监控, issue 12): every delivery through a channel provider leaves a row per
 * recipient in the send log — an announcement sent through a configured robot (sent, with its template), a channel
 * asked for but not configured (failed: notConfigured), a robot that refuses (failed, with its answer), a channel
 * test to a caller without an address (failed: noAddress). The monitor lists them newest first and searches by
 * channel, status, time range and keyword; one row; delete, batch delete and clear with the page's 删除 button; bad
 * searches and callers without the page refused with nothing changed.
 */
import { eq } from 'drizzle-orm';
import { messageSendLog, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';
import { startFakeHttp } from './channels/fake-servers';

const API = '/api/message/MessageMonitor';

interface Row {
  id: string;
  channel: number;
  source: number;
  templateName: string;
  recipientName: string;
  recipientAddress: string;
  title: string;
  content: string;
  status: number;
  error: string;
  createdAt: number;
}

describe.each(DATABASES)('message monitor on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { startAt: new Date(2026, 2, 7, 9, 0) });
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const list = async (query = '') => {
    const answer = await call<{ list: Row[]; pagination: { total: number } }>(server.app, `${API}?currentPage=1&pageSize=50${query}`, { token: admin });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    return answer.data!;
  };

  const release = async (title: string) => {
    const created = await call<{ id: string }>(server.app, '/api/message', { token: admin, method: 'POST', body: { title, bodyText: '<p>正文</p>', excerpt: `${title}的摘要`, toUserIds: ['user_staff--user'] } });
    expect(created.code, JSON.stringify(created)).toBe(200);
    expect((await call(server.app, `/api/message/${created.data!.id}/Actions/Release`, { token: admin, method: 'PUT' })).code).toBe(200);
  };

  it('logs each recipient of every channel delivery, sent or failed, with the template', async () => {
    const robot = await startFakeHttp();
    try {
      await server.app.services.settings.update({ weComWebhookUrl: `${robot.url}/wecom`, smsUrl: '' });
      const template = await call<{ id: string }>(server.app, '/api/message/MessageTemplateConfig', {
        token: admin,
        method: 'POST',
        body: { fullName: '公告模板', enCode: 'MONITOR_NOTICE', messageType: 3, title: '新公告：{title}', content: '{content}', parameters: [{ field: 'title' }, { field: 'content' }] },
      });
      expect(template.code, JSON.stringify(template)).toBe(200);
      const setting = await call(server.app, '/api/message/SendMessageConfig', {
        token: admin,
        method: 'POST',
        body: { fullName: '公告发送', enCode: 'MONITOR_SEND', messageSource: 1, templateId: template.data!.id, channels: [1, 3, 5] },
      });
      expect(setting.code, JSON.stringify(setting)).toBe(200);
      await release('停电通知');
      expect(robot.posts).toHaveLength(1);
    } finally {
      await robot.close();
    }
    const { list: rows, pagination } = await list();
    expect(pagination.total).toBe(2);
    const weCom = rows.find((row) => row.channel === 5)!;
    expect(weCom).toMatchObject({ source: 1, templateName: '公告模板', recipientName: '张敏', recipientAddress: '13800138000', title: '新公告：停电通知', content: '停电通知的摘要', status: 1, error: '' });
    expect(rows.find((row) => row.channel === 3)).toMatchObject({ status: 0, error: 'notConfigured', title: '新公告：停电通知' });
    // In-site delivery is the inbox's, not a provider's: not in the log.
    expect(rows.some((row) => row.channel === 1)).toBe(false);
  });

  it('logs a refusing robot with its answer, and a channel test to a caller without an address', async () => {
    const robot = await startFakeHttp(() => ({ status: 200, body: { errcode: 310000, errmsg: 'keywords not in content' } }));
    try {
      await server.app.services.settings.update({ dingWebhookUrl: robot.url });
      await server.database.db.update(users).set({ mobilePhone: '13900000000' }).where(eq(users.account, 'admin'));
      expect((await call(server.app, '/api/message/ChannelSettings/ding/Actions/Test', { token: admin, method: 'POST' })).msg).toMatch(/^发送失败：/);
    } finally {
      await robot.close();
    }
    const [refused] = (await list('&channel=4')).list;
    expect(refused).toMatchObject({ source: 0, status: 0, recipientName: '管理员', recipientAddress: '13900000000' });
    expect(refused!.error).toContain('keywords not in content');

    await server.app.services.settings.update({ mailHost: '127.0.0.1', mailPort: 9, mailFrom: 'eam@example.test' });
    await server.database.db.update(users).set({ email: '' }).where(eq(users.account, 'admin'));
    expect((await call(server.app, '/api/message/ChannelSettings/mail/Actions/Test', { token: admin, method: 'POST' })).code).toBe(400);
    expect((await list('&channel=2')).list).toEqual([expect.objectContaining({ status: 0, error: 'noAddress', title: '测试消息' })]);
  });

  it('searches by channel, status, time range and keyword, newest first, and shows one row', async () => {
    const all = await list();
    expect(all.pagination.total).toBe(4);
    expect(all.list.map((row) => row.createdAt)).toEqual([...all.list.map((row) => row.createdAt)].sort((a, b) => b - a));
    expect((await list('&status=1')).list.map((row) => row.channel)).toEqual([5]);
    expect((await list('&status=0')).pagination.total).toBe(3);
    expect((await list('&channel=3&status=0')).list).toHaveLength(1);
    expect((await list(`&keyword=${encodeURIComponent('停电')}`)).pagination.total).toBe(2);
    expect((await list(`&keyword=${encodeURIComponent('张敏')}`)).pagination.total).toBe(2);
    expect((await list('&keyword=100%25')).pagination.total).toBe(0);
    const today = new Date(all.list[0]!.createdAt);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    expect((await list(`&startTime=${day}&endTime=${day}`)).pagination.total).toBe(4);
    expect((await list('&startTime=2020-01-01&endTime=2020-01-31')).pagination.total).toBe(0);
    expect((await list(`&startTime=${all.list[0]!.createdAt + 1}`)).pagination.total).toBe(0);

    const one = await call<Row>(server.app, `${API}/${all.list[0]!.id}`, { token: admin });
    expect(one.data).toEqual(all.list[0]);
    expect(await call(server.app, `${API}/nope`, { token: admin })).toMatchObject({ code: 400, msg: '发送记录不存在或已被删除' });
  });

  it.each([['&channel=9'], ['&channel=abc'], ['&status=2'], ['&startTime=2026-02-30'], ['&startTime=yesterday'], ['&startTime=2026-03-08&endTime=2026-03-01']])(
    'refuses the search %s with a clear message',
    async (query) => {
      expect(await call(server.app, `${API}?currentPage=1${query}`, { token: admin })).toMatchObject({ code: 400, msg: '查询条件不正确：渠道、状态或时间范围无效' });
    },
  );

  it('refuses a caller without the page, and bad removals, changing nothing', async () => {
    const digest = await tableDigest(server.database);
    const [first] = (await list()).list;
    for (const [method, path, body] of [
      ['GET', API, undefined],
      ['GET', `${API}/${first!.id}`, undefined],
      ['DELETE', `${API}/${first!.id}`, undefined],
      ['DELETE', `${API}/batchRemove`, { ids: [first!.id] }],
      ['DELETE', `${API}/empty`, undefined],
    ] as const) {
      const answer = await call(server.app, path, { token: staff, method, body });
      expect(answer.code, `${method} ${path}`).toBe(400);
    }
    expect((await call(server.app, `${API}/batchRemove`, { token: admin, method: 'DELETE', body: { ids: 'x'.repeat(3).split('').map(() => 42) } })).code).toBe(400);
    expect((await call(server.app, `${API}/batchRemove`, { token: admin, method: 'DELETE', body: { ids: [] } })).code).toBe(400);
    expect((await call(server.app, `${API}/nope`, { token: admin, method: 'DELETE' })).msg).toBe('发送记录不存在或已被删除');
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('deletes one row, chosen rows, and clears the log', async () => {
    const rows = (await list()).list;
    expect(await call(server.app, `${API}/${rows[0]!.id}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await call<{ count: number }>(server.app, `${API}/batchRemove`, { token: admin, method: 'DELETE', body: { ids: [rows[1]!.id, rows[2]!.id] } })).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await list()).list.map((row) => row.id)).toEqual([rows[3]!.id]);
    expect(await call<{ count: number }>(server.app, `${API}/empty`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '清空成功', data: { count: 1 } });
    expect(await server.database.db.select().from(messageSendLog)).toEqual([]);
  });
});
