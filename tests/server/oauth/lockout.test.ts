/** Failed sign-ins: the account locks after repeated failures until unlocked; an address is throttled. */
import { eq } from 'drizzle-orm';
import { loginLogs, sysConfig, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, md5, postLogin, tokenFor, type TestServer } from '../harness';

describe.each(DATABASES)('failed sign-ins on %s', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('locks the account after five wrong passwords, even against the right one, until unlocked', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await postLogin(server.app, STAFF.account, 'wrong')).toMatchObject({ code: 400, msg: '账号或密码错误，请重新输入' });
    }
    expect(await postLogin(server.app, STAFF.account, 'wrong')).toMatchObject({ code: 400, msg: '账号已被锁定，请联系管理员解锁' });
    expect(await postLogin(server.app, STAFF.account, STAFF.password)).toMatchObject({ code: 400, msg: '账号已被锁定，请联系管理员解锁' });
    const [row] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(row?.lockMark).toBe(1);

    // Other accounts are unaffected.
    expect((await postLogin(server.app, ADMIN.account, ADMIN.password)).code).toBe(200);

    await server.database.db.update(users).set({ lockMark: 0, failedLogins: 0 }).where(eq(users.account, 'staff'));
    expect((await postLogin(server.app, STAFF.account, STAFF.password)).code).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await postLogin(server.app, STAFF.account, 'wrong');
    expect((await postLogin(server.app, STAFF.account, STAFF.password)).code).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await postLogin(server.app, STAFF.account, 'wrong')).msg).toBe('账号或密码错误，请重新输入');
    }
  });

  it('with the timed lock type, unlocks by itself after the lock time', async () => {
    await server.database.db.insert(sysConfig).values({ key: 'lockType', value: 2 }).onConflictDoUpdate({ target: sysConfig.key, set: { value: 2 } });
    for (let attempt = 1; attempt <= 4; attempt++) await postLogin(server.app, STAFF.account, 'wrong');
    expect(await postLogin(server.app, STAFF.account, 'wrong')).toMatchObject({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    expect((await postLogin(server.app, STAFF.account, STAFF.password)).code).toBe(400);
    server.advanceClock(11 * 60_000);
    expect((await postLogin(server.app, STAFF.account, STAFF.password)).code).toBe(200);
  });

  it('throttles an address that keeps failing across accounts', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ account: `guess${i}`, success: false, reason: 'unknownAccount', ip: '10.0.0.1' }));
    await server.database.db.insert(loginLogs).values(rows);
    expect(await postLogin(server.app, ADMIN.account, ADMIN.password)).toMatchObject({ code: 400, msg: '登录尝试过于频繁，请300秒后再试' });
    server.advanceClock(6 * 60_000);
    expect((await postLogin(server.app, ADMIN.account, ADMIN.password)).code).toBe(200);
  });

  it('counts wrong lock-screen passwords towards the address throttle', async () => {
    const token = await tokenFor(server.app, STAFF);
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await call(server.app, '/api/oauth/LockScreen', { token, method: 'POST', body: { account: 'staff', password: md5(`guess${attempt}`) } });
      expect(answer.msg).toBe('密码错误，解锁失败');
    }
    const right = await call(server.app, '/api/oauth/LockScreen', { token, method: 'POST', body: { account: 'staff', password: md5(STAFF.password) } });
    expect(right).toMatchObject({ code: 400, msg: '登录尝试过于频繁，请300秒后再试' });
  });

  it('answers unknown accounts exactly like wrong passwords', async () => {
    const unknown = await postLogin(server.app, 'nobody', 'whatever');
    const wrong = await postLogin(server.app, ADMIN.account, 'whatever');
    expect(unknown).toEqual(wrong);
  });
});
