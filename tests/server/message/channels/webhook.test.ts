/**
 * The webhook channel (消息中心 → 账号配置 → webhook配置): its settings through /api/message/ChannelSettings/webhook
 * with the secret write-only, bad values refused with nothing changed, a test post to a local fake receiver signed
 * with HMAC-SHA256 over the exact body, the post logged in the message monitor, and the page guarding the calls.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messageSendLog, users } from '../../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../../harness';
import { startFakeHttp } from './fake-servers';

const API = '/api/message/ChannelSettings/webhook';

describe.each(DATABASES)('webhook channel on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the address and a write-only secret', async () => {
    expect((await call(server.app, API, { token: admin })).data).toEqual({ webhookUrl: '', webhookSecretSet: false });
    expect(await call(server.app, API, { token: admin, method: 'PUT', body: { webhookUrl: 'https://hooks.example.test/klx', webhookSecret: 's3cret' } })).toMatchObject({ code: 200 });
    expect((await call(server.app, API, { token: admin })).data).toEqual({ webhookUrl: 'https://hooks.example.test/klx', webhookSecretSet: true });
    await call(server.app, API, { token: admin, method: 'PUT', body: { webhookUrl: 'https://hooks.example.test/v2' } });
    expect((await server.app.services.settings.all()).webhookSecret).toBe('s3cret');
  });

  it.each([[{ webhookUrl: 'ftp://x.test' }, 'webhookUrl'], [{ webhookSecret: 'a\nb' }, 'webhookSecret'], [{ webhookUrl: 7 }, 'webhookUrl']])('refuses %j, changing nothing', async (body, field) => {
    const digest = await tableDigest(server.database);
    expect(await call(server.app, API, { token: admin, method: 'PUT', body })).toMatchObject({ code: 400, msg: `设置项格式不正确：${field}` });
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('posts a signed test message to the receiver and logs it', async () => {
    const receiver = await startFakeHttp(() => ({ status: 200, body: { ok: true } }));
    try {
      await call(server.app, API, { token: admin, method: 'PUT', body: { webhookUrl: `${receiver.url}/hook`, webhookSecret: 'k-webhook' } });
      await server.database.db.update(users).set({ email: 'admin@example.test' }).where(eq(users.account, 'admin'));
      expect(await call(server.app, `${API}/Actions/Test`, { token: admin, method: 'POST' })).toMatchObject({ code: 200, msg: '测试消息已发送' });
      expect(receiver.posts).toHaveLength(1);
      const post = receiver.posts[0]!;
      expect(post.body).toMatchObject({ title: '测试消息', recipients: [{ userId: 'user_admin', realName: '管理员', email: 'admin@example.test' }] });
      const expected = createHmac('sha256', 'k-webhook').update(JSON.stringify(post.body)).digest('hex');
      expect(post.headers['x-klx-signature']).toBe(`sha256=${expected}`);
    } finally {
      await receiver.close();
    }
    const logged = await server.database.db.select().from(messageSendLog).where(eq(messageSendLog.channel, 6));
    expect(logged).toEqual([expect.objectContaining({ status: 1, recipientId: 'user_admin', title: '测试消息' })]);
  });

  it('refuses a staff member without the page', async () => {
    const digest = await tableDigest(server.database);
    for (const method of ['GET', 'PUT'] as const) {
      expect((await call(server.app, API, { token: staff, method, body: method === 'PUT' ? { webhookUrl: 'https://x.test' } : undefined })).code).toBe(400);
    }
    expect((await call(server.app, `${API}/Actions/Test`, { token: staff, method: 'POST' })).code).toBe(400);
    expect(await tableDigest(server.database)).toBe(digest);
  });
});
