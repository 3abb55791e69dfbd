/**
 * The account lock and the address throttle hold under parallel attack (issue 8): the failure count is claimed in
 * one statement before the password is checked, and the address throttle is decided before anything else.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { loginLogs, users } from '../../../server/db/schema';
import { DATABASES, STAFF, createTestServer, postLogin, type TestServer } from '../harness';

describe.each(DATABASES)('parallel sign-in attempts on %s', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer(kind, { trustProxy: true });
  });
  afterEach(async () => {
    await server.close();
  });

  const checkedPasswords = async (account: string) =>
    server.database.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.account, account), inArray(loginLogs.reason, ['wrongPassword', 'wrongPasswordLocked'])));

  it('100 parallel wrong passwords lock the account after exactly five checks; the right one is refused afterwards', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postLogin(server.app, STAFF.account, `wrong${i}`, {}, { 'x-forwarded-for': `10.1.${Math.floor(i / 200)}.${i % 200}` })),
    );
    expect(answers.every((answer) => answer.code === 400)).toBe(true);
    expect(await checkedPasswords(STAFF.account)).toHaveLength(5);
    const right = await postLogin(server.app, STAFF.account, STAFF.password, {}, { 'x-forwarded-for': '10.2.0.1' });
    expect(right).toMatchObject({ code: 400, msg: '账号已被锁定，请联系管理员解锁' });
    const [row] = await server.database.db.select().from(users).where(eq(users.account, STAFF.account));
    expect(row).toMatchObject({ lockMark: 1 });
  });

  it('100 parallel attempts from one address against a limit of 30: at most 30 are checked, the rest throttled', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postLogin(server.app, `nobody${i}`, 'guess', {}, { 'x-forwarded-for': '10.3.0.1' })),
    );
    const throttled = answers.filter((answer) => answer.msg === '登录尝试过于频繁，请300秒后再试');
    const checked = answers.filter((answer) => answer.msg === '账号或密码错误，请重新输入');
    // Every attempt is logged before it counts, so parallel attempts may all see the limit passed: never more than 30 get through.
    expect(checked.length).toBeLessThanOrEqual(30);
    expect(checked.length + throttled.length).toBe(100);
    // The right password from that address is refused too, before it is checked.
    const right = await postLogin(server.app, STAFF.account, STAFF.password, {}, { 'x-forwarded-for': '10.3.0.1' });
    expect(right.msg).toBe('登录尝试过于频繁，请300秒后再试');
  });

  it('locks an administrator for a limited time only, so guesses cannot shut them out for good', async () => {
    for (let i = 0; i < 5; i++) await postLogin(server.app, 'admin', `wrong${i}`, {}, { 'x-forwarded-for': `10.4.0.${i}` });
    const locked = await postLogin(server.app, 'admin', 'Klx@2026', {}, { 'x-forwarded-for': '10.4.1.1' });
    expect(locked).toMatchObject({ code: 400, msg: '账号已被锁定，请15分钟后再试' });
    server.advanceClock(16 * 60_000);
    expect((await postLogin(server.app, 'admin', 'Klx@2026', {}, { 'x-forwarded-for': '10.4.1.1' })).code).toBe(200);
  });
});
