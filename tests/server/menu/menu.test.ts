/**
 * The menu screen's calls (issue 9 §1, spec 03 §2 `system → menu`) on both databases: a system's entries of every
 * type with their own fields and their names in three languages, the parent picker, create, update, state and
 * delete (never an entry with children), each page's buttons, columns and form fields — for administrators only,
 * shown by the next CurrentUser, bad input refused in the caller's language without changing anything, and an item
 * an administrator removed never brought back by the start-up sync.
 */
import { eq } from 'drizzle-orm';
import { authorizations, modulePermissions, modules } from '../../../server/db/schema';
import { syncScreenPermissionItems } from '../../../server/db/seed/screen-permission-sync';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
interface Node {
  id: string;
  enCode: string;
  fullName: string;
  type: number;
  children?: Node[];
  [key: string]: unknown;
}
const flatten = (nodes: readonly Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const MENU = '/api/system/Menu';

describe.each(DATABASES)('the menu screen on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const entry = (overrides: Record<string, unknown> = {}) => ({ systemId: 'sys_main', parentId: 'm_system', type: 2, fullName: '测试页面', enCode: 'system.testPage', urlAddress: 'system/testPage', icon: 'AppstoreOutlined', sortCode: 50, enabledMark: 1, ...overrides });
  const adminMenu = async () => flatten((await api<{ menuList: Node[] }>('/api/oauth/CurrentUser')).data.menuList);

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('lists the systems and a system\'s entries as a tree, with every entry\'s own fields', async () => {
    const systems = await api<{ list: { id: string }[] }>(`${MENU}/Systems`);
    expect(systems.data.list.map((system) => system.id)).toEqual(expect.arrayContaining(['sys_main', 'sys_demo']));
    const demo = flatten((await api<{ list: Node[] }>(`${MENU}/sys_demo`)).data.list);
    expect(demo.find((node) => node.enCode === 'demoDictionary')).toMatchObject({ type: 4, moduleId: 'dt_equipmentType', isTree: 1, urlAddress: 'demo/equipmentTypes', fullNameEn: 'Equipment Type Dictionary' });
    expect(new Set(demo.map((node) => node.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    const main = (await api<{ list: Node[] }>(`${MENU}/sys_main`)).data.list;
    expect(main.find((node) => node.enCode === 'system')!.children!.map((node) => node.enCode)).toContain('system.menu');
    const found = flatten((await api<{ list: Node[] }>(`${MENU}/sys_main?keyword=system/billRule`)).data.list);
    expect(found.map((node) => node.enCode)).toEqual(['system', 'system.billRule']);
  });

  it('creates, edits and disables entries of each type; the next CurrentUser shows them', async () => {
    const link = await api<{ id: string }>(MENU, { method: 'POST', body: entry({ type: 7, enCode: 'system.help', fullName: '帮助', fullNameZhTW: '說明', fullNameEn: 'Help', urlAddress: 'https://example.com/help', linkTarget: '_blank' }) });
    expect(link).toMatchObject({ code: 200, msg: '新建成功' });
    const dictionary = await api<{ id: string }>(MENU, { method: 'POST', body: entry({ type: 4, enCode: 'system.sexes', fullName: '性别字典', urlAddress: 'system/sexes', moduleId: 'dt_sex', isTree: 0 }) });
    expect(dictionary.code, dictionary.msg).toBe(200);
    const [stored] = await server.database.db.select().from(modules).where(eq(modules.id, link.data.id));
    expect(stored).toMatchObject({ systemId: 'sys_main', parentId: 'm_system', type: 7, linkTarget: '_blank', fullName: '帮助' });
    expect(stored!.fullNameI18n).toEqual({ 'zh-CN': '帮助', 'zh-TW': '說明', en: 'Help' });
    expect(JSON.parse((await server.database.db.select().from(modules).where(eq(modules.id, dictionary.data.id)))[0]!.propertyJson)).toEqual({ moduleId: 'dt_sex', isTree: 0 });
    expect((await adminMenu()).find((node) => node.id === link.data.id)).toMatchObject({ fullName: '帮助', urlAddress: 'https://example.com/help', linkTarget: '_blank' });

    expect(await api(`${MENU}/${link.data.id}`, { method: 'PUT', body: { fullName: '帮助中心', sortCode: 3 } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await api(`${MENU}/${link.data.id}/Info`)).data).toMatchObject({ fullName: '帮助中心', fullNameEn: 'Help', sortCode: 3, type: 7 });
    expect((await adminMenu()).find((node) => node.id === link.data.id)?.fullName).toBe('帮助中心');
    expect(await api(`${MENU}/${link.data.id}/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect((await adminMenu()).some((node) => node.id === link.data.id)).toBe(false);
  });

  it('offers parents of the same system without the entry and what lies below it', async () => {
    const selector = await api<{ list: Node[] }>(`${MENU}/sys_main/Selector/m_system`);
    const ids = flatten(selector.data.list).map((node) => node.id);
    expect(selector.data.list[0]).toMatchObject({ id: '-1', fullName: '顶级节点' });
    expect(ids).not.toContain('m_system');
    expect(ids).not.toContain('m_system.menu');
    expect(ids).toContain('m_eam');
  });

  it('refuses bad entries with a clear message and changes nothing', async () => {
    const before = await tableDigest(server.database);
    const cases: [Record<string, unknown> | undefined, string, string?, string?][] = [
      [entry({ urlAddress: '' }), '请输入地址'],
      [entry({ type: 3, moduleId: '', enCode: 'system.form' }), '请输入功能ID'],
      [entry({ enCode: '1bad code' }), '编码只能包含字母、数字、点、下划线和横线，并以字母开头'],
      [entry({ enCode: 'system.menu' }), '该系统中已有相同编码的菜单'],
      [entry({ parentId: 'm_demo.category' }), '上级不存在'],
      [entry({ systemId: 'sys_nope' }), '所属分类不存在'],
      [entry({ type: 9 }), '请选择'],
      [entry({ fullName: '' }), '请输入名称'],
      [{ parentId: 'm_system' }, '上级不能是自己或自己的下级', 'PUT', `${MENU}/m_system`],
      [{ parentId: 'm_system.menu' }, '上级不能是自己或自己的下级', 'PUT', `${MENU}/m_system`],
      [undefined, '该数据下有子级，不能删除', 'DELETE', `${MENU}/m_system`],
      [undefined, '数据不存在或已被删除', 'DELETE', `${MENU}/nope`],
    ];
    for (const [body, msg, method = 'POST', path = MENU] of cases) {
      const answer = await api(path, { method, body });
      expect(answer.code, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.msg, `${method} ${path} ${JSON.stringify(body)}`).toBe(msg);
    }
    const en = await api(MENU, { method: 'POST', body: entry({ enCode: 'system.menu' }), headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('This system already has a menu entry with this code');
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('lets only administrators manage menus, even a user holding the menu page', async () => {
    await server.database.db.insert(authorizations).values({ itemType: 'module', itemId: 'm_system.menu', objectType: 'User', objectId: 'user_staff' });
    const before = await tableDigest(server.database);
    for (const [path, method, body] of [
      [`${MENU}/Systems`, 'GET'],
      [`${MENU}/sys_main`, 'GET'],
      [MENU, 'POST', entry({ enCode: 'system.staffPage' })],
      [`${MENU}/m_home`, 'DELETE'],
      ['/api/system/ModuleButton/m_system.billRule', 'GET'],
      ['/api/system/ModuleButton', 'POST', { moduleId: 'm_home', fullName: 'x', enCode: 'btn_x' }],
    ] as const) {
      expect(await api(path, { token: staff, method, body: body as unknown })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    }
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('deletes an entry with its permission items and their grants', async () => {
    const created = await api<{ id: string }>(MENU, { method: 'POST', body: entry({ enCode: 'system.doomed' }) });
    const button = await api<{ id: string }>('/api/system/ModuleButton', { method: 'POST', body: { moduleId: created.data.id, fullName: '新增', enCode: 'btn_add' } });
    await server.database.db.insert(authorizations).values([
      { itemType: 'module', itemId: created.data.id, objectType: 'Role', objectId: 'role_staff' },
      { itemType: 'button', itemId: button.data.id, objectType: 'Role', objectId: 'role_staff' },
    ]);
    expect(await api(`${MENU}/${created.data.id}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await server.database.db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, created.data.id))).toEqual([]);
    expect(await server.database.db.select().from(authorizations).where(eq(authorizations.itemId, button.data.id))).toEqual([]);
    expect(await server.database.db.select().from(authorizations).where(eq(authorizations.itemId, created.data.id))).toEqual([]);
  });

  describe('permission items', () => {
    const BUTTONS = '/api/system/ModuleButton';

    it('lists, adds, edits, disables and deletes a page\'s buttons, columns and form fields', async () => {
      const buttons = await api<{ list: { enCode: string }[] }>(`${BUTTONS}/m_system.billRule`);
      expect(buttons.data.list.map((item) => item.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
      const columns = await api<{ list: { enCode: string }[] }>('/api/system/ModuleColumn/m_system.billRule');
      expect(columns.data.list.map((item) => item.enCode)).toContain('fullName');
      const forms = await api<{ list: { enCode: string }[] }>('/api/system/ModuleForm?moduleId=m_system.billRule');
      expect(forms.data.list.length).toBeGreaterThan(0);

      const created = await api<{ id: string }>(BUTTONS, { method: 'POST', body: { moduleId: 'm_system.billRule', fullName: '打印', fullNameEn: 'Print', enCode: 'btn_print', sortCode: 9 } });
      expect(created).toMatchObject({ code: 200, msg: '新建成功' });
      expect((await api(`${BUTTONS}/${created.data.id}/Info`)).data).toMatchObject({ moduleId: 'm_system.billRule', fullName: '打印', fullNameEn: 'Print', enCode: 'btn_print', enabledMark: 1 });
      const permission = async () => (await api<{ permissionList: { modelId: string; button: { enCode: string }[] }[] }>('/api/oauth/CurrentUser')).data.permissionList.find((entry) => entry.modelId === 'm_system.billRule')!;
      expect((await permission()).button.map((item) => item.enCode)).toContain('btn_print');
      expect(await api(`${BUTTONS}/${created.data.id}`, { method: 'PUT', body: { fullName: '打印单据' } })).toMatchObject({ code: 200 });
      expect(await api(`${BUTTONS}/${created.data.id}/Actions/State`, { method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
      expect((await permission()).button.map((item) => item.enCode)).not.toContain('btn_print');
      const removed = await api(`${BUTTONS}/${created.data.id}`, { method: "DELETE" });
      expect(removed).toMatchObject({ code: 200, msg: "删除成功" });
      expect((await api(`${BUTTONS}/${created.data.id}/Info`)).msg).toBe('数据不存在或已被删除');
    });

    it('refuses a duplicate code, a missing page and bad fields, changing nothing', async () => {
      const before = await tableDigest(server.database);
      expect((await api(BUTTONS, { method: 'POST', body: { moduleId: 'm_system.billRule', fullName: '新增', enCode: 'btn_add' } })).msg).toBe('该菜单已有相同编码');
      expect((await api(BUTTONS, { method: 'POST', body: { moduleId: 'nope', fullName: '新增', enCode: 'btn_new' } })).msg).toBe('所属分类不存在');
      expect((await api(BUTTONS, { method: 'POST', body: { moduleId: 'm_system.billRule', fullName: '', enCode: 'btn_new' } })).msg).toBe('请输入名称');
      expect((await api(BUTTONS, { method: 'POST', body: { moduleId: 'm_system.billRule', fullName: 'x', enCode: 'has space' } })).msg).toBe('编码只能包含字母、数字、下划线、点和横线');
      // A column item is not a button: the button calls do not see it.
      const [column] = await server.database.db.select().from(modulePermissions).where(eq(modulePermissions.kind, 'column')).limit(1);
      expect((await api(`${BUTTONS}/${column!.id}`, { method: 'DELETE' })).msg).toBe('数据不存在或已被删除');
      expect(await tableDigest(server.database)).toBe(before);
    });

    it('never brings back at start-up an item an administrator removed or recoded', async () => {
      const items = await api<{ list: { id: string; enCode: string }[] }>(`${BUTTONS}/m_system.billRule`);
      const remove = items.data.list.find((item) => item.enCode === 'btn_remove')!;
      const edit = items.data.list.find((item) => item.enCode === 'btn_edit')!;
      expect((await api(`${BUTTONS}/${remove.id}`, { method: 'DELETE' })).code).toBe(200);
      expect((await api(`${BUTTONS}/${edit.id}`, { method: 'PUT', body: { enCode: 'btn_modify' } })).code).toBe(200);
      await syncScreenPermissionItems(server.database.db);
      const after = (await api<{ list: { enCode: string }[] }>(`${BUTTONS}/m_system.billRule`)).data.list.map((item) => item.enCode);
      expect(after).not.toContain('btn_remove');
      expect(after).not.toContain('btn_edit');
      expect(after).toContain('btn_modify');
    });
  });
});
