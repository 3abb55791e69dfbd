/**
 * Data permissions (issue 10 §4): a page's schemes confine what a non-administrator sees and touches — lists and
 * their totals, keyword searches, one record, update, delete, state, export and selectors — a record outside the
 * caller's rows is "not found" and nothing changes; several held schemes are a union; a page with schemes but none
 * held shows no rows, "all data" shows every row, a page without schemes every row; administrators see everything.
 * Also the scheme administration calls (/api/system/ModuleDataAuthorizeScheme) with bad input.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { authorizations } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const BILL_RULE_PAGE = 'm_system.billRule';
const POSITION_PAGE = 'm_permission.position';
const CATEGORY_PAGE = 'm_eam.eamDatatype';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
type Paged = { list: Record<string, unknown>[]; pagination: { total: number } };
type TreeNode = { id: string; children: TreeNode[] };
const flatTree = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatTree(node.children ?? [])]);

describe.each(DATABASES)('data permissions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });

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
    expect(answer, JSON.stringify(body)).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data!.id;
  }

  const equals = (field: string, value: unknown) => ({ logic: 'and', groups: [{ logic: 'and', conditions: [{ field, op: '==', value }] }] });

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 120_000);
  afterAll(() => server.close());

  it('confines a flat screen: list, total, keyword, one record, update, delete and export; nothing outside changes', async () => {
    const rule = (prefix: string, fullName: string, enCode: string) => ({ fullName, enCode, category: 'dd_billRuleCategory_asset', prefix, dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' });
    const mine = (await asAdmin<{ id: string }>('/api/system/BillRule', { method: 'POST', body: rule('AA', '甲规则', 'DP-A') })).data!.id;
    const theirs = (await asAdmin<{ id: string }>('/api/system/BillRule', { method: 'POST', body: rule('BB', '乙规则', 'DP-B') })).data!.id;
    const schemeId = await createScheme({ moduleId: BILL_RULE_PAGE, fullName: '前缀甲', enCode: 'prefixA', conditionJson: equals('prefix', 'AA') });
    const buttons = ['btn_edit', 'btn_remove', 'btn_export'].map((code) => `p_system.billRule_button_${code}`);
    await grantStaff(BILL_RULE_PAGE, [...buttons, schemeId]);

    const list = await asStaff<Paged>('/api/system/BillRule?pageSize=500');
    expect(list.code).toBe(200);
    expect(list.data!.list.map((row) => row.id)).toEqual([mine]);
    expect(list.data!.pagination.total).toBe(1);
    const search = await asStaff<Paged>(`/api/system/BillRule?keyword=${encodeURIComponent('乙规则')}`);
    expect(search.data!.pagination.total).toBe(0);
    expect(search.data!.list).toEqual([]);

    const digest = await tableDigest(server.database);
    const notFound = { code: 400, msg: '数据不存在或已被删除' };
    expect(await asStaff(`/api/system/BillRule/${theirs}`)).toMatchObject(notFound);
    expect(await asStaff(`/api/system/BillRule/${theirs}`, { method: 'PUT', body: { fullName: '改名' } })).toMatchObject(notFound);
    expect(await asStaff(`/api/system/BillRule/${theirs}`, { method: 'DELETE' })).toMatchObject(notFound);
    expect(await asStaff(`/api/system/BillRule/${theirs}/Action/Export`)).toMatchObject(notFound);
    expect(await tableDigest(server.database)).toBe(digest);

    expect(await asStaff(`/api/system/BillRule/${mine}`)).toMatchObject({ code: 200, data: { id: mine, prefix: 'AA' } });
    expect(await asStaff(`/api/system/BillRule/${mine}/Action/Export`)).toMatchObject({ code: 200 });
    // The administrator sees both.
    const all = await asAdmin<Paged>('/api/system/BillRule?pageSize=500');
    expect(all.data!.list.map((row) => row.id)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it('confines a table of its own by "my organisation and below", and several schemes are a union', async () => {
    const myDepartment = await createScheme({
      moduleId: POSITION_PAGE,
      fullName: '本部门',
      enCode: 'myDept',
      conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'organizeId', op: '==', variable: 'currentOrganizeAndBelow' }] }] },
    });
    await grantStaff(POSITION_PAGE, ['p_permission.position_button_btn_remove', 'p_permission.position_button_btn_edit', myDepartment]);
    const list = await asStaff<Paged>('/api/permission/Position?pageSize=100');
    expect(list.code).toBe(200);
    // staff belongs to org_asset: its two positions.
    expect(list.data!.list.map((row) => row.id).sort()).toEqual(['pos_asset_admin', 'pos_clerk']);
    expect(list.data!.pagination.total).toBe(2);

    const digest = await tableDigest(server.database);
    const notFound = { code: 400, msg: '岗位不存在' };
    expect(await asStaff('/api/permission/Position/pos_gm')).toMatchObject(notFound);
    expect(await asStaff('/api/permission/Position/pos_gm', { method: 'DELETE' })).toMatchObject(notFound);
    expect(await asStaff('/api/permission/Position/pos_gm/Actions/State', { method: 'PUT' })).toMatchObject(notFound);
    expect(await asStaff('/api/permission/Position/pos_gm', { method: 'PUT', body: { fullName: '改名' } })).toMatchObject(notFound);
    expect(await tableDigest(server.database)).toBe(digest);

    // A second held scheme adds its rows (union): the general manager by code.
    const manager = await createScheme({ moduleId: POSITION_PAGE, fullName: '总经理', enCode: 'gmOnly', conditionJson: equals('enCode', 'GM') });
    await grantStaff(POSITION_PAGE, [myDepartment, manager]);
    const union = await asStaff<Paged>('/api/permission/Position?pageSize=100');
    expect(union.data!.list.map((row) => row.id).sort()).toEqual(['pos_asset_admin', 'pos_clerk', 'pos_gm']);
    expect((await asStaff('/api/permission/Position/pos_gm')).code).toBe(200);
  });

  it('shows no rows on a page with schemes when none is held, every row with "all data" or on a page without schemes', async () => {
    // The positions page has schemes (the test above): holding the page alone gives no rows.
    await grantStaff(POSITION_PAGE, []);
    const none = await asStaff<Paged>('/api/permission/Position');
    expect(none.data!.list).toEqual([]);
    expect(none.data!.pagination.total).toBe(0);
    const everything = await createScheme({ moduleId: POSITION_PAGE, fullName: '全部数据', enCode: 'all', allData: 1 });
    await grantStaff(POSITION_PAGE, [everything]);
    const all = await asStaff<Paged>('/api/permission/Position?pageSize=100');
    expect(all.data!.pagination.total).toBe((await asAdmin<Paged>('/api/permission/Position?pageSize=100')).data!.pagination.total);
    // A disabled scheme does not count: with every scheme of the page disabled, the page has none.
    const schemes = (await asAdmin<{ list: { id: string }[] }>(`${SCHEMES}/${POSITION_PAGE}/List`)).data!.list;
    expect(schemes.length).toBeGreaterThanOrEqual(3);
    for (const scheme of schemes) await asAdmin(`${SCHEMES}/${scheme.id}`, { method: 'PUT', body: { ...(await asAdmin<Record<string, unknown>>(`${SCHEMES}/${scheme.id}`)).data, enabledMark: 0 } });
    await grantStaff(POSITION_PAGE, []);
    expect((await asStaff<Paged>('/api/permission/Position?pageSize=100')).data!.pagination.total).toBe(all.data!.pagination.total);
  });

  it('confines a tree screen and its selector', async () => {
    const seeded = flatTree((await asAdmin<{ list: TreeNode[] }>('/api/eam/EamDatatype')).data!.list);
    expect(seeded.length).toBeGreaterThan(2);
    const target = seeded[1]! as TreeNode & { fullname: string };
    const scheme = await createScheme({ moduleId: CATEGORY_PAGE, fullName: '一个类别', enCode: 'one', conditionJson: equals('fullname', target.fullname) });
    await grantStaff(CATEGORY_PAGE, [scheme]);
    const list = flatTree((await asStaff<{ list: TreeNode[] }>('/api/eam/EamDatatype')).data!.list);
    expect(list.map((node) => node.id)).toEqual([target.id]);
    const selector = flatTree((await asStaff<{ list: TreeNode[] }>('/api/eam/EamDatatype/Selector/0')).data!.list);
    expect(selector.map((node) => node.id)).toEqual([target.id]);
    const other = seeded.find((node) => node.id !== target.id)!;
    expect(await asStaff(`/api/eam/EamDatatype/${other.id}`)).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
  });

  it('administers schemes for administrators only, refusing bad input with a message naming the field and changing nothing', async () => {
    const fields = await asAdmin<{ list: { field: string; fieldName: string; fieldType: string }[] }>(`/api/system/ModuleDataAuthorize/${BILL_RULE_PAGE}/List`);
    expect(fields.data!.list).toEqual(expect.arrayContaining([{ id: 'prefix', field: 'prefix', fieldName: '流水前缀', fieldType: 'text' }, expect.objectContaining({ field: 'digit', fieldType: 'number' })]));
    const digest = await tableDigest(server.database);
    const post = (body: unknown, token = admin) => call(server.app, SCHEMES, { token, method: 'POST', body });
    const base = { moduleId: BILL_RULE_PAGE, fullName: '坏方案', enCode: 'bad' };
    const cases: [unknown, string][] = [
      [{ ...base, conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'prefix', op: '>', value: 'A' }] }] } }, '字段“流水前缀”是文本，不能比较大小'],
      [{ ...base, conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'digit', op: '==', value: 'x' }] }] } }, '字段“流水位数”的值必须是数字'],
      [{ ...base, conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'prefix', op: '==' }] }] } }, '请填写字段“流水前缀”的值'],
      [{ ...base, conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'prefix', op: 'contains', variable: 'currentUser' }] }] } }, '字段“流水前缀”使用变量时只能选择等于、不等于、属于或不属于'],
      [{ ...base, conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'nope', op: '==', value: 1 }] }] } }, '字段“nope”不是此页面的字段'],
      [{ ...base, conditionJson: { logic: 'and', groups: [] } }, '请至少添加一个条件，或选择“全部数据”'],
      [{ ...base, conditionJson: '{not json' }, '数据权限方案的条件格式不正确'],
      [{ ...base, moduleId: 'm_nope', allData: 1 }, '该菜单不是可以设置数据权限的页面'],
      [{ ...base, fullName: '' }, '请输入方案名称'],
      [{ ...base, enCode: 'PREFIXA', allData: 1 }, '方案编码已存在'],
      [{ ...base, allData: 'maybe' }, '请求参数有误'],
    ];
    for (const [body, msg] of cases) expect((await post(body)).msg, JSON.stringify(body)).toBe(msg);
    expect((await post({ ...base, allData: 1 }, staff)).msg).toBe('您没有此操作的权限');
    expect((await call(server.app, `${SCHEMES}/${BILL_RULE_PAGE}/List`, { token: staff })).msg).toBe('您没有此操作的权限');
    expect((await asAdmin(`${SCHEMES}/nope`)).msg).toBe('数据权限方案不存在或已被删除');
    expect((await asAdmin(`${SCHEMES}/nope`, { method: 'DELETE' })).msg).toBe('数据权限方案不存在或已被删除');
    // In English the message names the field in English.
    const english = await call(server.app, SCHEMES, { token: admin, method: 'POST', body: cases[0]![0], headers: { 'accept-language': 'en' } });
    expect(english.msg).toContain('Serial prefix');
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('deletes a scheme with its grants', async () => {
    const id = await createScheme({ moduleId: BILL_RULE_PAGE, fullName: '待删', enCode: 'gone', allData: 1 });
    await grantStaff(BILL_RULE_PAGE, [id]);
    expect(await asAdmin(`${SCHEMES}/${id}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    const left = await server.database.db.select().from(authorizations).where(inArray(authorizations.itemId, [id]));
    expect(left).toEqual([]);
  });
});
