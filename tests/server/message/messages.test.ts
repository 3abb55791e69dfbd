/** In-site messages and announcements through the API: delivery, the drawer's filters, reading, counts under concurrency, and refusals. */
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Counts = { unreadNoticeCount: number; unreadTotalCount: number };
type Page = { list: Array<{ id: string; title: string; isRead: string; type: number; releaseUser: string; releaseTime: number }>; pagination: { total: number } };

describe.each(DATABASES)('messages on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const release = async (title: string, toUserIds: string[] = ['user_staff--user'], bodyText = '<p>hello</p>') => {
    const created = await call<{ id: string }>(server.app, '/api/message', { token: admin, method: 'POST', body: { title, bodyText, excerpt: 'short', toUserIds } });
    expect(created.code).toBe(200);
    const released = await call<{ count: number }>(server.app, `/api/message/${created.data!.id}/Actions/Release`, { token: admin, method: 'PUT' });
    expect(released.code).toBe(200);
    return { id: created.data!.id, reached: released.data!.count };
  };
  const counts = async (token = staff) => (await call<Counts>(server.app, '/api/message/getUnReadMsgNum', { token })).data!;

  it('releases an announcement to its recipients only, once, and cleans its HTML', async () => {
    const before = await counts();
    const { id, reached } = await release('Quarterly audit', ['user_staff--user'], '<p onclick="x()">Audit <script>alert(1)</script><b>Friday</b></p>');
    expect(reached).toBe(1);
    expect((await counts()).unreadNoticeCount).toBe(before.unreadNoticeCount + 1);
    const adminList = await call<Page>(server.app, '/api/message?keyword=Quarterly', { token: admin });
    expect(adminList.data!.list).toHaveLength(0);
    const again = await call(server.app, `/api/message/${id}/Actions/Release`, { token: admin, method: 'PUT' });
    expect(again).toMatchObject({ code: 400, msg: '该公告已发布' });
    const opened = await call<{ bodyText: string; releaseUser: string; excerpt: string }>(server.app, `/api/message/ReadInfo/${id}`, { token: staff });
    expect(opened.data!.bodyText).toBe('<p>Audit <b>Friday</b></p>');
    expect(opened.data!.releaseUser).toMatch(/\/admin$/);
    expect(opened.data!.excerpt).toBe('short');
  });

  it('reaches a role’s holders, and everyone when no recipient is named', async () => {
    const byRole = await release('For staff role', ['role_staff--role']);
    expect(byRole.reached).toBeGreaterThanOrEqual(1);
    const list = await call<Page>(server.app, '/api/message?keyword=For%20staff%20role', { token: staff });
    expect(list.data!.list.map((item) => item.id)).toEqual([byRole.id]);
    const everyone = await release('For everyone', []);
    for (const token of [admin, staff]) {
      const page = await call<Page>(server.app, '/api/message?keyword=For%20everyone', { token });
      expect(page.data!.list.map((item) => item.id)).toEqual([everyone.id]);
    }
  });

  it('filters by keyword, type and read state, and pages', async () => {
    const { id } = await release('Filter me alpha');
    await release('Filter me beta');
    const unread = await call<Page>(server.app, '/api/message?keyword=filter%20me&isRead=0&type=1', { token: staff });
    expect(unread.data!.list.map((item) => item.title).sort()).toEqual(['Filter me alpha', 'Filter me beta']);
    expect(unread.data!.list.every((item) => item.isRead === '0' && item.type === 1)).toBe(true);
    await call(server.app, `/api/message/ReadInfo/${id}`, { token: staff });
    const stillUnread = await call<Page>(server.app, '/api/message?keyword=filter%20me&isRead=0', { token: staff });
    expect(stillUnread.data!.list.map((item) => item.title)).toEqual(['Filter me beta']);
    const read = await call<Page>(server.app, '/api/message?keyword=filter%20me&isRead=1', { token: staff });
    expect(read.data!.list.map((item) => item.title)).toEqual(['Filter me alpha']);
    const schedules = await call<Page>(server.app, '/api/message?keyword=filter%20me&type=4', { token: staff });
    expect(schedules.data!.list).toEqual([]);
    const paged = await call<Page>(server.app, '/api/message?keyword=filter%20me&pageSize=1&currentPage=2', { token: staff });
    expect(paged.data!.list).toHaveLength(1);
    expect(paged.data!.pagination.total).toBe(2);
  });

  it('keeps the unread count exact when many reads run at once, the same message included', async () => {
    const released = [];
    for (let index = 0; index < 8; index += 1) released.push(await release(`Concurrent ${index}`));
    const before = await counts();
    // Every message opened three times at once: each must lower the count exactly once.
    const reads = released.flatMap(({ id }) => [id, id, id]).map((id) => call(server.app, `/api/message/ReadInfo/${id}`, { token: staff }));
    const answers = await Promise.all(reads);
    expect(answers.every((answer) => answer.code === 200)).toBe(true);
    const after = await counts();
    expect(after.unreadNoticeCount).toBe(before.unreadNoticeCount - 8);
    expect(after.unreadTotalCount).toBe(before.unreadTotalCount - 8);
  });

  it('marks all matching messages read (and only those), after which the count of that filter is 0', async () => {
    await release('Bulk one');
    await release('Bulk two');
    const other = await release('Keep unread');
    const answer = await call<{ count: number }>(server.app, '/api/message/Actions/ReadAll', { token: staff, method: 'POST', body: { keyword: 'Bulk', type: '', isRead: '0' } });
    expect(answer).toMatchObject({ code: 200, msg: '已全部标记为已读', data: { count: 2 } });
    const keep = await call<Page>(server.app, '/api/message?keyword=Keep%20unread', { token: staff });
    expect(keep.data!.list[0]).toMatchObject({ id: other.id, isRead: '0' });
    await call(server.app, '/api/message/Actions/ReadAll', { token: staff, method: 'POST', body: {} });
    expect((await counts()).unreadTotalCount).toBe(0);
  });

  it('deletes from the caller’s record only', async () => {
    const { id } = await release('Delete me', []);
    const answer = await call(server.app, '/api/message/Record', { token: staff, method: 'DELETE', body: { ids: [id] } });
    expect(answer).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(server.app, `/api/message/ReadInfo/${id}`, { token: staff })).code).toBe(400);
    expect((await call(server.app, `/api/message/ReadInfo/${id}`, { token: admin })).code).toBe(200);
    expect((await call(server.app, '/api/message/Record', { token: staff, method: 'DELETE', body: { ids: [] } })).msg).toBe('请选择消息');
  });

  it('lets only the notice page’s holders manage announcements', async () => {
    const list = await call<Page>(server.app, '/api/message/Notice', { token: staff, method: 'POST', body: { currentPage: 1, pageSize: 20 } });
    expect(list.code).toBe(400);
    const create = await call(server.app, '/api/message', { token: staff, method: 'POST', body: { title: 'mine' } });
    expect(create.code).toBe(400);
    const adminList = await call<Page>(server.app, '/api/message/Notice', { token: admin, method: 'POST', body: { currentPage: 1, pageSize: 5, keyword: 'Quarterly' } });
    expect(adminList.data!.list.map((item) => item.title)).toEqual(['Quarterly audit']);
  });

  it('edits a draft and deletes an announcement with its deliveries', async () => {
    const created = await call<{ id: string }>(server.app, '/api/message', { token: admin, method: 'POST', body: { title: 'Draft', toUserIds: 'user_staff--user' } });
    const id = created.data!.id;
    expect((await call(server.app, `/api/message/${id}`, { token: admin, method: 'PUT', body: { title: 'Draft v2', bodyText: '<i>x</i>', toUserIds: [] } })).code).toBe(200);
    expect((await call<{ title: string; toUserIds: string[] }>(server.app, `/api/message/${id}`, { token: admin })).data).toMatchObject({ title: 'Draft v2', toUserIds: [] });
    await call(server.app, `/api/message/${id}/Actions/Release`, { token: admin, method: 'PUT' });
    expect((await call(server.app, `/api/message/${id}`, { token: admin, method: 'DELETE' })).msg).toBe('删除成功');
    expect((await call(server.app, `/api/message/ReadInfo/${id}`, { token: staff })).code).toBe(400);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ bodyText: 'no title' }, '请输入标题'],
      [{ title: '   ' }, '请输入标题'],
      [{ title: 'x'.repeat(101) }, '不能超过100个字符'],
      [{ title: 'ok', toUserIds: ['nobody'] }, '接收人不正确'],
      [{ title: 'ok', toUserIds: ['a--planet'] }, '接收人不正确'],
      [{ title: 'ok', toUserIds: 42 }, '接收人不正确'],
      [{ title: 'ok', files: '[{"name":"x","url":"javascript:alert(1)"}]' }, '附件不正确'],
      [{ title: 'ok', files: 'not json' }, '附件不正确'],
      [{ title: 7 }, '请求参数'],
    ];
    const before = await call<Page>(server.app, '/api/message/Notice', { token: admin });
    for (const [body, message] of cases) {
      const answer = await call(server.app, '/api/message', { token: admin, method: 'POST', body });
      expect(answer.code, JSON.stringify(body)).not.toBe(200);
      expect(answer.code).not.toBe(500);
      expect(answer.msg, JSON.stringify(body)).toContain(message);
    }
    const after = await call<Page>(server.app, '/api/message/Notice', { token: admin });
    expect(after.data!.pagination.total).toBe(before.data!.pagination.total);
    expect((await call(server.app, '/api/message?type=9', { token: staff })).msg).toBe('消息类型不正确');
    expect((await call(server.app, '/api/message?currentPage=abc', { token: staff })).code).toBe(400);
    expect((await call(server.app, '/api/message/ReadInfo/nope', { token: staff })).msg).toBe('消息不存在或已被删除');
    expect((await call(server.app, '/api/message/nope/Actions/Release', { token: admin, method: 'PUT' })).msg).toBe('消息不存在或已被删除');
  });
});
