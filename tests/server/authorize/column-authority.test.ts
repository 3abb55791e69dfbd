/**
 * Column authority (spec 03 §7 "Files and import": GET/PUT /api/permission/Authority/GetColumnsByModuleId/{id} and
 * SetColumnsByModuleId): an administrator arranges a page's list columns — order, shown, pinned — among the page's
 * column permission items; a holder of the page reads the arrangement with only the columns they are granted; bad
 * input gets the envelope and changes nothing.
 */
import { authorizations } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const PAGE = 'm_permission.position';
const GET = `/api/permission/Authority/GetColumnsByModuleId/${PAGE}`;
const SET = '/api/permission/Authority/SetColumnsByModuleId';
const column = (code: string) => `p_permission.position_column_${code}`;
type Arranged = { prop: string; label: string; visible: boolean; fixed: string }[];

describe.each(DATABASES)('column authority on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  }, 300_000);
  afterAll(() => server?.close());

  it('answers an empty list for a page nobody arranged', async () => {
    expect(await asAdmin(GET)).toMatchObject({ code: 200, data: [] });
  });

  it('stores an administrator’s arrangement (JSON text, as the original client sends it) and answers it with the other columns after', async () => {
    const fieldList = JSON.stringify([
      { prop: 'enCode', label: 'ignored', visible: true, fixed: 'left' },
      { prop: 'description', visible: false },
    ]);
    expect(await asAdmin(SET, { method: 'PUT', body: { moduleId: PAGE, fieldList } })).toMatchObject({ code: 200, msg: '更新成功' });
    const answer = await asAdmin<Arranged>(GET);
    expect(answer.data!.map((entry) => [entry.prop, entry.visible, entry.fixed])).toEqual([
      ['enCode', true, 'left'],
      ['description', false, ''],
      ['fullName', true, ''],
      ['organizeId', true, ''],
      ['sortCode', true, ''],
      ['enabledMark', true, ''],
    ]);
    // Labels are the column items' names, never what the client sent.
    expect(answer.data![0]!.label).not.toBe('ignored');
    expect(answer.data![0]!.label.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await tableDigest(server.database);
    const cases: [unknown, string][] = [
      [{ moduleId: 'm_nope', fieldList: [] }, '菜单不存在'],
      [{ fieldList: [] }, '菜单不存在'],
      [{ moduleId: PAGE, fieldList: { prop: 'enCode' } }, '列表字段格式不正确，应为数组'],
      [{ moduleId: PAGE, fieldList: '[{"prop":' }, '列表字段格式不正确，应为数组'],
      [{ moduleId: PAGE, fieldList: [{ prop: 'enCode' }, 'fullName'] }, '第2项列表字段格式不正确'],
      [{ moduleId: PAGE, fieldList: [{ prop: 'enCode', visible: 'yes' }] }, '第1项列表字段格式不正确'],
      [{ moduleId: PAGE, fieldList: [{ prop: 'enCode', fixed: 'middle' }] }, '第1项列表字段格式不正确'],
      [{ moduleId: PAGE, fieldList: [{ prop: 'password' }] }, '“password”不是该菜单的列表字段'],
      [{ moduleId: PAGE, fieldList: [{ prop: 'enCode' }, { prop: 'enCode' }] }, '列表字段“enCode”重复'],
    ];
    for (const [body, msg] of cases) expect(await asAdmin(SET, { method: 'PUT', body })).toMatchObject({ code: 400, msg });
    expect(await asAdmin(SET, { method: 'PUT', body: [] })).toMatchObject({ code: 400 });
    expect(await call(server.app, SET, { token: staff, method: 'PUT', body: { moduleId: PAGE, fieldList: [] } })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    // Reading never fails (a list page must not show an error for it): an unknown page answers nothing.
    expect(await asAdmin('/api/permission/Authority/GetColumnsByModuleId/m_nope')).toMatchObject({ code: 200, data: [] });
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('answers a holder of the page only the columns they are granted, and nothing to others', async () => {
    expect(await call(server.app, GET, { token: staff })).toMatchObject({ code: 200, data: [] });
    await server.database.db.insert(authorizations).values([
      { itemType: 'module', itemId: PAGE, objectType: 'User', objectId: 'user_staff' },
      { itemType: 'column', itemId: column('fullName'), objectType: 'User', objectId: 'user_staff' },
      { itemType: 'column', itemId: column('description'), objectType: 'User', objectId: 'user_staff' },
    ]);
    const answer = await call<Arranged>(server.app, GET, { token: staff });
    expect(answer.data!.map((entry) => [entry.prop, entry.visible])).toEqual([
      ['description', false],
      ['fullName', true],
    ]);
  });

  it('drops a column item removed from the page, and an empty list removes the arrangement', async () => {
    expect((await asAdmin(`/api/system/ModuleColumn/${column('enCode')}`, { method: 'DELETE' })).code).toBe(200);
    expect((await asAdmin<Arranged>(GET)).data!.map((entry) => entry.prop)).toEqual(['description', 'fullName', 'organizeId', 'sortCode', 'enabledMark']);
    expect(await asAdmin(SET, { method: 'PUT', body: { moduleId: PAGE, fieldList: [] } })).toMatchObject({ code: 200 });
    expect(await asAdmin(GET)).toMatchObject({ code: 200, data: [] });
  });
});
