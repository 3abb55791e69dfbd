/**
 * The channel accounts (消息中心 → 账号配置): reading and changing each channel's settings, the SMS key never read
 * back, bad values refused with nothing changed, the pages guarding the calls, and a test message through a local
 * fake SMTP server and a fake robot.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../../harness';
import { startFakeHttp, startFakeSmtp } from './fake-servers';

const API = '/api/message/ChannelSettings';

describe.each(DATABASES)('channel accounts on %s', (kind) => {
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

  it('reads and changes the mail account, and keeps the SMS key write-only', async () => {
    expect((await call(server.app, `${API}/mail`, { token: admin })).data).toEqual({ mailHost: '', mailPort: 25, mailFrom: '' });
    expect(await call(server.app, `${API}/mail`, { token: admin, method: 'PUT', body: { mailHost: 'relay.example.test', mailPort: '2525', mailFrom: 'eam@example.test' } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call(server.app, `${API}/mail`, { token: admin })).data).toEqual({ mailHost: 'relay.example.test', mailPort: 2525, mailFrom: 'eam@example.test' });

    await call(server.app, `${API}/shortMsg`, { token: admin, method: 'PUT', body: { smsUrl: 'https://sms.example.test/send', smsKey: 'k-123' } });
    expect((await call(server.app, `${API}/shortMsg`, { token: admin })).data).toEqual({ smsUrl: 'https://sms.example.test/send', smsKeySet: true });
    // Leaving the key out keeps it.
    await call(server.app, `${API}/shortMsg`, { token: admin, method: 'PUT', body: { smsUrl: 'https://sms.example.test/v2' } });
    expect((await server.app.services.settings.all()).smsKey).toBe('k-123');
  });

  it.each([
    ['mail', { mailPort: 70000 }, '设置项格式不正确：mailPort'],
    ['mail', { mailHost: 'relay\r\nRCPT TO:<x@y>' }, '设置项格式不正确：mailHost'],
    ['mail', { mailFrom: 'not an address' }, '设置项格式不正确：mailFrom'],
    ['ding', { dingWebhookUrl: 'javascript:alert(1)' }, '设置项格式不正确：dingWebhookUrl'],
    ['weCom', { weComWebhookUrl: 42 }, '设置项格式不正确：weComWebhookUrl'],
    ['shortMsg', { smsKey: 'a\nb' }, '设置项格式不正确：smsKey'],
    ['fax', {}, '没有该发送渠道'],
  ])('refuses %s %j, changing nothing', async (channel, body, message) => {
    const digest = await tableDigest(server.database);
    const answer = await call(server.app, `${API}/${channel}`, { token: admin, method: 'PUT', body });
    expect(answer).toMatchObject({ code: 400, msg: message });
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('refuses a staff member without the account pages', async () => {
    const digest = await tableDigest(server.database);
    for (const [method, path] of [
      ['GET', `${API}/mail`],
      ['PUT', `${API}/ding`],
      ['POST', `${API}/weCom/Actions/Test`],
    ] as const) {
      expect((await call(server.app, path, { token: staff, method, body: method === 'PUT' ? { dingWebhookUrl: 'http://x.test' } : undefined })).code, path).toBe(400);
    }
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('sends a test mail to the caller through the configured relay, and says why when it cannot', async () => {
    const smtp = await startFakeSmtp();
    try {
      await call(server.app, `${API}/mail`, { token: admin, method: 'PUT', body: { mailHost: '127.0.0.1', mailPort: smtp.port, mailFrom: 'eam@example.test' } });
      await server.database.db.update(users).set({ email: '' }).where(eq(users.account, 'admin'));
      expect(await call(server.app, `${API}/mail/Actions/Test`, { token: admin, method: 'POST' })).toMatchObject({ code: 400, msg: '当前用户没有该渠道的接收地址（邮箱或手机号）' });
      await server.database.db.update(users).set({ email: 'admin@example.test' }).where(eq(users.account, 'admin'));
      expect(await call(server.app, `${API}/mail/Actions/Test`, { token: admin, method: 'POST' })).toMatchObject({ code: 200, msg: '测试消息已发送' });
      expect(smtp.mails.at(-1)!.to).toEqual(['admin@example.test']);
    } finally {
      await smtp.close();
    }
    expect((await call(server.app, `${API}/mail/Actions/Test`, { token: admin, method: 'POST' })).msg).toMatch(/^发送失败：/);
    await call(server.app, `${API}/weCom`, { token: admin, method: 'PUT', body: { weComWebhookUrl: '' } });
    expect(await call(server.app, `${API}/weCom/Actions/Test`, { token: admin, method: 'POST' })).toMatchObject({ code: 400, msg: '该渠道尚未配置' });
  });

  it('sends a test message through a configured robot', async () => {
    const robot = await startFakeHttp();
    try {
      await call(server.app, `${API}/ding`, { token: admin, method: 'PUT', body: { dingWebhookUrl: `${robot.url}/robot/send` } });
      expect(await call(server.app, `${API}/ding/Actions/Test`, { token: admin, method: 'POST', headers: { 'accept-language': 'en' } })).toMatchObject({ code: 200, msg: 'The test message was sent' });
      expect(JSON.stringify(robot.posts[0]!.body)).toContain('Test message');
    } finally {
      await robot.close();
    }
  });
});
