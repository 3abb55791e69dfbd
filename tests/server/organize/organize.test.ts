/**
 * Companies and departments (/api/permission/Organize…, /api/eam/EamDepartment…): the tree shapes of the wire
 * contract, the organisation chart's rules (a department belongs to a company, no move under oneself, unique codes,
 * no deleting a node with children, users or positions), the guard of the two screens, and bad input.
 */
import { eq } from 'drizzle-orm';
import { organizes } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Node = { id: string; parentId: string; fullName: string; type: string; hasChildren: boolean; isLeaf: boolean; children: Node[]; [key: string]: unknown };
const ids = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children)]);
const find = (nodes: Node[], id: string): Node | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
};

describe.each(DATABASES)('organisations on %s', (kind) => {
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

  it('lists the whole tree with types, codes and leaves', async () => {
    const answer = await api<{ list: Node[] }>('/api/permission/Organize');
    expect(answer.code).toBe(200);
    const [company] = answer.data!.list;
    expect(company).toMatchObject({ id: 'org_company', parentId: '-1', type: 'company', enCode: 'KLX', hasChildren: true, isLeaf: false });
    expect(find(answer.data!.list, 'org_it')).toMatchObject({ type: 'department', organize: 'KLX 科技有限公司', hasChildren: false, isLeaf: true, children: [] });
  });

  it('creates a company and a department under it, reads and updates them', async () => {
    const company = await api<{ id: string }>('/api/permission/Organize', { method: 'POST', body: { category: 'company', parentId: '-1', fullName: '分公司', enCode: 'BRANCH' } });
    expect(company).toMatchObject({ code: 200, msg: '新建成功' });
    const department = await api<{ id: string }>('/api/permission/Organize/Department', { method: 'POST', body: { parentId: company.data!.id, fullName: '销售部', enCode: 'BRANCH-SALES', sortCode: 3 } });
    expect(department.code).toBe(200);
    const read = await api('/api/permission/Organize/Department/' + department.data!.id);
    expect(read.data).toMatchObject({ id: department.data!.id, parentId: company.data!.id, fullName: '销售部', enCode: 'BRANCH-SALES', sortCode: 3, enabledMark: 1 });
    expect(read.data).not.toHaveProperty('category');
    const updated = await api('/api/permission/Organize/Department/' + department.data!.id, { method: 'PUT', body: { parentId: company.data!.id, fullName: '市场部', enCode: 'BRANCH-MKT' } });
    expect(updated).toMatchObject({ code: 200, msg: '更新成功' });
    const departments = await api<{ list: Node[] }>('/api/permission/Organize/Department?keyword=市场');
    expect(ids(departments.data!.list)).toEqual([department.data!.id]);
    expect(departments.data!.list[0]).toMatchObject({ organize: '分公司', type: 'department' });
    // The department screen reads departments only.
    expect((await api('/api/permission/Organize/Department/' + company.data!.id)).msg).toBe('所属组织不存在');
  });

  it('keeps every department inside a company and companies out of departments', async () => {
    const atTop = await api('/api/permission/Organize/Department', { method: 'POST', body: { parentId: '-1', fullName: '孤儿部', enCode: 'ORPHAN' } });
    expect(atTop).toMatchObject({ code: 400, msg: '部门必须属于一个公司' });
    const companyUnderDepartment = await api('/api/permission/Organize', { method: 'POST', body: { category: 'company', parentId: 'org_it', fullName: '子公司', enCode: 'SUB' } });
    expect(companyUnderDepartment).toMatchObject({ code: 400, msg: '公司不能放在部门下' });
    const unknownParent = await api('/api/permission/Organize/Department', { method: 'POST', body: { parentId: 'nope', fullName: '部', enCode: 'NOPE' } });
    expect(unknownParent.msg).toBe('上级不存在');
    const sub = await api<{ id: string }>('/api/permission/Organize/Department', { method: 'POST', body: { parentId: 'org_it', fullName: '运维组', enCode: 'KLX-IT-OPS' } });
    expect(sub.code).toBe(200);
    // A node never moves under itself or its descendants.
    const underChild = await api('/api/permission/Organize/org_it', { method: 'PUT', body: { parentId: sub.data!.id, fullName: '信息技术部', enCode: 'KLX-IT' } });
    expect(underChild).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    const underSelf = await api('/api/permission/Organize/org_it', { method: 'PUT', body: { parentId: 'org_it', fullName: '信息技术部', enCode: 'KLX-IT' } });
    expect(underSelf.msg).toBe('上级不能是自己或自己的下级');
    // The kind never changes on edit.
    await api('/api/permission/Organize/org_it', { method: 'PUT', body: { category: 'company', parentId: 'org_company', fullName: '信息技术部', enCode: 'KLX-IT' } });
    const [row] = await server.database.db.select().from(organizes).where(eq(organizes.id, 'org_it'));
    expect(row).toMatchObject({ category: 'department', parentId: 'org_company' });
  });

  it('refuses a code another organisation has, in any case', async () => {
    const taken = await api('/api/permission/Organize/Department', { method: 'POST', body: { parentId: 'org_company', fullName: '新部门', enCode: 'klx-it' } });
    expect(taken).toMatchObject({ code: 400, msg: '编码已存在' });
    const english = await api('/api/permission/Organize/Department', { method: 'POST', body: { parentId: 'org_company', fullName: '新部门', enCode: 'KLX-HR' }, headers: { 'accept-language': 'en' } });
    expect(english.msg).toBe('The code already exists');
  });

  it('does not delete a node with children, users or positions, and deletes an empty one', async () => {
    expect((await api('/api/permission/Organize/org_company', { method: 'DELETE' })).msg).toBe('该数据下有子级，不能删除');
    expect((await api('/api/permission/Organize/org_asset', { method: 'DELETE' })).msg).toBe('该组织下有用户，不能删除');
    expect((await api('/api/permission/Organize/org_finance', { method: 'DELETE' })).msg).toBe('该组织下有岗位，不能删除');
    const empty = await api<{ id: string }>('/api/permission/Organize/Department', { method: 'POST', body: { parentId: 'org_company', fullName: '临时部', enCode: 'TEMP' } });
    expect((await api('/api/permission/Organize/Department/' + empty.data!.id, { method: 'DELETE' })).msg).toBe('删除成功');
    expect((await api('/api/permission/Organize/Department/' + empty.data!.id)).msg).toBe('所属组织不存在');
  });

  it('toggles the state, and the selectors then leave the node out', async () => {
    const created = await api<{ id: string }>('/api/permission/Organize/Department', { method: 'POST', body: { parentId: 'org_company', fullName: '停用部', enCode: 'OFF' } });
    const toggled = await api<{ enabledMark: number }>(`/api/permission/Organize/Department/${created.data!.id}/Actions/State`, { method: 'PUT' });
    expect(toggled.data).toEqual({ enabledMark: 0 });
    const selector = await api<{ list: Node[] }>('/api/permission/Organize/Department/Selector/0');
    expect(ids(selector.data!.list)).not.toContain(created.data!.id);
    // The screen's list still shows it, disabled.
    expect(find((await api<{ list: Node[] }>('/api/permission/Organize')).data!.list, created.data!.id)).toMatchObject({ enabledMark: 0 });
  });

  it('answers selectors without the edited node and its subtree; the company selector holds companies only', async () => {
    const all = await api<{ list: Node[] }>('/api/permission/Organize/Department/Selector/0');
    expect(ids(all.data!.list)).toEqual(expect.arrayContaining(['org_company', 'org_it', 'org_asset']));
    const withoutIt = await api<{ list: Node[] }>('/api/permission/Organize/Department/Selector/org_it');
    expect(ids(withoutIt.data!.list)).not.toContain('org_it');
    const companies = await api<{ list: Node[] }>('/api/permission/Organize/Selector/0');
    expect(ids(companies.data!.list).every((id) => !id.startsWith('org_') || id === 'org_company')).toBe(true);
    const tree = await api<{ list: Node[] }>('/api/permission/Organize/Tree');
    expect(tree.data!.list.every((node) => node.type === 'company')).toBe(true);
  });

  it('limits selectors by authority to the caller’s organisation and below', async () => {
    const mine = await call<{ list: Node[] }>(server.app, '/api/permission/Organize/Department/SelectorByAuth/0', { token: staff });
    // staff works in org_asset: that node, shown under its company.
    expect(ids(mine.data!.list)).toEqual(['org_company', 'org_asset']);
    const everything = await api<{ list: Node[] }>('/api/permission/Organize/SelectorByAuth/0');
    expect(ids(everything.data!.list)).toContain('org_finance');
  });

  it('answers the conditions call with the given nodes and everything below them', async () => {
    const answer = await api<{ list: Node[] }>('/api/permission/Organize/OrganizeCondition', { method: 'POST', body: { departIds: ['org_it'] } });
    expect(ids(answer.data!.list)[0]).toBe('org_company');
    expect(ids(answer.data!.list)).toContain('org_it');
    expect(ids(answer.data!.list)).not.toContain('org_finance');
    const bad = await api('/api/permission/Organize/OrganizeCondition', { method: 'POST', body: { departIds: [1, 2] } });
    expect(bad.code).toBe(400);
  });

  it('guards the screens: without the pages a user gets only the picker form and cannot write', async () => {
    const list = await call<{ list: Node[] }>(server.app, '/api/permission/Organize', { token: staff });
    expect(list.code).toBe(200);
    expect(list.data!.list[0]).not.toHaveProperty('description');
    expect(list.data!.list[0]).not.toHaveProperty('sortCode');
    for (const [method, path] of [
      ['GET', '/api/permission/Organize/Department'],
      ['GET', '/api/permission/Organize/org_it'],
      ['POST', '/api/permission/Organize'],
      ['PUT', '/api/permission/Organize/org_it'],
      ['DELETE', '/api/permission/Organize/org_hr'],
      ['PUT', '/api/permission/Organize/org_hr/Actions/State'],
      ['POST', '/api/permission/Organize/Department'],
    ] as const) {
      const answer = await call(server.app, path, { token: staff, method, body: method === 'GET' || method === 'DELETE' ? undefined : { parentId: 'org_company', fullName: 'x', enCode: 'X1' } });
      expect(answer, `${method} ${path}`).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    }
    const [hr] = await server.database.db.select().from(organizes).where(eq(organizes.id, 'org_hr'));
    expect(hr).toMatchObject({ enabledMark: 1 });
  });

  it.each([
    ['no name', { parentId: 'org_company', enCode: 'A1' }, '请输入名称'],
    ['no code', { parentId: 'org_company', fullName: '部' }, '请输入编码'],
    ['a code with spaces', { parentId: 'org_company', fullName: '部', enCode: 'a b' }, '编码只能含字母、数字、点、横线和下划线'],
    ['no parent', { fullName: '部', enCode: 'A2' }, '请选择上级'],
    ['a name too long', { parentId: 'org_company', fullName: 'x'.repeat(51), enCode: 'A3' }, undefined],
    ['a sort out of range', { parentId: 'org_company', fullName: '部', enCode: 'A4', sortCode: 1e7 }, undefined],
  ])('refuses a department with %s', async (_name, body, message) => {
    const before = (await server.database.db.select().from(organizes)).length;
    const answer = await api('/api/permission/Organize/Department', { method: 'POST', body });
    expect(answer.code).toBe(400);
    if (message) expect(answer.msg).toBe(message);
    expect((await server.database.db.select().from(organizes)).length).toBe(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await server.app.request('/api/permission/Organize', { method: 'POST', headers: { authorization: admin, 'content-type': 'application/json' }, body: '[1,' });
    expect(await response.json()).toMatchObject({ code: 400 });
    expect((await api('/api/permission/Organize', { method: 'POST', body: { category: 'shop', parentId: '-1', fullName: 'x', enCode: 'SHOP' } })).code).toBe(400);
  });

  it('answers the asset module’s department calls from the same organisations', async () => {
    const tree = await api<{ list: Node[] }>('/api/eam/EamDepartment/getTreeDeptList');
    expect(find(tree.data!.list, 'org_asset')).toMatchObject({ fullName: '资产管理部', type: 'department' });
    const byCompany = await call<{ list: Node[] }>(server.app, '/api/eam/EamDepartment/getTreeDeptListByCompany', { token: staff });
    expect(byCompany.data!.list.map((node) => node.id)).toEqual(['org_company']);
    const flat = await api<{ list: Node[] }>('/api/eam/EamDepartment/getOrganizeAllList');
    expect(flat.data!.list.find((node) => node.id === 'org_hr')).toMatchObject({ parentId: 'org_company', type: 'department' });
    expect(flat.data!.list[0]).not.toHaveProperty('children');
    const withUsers = await api<{ list: Node[] }>('/api/eam/EamDepartment/getUserTreeDeptList/org_asset');
    expect(find(withUsers.data!.list, 'user_staff')).toMatchObject({ type: 'user', fullName: '张敏/staff', isLeaf: true, hasChildren: false });
    const everyone = await api<{ list: Node[] }>('/api/eam/EamDepartment/getOrganizeAndUserList?keyword=张敏');
    expect(ids(everyone.data!.list)).toEqual(['org_company', 'org_asset', 'user_staff']);
    expect((await api('/api/eam/EamDepartment/org_it')).data).toMatchObject({ id: 'org_it', organize: 'KLX 科技有限公司' });
    expect((await api('/api/eam/EamDepartment/nope')).msg).toBe('所属组织不存在');
    expect((await api('/api/eam/EamDepartment/getUserTreeDeptList/nope')).code).toBe(400);
    const selector = await api<{ list: Node[] }>('/api/eam/EamDepartment/Selector/org_asset');
    expect(ids(selector.data!.list)).not.toContain('org_asset');
  });
});
