/**
 * Systems from the menu screen (issue 9 §1): administrators create, edit, enable/disable and delete systems under
 * the menu page's buttons; the main system is never disabled or deleted, a system with menu entries is not deleted;
 * the next CurrentUser follows; bad input and refused calls change nothing, in the caller's language; staff, even
 * holding the menu page, may not write systems.
 */
import { eq } from 'drizzle-orm';
import { authorizations, systems, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
const SYSTEMS = '/api/system/Menu/Systems';

describe.each(DATABASES)('systems on the menu screen on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let serial = 0;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const system = (overrides: Record<string, unknown> = {}) => ({ fullName: `仓储系统${++serial}`, enCode: `warehouse${serial}`, icon: 'HomeOutlined', sortCode: 5, enabledMark: 1, ...overrides });
  const systemIds = async () => (await api<{ userInfo: { systemIds: { id: string }[] } }>('/api/oauth/CurrentUser')).data.userInfo.systemIds.map((item) => item.id);

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('creates, reads, edits, disables, enables and deletes a system; the next CurrentUser follows', async () => {
    const body = system();
    const created = await api<{ id: string }>(SYSTEMS, { method: 'POST', body });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;
    expect((await api<{ list: { id: string; fullName: string }[] }>(SYSTEMS)).data.list.find((row) => row.id === id)).toMatchObject({ fullName: body.fullName, enCode: body.enCode, enabledMark: 1 });
    expect(await systemIds()).toContain(id);

    expect(await api(`${SYSTEMS}/${id}`, { method: 'PUT', body: { fullName: '仓储管理', sortCode: 9 } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await api(`${SYSTEMS}/${id}`)).data).toMatchObject({ id, fullName: '仓储管理', enCode: body.enCode, sortCode: 9, icon: 'HomeOutlined' });

    expect(await api(`${SYSTEMS}/${id}/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect(await systemIds()).not.toContain(id);
    expect(await api(`${SYSTEMS}/${id}/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 1 } });
    expect(await systemIds()).toContain(id);

    await server.database.db.insert(authorizations).values({ itemType: 'system', itemId: id, objectType: 'Role', objectId: 'role_staff' });
    await server.database.db.update(users).set({ currentSystemId: id }).where(eq(users.id, 'user_staff'));
    expect(await api(`${SYSTEMS}/${id}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await server.database.db.select().from(systems).where(eq(systems.id, id))).toEqual([]);
    expect(await server.database.db.select().from(authorizations).where(eq(authorizations.itemId, id))).toEqual([]);
    const [staffRow] = await server.database.db.select({ currentSystemId: users.currentSystemId }).from(users).where(eq(users.id, 'user_staff'));
    expect(staffRow!.currentSystemId).toBe('');
    expect(await systemIds()).not.toContain(id);
  });

  it('never disables or deletes the main system, nor deletes a system with menu entries, and changes nothing', async () => {
    const before = await tableDigest(server.database);
    expect(await api(`${SYSTEMS}/sys_main/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 400, msg: '主系统不能禁用或删除' });
    expect(await api(`${SYSTEMS}/sys_main`, { method: 'PUT', body: { enabledMark: 0 } })).toMatchObject({ code: 400, msg: '主系统不能禁用或删除' });
    expect(await api(`${SYSTEMS}/sys_main`, { method: 'DELETE' })).toMatchObject({ code: 400, msg: '主系统不能禁用或删除' });
    expect(await api(`${SYSTEMS}/sys_demo`, { method: 'DELETE' })).toMatchObject({ code: 400, msg: '该系统下有菜单，不能删除' });
    expect(await api(`${SYSTEMS}/sys_demo`, { method: 'DELETE', headers: { 'accept-language': 'en' } })).toMatchObject({ code: 400, msg: 'This system still has menu entries and cannot be deleted' });
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('renames the main system without losing its other languages', async () => {
    const [main] = await server.database.db.select().from(systems).where(eq(systems.id, 'sys_main'));
    expect(await api(`${SYSTEMS}/sys_main`, { method: 'PUT', body: { fullName: '资产管理平台' } })).toMatchObject({ code: 200 });
    const [renamed] = await server.database.db.select().from(systems).where(eq(systems.id, 'sys_main'));
    expect(renamed!.fullNameI18n).toEqual({ ...main!.fullNameI18n, 'zh-CN': '资产管理平台' });
    expect(renamed!.isMain).toBe(true);
    await api(`${SYSTEMS}/sys_main`, { method: 'PUT', body: { fullName: main!.fullName } });
  });

  it.each([
    [{ fullName: '' }, '请输入名称'],
    [{ enCode: '' }, '请输入编码'],
    [{ fullName: '长'.repeat(51) }, '名称最多为50个字符'],
    [{ enCode: 'mainSystem' }, '系统编码已存在'],
    [{ sortCode: -1 }, undefined],
    [{ enabledMark: 7 }, undefined],
  ])('refuses a bad system %j with a clear message and stores nothing', async (overrides, msg) => {
    const before = await tableDigest(server.database);
    const answer = await api(SYSTEMS, { method: 'POST', body: system(overrides) });
    expect(answer.code).toBe(400);
    expect(answer.msg).not.toBe('');
    if (msg) expect(answer.msg).toBe(msg);
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('refuses a taken code on edit and unknown ids, changing nothing', async () => {
    const created = await api<{ id: string }>(SYSTEMS, { method: 'POST', body: system() });
    const before = await tableDigest(server.database);
    expect(await api(`${SYSTEMS}/${created.data.id}`, { method: 'PUT', body: { enCode: 'demoSystem' } })).toMatchObject({ code: 400, msg: '系统编码已存在' });
    expect(await api(`${SYSTEMS}/${created.data.id}`, { method: 'PUT', body: { enCode: 'demoSystem' }, headers: { 'accept-language': 'en' } })).toMatchObject({ code: 400, msg: 'A system with this code already exists' });
    for (const [path, method] of [
      [`${SYSTEMS}/no-such-system`, 'GET'],
      [`${SYSTEMS}/no-such-system`, 'PUT'],
      [`${SYSTEMS}/no-such-system`, 'DELETE'],
      [`${SYSTEMS}/no-such-system/Actions/State`, 'PUT'],
    ] as const) {
      expect(await api(path, { method, body: method === 'PUT' ? { fullName: 'x' } : undefined })).toMatchObject({ code: 400 });
    }
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('refuses every system write to staff, even holding the menu page', async () => {
    await server.database.db.insert(authorizations).values({ itemType: 'module', itemId: 'm_system.menu', objectType: 'User', objectId: 'user_staff' }).onConflictDoNothing();
    const before = await tableDigest(server.database);
    for (const [path, method, body] of [
      [SYSTEMS, 'POST', system()],
      [`${SYSTEMS}/sys_demo`, 'GET'],
      [`${SYSTEMS}/sys_demo`, 'PUT', { fullName: '改名' }],
      [`${SYSTEMS}/sys_demo/Actions/State`, 'PUT'],
      [`${SYSTEMS}/sys_demo`, 'DELETE'],
    ] as const) {
      expect(await api(path, { token: staff, method, body: body as unknown })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    }
    expect(await tableDigest(server.database)).toBe(before);
  });
});
