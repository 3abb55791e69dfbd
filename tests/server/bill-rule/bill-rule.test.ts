/** Bill rules: the screen's CRUD through the engine, the server-computed example, issuing and reserving numbers. */
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { billDatePart, formatBillNumber, nextBillSequence, type BillDateFormat } from '../../../runtime/core/billing/bill-number';
import { DEMO_MODEL_ID } from '../../../server/db/seed/demo-models';
import { authorizations, billCounters, modulePermissions, modules, records, sysConfig } from '../../../server/db/schema';
import { issueBillNumber } from '../../../server/modules/bill-rule/issue';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/system/BillRule';
const DAY = 24 * 60 * 60 * 1000;

interface Rule {
  id: string;
  fullName: string;
  enCode: string;
  example: string;
  enabledMark: number;
}

describe.each(DATABASES)('bill rules on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let serial = 0;
  beforeAll(async () => {
    server = await createTestServer(kind, { startAt: new Date(2026, 2, 7, 10, 0) });
    // The clock moves by days below: keep the session alive for a year.
    const year = 365 * 24 * 60;
    await server.database.db.insert(sysConfig).values({ key: 'tokenTimeout', value: year }).onConflictDoUpdate({ target: sysConfig.key, set: { value: year } });
    token = await tokenFor(server.app, ADMIN);
  });
  afterAll(async () => {
    await server.close();
  });

  const now = () => new Date(2026, 2, 7, 10, 0);
  const rule = (overrides: Record<string, unknown> = {}) => ({
    fullName: '测试单据',
    enCode: `T${++serial}`,
    category: 'dd_billRuleCategory_asset',
    prefix: 'TS',
    dateFormat: 'yyyyMMdd',
    digit: 4,
    startNumber: '1',
    ...overrides,
  });
  const create = async (body: Record<string, unknown>) => {
    const answer = await call<{ id: string }>(server.app, API, { token, method: 'POST', body });
    expect(answer, JSON.stringify(body)).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data!.id;
  };
  /** Issues through the counter itself (the endpoint reserves one number per user; see the reservation tests). */
  const issueAt = (code: string, at: Date) => issueBillNumber(server.database.db, code, at);
  const issue = (code: string) => issueAt(code, now());
  const draw = (code: string, as = token) => call<string>(server.app, `${API}/BillNumber/${code}`, { token: as });

  it('lists the seeded rules paged, with examples the server computed', async () => {
    const answer = await call<{ list: Rule[]; pagination: { total: number } }>(server.app, `${API}?keyword=资产`, { token });
    expect(answer.code).toBe(200);
    expect(answer.data!.list.map((item) => item.enCode)).toEqual(['AssetIn', 'AssetUse', 'AssetScrap']);
    expect(answer.data!.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 3 });
  });

  it('computes the example itself and ignores one sent by the client', async () => {
    const id = await create(rule({ prefix: 'CG', dateFormat: 'yyyyMM', digit: 5, startNumber: '12', example: 'forged' }));
    const got = await call<Rule>(server.app, `${API}/${id}`, { token });
    expect(got.data!.example).toBe(`CG${billDatePart('yyyyMM', now())}00012`);
    await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { prefix: 'XX', digit: 3 } });
    expect((await call<Rule>(server.app, `${API}/${id}`, { token })).data!.example).toBe(`XX${billDatePart('yyyyMM', now())}012`);
  });

  it('refuses bad rules with the spec messages and stores nothing', async () => {
    const before = await server.database.db.select().from(records).where(eq(records.screen, 'billRule'));
    const cases: [Record<string, unknown>, string][] = [
      [rule({ fullName: '' }), '请输入业务名称'],
      [rule({ fullName: '名'.repeat(51) }), '业务名称最多为50个字符！'],
      [rule({ category: undefined }), '请选择业务分类'],
      [rule({ prefix: '' }), '请输入流水前缀'],
      [rule({ dateFormat: 'weekly' }), '请选择流水日期'],
      [rule({ digit: 0 }), '流水位数必须为正整数'],
      [rule({ digit: '4' }), '流水位数必须为正整数'],
      [rule({ startNumber: '000' }), '流水起始不能为输入的零'],
      [rule({ startNumber: '12a' }), '流水起始只能输入数字'],
      [rule({ enCode: 'AssetIn' }), '业务编码已存在'],
    ];
    for (const [body, msg] of cases) expect(await call(server.app, API, { token, method: 'POST', body }), msg).toMatchObject({ code: 400, msg });
    expect(await server.database.db.select().from(records).where(eq(records.screen, 'billRule'))).toEqual(before);
  });

  it('issues the start number first, then adds one, never truncating', async () => {
    const body = rule({ prefix: 'PO', dateFormat: 'no', digit: 2, startNumber: '98' });
    await create(body);
    expect(await issue(body.enCode)).toBe('PO98');
    expect(await issue(body.enCode)).toBe('PO99');
    expect(await issue(body.enCode)).toBe('PO100');
  });

  it('fails clearly for an unknown or disabled rule', async () => {
    expect(await draw('NoSuchRule')).toMatchObject({ code: 400, msg: '单据规则不存在：NoSuchRule' });
    const body = rule();
    const id = await create(body);
    expect(await call(server.app, `${API}/${id}/Actions/State`, { token, method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect(await draw(body.enCode)).toMatchObject({ code: 400, msg: `单据规则已禁用：${body.enCode}` });
    const selector = await call<{ list: Rule[] }>(server.app, `${API}/Selector?pageSize=500`, { token });
    expect(selector.data!.list.some((item) => item.id === id)).toBe(false);
    expect(selector.data!.list.some((item) => item.enCode === 'AssetIn')).toBe(true);
  });

  it('never hands out the same number twice, however many callers arrive at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 5000 }), async (callers, start) => {
        const body = rule({ prefix: 'C', dateFormat: 'yyyy', digit: 6, startNumber: String(start) });
        await create(body);
        const numbers = await Promise.all(Array.from({ length: callers }, () => issue(body.enCode)));
        const part = billDatePart('yyyy', now());
        const expected = Array.from({ length: callers }, (_, i) => formatBillNumber({ prefix: 'C', dateFormat: 'yyyy', digit: 6 }, start + i, part));
        expect([...numbers].sort()).toEqual(expected);
      }),
      { numRuns: 8 },
    );
  });

  it('restarts from the start number when the date part changes, except for "no"', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<BillDateFormat>('yyyyMMdd', 'yyyyMM', 'no'),
        fc.array(fc.constantFrom(0, 0, 1, 12), { minLength: 1, maxLength: 8 }),
        async (dateFormat, steps) => {
          const body = rule({ prefix: 'R', dateFormat, digit: 3, startNumber: '5' });
          await create(body);
          let state: { lastNumber: number; datePart: string } | undefined;
          let moved = 0;
          for (const days of steps) {
            moved += days;
            const at = new Date(now().getTime() + moved * DAY);
            const part = billDatePart(dateFormat, at);
            const sequence = nextBillSequence(state, 5, part);
            state = { lastNumber: sequence, datePart: part };
            expect(await issueAt(body.enCode, at)).toBe(formatBillNumber({ prefix: 'R', dateFormat, digit: 3 }, sequence, part));
          }
        },
      ),
      { numRuns: 10 },
    );
    const counters = await server.database.db.select().from(billCounters);
    expect(counters.length).toBeGreaterThan(0);
  });

  it('exports one rule as a JSON file', async () => {
    const exported = await call<{ name: string; url: string }>(server.app, `${API}/br_AssetIn/Action/Export`, { token });
    expect(exported).toMatchObject({ code: 200, data: { name: '资产入库单.json', url: `${API}/br_AssetIn/Action/Download` } });
    const file = JSON.parse(await (await server.app.request(exported.data!.url, { headers: { authorization: token } })).text()) as { screen: string; record: Rule };
    expect(file).toMatchObject({ screen: 'billRule', record: { id: 'br_AssetIn', enCode: 'AssetIn', fullName: '资产入库单' } });
    expect(await call(server.app, `${API}/missing/Action/Export`, { token })).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
  });

  it('is closed to staff, who hold no bill-rule menu and create no records a rule numbers', async () => {
    const staff = await tokenFor(server.app, STAFF);
    expect(await call(server.app, API, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, API, { token: staff, method: 'POST', body: rule() })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, `${API}/br_AssetIn/Action/Export`, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await draw('AssetIn', staff)).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await draw('AssetUse', staff)).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
  });

  describe('the number a form shows (issue 8 §12)', () => {
    const MONTH = 31 * DAY;
    let staff: string;
    beforeAll(async () => {
      // Staff may add requisitions on the demo model, whose bill number field uses the AssetUse rule.
      const db = server.database.db;
      const [menu] = await db.select({ id: modules.id }).from(modules).where(and(eq(modules.type, 3), sql`(${modules.propertyJson})::jsonb ->> 'moduleId' = ${DEMO_MODEL_ID}`));
      const [add] = await db.select({ id: modulePermissions.id }).from(modulePermissions).where(and(eq(modulePermissions.moduleId, menu!.id), eq(modulePermissions.kind, 'button'), eq(modulePermissions.enCode, 'btn_add')));
      const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
      await db.insert(authorizations).values([grant('module', menu!.id), grant('button', add!.id)]);
      staff = await tokenFor(server.app, STAFF);
    });

    it('shows each user the same reserved number until a record uses it, then the next one', async () => {
      const adminNumber = (await draw('AssetUse')).data!;
      expect(adminNumber).toMatch(/^LY202603\d{5}$/);
      // Opening the form again burns nothing.
      expect((await draw('AssetUse')).data).toBe(adminNumber);
      const staffNumber = (await draw('AssetUse', staff)).data!;
      expect(staffNumber).not.toBe(adminNumber);
      expect((await draw('AssetUse', staff)).data).toBe(staffNumber);

      // Saving uses the reservation up: the record carries the number the form showed.
      const body = { useDate: Date.UTC(2026, 2, 7), reason: '领用', urgency: 'normal', items: [{ name: '笔', qty: 1, price: 2 }] };
      const created = await call<{ id: string }>(server.app, `/api/visualdev/OnlineDev/${DEMO_MODEL_ID}`, { token: staff, method: 'POST', body });
      expect(created.code).toBe(200);
      const stored = await call<{ billNo: string }>(server.app, `/api/visualdev/OnlineDev/${DEMO_MODEL_ID}/${created.data!.id}`, { token });
      expect(stored.data!.billNo).toBe(staffNumber);
      const next = (await draw('AssetUse', staff)).data!;
      expect([next, adminNumber]).not.toContain(staffNumber);
      expect(next).not.toBe(adminNumber);

      // A record saved without a reservation still gets a number of its own.
      const again = await call<{ id: string }>(server.app, `/api/visualdev/OnlineDev/${DEMO_MODEL_ID}`, { token, method: 'POST', body });
      const second = await call<{ billNo: string }>(server.app, `/api/visualdev/OnlineDev/${DEMO_MODEL_ID}/${again.data!.id}`, { token });
      expect(second.data!.billNo).toBe(adminNumber);
      const third = await call<{ id: string }>(server.app, `/api/visualdev/OnlineDev/${DEMO_MODEL_ID}`, { token, method: 'POST', body });
      const thirdNumber = (await call<{ billNo: string }>(server.app, `/api/visualdev/OnlineDev/${DEMO_MODEL_ID}/${third.data!.id}`, { token })).data!.billNo;
      expect(new Set([staffNumber, adminNumber, next, thirdNumber]).size).toBe(4);
    });

    it('draws a new number when the date part has moved on since the reservation', async () => {
      const before = (await draw('AssetUse', staff)).data!;
      server.advanceClock(MONTH);
      try {
        const after = (await draw('AssetUse', staff)).data!;
        expect(after).toMatch(/^LY202604\d{5}$/);
        expect(after).not.toBe(before);
        expect((await draw('AssetUse', staff)).data).toBe(after);
      } finally {
        server.advanceClock(-MONTH);
      }
    });

    it('hands numbers only to callers who may create records on a screen the rule numbers', async () => {
      // AssetIn numbers no screen staff may add to; another user's add right does not help staff.
      expect(await draw('AssetIn', staff)).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
      expect((await draw('AssetIn')).code).toBe(200);
    });
  });
});
