/**
 * Message templates, sending settings and message data types (issue 12 item 4; spec 03 §7 "Message templates"):
 * every call, bad input answered with the envelope and nothing changed, the page guarding the calls, and the
 * templates at work — a schedule reminder rendered from its template, an announcement sent through a configured
 * office robot (a local fake server).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { messages, modules, schedules } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';
import { startFakeHttp } from './channels/fake-servers';

const TEMPLATES = '/api/message/MessageTemplateConfig';
const SETTINGS = '/api/message/SendMessageConfig';
const MINUTE = 60_000;

interface Template {
  id: string;
  fullName: string;
  enCode: string;
  title: string;
  content: string;
  enabledMark: number;
  parameters: { field: string; fieldName?: string }[];
}

describe.each(DATABASES)('message templates on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let serial = 0;
  beforeAll(async () => {
    server = await createTestServer(kind, { startAt: new Date(2026, 2, 7, 9, 0) });
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const template = (overrides: Record<string, unknown> = {}) => ({
    fullName: '日程提醒模板',
    enCode: `TPL_${++serial}`,
    messageType: 4,
    title: '日程提醒：{title}',
    content: '{title} 将于 {startTime} 开始，{endTime} 结束。',
    parameters: [
      { field: 'title', fieldName: '标题' },
      { field: 'startTime', fieldName: '开始时间' },
      { field: 'endTime', fieldName: '结束时间' },
    ],
    ...overrides,
  });
  const create = async (body: Record<string, unknown>, path = TEMPLATES) => {
    const answer = await call<{ id: string }>(server.app, path, { token: admin, method: 'POST', body });
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data!.id;
  };
  const read = async (id: string, path = TEMPLATES) => (await call<Template>(server.app, `${path}/${id}`, { token: admin })).data!;

  it('creates, reads, lists by keyword with paging, updates, toggles and deletes a template', async () => {
    const id = await create(template({ fullName: '关键字模板甲' }));
    await create(template({ fullName: '关键字模板乙' }));
    expect(await read(id)).toMatchObject({ fullName: '关键字模板甲', title: '日程提醒：{title}', enabledMark: 1, parameters: [{ field: 'title' }, { field: 'startTime' }, { field: 'endTime' }] });

    const page = await call<{ list: Template[]; pagination: { total: number; pageSize: number } }>(server.app, `${TEMPLATES}?keyword=${encodeURIComponent('关键字模板')}&currentPage=1&pageSize=1`, { token: admin });
    expect(page.data!.list).toHaveLength(1);
    expect(page.data!.pagination).toMatchObject({ total: 2, pageSize: 1 });

    const updated = await call(server.app, `${TEMPLATES}/${id}`, { token: admin, method: 'PUT', body: template({ fullName: '改过的模板', enCode: (await read(id)).enCode, title: '提醒 {title}' }) });
    expect(updated).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await read(id)).toMatchObject({ fullName: '改过的模板', title: '提醒 {title}' });

    expect((await call(server.app, `${TEMPLATES}/${id}/Actions/State`, { token: admin, method: 'PUT' })).code).toBe(200);
    expect((await read(id)).enabledMark).toBe(0);

    expect(await call(server.app, `${TEMPLATES}/${id}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(server.app, `${TEMPLATES}/${id}`, { token: admin })).code).not.toBe(200);
  });

  it('copies a template under a fresh code, leaving the original as it was', async () => {
    const id = await create(template({ fullName: '原模板' }));
    const original = await read(id);
    const copied = await call<{ id: string }>(server.app, `${TEMPLATES}/copy/${id}`, { token: admin, method: 'POST' });
    expect(copied).toMatchObject({ code: 200, msg: '新建成功' });
    const copy = await read(copied.data!.id);
    expect(copy).toMatchObject({ fullName: '原模板副本', title: original.title, content: original.content, parameters: original.parameters });
    expect(copy.enCode).not.toBe(original.enCode);
    expect(copy.enCode.startsWith(`${original.enCode}_`)).toBe(true);
    expect(await read(id)).toEqual(original);
    const english = await call<{ id: string }>(server.app, `${TEMPLATES}/copy/${id}`, { token: admin, method: 'POST', headers: { 'accept-language': 'en' } });
    expect((await read(english.data!.id)).fullName).toBe('原模板 (copy)');
  });

  it('lists the message types, channels and uses in the caller language', async () => {
    const types = await call<{ list: { id: string; fullName: string }[] }>(server.app, '/api/message/MessageDataType/getTypeList/1', { token: staff });
    expect(types.data!.list).toEqual([
      { id: '1', enCode: '1', fullName: '系统消息' },
      { id: '2', enCode: '2', fullName: '流程消息' },
      { id: '3', enCode: '3', fullName: '公告' },
      { id: '4', enCode: '4', fullName: '日程' },
    ]);
    const channels = await call<{ list: { fullName: string }[] }>(server.app, '/api/message/MessageDataType/getTypeList/2', { token: admin, headers: { 'accept-language': 'en' } });
    expect(channels.data!.list.map((item) => item.fullName)).toEqual(['In-site message', 'Email', 'SMS', 'DingTalk', 'WeCom', 'Webhook']);
    const uses = await call<{ list: { fullName: string }[] }>(server.app, '/api/message/MessageDataType/getTypeList/3', { token: admin });
    expect(uses.data!.list.map((item) => item.fullName)).toEqual(['公告发布', '日程提醒']);
  });

  it.each([
    ['an undeclared parameter', { content: '{title} 在 {place} 于 {room}' }, '模板使用了未声明的参数：{place}, {room}'],
    ['an undeclared parameter in the title', { title: '{who} 提醒' }, '模板使用了未声明的参数：{who}'],
    ['a parameter declared twice', { parameters: [{ field: 'title' }, { field: 'title' }] }, '模板参数重复：title'],
    ['a parameter name that is not a name', { parameters: [{ field: 'title' }, { field: 'start-time' }] }, '参数名以英文字母或下划线开头，只能包含英文、数字和下划线'],
    ['no title', { title: '' }, '请输入消息标题'],
    ['no name', { fullName: undefined }, '请输入模板名称'],
    ['a code with spaces', { enCode: 'a b' }, '模板编码只能输入英文、数字和下划线，最多50个字符'],
    ['an unknown message type', { messageType: 9 }, '请选择消息类型'],
    ['parameters that are not a list', { parameters: 'title' }, undefined],
    ['too many parameters', { content: '', title: 'x', parameters: Array.from({ length: 51 }, (_, i) => ({ field: `p${i}` })) }, '模板参数最多为50个'],
  ])('refuses %s, changing nothing', async (_case, overrides, message) => {
    const digest = await tableDigest(server.database);
    const answer = await call(server.app, TEMPLATES, { token: admin, method: 'POST', body: template(overrides) });
    expect(answer.code).not.toBe(200);
    expect(answer.code).toBeLessThan(500);
    if (message) expect(answer.msg).toBe(message);
    else expect(answer.msg).toBeTruthy();
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('refuses an update to an undeclared parameter, a duplicate code, a copy of nothing and an unknown data type, in the caller language', async () => {
    const id = await create(template());
    const taken = (await read(await create(template()))).enCode;
    const digest = await tableDigest(server.database);
    const bad = await call(server.app, `${TEMPLATES}/${id}`, { token: admin, method: 'PUT', body: { content: 'Hello {name}' }, headers: { 'accept-language': 'en' } });
    expect(bad.msg).toBe('The template uses parameters it does not declare: {name}');
    expect((await call(server.app, `${TEMPLATES}/${id}`, { token: admin, method: 'PUT', body: { enCode: taken } })).msg).toBe('模板编码已存在');
    expect((await call(server.app, `${TEMPLATES}/copy/missing`, { token: admin, method: 'POST' })).code).not.toBe(200);
    const unknown = await call(server.app, '/api/message/MessageDataType/getTypeList/9', { token: admin, headers: { 'accept-language': 'zh-TW' } });
    expect(unknown).toMatchObject({ code: 400, msg: '沒有該訊息資料類型' });
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('refuses a staff member without the pages, changing nothing', async () => {
    const id = await create(template());
    const digest = await tableDigest(server.database);
    for (const [method, path, body] of [
      ['GET', TEMPLATES, undefined],
      ['GET', `${TEMPLATES}/${id}`, undefined],
      ['POST', TEMPLATES, template()],
      ['PUT', `${TEMPLATES}/${id}`, { fullName: 'x' }],
      ['DELETE', `${TEMPLATES}/${id}`, undefined],
      ['POST', `${TEMPLATES}/copy/${id}`, undefined],
      ['GET', SETTINGS, undefined],
      ['POST', SETTINGS, { fullName: 'x', enCode: 'x', messageSource: 1, templateId: id, channels: [1] }],
    ] as const) {
      const answer = await call(server.app, path, { token: staff, method, body });
      expect(answer.code, `${method} ${path}`).toBe(400);
    }
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('keeps sending settings one per use, with known channels only', async () => {
    const templateId = await create(template());
    const setting = { fullName: '公告发送', enCode: `SEND_${++serial}`, messageSource: 1, templateId, channels: [1, 4] };
    const id = await create(setting, SETTINGS);
    expect(await read(id, SETTINGS)).toMatchObject({ messageSource: 1, templateId, channels: [1, 4], enabledMark: 1 });
    const listed = await call<{ list: { id: string }[]; pagination: { total: number } }>(server.app, `${SETTINGS}?keyword=${encodeURIComponent('公告发送')}&currentPage=1&pageSize=20`, { token: admin });
    expect(listed.data!.list.map((item) => item.id)).toEqual([id]);
    const selector = await call<{ list: { id: string; fullName: string }[] }>(server.app, `${TEMPLATES}/Selector/0`, { token: admin });
    expect(selector.data!.list).toContainEqual(expect.objectContaining({ id: templateId, fullName: '日程提醒模板' }));
    const digest = await tableDigest(server.database);
    for (const [body, message] of [
      [{ ...setting, enCode: 'OTHER' }, '该消息来源已有发送配置'],
      [{ ...setting, enCode: 'OTHER', messageSource: 2, channels: [] }, '请选择发送渠道'],
      [{ ...setting, enCode: 'OTHER', messageSource: 2, channels: [1, 1] }, '发送渠道只能是站内消息、邮件、短信、钉钉、企业微信或 Webhook，且不能重复'],
      [{ ...setting, enCode: 'OTHER', messageSource: 2, channels: [7] }, '发送渠道只能是站内消息、邮件、短信、钉钉、企业微信或 Webhook，且不能重复'],
      [{ ...setting, enCode: 'OTHER', messageSource: 3 }, '请选择消息来源'],
      [{ ...setting, enCode: 'OTHER', messageSource: 2, templateId: undefined }, '请选择消息模板'],
      [{ ...setting, enCode: 'OTHER', messageSource: 2, templateId: 'no-such-template' }, '消息模板不存在或已被删除'],
    ] as const) {
      const answer = await call(server.app, SETTINGS, { token: admin, method: 'POST', body });
      expect(answer.msg, JSON.stringify(body)).toBe(message);
    }
    expect((await call(server.app, `${SETTINGS}/${id}`, { token: admin, method: 'PUT', body: { templateId: 'no-such-template' } })).msg).toBe('消息模板不存在或已被删除');
    // The template in use cannot go: the setting would silently fall back to the default.
    expect((await call(server.app, `${TEMPLATES}/${templateId}`, { token: admin, method: 'DELETE' })).msg).toBe('该模板正被发送配置使用：公告发送');
    expect(await tableDigest(server.database)).toBe(digest);
    expect(await call(server.app, `${SETTINGS}/${id}`, { token: admin, method: 'PUT', body: { fullName: '公告发送（改）' } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await call(server.app, `${SETTINGS}/${id}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200 });
    expect(await call(server.app, `${TEMPLATES}/${templateId}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
  });

  it('still serves the inbox and announcements beside the templates under /api/message', async () => {
    expect((await call(server.app, '/api/message?currentPage=1&pageSize=20', { token: staff })).code).toBe(200);
    expect((await call(server.app, '/api/message/getUnReadMsgNum', { token: staff })).code).toBe(200);
    expect((await call(server.app, '/api/message/Notice', { token: admin })).code).toBe(200);
  });

  describe('at work', () => {
    afterEach(async () => {
      const { records } = await import('../../../server/db/schema');
      await server.database.db.delete(records).where(eq(records.screen, 'sendMessageConfig'));
      await server.app.services.settings.update({ dingWebhookUrl: '', weComWebhookUrl: '' });
    });

    const createSchedule = async (title: string) => {
      const start = server.app.services.now().getTime() + 10 * MINUTE;
      const answer = await call<{ id: string }>(server.app, '/api/system/Schedule', {
        token: admin,
        method: 'POST',
        body: { title, content: '带上报告', startDay: start, endDay: start + 30 * MINUTE, reminderTime: 15, toUserIds: ['user_staff'] },
      });
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return start;
    };
    const reminderMessages = async (title: string) => server.database.db.select().from(messages).where(and(eq(messages.type, 4), eq(messages.title, title)));

    it('renders a schedule reminder from the configured template, and keeps the schedule title without one', async () => {
      await createSchedule('无模板的日程');
      expect(await server.app.services.scheduleReminders.deliverDue()).toBeGreaterThanOrEqual(1);
      expect(await reminderMessages('无模板的日程')).toHaveLength(1);

      const templateId = await create(template({ title: '日程提醒：{title}', content: '{title} 将于 {startTime} 开始' }));
      await create({ fullName: '日程提醒', enCode: `SEND_${++serial}`, messageSource: 2, templateId, channels: [1] }, SETTINGS);
      const start = await createSchedule('周例会');
      expect(await server.app.services.scheduleReminders.deliverDue()).toBe(1);
      const [reminder] = await reminderMessages('日程提醒：周例会');
      const startTime = new Date(start);
      const pad = (n: number) => String(n).padStart(2, '0');
      const expected = `${startTime.getFullYear()}-${pad(startTime.getMonth() + 1)}-${pad(startTime.getDate())} ${pad(startTime.getHours())}:${pad(startTime.getMinutes())}`;
      expect(reminder?.excerpt).toBe(`周例会 将于 ${expected} 开始`);
      // The staff member's inbox shows it.
      const inbox = await call<{ list: { title: string }[] }>(server.app, '/api/message?type=4&isRead=&currentPage=1&pageSize=50', { token: staff });
      expect(inbox.data!.list.map((item) => item.title)).toContain('日程提醒：周例会');
    });

    it('sends a reminder only through the channels configured, to a fake office robot and not in-site', async () => {
      const robot = await startFakeHttp();
      try {
        await server.app.services.settings.update({ dingWebhookUrl: `${robot.url}/robot` });
        const templateId = await create(template({ title: '钉钉提醒：{title}', content: '{startTime}' }));
        await create({ fullName: '日程提醒', enCode: `SEND_${++serial}`, messageSource: 2, templateId, channels: [4] }, SETTINGS);
        await createSchedule('钉钉日程');
        expect(await server.app.services.scheduleReminders.deliverDue()).toBe(1);
        expect(await reminderMessages('钉钉提醒：钉钉日程')).toHaveLength(0);
        expect(await server.database.db.select().from(schedules).where(eq(schedules.title, '钉钉日程'))).toEqual([expect.objectContaining({ remindedAt: expect.any(Date) })]);
        expect(robot.posts).toHaveLength(1);
        expect(JSON.stringify(robot.posts[0]!.body)).toContain('钉钉提醒：钉钉日程');
      } finally {
        await robot.close();
      }
    });

    it('releases an announcement in-site as written and through the configured robot rendered from the template', async () => {
      const robot = await startFakeHttp();
      try {
        await server.app.services.settings.update({ weComWebhookUrl: `${robot.url}/wecom` });
        const templateId = await create(template({ messageType: 3, title: '新公告：{title}', content: '{content}（{releaseTime}）', parameters: [{ field: 'title' }, { field: 'content' }, { field: 'releaseTime' }] }));
        await create({ fullName: '公告发送', enCode: `SEND_${++serial}`, messageSource: 1, templateId, channels: [1, 5] }, SETTINGS);
        const created = await call<{ id: string }>(server.app, '/api/message', { token: admin, method: 'POST', body: { title: '停电通知', bodyText: '<p>周六停电</p>', excerpt: '周六停电', toUserIds: ['user_staff--user'] } });
        expect(created.code, JSON.stringify(created)).toBe(200);
        expect((await call(server.app, `/api/message/${created.data!.id}/Actions/Release`, { token: admin, method: 'PUT' })).code).toBe(200);
        const inbox = await call<{ list: { title: string }[] }>(server.app, '/api/message?type=1&isRead=&currentPage=1&pageSize=50', { token: staff });
        expect(inbox.data!.list.map((item) => item.title)).toContain('停电通知');
        expect(robot.posts).toHaveLength(1);
        const text = (robot.posts[0]!.body as { text: { content: string } }).text.content;
        expect(text).toMatch(/^新公告：停电通知\n周六停电（\d{4}-\d{2}-\d{2} \d{2}:\d{2}）$/);
      } finally {
        await robot.close();
      }
    });

    it('still releases in-site when the configured channel is down', async () => {
      const robot = await startFakeHttp(() => ({ status: 500, body: 'down' }));
      try {
        await server.app.services.settings.update({ weComWebhookUrl: robot.url });
        const templateId = await create(template({ messageType: 3, title: '{title}', content: '', parameters: [{ field: 'title' }] }));
        await create({ fullName: '公告发送', enCode: `SEND_${++serial}`, messageSource: 1, templateId, channels: [1, 5] }, SETTINGS);
        const created = await call<{ id: string }>(server.app, '/api/message', { token: admin, method: 'POST', body: { title: '渠道故障时的公告', bodyText: '<p>x</p>', toUserIds: ['user_staff--user'] } });
        expect((await call(server.app, `/api/message/${created.data!.id}/Actions/Release`, { token: admin, method: 'PUT' })).code).toBe(200);
        const inbox = await call<{ list: { title: string }[] }>(server.app, '/api/message?type=1&isRead=&currentPage=1&pageSize=50', { token: staff });
        expect(inbox.data!.list.map((item) => item.title)).toContain('渠道故障时的公告');
        expect(robot.posts).toHaveLength(1);
      } finally {
        await robot.close();
      }
    });
  });

  it('serves the two pages from the menu entries that were placeholders', async () => {
    const pages = await server.database.db.select({ urlAddress: modules.urlAddress }).from(modules).where(inArray(modules.urlAddress, ['msgCenter/msgTemplate', 'msgCenter/sendConfig']));
    expect(pages.map((page) => page.urlAddress).sort()).toEqual(['msgCenter/msgTemplate', 'msgCenter/sendConfig']);
  });
});
