/**
 * The channel providers against local fake services (issue 12 item 4): mail through the SMTP client, SMS through
 * the HTTP gateway, and the two office services' group robots — what each service receives, who is left out for
 * want of an address, and a service's refusal surfacing as a ChannelError.
 */
import { mailChannel } from '../../../../server/modules/message/channels/mail';
import { dingChannel, weComChannel } from '../../../../server/modules/message/channels/office-webhooks';
import { configuredProviders } from '../../../../server/modules/message/channels/providers';
import { smsChannel } from '../../../../server/modules/message/channels/sms';
import { sendMail, SmtpError } from '../../../../server/modules/message/channels/smtp-client';
import { Channel, ChannelError, type Recipient } from '../../../../server/modules/message/channels/types';
import { startFakeHttp, startFakeSmtp } from './fake-servers';

const alice: Recipient = { userId: 'u1', realName: 'Alice', email: 'alice@example.test', mobilePhone: '13800000001' };
const bob: Recipient = { userId: 'u2', realName: 'Bob', email: '', mobilePhone: '' };
const carol: Recipient = { userId: 'u3', realName: 'Carol', email: 'carol@example.test', mobilePhone: '13800000003' };
const message = { title: '会议提醒 {title}', content: '第一行\n.第二行以点开头\n中文内容' };

const decodeBody = (data: string) => Buffer.from(data.split('\r\n\r\n').slice(1).join('').replace(/\r\n/g, ''), 'base64').toString('utf8');

describe('mail channel', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp({ refuseRecipients: ['nobody@example.test'] });
  });
  afterAll(() => smtp.close());

  it('sends one mail to every recipient with an address, in the SMTP order, with the UTF-8 subject and body intact', async () => {
    const provider = mailChannel({ host: '127.0.0.1', port: smtp.port, from: 'eam@example.test' });
    const before = smtp.mails.length;
    const outcome = await provider.send(message, [alice, bob, carol]);
    expect(outcome).toEqual({ channel: Channel.mail, delivered: 2, withoutAddress: ['u2'] });
    const mail = smtp.mails[before]!;
    expect(mail.from).toBe('eam@example.test');
    expect(mail.to).toEqual(['alice@example.test', 'carol@example.test']);
    const subject = /^Subject: =\?UTF-8\?B\?(.+)\?=$/m.exec(mail.data)![1]!;
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe(message.title);
    expect(decodeBody(mail.data)).toBe(message.content);
    expect(smtp.commands.slice(-6)).toEqual(['EHLO', 'MAIL', 'RCPT', 'RCPT', 'DATA', 'QUIT']);
  });

  it('contacts no server when nobody has an address', async () => {
    const provider = mailChannel({ host: '127.0.0.1', port: smtp.port, from: 'eam@example.test' });
    const commands = smtp.commands.length;
    expect(await provider.send(message, [bob])).toEqual({ channel: Channel.mail, delivered: 0, withoutAddress: ['u2'] });
    expect(smtp.commands.length).toBe(commands);
  });

  it('reports a refused recipient as the channel failing, and an unreachable relay too', async () => {
    const provider = mailChannel({ host: '127.0.0.1', port: smtp.port, from: 'eam@example.test' });
    await expect(provider.send(message, [{ ...alice, email: 'nobody@example.test' }])).rejects.toBeInstanceOf(ChannelError);
    const closed = await startFakeSmtp();
    const port = closed.port;
    await closed.close();
    await expect(mailChannel({ host: '127.0.0.1', port, from: 'eam@example.test' }).send(message, [alice])).rejects.toThrow(ChannelError);
  });

  it('refuses addresses that would inject SMTP commands or headers before connecting', async () => {
    const commands = smtp.commands.length;
    await expect(sendMail({ host: '127.0.0.1', port: smtp.port }, { from: 'a@b.test', to: ['x@y.test>\r\nRCPT TO:<evil@z.test'], subject: 's', body: 'b' })).rejects.toBeInstanceOf(SmtpError);
    expect(smtp.commands.length).toBe(commands);
    const before = smtp.mails.length;
    await sendMail({ host: '127.0.0.1', port: smtp.port }, { from: 'a@b.test', to: ['x@y.test'], subject: 'Hi\r\nBcc: evil@z.test', body: 'b' });
    expect(smtp.mails[before]!.data).not.toMatch(/^Bcc:/m);
  });
});

describe('SMS channel', () => {
  it('posts the phone numbers, title and content with the bearer key', async () => {
    const gateway = await startFakeHttp(() => ({ status: 200, body: { ok: true } }));
    try {
      const outcome = await smsChannel({ url: `${gateway.url}/send`, key: 'secret-key' }).send(message, [alice, bob, carol]);
      expect(outcome).toEqual({ channel: Channel.sms, delivered: 2, withoutAddress: ['u2'] });
      expect(gateway.posts).toHaveLength(1);
      expect(gateway.posts[0]!.path).toBe('/send');
      expect(gateway.posts[0]!.headers.authorization).toBe('Bearer secret-key');
      expect(gateway.posts[0]!.body).toEqual({ phoneNumbers: ['13800000001', '13800000003'], title: message.title, content: message.content });
    } finally {
      await gateway.close();
    }
  });

  it('fails on a non-2xx answer', async () => {
    const gateway = await startFakeHttp(() => ({ status: 503, body: { error: 'busy' } }));
    try {
      await expect(smsChannel({ url: gateway.url, key: '' }).send(message, [alice])).rejects.toThrow(/HTTP 503/);
    } finally {
      await gateway.close();
    }
  });
});

describe.each([
  ['DingTalk-style', dingChannel, Channel.ding],
  ['WeCom-style', weComChannel, Channel.weCom],
] as const)('%s group robot', (_name, create, channel) => {
  it('posts one message mentioning the recipients by mobile number', async () => {
    const robot = await startFakeHttp();
    try {
      const outcome = await create({ webhookUrl: `${robot.url}/robot/send?access_token=t` }).send(message, [alice, bob, carol]);
      expect(outcome).toEqual({ channel, delivered: 3, withoutAddress: [] });
      expect(robot.posts).toHaveLength(1);
      expect(robot.posts[0]!.path).toBe('/robot/send?access_token=t');
      const body = JSON.stringify(robot.posts[0]!.body);
      expect(body).toContain(JSON.stringify(message.title).slice(1, -1));
      expect(body).toContain('13800000001');
      expect(body).toContain('13800000003');
    } finally {
      await robot.close();
    }
  });

  it('fails when the robot answers a non-zero errcode', async () => {
    const robot = await startFakeHttp(() => ({ status: 200, body: { errcode: 310000, errmsg: 'keywords not in content' } }));
    try {
      await expect(create({ webhookUrl: robot.url }).send(message, [alice])).rejects.toThrow(/310000/);
    } finally {
      await robot.close();
    }
  });
});

describe('providers from the settings', () => {
  const empty = { mailHost: '', mailPort: 25, mailFrom: '', smsUrl: '', smsKey: '', dingWebhookUrl: '', weComWebhookUrl: '', webhookUrl: '', webhookSecret: '' };
  it('configures only the channels whose settings are filled in', () => {
    expect([...configuredProviders(empty).keys()]).toEqual([]);
    expect([...configuredProviders({ ...empty, mailHost: 'relay', mailFrom: '' }).keys()]).toEqual([]);
    const all = configuredProviders({ ...empty, mailHost: 'relay', mailFrom: 'a@b.test', smsUrl: 'http://sms', dingWebhookUrl: 'http://d', weComWebhookUrl: 'http://w', webhookUrl: 'http://h' });
    expect([...all.keys()].sort()).toEqual([Channel.mail, Channel.sms, Channel.ding, Channel.weCom, Channel.webhook].sort());
  });
});
