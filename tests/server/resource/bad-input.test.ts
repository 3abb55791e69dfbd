/**
 * Whatever a client sends — random bodies of any JSON shape, random query strings, odd ids — every schema screen
 * answers with the envelope and a readable message, never a server fault, and a refused write changes nothing.
 */
import fc from 'fast-check';
import { ADMIN, DATABASES, call, createTestServer, screensOf, tableDigest, tokenFor, type TestServer } from '../harness';

const screens = screensOf().screens;

describe.each(DATABASES)('bad input on %s', (kind) => {
  let server: TestServer;
  let token: string;
  // A send setting names a template that exists: one is made first.
  let templateId = '';
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await tokenFor(server.app, ADMIN);
    const made = await call<{ id?: string } | string>(server.app, '/api/message/MessageTemplateConfig', {
      token,
      method: 'POST',
      body: { fullName: '模板', enCode: 'fuzzTemplate', messageType: 1, title: '{title}', content: '', parameters: [{ field: 'title', fieldName: '标题' }] },
    });
    expect(made.code, made.msg).toBe(200);
    const [row] = (await call<{ list: { id: string; enCode: string }[] }>(server.app, '/api/message/MessageTemplateConfig?keyword=fuzzTemplate', { token })).data!.list;
    templateId = row!.id;
  });
  afterAll(async () => {
    await server.close();
  });

  const snapshot = () => tableDigest(server.database);

  it.each(screens.map((screen) => [screen.schema.id, screen] as const))('%s: random bodies never cause a server fault', async (_, screen) => {
    const fields = Object.keys(screen.schema.model.properties);
    const body = fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 });
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('POST', 'PUT'), async (payload, method) => {
        const path = method === 'POST' ? screen.schema.resource.api : `${screen.schema.resource.api}/no-such-id`;
        const before = await snapshot();
        const answer = await call(server.app, path, { token, method, body: payload });
        expect([200, 400, 401], answer.msg).toContain(answer.code);
        expect(answer.msg).not.toBe('');
        if (answer.code !== 200) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 25 },
    );
  });

  // An object whose toString is not a function makes String() and template strings throw: every field set to one
  // (on create and on update) is refused with the envelope, never a server fault.
  it.each(screens.map((screen) => [screen.schema.id, screen] as const))('%s: objects that cannot become text are refused', async (_, screen) => {
    const poisoned = { toString: null, valueOf: null };
    const payload = Object.fromEntries(Object.keys(screen.schema.model.properties).map((field) => [field, poisoned]));
    for (const [method, path] of [['POST', screen.schema.resource.api], ['PUT', `${screen.schema.resource.api}/no-such-id`]] as const) {
      const before = await snapshot();
      const answer = await call(server.app, path, { token, method, body: payload });
      expect([400, 401], `${method} ${answer.msg}`).toContain(answer.code);
      expect(answer.msg).not.toBe('');
      expect(await snapshot()).toEqual(before);
    }
  });

  let serial = 0;
  const validBodies: Record<string, () => Record<string, unknown>> = {
    eamPosition: () => ({ parentid: '-1', fullname: `岗位${++serial}` }),
    eamDatatype: () => ({ parentid: '-1', fullname: '类别', encode: `F-${++serial}` }),
    dictionaryType: () => ({ parentId: 'dt_system', fullName: '分类', enCode: `f${++serial}` }),
    dictionaryData: () => ({ dictionaryTypeId: 'dt_nation', parentId: '0', fullName: '条目', enCode: `f${++serial}` }),
    billRule: () => ({ fullName: '单据', enCode: `F${++serial}`, category: 'c', prefix: 'F', dateFormat: 'yyyy', digit: 3, startNumber: '1' }),
    users: () => ({ account: `fuzz${++serial}`, realName: '模糊', gender: '1', organizeIdTree: ['org_company'] }),
    organize: () => ({ category: 'company', parentId: '-1', fullName: `公司${++serial}`, enCode: `FC${serial}` }),
    department: () => ({ parentId: 'org_company', fullName: `部门${++serial}`, enCode: `FD${serial}` }),
    position: () => ({ organizeId: 'org_it', fullName: `岗位${++serial}`, enCode: `FP${serial}` }),
    role: () => ({ fullName: `角色${++serial}`, enCode: `FR${serial}`, globalMark: 1 }),
    group: () => ({ fullName: `分组${++serial}`, enCode: `FG${serial}` }),
    menu: () => ({ systemId: 'sys_main', parentId: '-1', type: 0, fullName: `目录${++serial}`, enCode: `fuzz${serial}` }),
    system: () => ({ fullName: `系统${++serial}`, enCode: `fs${serial}` }),
    moduleButton: () => ({ moduleId: 'm_home', fullName: `按钮${++serial}`, enCode: `btn_f${serial}` }),
    moduleColumn: () => ({ moduleId: 'm_home', fullName: `列${++serial}`, enCode: `col_f${serial}` }),
    moduleForm: () => ({ moduleId: 'm_home', fullName: `字段${++serial}`, enCode: `form_f${serial}` }),
    messageTemplate: () => ({ fullName: `模板${++serial}`, enCode: `mt_f${serial}`, messageType: 1, title: '日程 {title}', content: '', parameters: [{ field: 'title', fieldName: '标题' }] }),
    sendMessageConfig: () => ({ fullName: `发送${++serial}`, enCode: `smc_f${serial}`, messageSource: 1 + (serial % 2), templateId, channels: [1] }),
    smsTemplate: () => ({ fullName: `短信${++serial}`, enCode: `sms_f${serial}`, company: 1, signContent: 'KLX', templateId: `SMS_${serial}` }),
    systemMessageTemplate: () => ({ category: 1, fullName: `系统模板${++serial}`, enCode: `smt_f${serial}`, title: '标题' }),
    area: () => ({ parentId: '-1', fullName: `区域${++serial}`, enCode: `FA${serial}` }),
    dataInterface: () => ({ fullName: `接口${++serial}`, enCode: `di_f${serial}`, dataType: 2, staticData: '[{"id":"1","fullName":"一"}]' }),
    printDev: () => ({ fullName: `打印${++serial}`, enCode: `pd_f${serial}`, type: 1, formId: 'vd_asset_requisition', printTemplate: '<p>{{billNo}}</p>' }),
  };
  it('has a valid record for every screen', () => {
    expect(Object.keys(validBodies).sort()).toEqual(screens.map((screen) => screen.schema.id).sort());
  });

  it.each(screens.map((screen) => [screen.schema.id, screen] as const))('%s: a valid record with one field replaced by anything never causes a server fault', async (id, screen) => {
    const fields = Object.keys(screen.schema.model.properties);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 60 }), fc.integer(), fc.double()), async (field, value) => {
        const before = await snapshot();
        const answer = await call(server.app, screen.schema.resource.api, { token, method: 'POST', body: { ...validBodies[id]!(), [field]: value } });
        expect([200, 400, 401], answer.msg).toContain(answer.code);
        if (answer.code !== 200) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 30 },
    );
  });

  it.each(screens.map((screen) => [screen.schema.id, screen] as const))('%s: random list queries never cause a server fault', async (_, screen) => {
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constantFrom('-1', '0', '1e9', '99999999999999999999', '%', "'; drop table lc_record; --"));
    const query = fc.dictionary(fc.constantFrom('currentPage', 'pageSize', 'keyword', 'sort', 'sidx', 'typeId', 'organizeId'), value, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const answer = await call(server.app, `${screen.schema.resource.api}?${new URLSearchParams(params)}`, { token });
        expect([200, 400], answer.msg).toContain(answer.code);
      }),
      { numRuns: 25 },
    );
  });

  it('answers odd ids and codes on every module path with the envelope', async () => {
    const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('0', '-1', 'null', '%00', '..', 'dt_sex', 'sex', 'x'.repeat(500)));
    const paths = [
      (a: string) => `/api/system/DictionaryData/${a}`,
      (a: string) => `/api/system/DictionaryData/${a}/Info`,
      (a: string) => `/api/system/DictionaryData/${a}/Data/Selector`,
      (a: string, b: string) => `/api/system/DictionaryData/${a}/Selector/${b}`,
      (a: string) => `/api/system/DictionaryData/${a}/Action/Export`,
      (a: string) => `/api/system/BillRule/BillNumber/${a}`,
      (a: string) => `/api/eam/Eam_employee/${a}`,
      (a: string) => `/api/permission/Users/${a}`,
      (a: string) => `/api/eam/EamPosition/Selector/${a}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), segment, segment, async (path, a, b) => {
        const answer = await call(server.app, path(encodeURIComponent(a), encodeURIComponent(b)), { token });
        // 404: ".." and the like resolve to another path, which is answered as an unknown API.
        expect([200, 400, 404], `${path(a, b)}: ${answer.msg}`).toContain(answer.code);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('currentPage', 'pageSize', 'jobNumber', 'dataType', 'keyword'), fc.jsonValue({ maxDepth: 1 })), async (body) => {
        const answer = await call(server.app, '/api/eam/Eam_employee/getList', { token, method: 'POST', body });
        expect([200, 400], answer.msg).toContain(answer.code);
      }),
      { numRuns: 40 },
    );
  });

  it('answers bodies that are not JSON objects with a clear message', async () => {
    for (const text of ['{', 'null', '42', '"text"', '[]']) {
      const response = await server.app.request('/api/eam/EamPosition', { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: text });
      expect(await response.json(), text).toMatchObject({ code: 400, msg: '请求内容不是有效的JSON' });
    }
    // A NUL byte is refused before the body is parsed, as malformed input.
    const response = await server.app.request('/api/eam/EamPosition', { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '\u0000' });
    expect(await response.json()).toMatchObject({ code: 400, msg: '请求含有无法处理的字符或结构' });
  });
});
