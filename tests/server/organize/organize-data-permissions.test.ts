/**
 * Data permissions on the organisation and department pages (issue 10 §4): their list, one node, update, delete,
 * state and every organisation picker keep to the caller's rows on the page — a node outside them is "not found",
 * absent from every tree and keyword search, and no write puts one outside them. The scheme editor offers the
 * organisation's fields, the node itself (`id`) included, so "my organisation and below" can be said.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const ORGANIZE_PAGE = 'm_permission.organize';
const DEPARTMENT_PAGE = 'm_permission.department';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
const API = '/api/permission/Organize';
const NOT_FOUND = '所属组织不存在';
const OUTSIDE = '该数据不在您的数据权限范围内，不能保存';
const buttons = (page: string) => ['btn_add', 'btn_edit', 'btn_remove'].map((code) => `p_${page.slice(2)}_button_${code}`);
const myOrganisationAndBelow = { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'id', op: '==', variable: 'currentOrganizeAndBelow' }] }] };

type TreeNode = { id: string; children?: TreeNode[] };
const flat = (nodes: TreeNode[]): string[] => nodes.flatMap((node) => [node.id, ...flat(node.children ?? [])]);

describe.each(DATABASES)('organisation and department data permissions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let team: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });
  const treeIds = async (ask: typeof asStaff, path: string, options: { method?: string; body?: unknown } = {}) => flat((await ask<{ list: TreeNode[] }>(path, options)).data!.list).sort();

  /** Gives staff (as a user object) pages with their buttons and schemes, replacing what the test gave before. */
  async function grantStaff(pages: string[], schemes: string[]) {
    const db = server.database.db;
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, 'user_staff')));
    const rows = [
      ...pages.flatMap((page) => [
        { itemType: 'module', itemId: page, objectType: 'User', objectId: 'user_staff' },
        ...buttons(page).map((itemId) => ({ itemType: 'button', itemId, objectType: 'User', objectId: 'user_staff' })),
      ]),
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
    // Grades let staff manage the whole organisation (a non-administrator manages organisations only through grades):
    // what confines them below is the pages' schemes alone.
    const everyRight = { thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 1, subLayerSelect: 1, subLayerAdd: 1, subLayerEdit: 1, subLayerDelete: 1 };
    expect((await asAdmin('/api/permission/OrganizeAdministrator/user_staff', { method: 'PUT', body: { list: [{ organizeId: 'org_company', ...everyRight }] } })).code).toBe(200);
    // A team below staff's department (org_asset), so "and below" has something below.
    const created = await asAdmin<{ id: string }>(`${API}/Department`, { method: 'POST', body: { parentId: 'org_asset', fullName: '资产一组', enCode: 'KLX-AM-1' } });
    expect(created.code).toBe(200);
    team = created.data!.id;
  }, 120_000);
  afterAll(() => server.close());

  it('offers the organisation’s fields, the node itself included, to the scheme editor of both pages', async () => {
    for (const [page, self] of [
      [ORGANIZE_PAGE, '组织本身'],
      [DEPARTMENT_PAGE, '部门本身'],
    ]) {
      const fields = await asAdmin<{ list: { field: string; fieldName: string; fieldType: string }[] }>(`/api/system/ModuleDataAuthorize/${page}/List`);
      expect(fields.code).toBe(200);
      expect(fields.data!.list).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'id', fieldName: self, fieldType: 'text' }), expect.objectContaining({ field: 'parentId', fieldType: 'text' })]));
    }
  });

  it('keeps the organisation page, its writes and every organisation picker to "my organisation and below"', async () => {
    const everything = await treeIds(asAdmin, API);
    expect(everything).toEqual(expect.arrayContaining(['org_company', 'org_office', 'org_it', 'org_asset', team]));
    const scheme = await createScheme({ moduleId: ORGANIZE_PAGE, fullName: '本组织及下级', enCode: 'mineAndBelow', conditionJson: myOrganisationAndBelow });
    await grantStaff([ORGANIZE_PAGE], [scheme]);

    // The list, a keyword search and one node.
    expect(await treeIds(asStaff, API)).toEqual(['org_asset', team].sort());
    expect(await treeIds(asStaff, `${API}?keyword=${encodeURIComponent('总经办')}`)).toEqual([]);
    expect((await asStaff(`${API}/org_asset`)).code).toBe(200);
    expect(await asStaff(`${API}/org_office`)).toMatchObject({ code: 400, msg: NOT_FOUND });

    // Outside the rows: not found to update, delete and state; nothing changes.
    const digest = await tableDigest(server.database);
    const office = { category: 'department', parentId: 'org_company', fullName: '总经办改', enCode: 'KLX-GM' };
    expect(await asStaff(`${API}/org_office`, { method: 'PUT', body: office })).toMatchObject({ code: 400, msg: NOT_FOUND });
    expect(await asStaff(`${API}/org_office`, { method: 'DELETE' })).toMatchObject({ code: 400, msg: NOT_FOUND });
    expect(await asStaff(`${API}/org_office/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 400, msg: NOT_FOUND });
    // Writes that would put a node outside them are refused: moving the team away, creating one elsewhere.
    expect(await asStaff(`${API}/${team}`, { method: 'PUT', body: { category: 'department', parentId: 'org_it', fullName: '资产一组', enCode: 'KLX-AM-1' } })).toMatchObject({ code: 400, msg: OUTSIDE });
    expect(await asStaff(API, { method: 'POST', body: { category: 'department', parentId: 'org_it', fullName: '外部组', enCode: 'KLX-IT-9' } })).toMatchObject({ code: 400, msg: OUTSIDE });
    expect(await tableDigest(server.database)).toBe(digest);

    // A new node below their organisation is theirs at once (the variables are resolved again for the write).
    const added = await asStaff<{ id: string }>(API, { method: 'POST', body: { category: 'department', parentId: team, fullName: '资产一组甲班', enCode: 'KLX-AM-1A' } });
    expect(added).toMatchObject({ code: 200 });
    expect(await treeIds(asStaff, API)).toEqual(['org_asset', team, added.data!.id].sort());
    expect(await asStaff(`${API}/${added.data!.id}`, { method: 'DELETE' })).toMatchObject({ code: 200 });

    // Every organisation picker: no company, no other department, not even by keyword or by naming it.
    const mine = ['org_asset', team].sort();
    expect(await treeIds(asStaff, `${API}/Selector/0`)).toEqual([]);
    expect(await treeIds(asStaff, `${API}/Tree`)).toEqual([]);
    expect(await treeIds(asStaff, `${API}/Department/Selector/0`)).toEqual(mine);
    expect(await treeIds(asStaff, `${API}/Department/SelectorByAuth/0`)).toEqual(mine);
    expect(await treeIds(asStaff, `${API}/SelectorByAuth/0`)).toEqual(mine);
    expect(await treeIds(asStaff, `${API}/Department/Selector/0?keyword=${encodeURIComponent('信息')}`)).toEqual([]);
    expect(await treeIds(asStaff, `${API}/OrganizeCondition`, { method: 'POST', body: { departIds: ['org_company', 'org_asset'] } })).toEqual(mine);
    expect(await treeIds(asStaff, `${API}/OrganizeCondition`, { method: 'POST', body: { departIds: ['org_it'] } })).toEqual([]);
    // The asset module's department calls answer from the same rows.
    expect(await treeIds(asStaff, '/api/eam/EamDepartment/getTreeDeptList')).toEqual(mine);
    expect((await asStaff<{ list: { id: string }[] }>('/api/eam/EamDepartment/getOrganizeAllList')).data!.list.map((row) => row.id).sort()).toEqual(mine);

    // Without the page (so none of its schemes), the pickers list nothing; the administrator still sees everything.
    await grantStaff([], []);
    expect(await treeIds(asStaff, API)).toEqual([]);
    expect(await treeIds(asStaff, `${API}/Department/Selector/0`)).toEqual([]);
    expect(await treeIds(asAdmin, API)).toEqual(everything);
    expect(await treeIds(asAdmin, `${API}/Department/Selector/0`)).toEqual(expect.arrayContaining(['org_company', 'org_office', team]));
  });

  it('keeps the department page and the department selectors to the department page’s schemes', async () => {
    const allOrganisations = await createScheme({ moduleId: ORGANIZE_PAGE, fullName: '全部组织', enCode: 'allOrganisations', allData: 1 });
    const itOnly = await createScheme({
      moduleId: DEPARTMENT_PAGE,
      fullName: '信息技术部',
      enCode: 'itOnly',
      conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'enCode', op: '==', value: 'KLX-IT' }] }] },
    });
    await grantStaff([ORGANIZE_PAGE, DEPARTMENT_PAGE], [allOrganisations, itOnly]);

    expect(await treeIds(asStaff, `${API}/Department`)).toEqual(['org_it']);
    expect((await asStaff(`${API}/Department/org_it`)).code).toBe(200);
    const digest = await tableDigest(server.database);
    expect(await asStaff(`${API}/Department/org_asset`)).toMatchObject({ code: 400, msg: NOT_FOUND });
    expect(await asStaff(`${API}/Department/org_asset`, { method: 'PUT', body: { parentId: 'org_company', fullName: '资产管理部', enCode: 'KLX-AM' } })).toMatchObject({ code: 400, msg: NOT_FOUND });
    expect(await asStaff(`${API}/Department/org_asset`, { method: 'DELETE' })).toMatchObject({ code: 400, msg: NOT_FOUND });
    expect(await asStaff(`${API}/Department/org_asset/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 400, msg: NOT_FOUND });
    expect(await tableDigest(server.database)).toBe(digest);

    // The department selectors keep the companies (not the department page's records) and only its departments;
    // the organisation page (all data) still lists every node.
    expect(await treeIds(asStaff, `${API}/Department/Selector/0`)).toEqual(['org_company', 'org_it']);
    expect(await treeIds(asStaff, `${API}/Selector/0`)).toEqual(['org_company']);
    expect(await treeIds(asStaff, API)).toEqual(await treeIds(asAdmin, API));
  });
});
