/**
 * The captcha a regex cannot read (issue 8 §3): drawn as paths, single-use with an expiry, and what anonymous callers
 * can store is bounded per address.
 */
import { eq, sql } from 'drizzle-orm';
import { captchas, sysConfig } from '../../../server/db/schema';
import { CAPTCHA_LIMITS } from '../../../server/modules/file/captcha-store';
import { DATABASES, createTestServer, postLogin, type TestServer } from '../harness';

describe.each(DATABASES)('captcha hardening on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { trustProxy: true });
    await server.database.db.insert(sysConfig).values({ key: 'enableVerificationCode', value: 1 }).onConflictDoUpdate({ target: sysConfig.key, set: { value: 1 } });
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  const image = async (key: string, address = '10.5.0.1') => {
    const response = await server.app.request(`/api/file/ImageCode/${key}`, { headers: { 'x-forwarded-for': address } });
    return { type: response.headers.get('content-type'), text: await response.text() };
  };

  it('draws the code as paths: no text element, and the code appears nowhere in the picture', async () => {
    const { type, text } = await image('pic1');
    expect(type).toBe('image/svg+xml');
    const [row] = await server.database.db.select().from(captchas).where(eq(captchas.id, 'pic1'));
    expect(text).not.toMatch(/<text/i);
    expect(text).toMatch(/<path/);
    expect(text).not.toContain(row!.code);
    expect([...row!.code].every((char) => !new RegExp(`>${char}<`).test(text))).toBe(true);
  });

  it('is single-use and expires', async () => {
    await image('once');
    const [row] = await server.database.db.select().from(captchas).where(eq(captchas.id, 'once'));
    expect((await postLogin(server.app, 'admin', 'Klx@2026', { code: row!.code, timestamp: 'once' }, { 'x-forwarded-for': '10.5.1.1' })).code).toBe(200);
    expect((await postLogin(server.app, 'admin', 'Klx@2026', { code: row!.code, timestamp: 'once' }, { 'x-forwarded-for': '10.5.1.1' })).code).toBe(400);
    await image('late');
    const [late] = await server.database.db.select().from(captchas).where(eq(captchas.id, 'late'));
    server.advanceClock(6 * 60_000);
    expect((await postLogin(server.app, 'admin', 'Klx@2026', { code: late!.code, timestamp: 'late' }, { 'x-forwarded-for': '10.5.1.2' })).code).toBe(400);
  });

  it('keeps at most a few live captchas per address however many are asked for, and purges expired ones', async () => {
    for (let i = 0; i < 60; i++) await image(`flood${i}`, '10.6.0.1');
    const count = async (address: string) =>
      ((await server.database.db.select({ n: sql<number>`count(*)::int` }).from(captchas).where(eq(captchas.ip, address))) as [{ n: number }])[0].n;
    expect(await count('10.6.0.1')).toBe(CAPTCHA_LIMITS.perAddress);
    // The newest is kept, the oldest made room.
    expect(await server.database.db.select().from(captchas).where(eq(captchas.id, 'flood59'))).toHaveLength(1);
    expect(await server.database.db.select().from(captchas).where(eq(captchas.id, 'flood0'))).toHaveLength(0);
    server.advanceClock(6 * 60_000);
    await image('fresh', '10.6.0.2');
    expect(await count('10.6.0.1')).toBe(0);
  });
});
