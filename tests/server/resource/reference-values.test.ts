/**
 * Reference fields (issue 9 §7): a field whose value is a record of another screen — the system message template's
 * 短信模板 names an SMS template. The server stores an id only when it names a record of that screen the caller may
 * see there (the SMS page's data-permission schemes, as its pickers do); anything else is refused with a message
 * naming the field in the caller's language, and nothing changes. The reference picker lists the same rows, by label.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations } from '../../../server/db/schema';
import { createScreenRegistry, type SchemaSource } from '../../../server/modules/resource/registry';
import { DEFAULT_SCHEMA_DIR, readSchemaFiles } from '../../../server/schemas/loader';
import { PATTERNS } from '../../../runtime/core/validation/patterns';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const SMS = '/api/system/SmsTemplate';
const SYSTEM = '/api/system/MessageTemplate';
const PICKER = '/api/system/Reference/smsTemplate';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
const SMS_PAGE = 'm_system.smsTemplate';
const SYSTEM_PAGE = 'm_system.messageTemplate';

describe.each(DATABASES)('reference fields on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let serial = 0;
  const smsBody = (fullName: string) => ({ fullName, enCode: `SMS_REF_${++serial}`, company: 1, signContent: 'KLX', templateId: `SMS_${serial}`, content: '验证码{code}', parameters: [{ field: 'code', fieldName: '验证码' }] });
  const templateBody = (smsTemplateId: unknown) => ({ category: 1, fullName: `引用模板${++serial}`, enCode: `REF_${serial}`, title: '标题', smsTemplateId });
  let smsA: string;
  let smsB: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
    smsA = (await call<{ id: string }>(server.app, SMS, { token: admin, method: 'POST', body: smsBody('甲短信') })).data!.id;
    smsB = (await call<{ id: string }>(server.app, SMS, { token: admin, method: 'POST', body: smsBody('乙短信') })).data!.id;
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stores a template naming an SMS template that exists, and one naming none', async () => {
    const named = await call<{ id: string }>(server.app, SYSTEM, { token: admin, method: 'POST', body: templateBody(smsA) });
    expect(named, JSON.stringify(named)).toMatchObject({ code: 200 });
    expect((await call<Record<string, unknown>>(server.app, `${SYSTEM}/${named.data!.id}`, { token: admin })).data).toMatchObject({ smsTemplateId: smsA });
    expect(await call(server.app, SYSTEM, { token: admin, method: 'POST', body: templateBody('') })).toMatchObject({ code: 200 });
  });

  it.each([
    ['zh-CN', '短信模板：所选的短信模板不存在或无权查看'],
    ['zh-TW', '簡訊範本：所選的簡訊範本不存在或無權檢視'],
    ['en', 'SMS template: the chosen record of SMS Templates does not exist or is not visible to you'],
  ])('refuses an id naming no SMS template, naming the field in %s, changing nothing', async (language, message) => {
    const digest = await tableDigest(server.database);
    const answer = await call(server.app, SYSTEM, { token: admin, method: 'POST', body: templateBody('no-such-template'), headers: { 'accept-language': language } });
    expect(answer.code).not.toBe(200);
    expect(answer.msg).toBe(message);
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it.each([[42], [['a']], [{ id: 'a' }], ['x'.repeat(65)]])('refuses a reference of the wrong shape (%j) with the envelope', async (value) => {
    const digest = await tableDigest(server.database);
    const answer = await call(server.app, SYSTEM, { token: admin, method: 'POST', body: templateBody(value) });
    expect(answer.code).not.toBe(200);
    expect(answer.code).not.toBe(500);
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('refuses an edit that points an existing template at a record that does not exist', async () => {
    const id = (await call<{ id: string }>(server.app, SYSTEM, { token: admin, method: 'POST', body: templateBody(smsA) })).data!.id;
    const body = { ...templateBody(smsA), smsTemplateId: 'gone' };
    const answer = await call(server.app, `${SYSTEM}/${id}`, { token: admin, method: 'PUT', body });
    expect(answer.msg).toContain('短信模板');
    expect((await call<Record<string, unknown>>(server.app, `${SYSTEM}/${id}`, { token: admin })).data).toMatchObject({ smsTemplateId: smsA });
  });

  it('lists the SMS templates by label, by keyword, and the labels of given ids', async () => {
    const all = await call<{ list: { id: string; fullName: string }[]; pagination: { total: number } }>(server.app, `${PICKER}?currentPage=1&pageSize=50`, { token: admin });
    expect(all.data!.list).toEqual(expect.arrayContaining([{ id: smsA, fullName: '甲短信' }, { id: smsB, fullName: '乙短信' }]));
    expect(Object.keys(all.data!.list[0]!).sort()).toEqual(['fullName', 'id']);
    const found = await call<{ list: { id: string }[] }>(server.app, `${PICKER}?keyword=${encodeURIComponent('乙')}`, { token: admin });
    expect(found.data!.list.map((item) => item.id)).toEqual([smsB]);
    const labels = await call<{ list: { id: string; fullName: string }[] }>(server.app, `${PICKER}?ids=${smsA},missing`, { token: admin });
    expect(labels.data!.list).toEqual([{ id: smsA, fullName: '甲短信' }]);
  });

  it('serves no screen without a selector, and no unknown screen', async () => {
    expect((await call(server.app, '/api/system/Reference/users', { token: admin })).code).not.toBe(200);
    expect((await call(server.app, '/api/system/Reference/nothing', { token: admin })).code).not.toBe(200);
  });

  it('keeps to the rows the SMS page schemes leave the caller, in the picker and in the check', async () => {
    const db = server.database.db;
    const scheme = await call<{ id: string }>(server.app, SCHEMES, {
      token: admin,
      method: 'POST',
      body: { moduleId: SMS_PAGE, fullName: '只看甲', enCode: 'onlyA', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'fullName', op: '==', value: '甲短信' }] }] } },
    });
    expect(scheme).toMatchObject({ code: 200 });
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, 'user_staff')));
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: SMS_PAGE, objectType: 'User', objectId: 'user_staff' },
      { itemType: 'resource', itemId: scheme.data!.id, objectType: 'User', objectId: 'user_staff' },
      { itemType: 'module', itemId: SYSTEM_PAGE, objectType: 'User', objectId: 'user_staff' },
      { itemType: 'button', itemId: `p_system.messageTemplate_button_btn_add`, objectType: 'User', objectId: 'user_staff' },
    ]);
    const listed = await call<{ list: { id: string }[] }>(server.app, `${PICKER}?pageSize=50`, { token: staff });
    expect(listed.data!.list.map((item) => item.id)).toContain(smsA);
    expect(listed.data!.list.map((item) => item.id)).not.toContain(smsB);
    expect((await call<{ list: { id: string }[] }>(server.app, `${PICKER}?ids=${smsB}`, { token: staff })).data!.list).toEqual([]);

    expect(await call(server.app, SYSTEM, { token: staff, method: 'POST', body: templateBody(smsA) })).toMatchObject({ code: 200 });
    const digest = await tableDigest(server.database);
    const refused = await call(server.app, SYSTEM, { token: staff, method: 'POST', body: templateBody(smsB) });
    expect(refused.msg).toBe('短信模板：所选的短信模板不存在或无权查看');
    expect(await tableDigest(server.database)).toBe(digest);
    // The administrator is not confined by schemes.
    expect(await call(server.app, SYSTEM, { token: admin, method: 'POST', body: templateBody(smsB) })).toMatchObject({ code: 200 });
  });
});

describe('reference targets at start-up', () => {
  const schemas = readSchemaFiles([DEFAULT_SCHEMA_DIR]);
  const withTarget = (screen: string): SchemaSource[] =>
    schemas.map((source) =>
      source.schema.id === 'systemMessageTemplate'
        ? { ...source, schema: { ...source.schema, form: { ...source.schema.form, fields: source.schema.form.fields.map((field) => (field.widget === 'reference' ? { ...field, reference: { screen } } : field)) } } }
        : source,
    );

  it('loads the schema files, whose references name loaded screens with a label', () => {
    expect(() => createScreenRegistry(schemas, PATTERNS)).not.toThrow();
  });

  it.each([
    ['nothing', /refers to the screen "nothing", which is not a loaded screen/],
    ['users', /refers to the screen "users", which declares no resource.selector/],
  ])('stops naming the file when a reference names %s', (screen, message) => {
    expect(() => createScreenRegistry(withTarget(screen), PATTERNS)).toThrow(message);
  });
});
