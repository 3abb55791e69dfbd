/**
 * Data permissions in the pickers (issue 10 §4: a row is "never leaked by a count, a selector, an export or a keyword
 * search"): the session-only pickers of positions, roles, groups and bill rules list only the rows the caller would
 * see on the records' own page — the union of the schemes they hold there; none when that page has schemes and they
 * hold none (or do not hold the page); every row when the page has no scheme; administrators every row.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const POSITION_PAGE = 'm_permission.position';
const ROLE_PAGE = 'm_permission.role';
const GROUP_PAGE = 'm_permission.group';
const BILL_RULE_PAGE = 'm_system.billRule';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
type TreeNode = { id: string; type?: string; children?: TreeNode[] };
const flatTree = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatTree(node.children ?? [])]);
const idsOfType = (nodes: TreeNode[], type: string) => [...new Set(flatTree(nodes).filter((node) => node.type === type).map((node) => node.id))].sort();
const equals = (field: string, value: unknown) => ({ logic: 'and', groups: [{ logic: 'and', conditions: [{ field, op: '==', value }] }] });

describe.each(DATABASES)('data permissions in the pickers on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });

  /** Gives staff (as a user object) pages and schemes, replacing what the test gave before. */
  async function grantStaff(pages: string[], schemes: string[]) {
    const db = server.database.db;
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, 'user_staff')));
    const rows = [
      ...pages.map((itemId) => ({ itemType: 'module', itemId, objectType: 'User', objectId: 'user_staff' })),
      ...schemes.map((itemId) => ({ itemType: 'resource', itemId, objectType: 'User', objectId: 'user_staff' })),
    ];
    if (rows.length) await db.insert(authorizations).values(rows);
  }

  async function createScheme(body: Record<string, unknown>): Promise<string> {
    const answer = await asAdmin<{ id: string }>(SCHEMES, { method: 'POST', body });
    expect(answer, JSON.stringify(body)).toMatchObject({ code: 200 });
    return answer.data!.id;
  }

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 120_000);
  afterAll(() => server.close());

  it('confines every position picker to the positions page rows', async () => {
    const pickers = async (ask: typeof asStaff) => ({
      grouped: idsOfType((await ask<{ list: TreeNode[] }>('/api/permission/Position/Selector')).data!.list, 'position'),
      flat: ((await ask<{ list: TreeNode[] }>('/api/permission/Position/Selector?organizeId=org_office')).data!.list).map((row) => row.id),
      all: ((await ask<{ list: TreeNode[] }>('/api/permission/Position/All')).data!.list).map((row) => row.id).sort(),
      byOrg: idsOfType((await ask<{ list: TreeNode[] }>('/api/permission/Position/getListByOrgIds', { method: 'POST', body: { organizeIds: ['org_office', 'org_asset'] } })).data!.list, 'position'),
      condition: idsOfType((await ask<{ list: TreeNode[] }>('/api/permission/Position/PositionCondition', { method: 'POST', body: { departIds: ['org_company'], positionIds: ['pos_gm'] } })).data!.list, 'position'),
      keyword: idsOfType((await ask<{ list: TreeNode[] }>(`/api/permission/Position/Selector?keyword=${encodeURIComponent('总经理')}`)).data!.list, 'position'),
    });
    // No scheme on the page yet: the pickers list every enabled position, whether or not staff holds the page.
    await grantStaff([], []);
    const everything = await pickers(asStaff);
    expect(everything.all).toEqual(expect.arrayContaining(['pos_asset_admin', 'pos_clerk', 'pos_gm', 'pos_it_engineer']));
    expect(everything.flat).toEqual(['pos_gm']);
    expect(everything.byOrg).toEqual(['pos_asset_admin', 'pos_clerk', 'pos_gm']);

    const myDepartment = await createScheme({
      moduleId: POSITION_PAGE,
      fullName: '本部门',
      enCode: 'myDept',
      conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'organizeId', op: '==', variable: 'currentOrganizeAndBelow' }] }] },
    });
    await grantStaff([POSITION_PAGE], [myDepartment]);
    // staff belongs to org_asset: its two positions, in every picker; the general manager nowhere, not even by keyword.
    expect(await pickers(asStaff)).toEqual({
      grouped: ['pos_asset_admin', 'pos_clerk'],
      flat: [],
      all: ['pos_asset_admin', 'pos_clerk'],
      byOrg: ['pos_asset_admin', 'pos_clerk'],
      condition: ['pos_asset_admin', 'pos_clerk'],
      keyword: [],
    });
    // Not holding the page (so none of its schemes) while the page has schemes: no positions.
    await grantStaff([], []);
    expect(await pickers(asStaff)).toEqual({ grouped: [], flat: [], all: [], byOrg: [], condition: [], keyword: [] });
    // The administrator still sees every position.
    expect(await pickers(asAdmin)).toEqual(everything);
  });

  it('confines the role pickers to the roles page rows', async () => {
    const pickers = async () => ({
      selector: idsOfType((await asStaff<{ list: TreeNode[] }>('/api/permission/Role/Selector')).data!.list, 'role'),
      all: ((await asStaff<{ list: TreeNode[] }>('/api/permission/Role/All')).data!.list).map((row) => row.id).sort(),
      byPermission: idsOfType((await asStaff<{ list: TreeNode[] }>('/api/permission/Role/SelectorByPermission')).data!.list, 'role'),
    });
    await grantStaff([], []);
    const before = await pickers();
    expect(before.all).toEqual(expect.arrayContaining(['role_admin', 'role_asset_manager', 'role_staff']));
    expect(before.byPermission).toEqual(['role_staff']);

    const staffOnly = await createScheme({ moduleId: ROLE_PAGE, fullName: '员工角色', enCode: 'staffRole', conditionJson: equals('enCode', 'assetManager') });
    await grantStaff([ROLE_PAGE], [staffOnly]);
    // SelectorByPermission lists the roles staff holds (role_staff) among their rows (role_asset_manager): none.
    expect(await pickers()).toEqual({ selector: ['role_asset_manager'], all: ['role_asset_manager'], byPermission: [] });

    // An organisation role outside the rows is not listed under its organisation either.
    const organised = await asAdmin<{ id: string }>('/api/permission/Role', { method: 'POST', body: { fullName: '资产部角色', enCode: 'assetDeptRole', globalMark: 0, organizeIds: ['org_asset'] } });
    expect(organised.code).toBe(200);
    const byOrg = async (ask: typeof asStaff) => idsOfType((await ask<{ list: TreeNode[] }>('/api/permission/Role/getListByOrgIds', { method: 'POST', body: { organizeIds: ['org_company'] } })).data!.list, 'role');
    expect(await byOrg(asAdmin)).toEqual([organised.data!.id]);
    expect(await byOrg(asStaff)).toEqual([]);
  });

  it('confines the group picker to the groups page rows, keyword search included', async () => {
    const names = ['巡检组', '维修组'];
    for (const [index, fullName] of names.entries()) expect((await asAdmin('/api/permission/Group', { method: 'POST', body: { fullName, enCode: `pickerGroup${index}` } })).code).toBe(200);
    const selector = async (keyword = '') =>
      ((await asStaff<{ list: { fullName: string }[] }>(`/api/permission/Group/Selector?keyword=${encodeURIComponent(keyword)}`)).data!.list).map((row) => row.fullName).sort();
    await grantStaff([], []);
    expect(await selector()).toEqual(expect.arrayContaining(names));
    const scheme = await createScheme({ moduleId: GROUP_PAGE, fullName: '巡检', enCode: 'patrol', conditionJson: equals('fullName', '巡检组') });
    await grantStaff([GROUP_PAGE], [scheme]);
    expect(await selector()).toEqual(['巡检组']);
    expect(await selector('维修')).toEqual([]);
  });

  it('confines the bill-rule picker, its total included', async () => {
    const rule = (prefix: string, fullName: string, enCode: string) => ({ fullName, enCode, category: 'dd_billRuleCategory_asset', prefix, dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' });
    const mine = (await asAdmin<{ id: string }>('/api/system/BillRule', { method: 'POST', body: rule('PA', '选择器甲', 'PICK-A') })).data!.id;
    const theirs = (await asAdmin<{ id: string }>('/api/system/BillRule', { method: 'POST', body: rule('PB', '选择器乙', 'PICK-B') })).data!.id;
    type Paged = { list: { id: string }[]; pagination: { total: number } };
    const selector = (ask: typeof asStaff, keyword = '') => ask<Paged>(`/api/system/BillRule/Selector?pageSize=500&keyword=${encodeURIComponent(keyword)}`);
    const adminTotal = (await selector(asAdmin)).data!.pagination.total;
    expect((await selector(asAdmin)).data!.list.map((row) => row.id)).toEqual(expect.arrayContaining([mine, theirs]));

    const scheme = await createScheme({ moduleId: BILL_RULE_PAGE, fullName: '前缀PA', enCode: 'prefixPA', conditionJson: equals('prefix', 'PA') });
    await grantStaff([BILL_RULE_PAGE], [scheme]);
    const confined = await selector(asStaff);
    expect(confined.data!.list.map((row) => row.id)).toEqual([mine]);
    expect(confined.data!.pagination.total).toBe(1);
    expect((await selector(asStaff, '选择器乙')).data!.pagination.total).toBe(0);
    // Without the page (its schemes unheld): nothing; the administrator: everything, as before.
    await grantStaff([], []);
    expect((await selector(asStaff)).data).toMatchObject({ list: [], pagination: { total: 0 } });
    expect((await selector(asAdmin)).data!.pagination.total).toBe(adminTotal);
  });
});
