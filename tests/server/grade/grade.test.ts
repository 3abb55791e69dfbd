/**
 * Grade management (issue 10, permission → grade): a system administrator makes a user the administrator of chosen
 * organisations (/api/permission/OrganizeAdministrator); that user's organisation management is then confined to
 * them by the server — lists, create (under an allowed parent), update, move, delete and state — even while they
 * hold the department page with every button. Bad input is refused and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/OrganizeAdministrator';
const DEPARTMENTS = '/api/permission/Organize/Department';
type Node = { id: string; children: Node[] };
const ids = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);
const grade = (organizeId: string, rights: Record<string, number>) => ({ organizeId, ...rights });

describe.each(DATABASES)('grade management on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    // staff holds the department page with every button: only grades stand between them and every department.
    const buttons = ['btn_add', 'btn_edit', 'btn_remove'].map((code) => `p_permission.department_button_${code}`);
    await server.database.db.insert(authorizations).values([
      { itemType: 'module', itemId: 'm_permission.department', objectType: 'User', objectId: 'user_staff' },
      ...buttons.map((itemId) => ({ itemType: 'button', itemId, objectType: 'User', objectId: 'user_staff' })),
    ]);
  }, 120_000);
  afterAll(() => server.close());

  it('refuses a non-administrator without grades every organisation write, changing nothing', async () => {
    const digest = await tableDigest(server.database);
    const refused = { code: 400, msg: '您没有管理该组织的权限' };
    expect(await asStaff(DEPARTMENTS, { method: 'POST', body: { parentId: 'org_company', fullName: '新部门', enCode: 'NEW-1' } })).toMatchObject(refused);
    expect(await asStaff(`${DEPARTMENTS}/org_hr`, { method: 'PUT', body: { parentId: 'org_company', fullName: '人事', enCode: 'HR' } })).toMatchObject(refused);
    expect(await asStaff(`${DEPARTMENTS}/org_hr`, { method: 'DELETE' })).toMatchObject(refused);
    expect(await asStaff(`${DEPARTMENTS}/org_hr/Actions/State`, { method: 'PUT' })).toMatchObject(refused);
    expect((await asStaff<{ list: Node[] }>(DEPARTMENTS)).data!.list).toEqual([]);
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('confines a grade administrator to their organisation: this layer and below, by right', async () => {
    const rights = { thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 0, subLayerSelect: 1, subLayerAdd: 1, subLayerEdit: 1, subLayerDelete: 1 };
    expect(await asAdmin(`${API}/user_staff`, { method: 'PUT', body: { list: [grade('org_asset', rights)] } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await asAdmin<{ list: { userId: string; organizeCount: number }[] }>(API)).data!.list).toContainEqual(expect.objectContaining({ userId: 'user_staff', account: 'staff', organizeCount: 1 }));
    expect((await asAdmin<{ list: Record<string, unknown>[] }>(`${API}/user_staff`)).data!.list).toEqual([{ organizeId: 'org_asset', fullName: expect.any(String), ...rights }]);

    const created = await asStaff<{ id: string }>(DEPARTMENTS, { method: 'POST', body: { parentId: 'org_asset', fullName: '资产一组', enCode: 'AM-G1' } });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const child = created.data!.id;
    expect(ids((await asStaff<{ list: Node[] }>(DEPARTMENTS)).data!.list).sort()).toEqual([child, 'org_asset'].sort());

    const digest = await tableDigest(server.database);
    const refused = { code: 400, msg: '您没有管理该组织的权限' };
    expect(await asStaff(DEPARTMENTS, { method: 'POST', body: { parentId: 'org_hr', fullName: '人事一组', enCode: 'HR-G1' } })).toMatchObject(refused);
    expect(await asStaff(`${DEPARTMENTS}/org_hr`, { method: 'PUT', body: { parentId: 'org_company', fullName: '人事部', enCode: 'HR' } })).toMatchObject(refused);
    expect(await asStaff(`${DEPARTMENTS}/org_hr`)).toMatchObject(refused);
    // Moving their department under another one, or deleting their own organisation (no this-layer delete): refused.
    expect(await asStaff(`${DEPARTMENTS}/${child}`, { method: 'PUT', body: { parentId: 'org_hr', fullName: '资产一组', enCode: 'AM-G1' } })).toMatchObject(refused);
    expect(await asStaff(`${DEPARTMENTS}/org_asset`, { method: 'DELETE' })).toMatchObject(refused);
    expect(await tableDigest(server.database)).toBe(digest);

    expect(await asStaff(`${DEPARTMENTS}/${child}`, { method: 'PUT', body: { parentId: 'org_asset', fullName: '资产一组（改）', enCode: 'AM-G1' } })).toMatchObject({ code: 200 });
    expect(await asStaff(`${DEPARTMENTS}/${child}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    // The administrator is never confined.
    expect(ids((await asAdmin<{ list: Node[] }>(DEPARTMENTS)).data!.list)).toEqual(expect.arrayContaining(['org_asset', 'org_hr', 'org_it']));
  });

  it('is for system administrators only and refuses bad input without changing anything', async () => {
    const digest = await tableDigest(server.database);
    expect((await asStaff(API)).msg).toBe('您没有此操作的权限');
    expect((await asStaff(`${API}/user_staff`, { method: 'PUT', body: { list: [] } })).msg).toBe('您没有此操作的权限');
    expect((await asAdmin(`${API}/user_admin`, { method: 'PUT', body: { list: [grade('org_it', {})] } })).msg).toBe('系统管理员拥有全部权限，无需分级管理');
    expect((await asAdmin(`${API}/nobody`, { method: 'PUT', body: { list: [] } })).msg).toBe('用户不存在');
    expect((await asAdmin(`${API}/user_staff`, { method: 'PUT', body: { list: [grade('org_nope', {})] } })).msg).toBe('所属组织不存在');
    expect((await asAdmin(`${API}/user_staff`, { method: 'PUT', body: { list: [grade('org_it', { subLayerAdd: 2 })] } })).msg).toBe('请求参数有误');
    expect((await asAdmin(`${API}/user_staff`, { method: 'PUT', body: { list: 'org_it' } })).msg).toBe('请求参数有误');
    expect(await tableDigest(server.database)).toBe(digest);
    expect(await asAdmin(`${API}/user_staff`, { method: 'DELETE' })).toMatchObject({ code: 200 });
    expect((await asAdmin<{ list: unknown[] }>(`${API}/user_staff`)).data!.list).toEqual([]);
    const left = await server.database.db.select().from(authorizations).where(and(eq(authorizations.objectId, 'user_staff'), eq(authorizations.itemType, 'module')));
    expect(left.length).toBe(1);
  });
});
