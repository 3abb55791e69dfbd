/**
 * The proof of issue 4: a screen that exists only as a schema file (tests/fixtures/schemas/warehouse.json) gets a
 * working, validated and guarded API with no code of its own — granted by a menu row, buttons and grants only.
 */
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { authorizations, modulePermissions, modules, records } from '../../../server/db/schema';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/Warehouse';
const FIXTURES = path.resolve('tests/fixtures/schemas');

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  hasChildren: boolean;
  children: Node[];
}

describe.each(DATABASES)('a schema-only warehouse screen on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, FIXTURES] });
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  });
  afterAll(async () => {
    await server.close();
  });

  const create = async (body: Record<string, unknown>, token = admin) => {
    const answer = await call<{ id: string }>(server.app, API, { token, method: 'POST', body });
    expect(answer, JSON.stringify(body)).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data!.id;
  };
  const stored = () => server.database.db.select().from(records).where(eq(records.screen, 'warehouse'));

  it('serves the tree with keyword, paging, defaults and a selector', async () => {
    const north = await create({ fullName: '华北仓', enCode: 'N-01', sortCode: 1, capacity: 1200.5 });
    const beijing = await create({ parentId: north, fullName: '北京库', enCode: 'N-BJ', sortCode: 1 });
    await create({ parentId: north, fullName: '天津库', enCode: 'N-TJ', sortCode: 2 });
    await create({ fullName: '华南仓', enCode: 'S-01', sortCode: 2 });

    const got = await call(server.app, `${API}/${beijing}`, { token: admin });
    expect(got.data).toEqual({ id: beijing, parentId: north, fullName: '北京库', enCode: 'N-BJ', sortCode: 1, capacity: 0, enabledMark: 1 });

    const list = await call<{ list: Node[]; pagination: { total: number } }>(server.app, API, { token: admin });
    expect(list.data!.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(list.data!.list.map((node) => node.fullName)).toEqual(['华北仓', '华南仓']);
    expect(list.data!.list[0]!.children.map((node) => node.enCode)).toEqual(['N-BJ', 'N-TJ']);

    const found = await call<{ list: Node[] }>(server.app, `${API}?keyword=tj`, { token: admin });
    expect(found.data!.list).toHaveLength(1);
    expect(found.data!.list[0]).toMatchObject({ fullName: '华北仓', hasChildren: true });
    expect(found.data!.list[0]!.children.map((node) => node.fullName)).toEqual(['天津库']);

    const paged = await call<{ list: Node[] }>(server.app, `${API}?pageSize=1&currentPage=2`, { token: admin });
    expect(paged.data!.list.map((node) => node.fullName)).toEqual(['华南仓']);

    const selector = await call<{ list: Node[] }>(server.app, `${API}/Selector/${north}`, { token: admin });
    expect(selector.data!.list.map((node) => node.fullName)).toEqual(['华南仓']);
  });

  it('validates with the schema messages in the caller language and keeps codes unique', async () => {
    const before = await stored();
    expect(await call(server.app, API, { token: admin, method: 'POST', body: { enCode: 'X-1' } })).toMatchObject({ code: 400, msg: '请输入仓库名称' });
    expect(await call(server.app, API, { token: admin, method: 'POST', body: { fullName: '坏编码', enCode: 'bad code' } })).toMatchObject({
      code: 400,
      msg: '仓库编码只能输入大写字母、数字和短横线',
    });
    expect(await call(server.app, API, { token: admin, method: 'POST', body: { fullName: '负容量', enCode: 'NEG', capacity: -1 }, headers: { 'accept-language': 'en' } })).toMatchObject({
      code: 400,
      msg: 'The capacity cannot be negative',
    });
    expect(await call(server.app, API, { token: admin, method: 'POST', body: { fullName: '重复', enCode: 'N-01' }, headers: { 'accept-language': 'zh-TW' } })).toMatchObject({
      code: 400,
      msg: '倉庫編碼已存在',
    });
    expect(await stored()).toEqual(before);
  });

  it('lets only one of many simultaneous creates with the same code through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(server.app, API, { token: admin, method: 'POST', body: { fullName: `并发${i}`, enCode: 'RACE-1' } })),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 400).map((answer) => answer.msg)).toEqual(Array(11).fill('仓库编码已存在'));
    const rows = (await stored()).filter((row) => row.data.enCode === 'RACE-1');
    expect(rows).toHaveLength(1);
  });

  it('toggles the state and refuses deleting a warehouse that has children', async () => {
    const parent = await create({ fullName: '华东仓', enCode: 'E-01' });
    const child = await create({ parentId: parent, fullName: '上海库', enCode: 'E-SH' });
    expect(await call(server.app, `${API}/${child}/Actions/State`, { token: admin, method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect((await call(server.app, `${API}/${child}`, { token: admin })).data).toMatchObject({ enabledMark: 0 });
    expect(await call(server.app, `${API}/${child}/Actions/State`, { token: admin, method: 'PUT' })).toMatchObject({ data: { enabledMark: 1 } });
    expect(await call(server.app, `${API}/${parent}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 400, msg: '该数据下有子级，不能删除' });
    expect(await call(server.app, `${API}/${child}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await call(server.app, `${API}/${parent}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200 });
  });

  it('is guarded by the menu row and buttons granted for its route, and by nothing else', async () => {
    // No menu serves the route yet: only administrators may use it.
    expect(await call(server.app, API, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });

    const db = server.database.db;
    await db.insert(modules).values({ id: 'm_warehouse', parentId: 'm_eam', systemId: 'sys_main', fullName: '仓库管理', enCode: 'eam.warehouse', type: 2, urlAddress: 'eam/warehouse' });
    await db.insert(modulePermissions).values(
      ['btn_add', 'btn_edit', 'btn_remove'].map((code) => ({ id: `p_wh_${code}`, moduleId: 'm_warehouse', kind: 'button', fullName: code, enCode: code })),
    );
    const grant = (itemType: string, itemId: string) => db.insert(authorizations).values({ itemType, itemId, objectType: 'Role', objectId: 'role_staff' });

    // A button without the menu is not enough.
    await grant('button', 'p_wh_btn_add');
    expect(await call(server.app, API, { token: staff, method: 'POST', body: { fullName: '员工仓', enCode: 'STAFF-1' } })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });

    await grant('module', 'm_warehouse');
    expect((await call(server.app, API, { token: staff })).code).toBe(200);
    const id = await create({ fullName: '员工仓', enCode: 'STAFF-1' }, staff);
    expect(await call(server.app, `${API}/${id}`, { token: staff, method: 'PUT', body: { fullName: '改名' } })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, `${API}/${id}/Actions/State`, { token: staff, method: 'PUT' })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, `${API}/${id}`, { token: staff, method: 'DELETE' })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect((await call(server.app, `${API}/${id}`, { token: admin })).data).toMatchObject({ fullName: '员工仓', enabledMark: 1 });

    await grant('button', 'p_wh_btn_edit');
    expect(await call(server.app, `${API}/${id}`, { token: staff, method: 'PUT', body: { fullName: '改名' } })).toMatchObject({ code: 200, msg: '更新成功' });

    // A disabled button grants nothing.
    await db.update(modulePermissions).set({ enabledMark: 0 }).where(and(eq(modulePermissions.moduleId, 'm_warehouse'), eq(modulePermissions.enCode, 'btn_edit')));
    expect((await call(server.app, `${API}/${id}`, { token: staff, method: 'PUT', body: { fullName: '再改' } })).code).toBe(400);
  });
});
