/**
 * Permission positions, roles and groups (/api/permission/Position, /Role, /Group): paged lists by organisation,
 * create/read/update/delete/state with the schema's messages, unique codes, no deleting what users hold, the
 * pickers' calls in the shapes spec 02's dialogs read (the role dialog's global "1" and organisation "0" groups),
 * the guard of each screen, and bad input.
 */
import { eq } from 'drizzle-orm';
import { authorizations, groups, positions, roleOrganizes, roles, userRelations } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Node = { id: string; fullName: string; type: string; children: Node[]; [key: string]: unknown };
const ids = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);
type Page = { list: Record<string, unknown>[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe.each(DATABASES)('positions, roles and groups on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const api = <T = unknown>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call<T>(server.app, path, { token: admin, ...options });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('pages positions, and filters them by an organisation and everything below it', async () => {
    const all = await api<Page>('/api/permission/Position?pageSize=2');
    expect(all.data!.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(all.data!.list[0]).toMatchObject({ id: 'pos_gm', fullName: '总经理', enCode: 'GM', organizeId: 'org_office', organizeName: '总经办', enabledMark: 1 });
    const ofAssets = await api<Page>('/api/permission/Position?organizeId=org_asset');
    expect(ofAssets.data!.list.map((row) => row.id).sort()).toEqual(['pos_asset_admin', 'pos_clerk']);
    const ofCompany = await api<Page>('/api/permission/Position?organizeId=org_company&keyword=资产');
    expect(ofCompany.data!.pagination.total).toBe(2);
  });

  it('creates, reads, updates, toggles and deletes a position', async () => {
    const created = await api<{ id: string }>('/api/permission/Position', { method: 'POST', body: { organizeId: 'org_hr', fullName: '招聘专员', enCode: 'HR-REC' } });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data!.id;
    expect((await api(`/api/permission/Position/${id}`)).data).toMatchObject({ id, organizeId: 'org_hr', fullName: '招聘专员', enCode: 'HR-REC', sortCode: 0, enabledMark: 1 });
    expect((await api(`/api/permission/Position/${id}`, { method: 'PUT', body: { fullName: '招聘主管' } })).msg).toBe('更新成功');
    expect((await api(`/api/permission/Position/${id}`)).data).toMatchObject({ fullName: '招聘主管', enCode: 'HR-REC' });
    expect((await api<{ enabledMark: number }>(`/api/permission/Position/${id}/Actions/State`, { method: 'PUT' })).data).toEqual({ enabledMark: 0 });
    const selector = await api<{ list: Node[] }>('/api/permission/Position/Selector');
    expect(ids(selector.data!.list)).not.toContain(id);
    expect((await api(`/api/permission/Position/${id}`, { method: 'DELETE' })).msg).toBe('删除成功');
    expect((await api(`/api/permission/Position/${id}`)).msg).toBe('岗位不存在');
  });

  it('refuses bad positions: unknown organisation, taken code, missing fields, changing nothing', async () => {
    const before = (await server.database.db.select().from(positions)).length;
    expect((await api('/api/permission/Position', { method: 'POST', body: { organizeId: 'nope', fullName: 'x', enCode: 'X-1' } })).msg).toBe('所属组织不存在');
    expect((await api('/api/permission/Position', { method: 'POST', body: { organizeId: 'org_hr', fullName: 'x', enCode: 'gm' } })).msg).toBe('编码已存在');
    expect((await api('/api/permission/Position', { method: 'POST', body: { fullName: 'x', enCode: 'X-2' } })).msg).toBe('请选择所属组织');
    expect((await api('/api/permission/Position', { method: 'POST', body: { organizeId: 'org_hr', enCode: 'X-3' }, headers: { 'accept-language': 'en' } })).msg).toBe('Please enter the name');
    expect((await api('/api/permission/Position', { method: 'POST', body: { organizeId: 'org_hr', fullName: 'x', enCode: 'X 4' } })).code).toBe(400);
    expect((await api('/api/permission/Position?currentPage=abc')).code).toBe(400);
    expect((await server.database.db.select().from(positions)).length).toBe(before);
    // A position users hold stays.
    expect((await api('/api/permission/Position/pos_clerk', { method: 'DELETE' })).msg).toBe('该岗位下有用户，不能删除');
  });

  it('answers the position pickers grouped under their organisations', async () => {
    const grouped = await api<{ list: Node[] }>('/api/permission/Position/Selector');
    expect(grouped.data!.list[0]).toMatchObject({ id: 'org_company', type: 'company' });
    expect(ids(grouped.data!.list)).toEqual(expect.arrayContaining(['org_asset', 'pos_clerk', 'pos_gm']));
    const byOrgs = await api<{ list: Node[] }>('/api/permission/Position/getListByOrgIds', { method: 'POST', body: { organizeIds: ['org_finance'] } });
    expect(ids(byOrgs.data!.list)).toEqual(['org_company', 'org_finance', 'pos_accountant']);
    const condition = await api<{ list: Node[] }>('/api/permission/Position/PositionCondition', { method: 'POST', body: { departIds: ['org_asset'], positionIds: ['pos_gm'], keyword: '' } });
    expect(ids(condition.data!.list).filter((id) => id.startsWith('pos_')).sort()).toEqual(['pos_asset_admin', 'pos_clerk', 'pos_gm']);
    expect((await api('/api/permission/Position/getListByOrgIds', { method: 'POST', body: { organizeIds: 7 } })).code).toBe(400);
    const all = await call<{ list: Record<string, unknown>[] }>(server.app, '/api/permission/Position/All', { token: staff });
    expect(all.data!.list.map((row) => row.id)).toContain('pos_clerk');
  });

  it('keeps roles global or of organisations, and shows them in the role dialog’s two groups', async () => {
    const organised = await api<{ id: string }>('/api/permission/Role', { method: 'POST', body: { fullName: '财务审核', enCode: 'finAudit', globalMark: 0, organizeIds: ['org_finance'] } });
    expect(organised.code).toBe(200);
    expect((await api('/api/permission/Role', { method: 'POST', body: { fullName: '无组织', enCode: 'noOrg', globalMark: 0 } })).msg).toBe('请选择角色所属组织');
    expect((await api('/api/permission/Role', { method: 'POST', body: { fullName: '错组织', enCode: 'badOrg', globalMark: 0, organizeIds: ['nope'] } })).msg).toBe('所属组织不存在');
    expect((await api(`/api/permission/Role/${organised.data!.id}`)).data).toMatchObject({ globalMark: 0, organizeIds: ['org_finance'], type: 'organize' });
    const selector = await api<{ list: Node[] }>('/api/permission/Role/Selector');
    const [global, byOrganize] = selector.data!.list;
    expect(global).toMatchObject({ id: '1', fullName: '全局' });
    expect(global!.children.map((node) => node.id)).toEqual(['role_admin', 'role_staff', 'role_asset_manager']);
    expect(byOrganize).toMatchObject({ id: '0', fullName: '组织' });
    expect(ids(byOrganize!.children)).toEqual(['org_company', 'org_finance', organised.data!.id]);
    const english = await api<{ list: Node[] }>('/api/permission/Role/Selector', { headers: { 'accept-language': 'en' } });
    expect(english.data!.list.map((node) => node.fullName)).toEqual(['Global', 'Organisations']);
    const byOrgs = await api<{ list: Node[] }>('/api/permission/Role/getListByOrgIds', { method: 'POST', body: { organizeIds: ['org_finance'] } });
    expect(ids(byOrgs.data!.list)).toEqual(['org_company', 'org_finance', organised.data!.id]);
    expect(ids((await api<{ list: Node[] }>('/api/permission/Role/getListByOrgIds', { method: 'POST', body: { organizeIds: ['org_hr'] } })).data!.list)).toEqual([]);
    // Turning it global drops its organisations.
    await api(`/api/permission/Role/${organised.data!.id}`, { method: 'PUT', body: { globalMark: 1 } });
    expect(await server.database.db.select().from(roleOrganizes).where(eq(roleOrganizes.roleId, organised.data!.id))).toEqual([]);
    expect((await api<Page>('/api/permission/Role?keyword=finAudit')).data!.list[0]).toMatchObject({ globalMark: 1, organizeIds: [] });
  });

  it('offers by permission only the roles a non-administrator holds', async () => {
    const mine = await call<{ list: Node[] }>(server.app, '/api/permission/Role/SelectorByPermission', { token: staff });
    expect(ids(mine.data!.list)).toEqual(['1', 'role_staff', '0']);
    const everything = await api<{ list: Node[] }>('/api/permission/Role/SelectorByPermission');
    expect(ids(everything.data!.list)).toContain('role_admin');
  });

  it('deletes a role with its grants, but not one users hold', async () => {
    expect((await api('/api/permission/Role/role_staff', { method: 'DELETE' })).msg).toBe('该角色下有用户，不能删除');
    const created = await api<{ id: string }>('/api/permission/Role', { method: 'POST', body: { fullName: '临时', enCode: 'temp' } });
    await server.database.db.insert(authorizations).values({ itemType: 'module', itemId: 'm_home', objectType: 'Role', objectId: created.data!.id });
    expect((await api(`/api/permission/Role/${created.data!.id}`, { method: 'DELETE' })).msg).toBe('删除成功');
    expect(await server.database.db.select().from(authorizations).where(eq(authorizations.objectId, created.data!.id))).toEqual([]);
    expect(await server.database.db.select().from(roles).where(eq(roles.id, created.data!.id))).toEqual([]);
  });

  it('manages permission groups and offers them to pickers', async () => {
    const created = await api<{ id: string }>('/api/permission/Group', { method: 'POST', body: { fullName: '盘点小组', enCode: 'stocktake', type: '项目组' } });
    expect(created.msg).toBe('新建成功');
    expect((await api('/api/permission/Group', { method: 'POST', body: { fullName: '重复', enCode: 'STOCKTAKE' } })).msg).toBe('编码已存在');
    const page = await api<Page>('/api/permission/Group');
    expect(page.data!.list).toEqual([expect.objectContaining({ id: created.data!.id, fullName: '盘点小组', type: '项目组', enabledMark: 1 })]);
    const selector = await call<{ list: Node[] }>(server.app, '/api/permission/Group/Selector', { token: staff });
    expect(selector.data!.list).toEqual([expect.objectContaining({ id: created.data!.id, type: 'group', groupType: '项目组' })]);
    await server.database.db.insert(userRelations).values({ userId: 'user_staff', objectType: 'Group', objectId: created.data!.id });
    expect((await api(`/api/permission/Group/${created.data!.id}`, { method: 'DELETE' })).msg).toBe('该分组下有用户，不能删除');
    await server.database.db.delete(userRelations).where(eq(userRelations.objectId, created.data!.id));
    expect((await api(`/api/permission/Group/${created.data!.id}`, { method: 'DELETE' })).msg).toBe('删除成功');
    expect(await server.database.db.select().from(groups)).toEqual([]);
    expect((await api('/api/permission/Group/nope')).msg).toBe('分组不存在');
  });

  it.each([
    ['GET', '/api/permission/Position'],
    ['POST', '/api/permission/Position'],
    ['GET', '/api/permission/Role'],
    ['PUT', '/api/permission/Role/role_staff'],
    ['DELETE', '/api/permission/Role/role_asset_manager'],
    ['PUT', '/api/permission/Role/role_asset_manager/Actions/State'],
    ['GET', '/api/permission/Group'],
    ['POST', '/api/permission/Group'],
  ] as const)('refuses %s %s to a user without the page', async (method, path) => {
    const answer = await call(server.app, path, { token: staff, method, body: method === 'POST' || method === 'PUT' ? { fullName: 'x', enCode: 'x1', organizeId: 'org_hr' } : undefined });
    expect(answer).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect((await server.database.db.select().from(roles).where(eq(roles.id, 'role_asset_manager')))[0]).toMatchObject({ enabledMark: 1 });
  });
});
