/** Changing one's own password: captcha, old password, the policy enforced on the server, and the sessions ended. */
import { eq } from 'drizzle-orm';
import { passwordShape } from '../../../runtime/core/password/policy';
import { captchas, sessions, sysConfig, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, md5, postLogin, tokenFor, type TestServer } from '../harness';

const MODIFY = '/api/permission/Users/Current/Actions/ModifyPassword';

describe.each(DATABASES)('password change on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  let keyCounter = 0;
  /** Issues a captcha through the real image call and reads its code from the database. */
  async function captcha(): Promise<{ code: string; timestamp: string }> {
    const timestamp = `17000${++keyCounter}`;
    await server.app.request(`/api/file/ImageCode/${timestamp}`);
    const [row] = await server.database.db.select().from(captchas).where(eq(captchas.id, timestamp));
    return { code: row!.code, timestamp };
  }
  async function setConfig(values: Record<string, number>) {
    for (const [key, value] of Object.entries(values)) {
      await server.database.db.insert(sysConfig).values({ key, value }).onConflictDoUpdate({ target: sysConfig.key, set: { value } });
    }
    server.advanceClock(10_000);
  }
  const body = async (oldPassword: string | undefined, password: string, extra: Record<string, unknown> = {}) => ({
    ...(oldPassword === undefined ? {} : { oldPassword: md5(oldPassword) }),
    password: md5(password),
    passwordShape: passwordShape(password),
    type: '2',
    ...(await captcha()),
    ...extra,
  });

  it('refuses bad input with catalogued messages and changes nothing', async () => {
    const token = await tokenFor(server.app, STAFF);
    const before = (await server.database.db.select().from(users).where(eq(users.account, 'staff')))[0]!.passwordHash;
    const cases: [unknown, string][] = [
      [{}, '新密码不能为空'],
      [{ password: 'plain-text', passwordShape: passwordShape('plain-text') }, '密码格式不正确'],
      [{ password: md5('Next@2026'), passwordShape: passwordShape('Next@2026'), code: 'x', timestamp: '1' }, '旧密码不能为空'],
      [{ oldPassword: md5(STAFF.password), password: md5('Next@2026'), passwordShape: passwordShape('Next@2026') }, '验证码不能为空'],
      [{ oldPassword: md5(STAFF.password), password: md5('Next@2026'), passwordShape: passwordShape('Next@2026'), code: 'zzzz', timestamp: 'nope' }, '验证码已过期，请刷新后重试'],
    ];
    for (const [payload, msg] of cases) {
      const answer = await call(server.app, MODIFY, { token, method: 'POST', body: payload });
      expect(answer, JSON.stringify(payload)).toMatchObject({ status: 200, msg });
      expect(answer.code).not.toBe(200);
    }
    const notJson = await server.app.request(MODIFY, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{oops' });
    expect(await notJson.json()).toMatchObject({ code: 400, msg: '请求内容不是有效的JSON' });
    const array = await call(server.app, MODIFY, { token, method: 'POST', body: [1, 2] });
    expect(array).toMatchObject({ code: 400, msg: '请求参数有误' });
    expect(await call(server.app, MODIFY, { token, method: 'POST', body: await body('Wrong@2026', 'Next@2026') })).toMatchObject({ code: 400, msg: '旧密码错误，请重新输入' });
    expect(await call(server.app, MODIFY, { token, method: 'POST', body: await body(STAFF.password, 'Next@2026', { code: 'zzzz' }) })).toMatchObject({ msg: '验证码错误，请重新输入' });
    expect(await call(server.app, MODIFY, { token, method: 'POST', body: await body(STAFF.password, STAFF.password) })).toMatchObject({ msg: '新密码不能与旧密码相同' });
    const after = (await server.database.db.select().from(users).where(eq(users.account, 'staff')))[0]!.passwordHash;
    expect(after).toBe(before);
  });

  it('enforces the configured policy on the server, rule by rule, in the caller language', async () => {
    await setConfig({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 8, containsNumbers: 1, includeLowercaseLetters: 1, includeUppercaseLetters: 1, containsCharacters: 1 });
    const token = await tokenFor(server.app, STAFF);
    const tries: [string, string][] = [
      ['Ab1@', '新密码长度不能小于8位'],
      ['Abcdefg@', '新密码必须包含数字'],
      ['ABCDEFG1@', '新密码必须包含小写字母'],
      ['abcdefg1@', '新密码必须包含大写字母'],
      ['Abcdefg12', '新密码必须包含特殊字符'],
    ];
    for (const [password, msg] of tries) {
      expect(await call(server.app, MODIFY, { token, method: 'POST', body: await body(STAFF.password, password) })).toMatchObject({ code: 401, msg });
    }
    // A client that sends no shape cannot pass a policy that is on.
    const { passwordShape: _dropped, ...withoutShape } = await body(STAFF.password, 'Abcdefg1@');
    expect(await call(server.app, MODIFY, { token, method: 'POST', body: withoutShape })).toMatchObject({ code: 401, msg: '新密码长度不能小于8位' });
    const english = await call(server.app, MODIFY, { token, method: 'POST', body: await body(STAFF.password, 'Ab1@'), headers: { 'accept-language': 'en' } });
    expect(english.msg).toBe('The new password cannot be shorter than 8 characters');
    await setConfig({ passwordStrengthLimit: 0 });
  });

  it('changes the password, ends every session of the user, and the new password signs in', async () => {
    const first = await tokenFor(server.app, STAFF);
    const second = await tokenFor(server.app, STAFF);
    const adminToken = await tokenFor(server.app, ADMIN);
    const answer = await call(server.app, MODIFY, { token: first, method: 'POST', body: await body(STAFF.password, 'Fresh@2026') });
    expect(answer).toMatchObject({ code: 200, msg: '密码已修改，请牢记新密码并重新登录' });
    for (const token of [first, second]) expect((await call(server.app, '/api/oauth/CurrentUser', { token })).code).toBe(600);
    expect((await call(server.app, '/api/oauth/CurrentUser', { token: adminToken })).code).toBe(200);
    const staffSessions = await server.database.db.select().from(sessions);
    expect(staffSessions.some((row) => row.revokedReason === 'passwordChanged')).toBe(true);
    expect((await postLogin(server.app, STAFF.account, STAFF.password)).code).toBe(400);
    expect((await postLogin(server.app, STAFF.account, 'Fresh@2026')).code).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(row!.firstLoginUpDate).toBe(1);
    expect(row!.changePasswordDate).not.toBeNull();
    expect(row!.passwordHash).not.toContain(md5('Fresh@2026'));
  });

  it('lets the forced first-login change leave out the old password, and only then', async () => {
    const token = await tokenFor(server.app, ADMIN);
    // admin has already changed the initial password: the old one is required.
    expect(await call(server.app, MODIFY, { token, method: 'POST', body: await body(undefined, 'Other@2026') })).toMatchObject({ msg: '旧密码不能为空' });

    await server.database.db.update(users).set({ firstLoginUpDate: 0 }).where(eq(users.account, 'admin'));
    expect((await call<{ mustChange: boolean }>(server.app, '/api/oauth/updatePasswordMessage', { token, method: 'POST' })).data?.mustChange).toBe(false);
    // The organisation does not demand a change: still required.
    expect(await call(server.app, MODIFY, { token, method: 'POST', body: await body(undefined, 'Other@2026') })).toMatchObject({ msg: '旧密码不能为空' });

    await setConfig({ mandatoryModificationOfInitialPassword: 1 });
    const state = await call<{ mustChange: boolean; firstLoginUpDate: number }>(server.app, '/api/oauth/updatePasswordMessage', { token, method: 'POST' });
    expect(state.data).toMatchObject({ mustChange: true, firstLoginUpDate: 0, mandatoryModificationOfInitialPassword: 1 });
    const policy = await call<Record<string, number>>(server.app, '/api/permission/Users/Current/PasswordPolicy', { token });
    expect(policy.data).toMatchObject({ mandatoryModificationOfInitialPassword: 1, firstLoginUpDate: 0, passwordStrengthLimit: 0 });
    expect(await call(server.app, MODIFY, { token, method: 'POST', body: await body(undefined, 'Other@2026') })).toMatchObject({ code: 200 });
    expect((await postLogin(server.app, ADMIN.account, 'Other@2026')).code).toBe(200);
    await setConfig({ mandatoryModificationOfInitialPassword: 0 });
  });

  it('needs a session', async () => {
    expect((await call(server.app, MODIFY, { method: 'POST', body: {} })).code).toBe(600);
    expect((await call(server.app, '/api/oauth/updatePasswordMessage', { method: 'POST' })).code).toBe(600);
  });
});
