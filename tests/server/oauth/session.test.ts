/** Sessions through the API: sign-in, current user, logout, and the 600/601/602 answers. */
import { eq } from 'drizzle-orm';
import type { CurrentUser, MenuItem } from '../../../runtime/core/contract/session';
import { sessions, sysConfig, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, md5, postLogin, tokenFor, type TestServer } from '../harness';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe.each(DATABASES)('sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs admin in with the md5 password and answers the token and theme', async () => {
    const answer = await postLogin(server.app, ADMIN.account, ADMIN.password);
    expect(answer.code).toBe(200);
    expect(answer.data?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.data?.theme).toBe('plain');
  });

  it('trims the account before looking it up', async () => {
    const answer = await postLogin(server.app, `  ${STAFF.account}  `, STAFF.password);
    expect(answer.code).toBe(200);
  });

  it('accepts the sub-account form mobile@account', async () => {
    const answer = await postLogin(server.app, `13800138000@${STAFF.account}`, STAFF.password);
    expect(answer.code).toBe(200);
    const wrongMobile = await postLogin(server.app, `13900000000@${STAFF.account}`, STAFF.password);
    expect(wrongMobile.code).toBe(400);
  });

  it('refuses a plain (unhashed) password with a clear message', async () => {
    const response = await server.app.request('/api/oauth/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password: ADMIN.password }),
    });
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code).toBe(401);
    expect(answer.msg).toBe('密码格式不正确');
  });

  it('answers missing fields in the caller language', async () => {
    const response = await server.app.request('/api/oauth/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US,en;q=0.9' },
      body: new URLSearchParams({ password: 'x' }),
    });
    expect(await response.json()).toEqual({ code: 401, msg: 'Please enter the account' });
  });

  it('answers 600 without a token, 602 for a garbage token and 600 for a logged-out token', async () => {
    expect(await call(server.app, '/api/oauth/CurrentUser')).toMatchObject({ status: 200, code: 600, msg: '登录过期,请重新登录' });
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: 'garbage' })).toMatchObject({ code: 602 });
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: 'f'.repeat(64) })).toMatchObject({ code: 602 });
    const token = await tokenFor(server.app, ADMIN);
    expect((await call(server.app, '/api/oauth/CurrentUser', { token })).code).toBe(200);
    expect((await call(server.app, '/api/oauth/Logout', { token })).code).toBe(200);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token })).toMatchObject({ code: 600 });
  });

  it('answers 601 when a session was forced out or the account signed in elsewhere', async () => {
    const token = await tokenFor(server.app, STAFF);
    await server.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'forcedOut' }).where(eq(sessions.userId, 'user_staff'));
    expect(await call(server.app, '/api/oauth/CurrentUser', { token })).toMatchObject({ code: 601 });

    await server.database.db.insert(sysConfig).values({ key: 'singleLogin', value: 1 }).onConflictDoUpdate({ target: sysConfig.key, set: { value: 1 } });
    server.advanceClock(10_000); // past the settings cache
    const first = await tokenFor(server.app, STAFF);
    const second = await tokenFor(server.app, STAFF);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: first })).toMatchObject({ code: 601, msg: '您的账号已在其他地方登录，请重新登录' });
    expect((await call(server.app, '/api/oauth/CurrentUser', { token: second })).code).toBe(200);
    await server.database.db.update(sysConfig).set({ value: 2 }).where(eq(sysConfig.key, 'singleLogin'));
    server.advanceClock(10_000);
  });

  it('expires an idle session with 600', async () => {
    const token = await tokenFor(server.app, STAFF);
    server.advanceClock(481 * 60_000);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token })).toMatchObject({ code: 600 });
  });

  it('gives staff fewer menus and no buttons on positions and asset categories', async () => {
    const adminUser = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, ADMIN) })).data!;
    const staffUser = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, STAFF) })).data!;
    const adminCodes = flatten(adminUser.menuList).map((item) => item.enCode);
    const staffCodes = flatten(staffUser.menuList).map((item) => item.enCode);
    expect(staffCodes.length).toBeGreaterThan(0);
    expect(staffCodes.length).toBeLessThan(adminCodes.length);
    expect(staffCodes.every((code) => adminCodes.includes(code))).toBe(true);
    expect(staffCodes).toContain('eam.eamPosition');
    expect(staffCodes).toContain('eam.eamDatatype');
    expect(staffCodes).not.toContain('permission.user');

    const staffPosition = staffUser.permissionList.find((entry) => entry.modelId === 'm_eam.eamPosition');
    expect(staffPosition?.button).toEqual([]);
    expect(staffPosition?.column.map((column) => column.enCode)).toContain('fullname');
    const adminPosition = adminUser.permissionList.find((entry) => entry.modelId === 'm_eam.eamPosition');
    expect(adminPosition?.button.map((button) => button.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    expect(staffUser.permissionList.some((entry) => entry.modelId === 'm_permission.user')).toBe(false);
  });

  it('describes the user and the site in CurrentUser', async () => {
    const data = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, ADMIN) })).data!;
    expect(data.userInfo).toMatchObject({ userAccount: 'admin', userName: '管理员', isActive: 1, organizeName: '信息技术部' });
    expect(data.userInfo.systemIds).toEqual([
      { id: 'sys_main', name: 'KLX EAM', icon: 'AppstoreOutlined', currentSystem: true },
      { id: 'sys_demo', name: '演示系统', icon: 'ExperimentOutlined', currentSystem: false },
    ]);
    expect(data.sysConfigInfo).toMatchObject({ sysVersion: '3.4.7', themeClass: 'skyblue', layoutType: 'plain', showSearch: true, useCache: false });
    expect(data.routerList[0]?.children.length).toBe(data.menuList.length);
    const dictionary = flatten(data.menuList).find((item) => item.enCode === 'systemData.dictionary');
    expect(dictionary).toMatchObject({ type: 2, urlAddress: 'systemData/dictionary', fullName: '数据字典' });
  });

  it('verifies account and password for the lock screen', async () => {
    const token = await tokenFor(server.app, STAFF);
    const right = await call(server.app, '/api/oauth/LockScreen', { token, method: 'POST', body: { account: 'staff', password: md5(STAFF.password) } });
    expect(right.code).toBe(200);
    const wrong = await call(server.app, '/api/oauth/LockScreen', { token, method: 'POST', body: { account: 'staff', password: md5('nope') } });
    expect(wrong).toMatchObject({ code: 400, msg: '密码错误，解锁失败' });
    const otherAccount = await call(server.app, '/api/oauth/LockScreen', { token, method: 'POST', body: { account: 'admin', password: md5(ADMIN.password) } });
    expect(otherAccount.code).toBe(400);
  });

  it('never stores a password as md5', async () => {
    const rows = await server.database.db.select({ account: users.account, hash: users.passwordHash }).from(users);
    for (const row of rows) {
      expect(row.hash).toMatch(/^pbkdf2-sha256\$\d+\$/);
      expect(row.hash).not.toContain(md5(row.account === 'admin' ? ADMIN.password : STAFF.password));
    }
  });

  it('tells a disabled account so', async () => {
    await server.database.db.update(users).set({ enabledMark: 0 }).where(eq(users.account, 'staff'));
    const answer = await postLogin(server.app, STAFF.account, STAFF.password);
    expect(answer).toMatchObject({ code: 400, msg: '账号已被禁用，请联系管理员' });
    await server.database.db.update(users).set({ enabledMark: 1 }).where(eq(users.account, 'staff'));
  });

  it('lets an inactive account sign in and reports isActive 0 for the empower page', async () => {
    await server.database.db.update(users).set({ isActive: 0 }).where(eq(users.account, 'staff'));
    const token = await tokenFor(server.app, STAFF);
    const data = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token })).data!;
    expect(data.userInfo.isActive).toBe(0);
    await server.database.db.update(users).set({ isActive: 1 }).where(eq(users.account, 'staff'));
  });
});
