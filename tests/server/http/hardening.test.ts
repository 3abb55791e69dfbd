/**
 * Request hardening (issue 8): bounded bodies, malformed input answered 400 (never 500) with nothing changed,
 * security headers on every answer, and an unknown-endpoint message that echoes no token.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

const MALFORMED = { code: 400, msg: '请求含有无法处理的字符或结构' };

describe.each(DATABASES)('request hardening on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  it('refuses an anonymous body over 16 KB by its length, before reading it', async () => {
    const response = await server.app.request('/api/oauth/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `account=admin&password=${'a'.repeat(20 * 1024)}`,
    });
    expect(await response.json()).toEqual({ code: 400, msg: '请求内容过大，最多16 KB' });
  });

  it('stops reading an endless streamed body at the limit (memory stays flat)', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await server.app.request('/api/permission/Users/Current/BaseInfo', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: admin, 'transfer-encoding': 'chunked', 'accept-language': 'en' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(await response.json()).toEqual({ code: 400, msg: 'The request is too large (at most 1 MB)' });
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });

  it('answers NUL bytes, lone surrogates and deep nesting with 400, changing nothing', async () => {
    const [before] = await server.database.db.select().from(users).where(eq(users.account, 'admin'));
    const base = '/api/permission/Users/Current/BaseInfo';
    const cases: [string, { method?: string; body?: unknown }][] = [
      ['/api/system/BillRule/a%00b', {}],
      [`${base}`, { method: 'PUT', body: { realName: 'a\u0000b' } }],
      [`${base}`, { method: 'PUT', body: { realName: 'x\ud800y' } }],
      ['/api/permission/Users?keyword=a%00b', {}],
    ];
    for (const [path, options] of cases) {
      expect(await call(server.app, path, { token: admin, ...options }), path).toMatchObject(MALFORMED);
    }
    const deep = await server.app.request(base, { method: 'PUT', headers: { authorization: admin, 'content-type': 'application/json' }, body: `{"realName":${'['.repeat(50_000)}${']'.repeat(50_000)}}` });
    expect(await deep.json()).toMatchObject(MALFORMED);
    const signIn = await server.app.request('/api/oauth/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=ad%00min&password=0123456789abcdef0123456789abcdef',
    });
    expect(await signIn.json()).toMatchObject(MALFORMED);
    const [after] = await server.database.db.select().from(users).where(eq(users.account, 'admin'));
    expect(after).toEqual(before);
  });

  it('sends the security headers on the API and never lets it be cached', async () => {
    const response = await server.app.request('/api/oauth/getConfig/admin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    const signedIn = await server.app.request('/api/oauth/CurrentUser', { headers: { authorization: admin } });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('does not echo token-like path segments in the unknown-endpoint message', async () => {
    const token = 'f'.repeat(40) + '0123456789abcdef0123456789';
    const answer = await call(server.app, `/api/websocket/${token}`, { token: admin });
    expect(answer.code).toBe(404);
    expect(answer.msg).not.toContain(token.slice(0, 12));
    expect(answer.msg).toBe('请求的接口不存在：/api/websocket/…');
    expect((await call(server.app, '/api/nothing/here', { token: admin })).msg).toBe('请求的接口不存在：/api/nothing/here');
  });
});
