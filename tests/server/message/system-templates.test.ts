/**
 * system → 短信模板 (smsTemplate) and system → 消息模板 (systemMessageTemplate): schema screens over stored records at
 * /api/system/SmsTemplate and /api/system/MessageTemplate — create, list by keyword, edit, enable/disable and delete;
 * the SMS selector a system template picks from; bad input (missing provider fields, a duplicate code, a placeholder
 * the parameters do not declare) answered with the envelope and nothing changed; the seeded menu entries serving
 * them with their buttons; a staff member without the pages refused.
 */
import { eq, inArray } from 'drizzle-orm';
import { modulePermissions, modules } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const SMS = '/api/system/SmsTemplate';
const SYSTEM = '/api/system/MessageTemplate';

describe.each(DATABASES)('SMS and system message templates on %s', (kind) => {
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

  const sms = { fullName: '验证码短信', enCode: 'SMS_CODE', company: 1, signContent: 'KLX资产', templateId: 'SMS_123456', content: '您的验证码为{code}，5分钟内有效', parameters: [{ field: 'code', fieldName: '验证码' }] };

  it('creates, finds, edits, toggles and deletes an SMS template', async () => {
    const created = await call<{ id: string }>(server.app, SMS, { token: admin, method: 'POST', body: sms });
    expect(created, JSON.stringify(created)).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data!.id;
    const found = await call<{ list: Record<string, unknown>[]; pagination: { total: number } }>(server.app, `${SMS}?keyword=SMS_123&currentPage=1&pageSize=20`, { token: admin });
    expect(found.data!.list).toEqual([expect.objectContaining({ id, ...sms, enabledMark: 1 })]);
    expect(await call(server.app, `${SMS}/${id}`, { token: admin, method: 'PUT', body: { ...sms, signContent: 'KLX' } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call<Record<string, unknown>>(server.app, `${SMS}/${id}`, { token: admin })).data).toMatchObject({ signContent: 'KLX' });
    expect((await call(server.app, `${SMS}/${id}/Actions/State`, { token: admin, method: 'PUT' })).code).toBe(200);
    expect((await call<Record<string, unknown>>(server.app, `${SMS}/${id}`, { token: admin })).data).toMatchObject({ enabledMark: 0 });
    expect(await call(server.app, `${SMS}/${id}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
  });

  it('keeps a system message template that names an SMS template from the selector', async () => {
    const smsId = (await call<{ id: string }>(server.app, SMS, { token: admin, method: 'POST', body: { ...sms, enCode: 'SMS_NOTICE' } })).data!.id;
    const selector = await call<{ list: { id: string; fullName: string }[] }>(server.app, `${SMS}/Selector/0`, { token: admin });
    expect(selector.data!.list.map((item) => item.id)).toContain(smsId);
    const body = { category: 1, fullName: '账号锁定通知', enCode: 'ACCOUNT_LOCKED', title: '账号{account}已锁定', content: '请联系管理员解锁', parameters: [{ field: 'account' }], smsTemplateId: smsId };
    const created = await call<{ id: string }>(server.app, SYSTEM, { token: admin, method: 'POST', body });
    expect(created, JSON.stringify(created)).toMatchObject({ code: 200 });
    const listed = await call<{ list: Record<string, unknown>[] }>(server.app, `${SYSTEM}?keyword=${encodeURIComponent('锁定')}&currentPage=1&pageSize=20`, { token: admin });
    expect(listed.data!.list).toEqual([expect.objectContaining({ id: created.data!.id, ...body })]);
  });

  it.each([
    [SMS, { ...sms, enCode: 'SMS_X', signContent: '' }, '请输入短信签名'],
    [SMS, { ...sms, enCode: 'SMS_X', templateId: 'has space' }, '模板编号只能输入英文、数字、下划线和短横线，最多100个字符'],
    [SMS, { ...sms, enCode: 'SMS_X', company: 9 }, '请选择服务商'],
    [SMS, { ...sms, enCode: 'SMS_X', content: '验证码{code}，{minutes}分钟' }, '{minutes}'],
    [SYSTEM, { category: 1, fullName: 'x', enCode: 'ACCOUNT_LOCKED', title: 't' }, '模板编码已存在'],
    [SYSTEM, { category: 1, fullName: 'x', enCode: 'SYS_X', title: '' }, '请输入消息标题'],
  ])('refuses a bad record at %s, changing nothing', async (api, body, message) => {
    const digest = await tableDigest(server.database);
    const answer = await call(server.app, api, { token: admin, method: 'POST', body });
    expect(answer.code, JSON.stringify(answer)).not.toBe(200);
    expect(answer.msg).toContain(message);
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('serves both seeded menu entries with their buttons, and refuses a staff member without them', async () => {
    const pages = await server.database.db.select({ id: modules.id, urlAddress: modules.urlAddress }).from(modules).where(inArray(modules.urlAddress, ['system/smsTemplate', 'system/messageTemplate']));
    expect(pages.map((page) => page.urlAddress).sort()).toEqual(['system/messageTemplate', 'system/smsTemplate']);
    for (const page of pages) {
      const buttons = await server.database.db.select({ enCode: modulePermissions.enCode }).from(modulePermissions).where(eq(modulePermissions.moduleId, page.id));
      expect(buttons.map((item) => item.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
    }
    const digest = await tableDigest(server.database);
    for (const api of [SMS, SYSTEM]) {
      expect((await call(server.app, `${api}?currentPage=1`, { token: staff })).code).not.toBe(200);
      expect((await call(server.app, api, { token: staff, method: 'POST', body: sms })).code).not.toBe(200);
    }
    expect(await tableDigest(server.database)).toBe(digest);
    // The WeChat official account page no spec covers is not seeded.
    expect(await server.database.db.select().from(modules).where(eq(modules.urlAddress, 'msgCenter/accountConfig/mp'))).toEqual([]);
  });
});
