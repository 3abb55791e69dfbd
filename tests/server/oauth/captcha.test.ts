/** The sign-in captcha: off by default; when configured, sign-in needs the code shown in the image. */
import { eq } from 'drizzle-orm';
import { captchas, sysConfig } from '../../../server/db/schema';
import { ADMIN, DATABASES, call, createTestServer, postLogin, type TestServer } from '../harness';

describe.each(DATABASES)('captcha on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports the captcha off by default and lets sign-in through without one', async () => {
    expect((await call(server.app, '/api/oauth/getConfig/admin')).data).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 });
    expect((await postLogin(server.app, ADMIN.account, ADMIN.password)).code).toBe(200);
  });

  it('enforces the captcha when configured', async () => {
    await server.database.db.insert(sysConfig).values({ key: 'enableVerificationCode', value: 1 }).onConflictDoUpdate({ target: sysConfig.key, set: { value: 1 } });
    server.advanceClock(10_000);
    expect((await call(server.app, '/api/oauth/getConfig/admin')).data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 });
    expect(await postLogin(server.app, ADMIN.account, ADMIN.password)).toMatchObject({ code: 400, msg: '请输入验证码' });

    const image = await server.app.request('/api/file/ImageCode/1700000000123');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
    const [stored] = await server.database.db.select().from(captchas).where(eq(captchas.id, '1700000000123'));
    expect(stored?.code).toHaveLength(4);

    expect(await postLogin(server.app, ADMIN.account, ADMIN.password, { code: 'zzzz', timestamp: '1700000000123' })).toMatchObject({ msg: '验证码错误，请重新输入' });
    // A captcha is good for one attempt only.
    expect(await postLogin(server.app, ADMIN.account, ADMIN.password, { code: stored!.code, timestamp: '1700000000123' })).toMatchObject({ msg: '验证码已过期，请刷新后重试' });

    await server.app.request('/api/file/ImageCode/1700000000456');
    const [fresh] = await server.database.db.select().from(captchas).where(eq(captchas.id, '1700000000456'));
    const answer = await postLogin(server.app, ADMIN.account, ADMIN.password, { code: fresh!.code.toUpperCase(), timestamp: '1700000000456' });
    expect(answer.code).toBe(200);
  });
});
