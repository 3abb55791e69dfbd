/**
 * The authorize screen's calls (/api/permission/Authority) and online users (/api/permission/OnlineUser): the
 * grantable tree, reading and saving an object's grants in one call (the guard and CurrentUser read them at once),
 * the reverse view, "why can't I see this?", the rights rule (a non-administrator gives or takes only what they
 * hold, never for an object they belong to), forcing a session offline (next call 601), and bad input. A property
 * checks that the guard's union of grants over a user's role, position, group, organisation and own grants equals
 * the union computed in memory.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { authorizations, roles, userRelations } from '../../../server/db/schema';
import { loadRouteGrants, mayUseRoute } from '../../../server/modules/permission/grants';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

type TreeNode = { id: string; type: string; enCode: string; children: TreeNode[] };
const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
const POSITION_PAGE = 'm_permission.position';
const button = (code: string) => `p_permission.position_button_${code}`;

describe.each(DATABASES)('authorize and online users on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const api = <T = unknown>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call<T>(server.app, path, { token: admin, ...options });

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the grantable tree: systems, menus and their buttons, columns and form fields', async () => {
    const tree = await api<{ list: TreeNode[] }>('/api/permission/Authority/Tree');
    const nodes = flat(tree.data!.list);
    expect(tree.data!.list[0]).toMatchObject({ id: 'sys_main', type: 'system' });
    expect(nodes.find((node) => node.id === POSITION_PAGE)).toMatchObject({ type: 'module' });
    const items = nodes.find((node) => node.id === POSITION_PAGE)!.children.map((node) => `${node.type}:${node.enCode}`);
    expect(items).toEqual(expect.arrayContaining(['button:btn_add', 'button:btn_remove', 'column:fullName', 'form:organizeId']));
  });

  it('saves a role’s grants in one call; its holder’s menu, buttons and guard follow at once', async () => {
    const staff = await tokenFor(server.app, STAFF);
    const before = await call<{ menuList: unknown[] }>(server.app, '/api/oauth/CurrentUser', { token: staff });
    expect(JSON.stringify(before.data)).not.toContain(POSITION_PAGE);
    const current = await api<Record<string, string[]>>('/api/permission/Authority/Data/Role/role_staff');
    const saved = await api('/api/permission/Authority/Data/Role/role_staff', {
      method: 'PUT',
      body: { ...current.data, module: [...current.data!.module!, 'm_permission', POSITION_PAGE], button: [button('btn_add'), 'p_nope', 'p_permission.user_button_btn_add'] },
    });
    expect(saved).toMatchObject({ code: 200, msg: '授权成功' });
    // The user-page button without its page, and the unknown id, are dropped.
    expect((saved.data as Record<string, string[]>).button).toEqual([button('btn_add')]);
    const after = await call<{ permissionList: { modelId: string; button: { enCode: string }[] }[] }>(server.app, '/api/oauth/CurrentUser', { token: staff });
    expect(after.data!.permissionList.find((entry) => entry.modelId === POSITION_PAGE)?.button.map((item) => item.enCode)).toEqual(['btn_add']);
    expect((await call(server.app, '/api/permission/Position', { token: staff })).code).toBe(200);
    const created = await call<{ id: string }>(server.app, '/api/permission/Position', { token: staff, method: 'POST', body: { organizeId: 'org_hr', fullName: '培训专员', enCode: 'HR-TRAIN' } });
    expect(created.code).toBe(200);
    expect((await call(server.app, `/api/permission/Position/${created.data!.id}`, { token: staff, method: 'DELETE' })).msg).toBe('您没有此操作的权限');
    // The reverse view names the role; the explanation says through which object.
    const holders = await api<{ list: { objectType: string; objectId: string; fullName: string }[] }>(`/api/permission/Authority/Holders/${button('btn_add')}`);
    expect(holders.data!.list).toEqual([{ objectType: 'Role', objectId: 'role_staff', fullName: '普通员工' }]);
    const why = await api<{ granted: boolean; objects: { objectType: string; objectId: string; grantsItem: boolean; grantsPage: boolean }[] }>(
      `/api/permission/Authority/Explain?userId=user_staff&itemId=${button('btn_remove')}`,
    );
    expect(why.data!.granted).toBe(false);
    expect(why.data!.objects).toContainEqual(expect.objectContaining({ objectType: 'Role', objectId: 'role_staff', grantsPage: true, grantsItem: false }));
    const whyAdd = await api<{ granted: boolean }>(`/api/permission/Authority/Explain?userId=user_staff&itemId=${button('btn_add')}`);
    expect(whyAdd.data!.granted).toBe(true);
    // Taking the page away closes it again.
    await api('/api/permission/Authority/Data/Role/role_staff', { method: 'PUT', body: current.data });
    expect((await call(server.app, '/api/permission/Position', { token: staff })).msg).toBe('您没有此操作的权限');
  });

  it('lets a non-administrator grant only what they hold, and never to an object they belong to', async () => {
    const db = server.database.db;
    // staff gets the authorize page with its edit button, and the positions page without buttons.
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: 'm_permission.authorize', objectType: 'User', objectId: 'user_staff' },
      { itemType: 'button', itemId: 'p_permission.authorize_button_btn_edit', objectType: 'User', objectId: 'user_staff' },
      { itemType: 'module', itemId: POSITION_PAGE, objectType: 'User', objectId: 'user_staff' },
    ]);
    const staff = await tokenFor(server.app, STAFF);
    const toAssetManager = (body: object) => call(server.app, '/api/permission/Authority/Data/Role/role_asset_manager', { token: staff, method: 'PUT', body });
    expect(await toAssetManager({ module: [POSITION_PAGE] })).toMatchObject({ code: 200 });
    expect(await toAssetManager({ module: [POSITION_PAGE], button: [button('btn_remove')] })).toMatchObject({ code: 400, msg: '不能授予或收回您自己没有的权限' });
    expect(await toAssetManager({ module: ['m_permission.user'] })).toMatchObject({ code: 400, msg: '不能授予或收回您自己没有的权限' });
    const own = await call(server.app, '/api/permission/Authority/Data/Role/role_staff', { token: staff, method: 'PUT', body: { module: [] } });
    expect(own).toMatchObject({ code: 400, msg: '不能修改您自己所属对象的权限' });
    const ownUser = await call(server.app, '/api/permission/Authority/Data/User/user_staff', { token: staff, method: 'PUT', body: { module: ['m_permission.user'] } });
    expect(ownUser.msg).toBe('不能修改您自己所属对象的权限');
    expect((await api<Record<string, string[]>>('/api/permission/Authority/Data/Role/role_asset_manager')).data!.module).toEqual([POSITION_PAGE]);
    await db.delete(authorizations).where(eq(authorizations.objectId, 'user_staff'));
  });

  it.each([
    ['an unknown object type', 'PUT', '/api/permission/Authority/Data/Robot/x', { module: [] }, '授权对象不存在'],
    ['an unknown role', 'PUT', '/api/permission/Authority/Data/Role/nope', { module: [] }, '授权对象不存在'],
    ['ids that are not strings', 'PUT', '/api/permission/Authority/Data/Role/role_staff', { module: [1] }, undefined],
    ['an explanation without a user', 'GET', '/api/permission/Authority/Explain?itemId=m_home', undefined, undefined],
    ['an explanation of an unknown item', 'GET', '/api/permission/Authority/Explain?userId=user_staff&itemId=nope', undefined, '权限项不存在'],
  ])('refuses %s', async (_name, method, path, body, message) => {
    const before = await server.database.db.select().from(authorizations);
    const answer = await api(path, { method, body });
    expect(answer.code).toBe(400);
    if (message) expect(answer.msg).toBe(message);
    expect((await server.database.db.select().from(authorizations)).length).toBe(before.length);
  });

  it('closes the authorize and online-user calls to users without those pages', async () => {
    const staff = await tokenFor(server.app, STAFF);
    for (const path of ['/api/permission/Authority/Tree', '/api/permission/Authority/Data/Role/role_staff', '/api/permission/OnlineUser']) {
      expect((await call(server.app, path, { token: staff })).msg, path).toBe('您没有此操作的权限');
    }
  });

  it('lists who is online and forces one offline: their next call answers 601', async () => {
    const staff = await tokenFor(server.app, STAFF);
    const online = await api<{ list: { id: string; userId: string; userName: string; loginIPAddress: string; loginTime: number; isSelf: boolean }[] }>('/api/permission/OnlineUser?keyword=staff');
    const session = online.data!.list.find((row) => row.userId === 'user_staff')!;
    expect(session).toMatchObject({ userName: '张敏/staff', loginIPAddress: '10.0.0.1', isSelf: false });
    expect(typeof session.loginTime).toBe('number');
    const mine = (await api<{ list: { id: string; isSelf: boolean }[] }>('/api/permission/OnlineUser')).data!.list.find((row) => row.isSelf)!;
    expect((await api(`/api/permission/OnlineUser/${mine.id}`, { method: 'DELETE' })).msg).toBe('不能强制自己下线');
    // Every staff session goes: this one and any older.
    const ids = (await api<{ list: { id: string; userId: string }[] }>('/api/permission/OnlineUser')).data!.list.filter((row) => row.userId === 'user_staff').map((row) => row.id);
    expect(await api('/api/permission/OnlineUser', { method: 'DELETE', body: { ids } })).toMatchObject({ code: 200, msg: '已强制下线' });
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: staff })).toMatchObject({ code: 601, msg: '您已被强制下线，请重新登录' });
    expect((await api(`/api/permission/OnlineUser/${session.id}`, { method: 'DELETE' })).msg).toBe('该用户已不在线');
    expect((await api('/api/permission/OnlineUser', { method: 'DELETE', body: { ids: 'x' } })).code).toBe(400);
    expect((await api<{ list: { userId: string }[] }>('/api/permission/OnlineUser')).data!.list.map((row) => row.userId)).not.toContain('user_staff');
  });

  it('agrees with an in-memory union of the grants of the user’s objects (property)', async () => {
    const db = server.database.db;
    const objects = ['user_staff', 'org_asset', 'role_staff', 'role_asset_manager', 'pos_clerk'] as const;
    const items = ['module', 'btn_add', 'btn_edit', 'btn_remove'] as const;
    const itemId = (item: (typeof items)[number]) => (item === 'module' ? POSITION_PAGE : button(item));
    await db.insert(userRelations).values({ userId: 'user_staff', objectType: 'Role', objectId: 'role_asset_manager' }).onConflictDoNothing();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...objects), fc.constantFrom(...items)), { maxLength: 10 }),
        fc.boolean(),
        async (pairs, managerEnabled) => {
          await db.delete(authorizations).where(eq(authorizations.itemId, POSITION_PAGE));
          for (const item of items.slice(1)) await db.delete(authorizations).where(eq(authorizations.itemId, itemId(item)));
          await db.update(roles).set({ enabledMark: managerEnabled ? 1 : 0 }).where(eq(roles.id, 'role_asset_manager'));
          const unique = [...new Map(pairs.map(([object, item]) => [`${object}:${item}`, [object, item] as const])).values()];
          if (unique.length) {
            await db.insert(authorizations).values(unique.map(([object, item]) => ({ itemType: item === 'module' ? 'module' : 'button', itemId: itemId(item), objectType: 'x', objectId: object })));
          }
          const counts = (object: string) => object !== 'role_asset_manager' || managerEnabled;
          const held = new Set(unique.filter(([object]) => counts(object)).map(([, item]) => item));
          const { grants, pages } = await loadRouteGrants(db, 'user_staff', 'permission/position');
          expect(mayUseRoute(grants, pages)).toBe(held.has('module'));
          for (const code of ['btn_add', 'btn_edit', 'btn_remove'] as const) expect(mayUseRoute(grants, pages, code)).toBe(held.has('module') && held.has(code));
        },
      ),
      { numRuns: 25 },
    );
    await db.update(roles).set({ enabledMark: 1 }).where(eq(roles.id, 'role_asset_manager'));
  });
});
