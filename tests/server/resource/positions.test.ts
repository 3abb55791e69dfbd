/** The positions screen (schemas/eamPosition.json) served by the resource engine: tree, paging, rules, messages. */
import { and, eq } from 'drizzle-orm';
import { records } from '../../../server/db/schema';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/EamPosition';

interface Node {
  id: string;
  parentId: string;
  fullname: string;
  hasChildren: boolean;
  children: Node[];
}

describe.each(DATABASES)('positions on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await tokenFor(server.app, ADMIN);
  });
  afterAll(async () => {
    await server.close();
  });

  const create = async (body: Record<string, unknown>) => {
    const answer = await call<{ id: string }>(server.app, API, { token, method: 'POST', body });
    expect(answer).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data!.id;
  };
  const stored = () => server.database.db.select().from(records).where(eq(records.screen, 'eamPosition'));

  it('creates, reads, updates and deletes a position with the spec messages', async () => {
    const id = await create({ parentid: '-1', fullname: '设备管理岗', encode: 'EQ-01', sortcode: 3, description: '负责设备' });
    const got = await call(server.app, `${API}/${id}`, { token });
    expect(got).toMatchObject({ code: 200, data: { id, parentid: '-1', fullname: '设备管理岗', encode: 'EQ-01', sortcode: 3, description: '负责设备' } });

    expect(await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { parentid: '-1', fullname: '设备主管岗', sortcode: 4 } })).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect((await call(server.app, `${API}/${id}`, { token })).data).toMatchObject({ fullname: '设备主管岗', encode: 'EQ-01', sortcode: 4 });

    expect(await call(server.app, `${API}/${id}`, { token, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await call(server.app, `${API}/${id}`, { token })).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
  });

  it('answers the list as a paged tree, filtering by keyword while keeping ancestors', async () => {
    const root = await create({ parentid: '-1', fullname: '仓储中心', encode: 'WH', sortcode: 1 });
    const child = await create({ parentid: root, fullname: '叉车司机', encode: 'WH-FORK', sortcode: 1 });
    await create({ parentid: root, fullname: '仓库管理员', encode: 'WH-ADMIN', sortcode: 2 });
    await create({ parentid: '-1', fullname: '行政岗', encode: 'ADM', sortcode: 2 });

    const all = await call<{ list: Node[]; pagination: { total: number; currentPage: number; pageSize: number } }>(server.app, API, { token });
    // Roots only are paged; the seeded positions are roots too.
    expect(all.data!.pagination).toEqual({ currentPage: 1, pageSize: 20, total: all.data!.list.length });
    expect(all.data!.list.every((node) => node.parentId === '-1')).toBe(true);
    expect(all.data!.list.map((node) => node.fullname)).toEqual(expect.arrayContaining(['仓储中心', '行政岗', '设备管理部']));
    const warehouse = all.data!.list.find((node) => node.id === root)!;
    expect(warehouse).toMatchObject({ parentId: '-1', hasChildren: true });
    expect(warehouse.children.map((node) => node.fullname)).toEqual(['叉车司机', '仓库管理员']);
    expect(warehouse.children[0]).toMatchObject({ id: child, parentId: root, hasChildren: false, children: [] });

    const found = await call<{ list: Node[] }>(server.app, `${API}?keyword=fork`, { token });
    expect(found.data!.list.map((node) => node.fullname)).toEqual(['仓储中心']);
    expect(found.data!.list[0]!.children.map((node) => node.fullname)).toEqual(['叉车司机']);

    const secondPage = await call<{ list: Node[] }>(server.app, `${API}?currentPage=2&pageSize=1`, { token });
    expect(secondPage.data!.list.map((node) => node.id)).toEqual([all.data!.list[1]!.id]);
    // Roots come in the schema's order: sortcode ascending.
    const sorts = all.data!.list.map((node) => (node as unknown as { sortcode: number }).sortcode ?? 0);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('offers a selector tree without the node itself and its descendants', async () => {
    const top = await create({ parentid: '-1', fullname: '工程部岗位', sortcode: 5 });
    const middle = await create({ parentid: top, fullname: '工程师' });
    await create({ parentid: middle, fullname: '助理工程师' });
    const everything = await call<{ list: Node[] }>(server.app, `${API}/Selector/0`, { token });
    const engineering = everything.data!.list.find((node) => node.id === top)!;
    expect(engineering.children[0]).toMatchObject({ fullName: '工程师', hasChildren: true });
    const withoutMiddle = await call<{ list: Node[] }>(server.app, `${API}/Selector/${middle}`, { token });
    expect(withoutMiddle.data!.list.find((node) => node.id === top)).toMatchObject({ hasChildren: false, children: [] });
  });

  it('refuses bad input with the spec message and changes nothing', async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ fullname: '无上级' }, '请选择'],
      [{ parentid: '-1' }, '请输入'],
      [{ parentid: '-1', fullname: '' }, '请输入'],
      [{ parentid: '-1', fullname: 'x'.repeat(51) }, '最多50个字符'],
      [{ parentid: '-1', fullname: '排序', sortcode: 'abc' }, '类型不正确'],
      [{ parentid: '-1', fullname: '排序', sortcode: 1_000_000 }, '不能大于999999'],
      [{ parentid: 'nope', fullname: '孤儿' }, '上级不存在'],
    ];
    for (const [body, msg] of cases) {
      expect(await call(server.app, API, { token, method: 'POST', body }), JSON.stringify(body)).toMatchObject({ code: 400, msg });
    }
    const raw = await server.app.request(API, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{"parentid":' });
    expect(await raw.json()).toMatchObject({ code: 400, msg: '请求内容不是有效的JSON' });
    expect(await call(server.app, API, { token, method: 'POST', body: [1, 2] })).toMatchObject({ code: 400, msg: '请求内容不是有效的JSON' });
    expect(await stored()).toEqual(before);
  });

  it('answers in the caller language', async () => {
    const english = await call(server.app, API, { token, method: 'POST', body: { parentid: '-1' }, headers: { 'accept-language': 'en' } });
    expect(english).toMatchObject({ code: 400, msg: 'Please enter' });
    const traditional = await call(server.app, API, { token, method: 'POST', body: { fullname: 'x' }, headers: { 'accept-language': 'zh-TW' } });
    expect(traditional).toMatchObject({ code: 400, msg: '請選擇' });
  });

  it('drops unknown properties and refuses duplicate names under one parent', async () => {
    const id = await create({ parentid: '-1', fullname: '保安岗', hacker: 'x', id: 'forged' });
    const [row] = await server.database.db.select().from(records).where(and(eq(records.screen, 'eamPosition'), eq(records.id, id)));
    expect(row!.data).not.toHaveProperty('hacker');
    expect(row!.data).not.toHaveProperty('id');
    expect(await call(server.app, API, { token, method: 'POST', body: { parentid: '-1', fullname: '保安岗' } })).toMatchObject({ code: 400, msg: '名称已存在' });
    // The same name under another parent is fine.
    await create({ parentid: id, fullname: '保安岗' });
  });

  it('keeps the tree sound: no deleting a parent, no parent inside its own subtree', async () => {
    const a = await create({ parentid: '-1', fullname: '甲' });
    const b = await create({ parentid: a, fullname: '乙' });
    const c = await create({ parentid: b, fullname: '丙' });
    expect(await call(server.app, `${API}/${a}`, { token, method: 'DELETE' })).toMatchObject({ code: 400, msg: '该数据下有子级，不能删除' });
    expect(await call(server.app, `${API}/${a}`, { token, method: 'DELETE', headers: { 'accept-language': 'en' } })).toMatchObject({
      msg: 'This item has child items and cannot be deleted',
    });
    expect(await call(server.app, `${API}/${a}`, { token, method: 'PUT', body: { parentid: a } })).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    expect(await call(server.app, `${API}/${a}`, { token, method: 'PUT', body: { parentid: c } })).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    expect((await call(server.app, `${API}/${a}`, { token })).data).toMatchObject({ parentid: '-1' });
    // Moving the leaf to the top is fine.
    expect(await call(server.app, `${API}/${c}`, { token, method: 'PUT', body: { parentid: '-1' } })).toMatchObject({ code: 200 });
  });

  it('refuses unknown ids and impossible pages clearly', async () => {
    expect(await call(server.app, `${API}/unknown-id`, { token, method: 'PUT', body: { fullname: 'x' } })).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
    expect(await call(server.app, `${API}/unknown-id`, { token, method: 'DELETE' })).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
    expect(await call(server.app, `${API}?currentPage=abc`, { token })).toMatchObject({ code: 400, msg: '页码或每页条数不正确' });
    expect(await call(server.app, `${API}?currentPage=99999999999999999999`, { token })).toMatchObject({ code: 400 });
    const capped = await call<{ pagination: { pageSize: number } }>(server.app, `${API}?pageSize=100000`, { token });
    expect(capped.data!.pagination.pageSize).toBe(500);
  });
});
