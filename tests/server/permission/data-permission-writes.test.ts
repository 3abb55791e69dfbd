/**
 * Data permissions on writes (issue 10 §4): a non-administrator cannot create a record outside their rows, nor edit
 * or toggle one of theirs so that it leaves them — the refusal says so in the caller's language and changes nothing.
 * The rule is the in-memory evaluator (runtime/core/permission/data-scheme.ts) over the record as stored, with the
 * same variables as the SQL that confines reads; a property holds it over generated schemes and records.
 */
import { fc } from '@fast-check/vitest';
import { and, eq } from 'drizzle-orm';
import { matchesScheme, type SchemeConditions, type SchemeContext } from '../../../runtime/core/permission/data-scheme';
import { authorizations, records } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const BILL_RULE_PAGE = 'm_system.billRule';
const POSITION_PAGE = 'm_permission.position';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
const OUTSIDE = '该数据不在您的数据权限范围内，不能保存';
const billButtons = ['btn_add', 'btn_edit'].map((code) => `p_system.billRule_button_${code}`);
const positionButtons = ['btn_add', 'btn_edit'].map((code) => `p_permission.position_button_${code}`);
/** The seeded staff user's variables: org_asset has no departments below it, and nobody reports to staff. */
const STAFF_CONTEXT: SchemeContext = { userId: 'user_staff', organizeId: 'org_asset', organizeAndBelow: ['org_asset'], subordinates: [] };

describe.each(DATABASES)('data permissions on writes on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => call<T>(server.app, path, { token: staff, ...options });

  /** Gives staff (as a user object) a page with buttons and schemes, replacing what the test gave before. */
  async function grantStaff(page: string, items: string[]) {
    const db = server.database.db;
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, 'user_staff')));
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: page, objectType: 'User', objectId: 'user_staff' },
      ...items.map((itemId) => ({ itemType: itemId.startsWith('p_') ? 'button' : 'resource', itemId, objectType: 'User', objectId: 'user_staff' })),
    ]);
  }

  async function createScheme(body: Record<string, unknown>): Promise<string> {
    const answer = await asAdmin<{ id: string }>(SCHEMES, { method: 'POST', body });
    expect(answer, JSON.stringify(body)).toMatchObject({ code: 200 });
    return answer.data!.id;
  }

  const storedData = async (id: string) => (await server.database.db.select({ data: records.data }).from(records).where(eq(records.id, id)))[0]?.data;
  const rule = (prefix: string, enCode: string, extra: Record<string, unknown> = {}) => ({ fullName: `规则${enCode}`, enCode, category: 'dd_billRuleCategory_asset', prefix, dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', ...extra });

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 120_000);
  afterAll(() => server.close());

  it('refuses to create, edit or toggle a record out of the caller rows on a schema screen, changing nothing', async () => {
    const scheme = await createScheme({
      moduleId: BILL_RULE_PAGE,
      fullName: '前缀甲且启用',
      enCode: 'writesA',
      conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'prefix', op: '==', value: 'WA' }, { field: 'enabledMark', op: '==', value: 1 }] }] },
    });
    await grantStaff(BILL_RULE_PAGE, [...billButtons, scheme]);

    const digest = await tableDigest(server.database);
    expect(await asStaff('/api/system/BillRule', { method: 'POST', body: rule('WB', 'W-OUT') })).toMatchObject({ code: 400, msg: OUTSIDE });
    expect(await asStaff('/api/system/BillRule', { method: 'POST', body: rule('WA', 'W-OFF', { enabledMark: 0 }) })).toMatchObject({ code: 400, msg: OUTSIDE });
    const english = await asStaff('/api/system/BillRule', { method: 'POST', body: rule('WB', 'W-OUT'), headers: { 'accept-language': 'en' } });
    expect(english.msg).toBe('The record would fall outside the data you are permitted to see, so it was not saved');
    expect(await tableDigest(server.database)).toBe(digest);

    const created = await asStaff<{ id: string }>('/api/system/BillRule', { method: 'POST', body: rule('WA', 'W-IN') });
    expect(created).toMatchObject({ code: 200 });
    const id = created.data!.id;
    const before = await tableDigest(server.database);
    expect(await asStaff(`/api/system/BillRule/${id}`, { method: 'PUT', body: rule('WB', 'W-IN') })).toMatchObject({ code: 400, msg: OUTSIDE });
    // Disabling it would hide it from its own editor (the scheme asks for enabled rules).
    expect(await asStaff(`/api/system/BillRule/${id}/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 400, msg: OUTSIDE });
    expect(await tableDigest(server.database)).toBe(before);
    expect(await storedData(id)).toMatchObject({ prefix: 'WA', enabledMark: 1 });
    // An edit that stays inside is saved; the administrator is never confined.
    expect(await asStaff(`/api/system/BillRule/${id}`, { method: 'PUT', body: rule('WA', 'W-IN', { fullName: '改名' }) })).toMatchObject({ code: 200 });
    expect(await asAdmin(`/api/system/BillRule/${id}`, { method: 'PUT', body: rule('WB', 'W-IN') })).toMatchObject({ code: 200 });
  });

  it('refuses to create or move a position out of "my organisation and below"', async () => {
    const scheme = await createScheme({
      moduleId: POSITION_PAGE,
      fullName: '本部门',
      enCode: 'writesDept',
      conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'organizeId', op: '==', variable: 'currentOrganizeAndBelow' }] }] },
    });
    await grantStaff(POSITION_PAGE, [...positionButtons, scheme]);
    const digest = await tableDigest(server.database);
    expect(await asStaff('/api/permission/Position', { method: 'POST', body: { fullName: '外部岗位', enCode: 'W-POS-OUT', organizeId: 'org_office' } })).toMatchObject({ code: 400, msg: OUTSIDE });
    expect(await tableDigest(server.database)).toBe(digest);

    const created = await asStaff<{ id: string }>('/api/permission/Position', { method: 'POST', body: { fullName: '本部岗位', enCode: 'W-POS-IN', organizeId: 'org_asset' } });
    expect(created).toMatchObject({ code: 200 });
    const before = await tableDigest(server.database);
    expect(await asStaff(`/api/permission/Position/${created.data!.id}`, { method: 'PUT', body: { fullName: '本部岗位', enCode: 'W-POS-IN', organizeId: 'org_finance' } })).toMatchObject({ code: 400, msg: OUTSIDE });
    expect(await tableDigest(server.database)).toBe(before);
    expect(await asStaff(`/api/permission/Position/${created.data!.id}`, { method: 'PUT', body: { fullName: '本部岗位二', enCode: 'W-POS-IN', organizeId: 'org_asset' } })).toMatchObject({ code: 200 });
  });

  it('allows a create or an edit exactly when the evaluator puts the stored record among the caller rows (property)', async () => {
    const TEXT_VALUES = ['', 'PA', 'PB', 'user_staff', 'org_asset'];
    const textCondition = fc.oneof(
      fc.record({ field: fc.constantFrom('prefix', 'description'), kind: fc.constant('text' as const), op: fc.constantFrom('==', '!=', 'contains', 'notContains' as const), value: fc.constantFrom('PA', 'PB', 'P', 'user_staff') }),
      fc.record({ field: fc.constantFrom('prefix', 'description'), kind: fc.constant('text' as const), op: fc.constantFrom('in', 'notIn' as const), value: fc.uniqueArray(fc.constantFrom('PA', 'PB', 'org_asset'), { minLength: 1, maxLength: 2 }) }),
      fc.record({ field: fc.constantFrom('prefix', 'description'), kind: fc.constant('text' as const), op: fc.constantFrom('null', 'notNull' as const) }),
      fc.record({ field: fc.constant('description'), kind: fc.constant('text' as const), op: fc.constantFrom('==', '!=', 'in', 'notIn' as const), variable: fc.constantFrom('currentUser', 'currentOrganize', 'currentOrganizeAndBelow' as const) }),
    );
    const numberCondition = fc.record({ field: fc.constantFrom('digit', 'sortCode'), kind: fc.constant('number' as const), op: fc.constantFrom('==', '!=', '>', '>=', '<', '<=' as const), value: fc.integer({ min: 0, max: 9 }) });
    const group = fc.record({ logic: fc.constantFrom('and', 'or' as const), conditions: fc.array(fc.oneof(textCondition, numberCondition), { minLength: 1, maxLength: 3 }) });
    const scheme = fc.record({ logic: fc.constantFrom('and', 'or' as const), groups: fc.array(group, { minLength: 1, maxLength: 2 }) }) as fc.Arbitrary<SchemeConditions>;
    const values = fc.record({ prefix: fc.constantFrom('PA', 'PB', 'PAB'), description: fc.constantFrom(...TEXT_VALUES), digit: fc.integer({ min: 1, max: 9 }), sortCode: fc.integer({ min: 0, max: 9 }) });

    let run = 0;
    await fc.assert(
      fc.asyncProperty(scheme, values, values, async (conditions, created, edited) => {
        run += 1;
        const schemeId = await createScheme({ moduleId: BILL_RULE_PAGE, fullName: `生成${run}`, enCode: `generated${run}`, conditionJson: conditions });
        await grantStaff(BILL_RULE_PAGE, [...billButtons, schemeId]);
        const inRows = (stored: Record<string, unknown>) => matchesScheme(conditions as SchemeConditions, stored, STAFF_CONTEXT);
        const enCode = `GEN-${run}`;

        // Create: refused (nothing stored) unless the record, as the administrator would store it, is in the rows.
        const attempt = await asStaff<{ id: string }>('/api/system/BillRule', { method: 'POST', body: rule(created.prefix, enCode, created) });
        let id: string;
        if (attempt.code === 200) {
          id = attempt.data!.id;
          expect(inRows((await storedData(id))!)).toBe(true);
        } else {
          expect(attempt.msg).toBe(OUTSIDE);
          const made = await asAdmin<{ id: string }>('/api/system/BillRule', { method: 'POST', body: rule(created.prefix, enCode, created) });
          expect(made.code).toBe(200);
          id = made.data!.id;
          expect(inRows((await storedData(id))!)).toBe(false);
        }

        // Edit: a record outside the rows is not found; one inside may be edited only to a record still inside.
        const storedBefore = (await storedData(id))!;
        const update = await asStaff(`/api/system/BillRule/${id}`, { method: 'PUT', body: rule(edited.prefix, enCode, edited) });
        if (!inRows(storedBefore)) {
          expect(update.msg).toBe('数据不存在或已被删除');
          return;
        }
        if (update.code === 200) {
          expect(inRows((await storedData(id))!)).toBe(true);
        } else {
          expect(update.msg).toBe(OUTSIDE);
          expect(await storedData(id)).toEqual(storedBefore);
          expect((await asAdmin(`/api/system/BillRule/${id}`, { method: 'PUT', body: rule(edited.prefix, enCode, edited) })).code).toBe(200);
          expect(inRows((await storedData(id))!)).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
