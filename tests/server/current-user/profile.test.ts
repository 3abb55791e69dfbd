/** The signed-in user's own account: base information, layout theme, language, and the major (system, organisation) switch. */
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../../runtime/core/contract/session';
import { userRelations, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const BASE = '/api/permission/Users/Current';

describe.each(DATABASES)('current user on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    [staff, admin] = await Promise.all([tokenFor(server.app, STAFF), tokenFor(server.app, ADMIN)]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads the base information of the caller only', async () => {
    const answer = await call<Record<string, unknown>>(server.app, `${BASE}/BaseInfo`, { token: staff });
    expect(answer.data).toMatchObject({ account: 'staff', realName: '张敏', organizeName: '资产管理部', positionNames: ['资产专员'], roleNames: ['普通员工'], mobilePhone: '13800138000' });
    expect(answer.data).not.toHaveProperty('passwordHash');
    expect((await call(server.app, `${BASE}/BaseInfo`)).code).toBe(600);
  });

  it('saves editable fields and refuses bad ones without changing anything', async () => {
    const saved = await call(server.app, `${BASE}/BaseInfo`, { token: staff, method: 'PUT', body: { realName: ' 张敏敏 ', email: 'zm@klx.example.com', description: '资产专员', account: 'hacker', organizeId: 'org_company' } });
    expect(saved).toMatchObject({ code: 200, msg: '更新成功' });
    const [row] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(row).toMatchObject({ realName: '张敏敏', email: 'zm@klx.example.com', description: '资产专员', organizeId: 'org_asset' });

    const bad: [unknown, string][] = [
      [{ realName: '  ' }, '请输入姓名'],
      [{ mobilePhone: '12345' }, '请输入正确的手机号码'],
      [{ email: 'not-mail' }, '请输入正确的邮箱'],
      [{ gender: 'x' }, '性别不正确'],
      [{ realName: 'a'.repeat(51) }, '姓名不能超过50个字符'],
      [{ realName: { nested: true } }, '请求参数有误'],
      ['text', '请求参数有误'],
    ];
    for (const [body, msg] of bad) {
      const answer = await call(server.app, `${BASE}/BaseInfo`, { token: staff, method: 'PUT', body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 200, msg });
    }
    const [unchanged] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(unchanged!.realName).toBe('张敏敏');
  });

  it('saves the layout theme and the language, refusing unknown values', async () => {
    expect(await call(server.app, `${BASE}/SystemTheme`, { token: staff, method: 'PUT', body: { theme: 'blend' } })).toMatchObject({ code: 200 });
    expect(await call(server.app, `${BASE}/SystemTheme`, { token: staff, method: 'PUT', body: { theme: 'rainbow' } })).toMatchObject({ code: 400, msg: '不支持的布局：rainbow' });
    expect(await call(server.app, `${BASE}/SystemLanguage`, { token: staff, method: 'PUT', body: { language: 'en' } })).toMatchObject({ code: 200, msg: 'Saved' });
    expect(await call(server.app, `${BASE}/SystemLanguage`, { token: staff, method: 'PUT', body: { language: 'fr' } })).toMatchObject({ code: 400, msg: '不支持的语言：fr' });
    expect(await call(server.app, `${BASE}/SystemLanguage`, { token: staff, method: 'PUT', body: {} })).toMatchObject({ code: 400 });
    const current = await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: staff });
    expect(current.data?.userInfo).toMatchObject({ theme: 'blend', language: 'en' });
  });

  it('switches the current system and the menu follows', async () => {
    const before = await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: admin });
    expect(before.data!.userInfo.systemIds.map((s) => [s.id, s.currentSystem])).toEqual([['sys_main', true], ['sys_demo', false]]);
    const switched = await call(server.app, `${BASE}/major`, { token: admin, method: 'PUT', body: { majorId: 'sys_demo', majorType: 'System' } });
    expect(switched).toMatchObject({ code: 200, msg: '切换成功' });
    const after = await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: admin });
    expect(after.data!.userInfo.systemIds.find((s) => s.currentSystem)?.id).toBe('sys_demo');
    expect(after.data!.menuList.map((m) => m.enCode)).toEqual(['demoHome', 'demoCategory', 'demoDataView', 'demoInnerLink', 'demoOuterLink']);
    expect(after.data!.menuList[1]!.children.map((m) => m.type)).toEqual([3, 4, 5, 8]);
    await call(server.app, `${BASE}/major`, { token: admin, method: 'PUT', body: { majorId: 'sys_main', majorType: 'System' } });
  });

  it('refuses a system the user is not granted, and unknown switch types', async () => {
    expect(await call(server.app, `${BASE}/major`, { token: staff, method: 'PUT', body: { majorId: 'sys_demo', majorType: 'System' } })).toMatchObject({ code: 400, msg: '您不能切换到该组织、岗位或系统' });
    expect(await call(server.app, `${BASE}/major`, { token: staff, method: 'PUT', body: { majorId: 'nope', majorType: 'System' } })).toMatchObject({ code: 400 });
    expect(await call(server.app, `${BASE}/major`, { token: staff, method: 'PUT', body: { majorId: 'x', majorType: 'Galaxy' } })).toMatchObject({ code: 400, msg: '切换类型不正确：Galaxy' });
    expect(await call(server.app, `${BASE}/major`, { token: staff, method: 'PUT', body: { majorType: 'Organize' } })).toMatchObject({ code: 400 });
    const [row] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(row!.currentSystemId).toBe('');
  });

  it('switches the main organisation among those the user belongs to', async () => {
    await server.database.db.insert(userRelations).values({ userId: 'user_staff', objectType: 'Organize', objectId: 'org_finance' });
    const list = await call<{ list: { id: string; name: string }[] }>(server.app, `${BASE}/Organizes`, { token: staff });
    expect(list.data!.list).toEqual([{ id: 'org_asset', name: '资产管理部' }, { id: 'org_finance', name: '财务部' }]);
    expect(await call(server.app, `${BASE}/major`, { token: staff, method: 'PUT', body: { majorId: 'org_hr', majorType: 'Organize' } })).toMatchObject({ code: 400 });
    expect(await call(server.app, `${BASE}/major`, { token: staff, method: 'PUT', body: { majorId: 'org_finance', majorType: 'Organize' } })).toMatchObject({ code: 200, msg: '切换成功' });
    const current = await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: staff });
    expect(current.data!.userInfo.organizeName).toBe('财务部');
  });
});
