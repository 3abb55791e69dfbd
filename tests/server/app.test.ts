/** The app's envelope guarantees: unknown paths, thrown errors and bad bodies all answer the envelope. */
import { createApp } from '../../server/app';
import { ResponseCode } from '../../runtime/core/contract/envelope';
import { DATABASES, createTestServer, type TestServer } from './harness';

describe.each(DATABASES)('app envelope on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers an unknown /api path with the envelope, not an HTML page', async () => {
    const response = await server.app.request('/api/no/such/thing', { method: 'POST' });
    expect(response.headers.get('content-type')).toContain('application/json');
    // The session guard runs first: an anonymous caller learns nothing about which paths exist.
    expect(await response.json()).toMatchObject({ code: 600 });
  });

  it('answers an unknown /api path of a signed-in caller with 404 in the envelope', async () => {
    const { tokenFor, ADMIN } = await import('./harness');
    const token = await tokenFor(server.app, ADMIN);
    const response = await server.app.request('/api/no/such/thing', { headers: { authorization: token, 'accept-language': 'zh-TW' } });
    expect(await response.json()).toEqual({ code: 404, msg: '請求的介面不存在：/api/no/such/thing' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const { tokenFor, ADMIN } = await import('./harness');
    const token = await tokenFor(server.app, ADMIN);
    const response = await server.app.request('/api/oauth/LockScreen', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{"account": ',
    });
    expect(await response.json()).toEqual({ code: 400, msg: '请求参数有误' });
  });

  it('turns an unexpected error into a 500 envelope without the stack', async () => {
    const logged: Record<string, unknown>[] = [];
    const broken = createApp({
      db: server.database.db,
      config: { passwordIterations: 1000, logRequests: false },
      log: (entry) => logged.push(entry),
      serveClient: () => {
        throw new Error('disk on fire');
      },
    });
    const response = await broken.request('/some/client/route');
    const body = (await response.json()) as { code: number; msg: string };
    expect(body).toEqual({ code: ResponseCode.serverError, msg: '服务器出错了，请稍后重试' });
    expect(JSON.stringify(body)).not.toContain('disk on fire');
    expect(logged.some((entry) => entry.level === 'error')).toBe(true);
  });

  it('serves the client for non-API paths and falls back to index.html', async () => {
    const app = createApp({
      db: server.database.db,
      config: { passwordIterations: 1000, logRequests: false },
      log: () => undefined,
      serveClient: async (path) => new Response(`client:${path}`, { headers: { 'content-type': 'text/html' } }),
    });
    expect(await (await app.request('/eam/eamPosition')).text()).toBe('client:/eam/eamPosition');
  });

  it('writes one structured log line per API request', async () => {
    const logged: Record<string, unknown>[] = [];
    const app = createApp({ db: server.database.db, config: { passwordIterations: 1000, logRequests: true }, log: (entry) => logged.push(entry) });
    await app.request('/api/oauth/getConfig/admin');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'info', method: 'GET', path: '/api/oauth/getConfig/admin', status: 200 });
    expect(typeof logged[0]!.ms).toBe('number');
  });
});
