/** Users and employees: base_user behind the users schema's validation and the permission/user menu's buttons. */
import { eq } from 'drizzle-orm';
import { authorizations, userRelations, users } from '../../../server/db/schema';
import { DEFAULT_USER_PASSWORD } from '../../../server/modules/users/user-service';
import { ADMIN, DATABASES, STAFF, call, createTestServer, md5, postLogin, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Users';

interface User {
  roleId: string;
  managerId: string;
  id: string;
  account: string;
  realName: string;
  organizeId: string;
  organizeIdTree: string[];
  positionId: string;
  enabledMark: number;
  gender: string;
}

describe.each(DATABASES)('users on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let serial = 0;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await tokenFor(server.app, ADMIN);
  });
  afterAll(async () => {
    await server.close();
  });

  const person = (overrides: Record<string, unknown> = {}) => ({
    account: `emp${++serial}`,
    realName: '李雷',
    gender: '1',
    organizeIdTree: ['org_company', 'org_asset'],
    mobilePhone: '13912345678',
    entryDate: Date.UTC(2024, 6, 1),
    positionId: 'pos_clerk',
    ...overrides,
  });
  const create = async (body: Record<string, unknown>) => {
    const answer = await call<{ id: string }>(server.app, API, { token, method: 'POST', body });
    expect(answer, JSON.stringify(body)).toMatchObject({ code: 200, msg: '新建成功' });
    return answer.data!.id;
  };
  const allUsers = () => server.database.db.select().from(users);

  it('lists users paged with a keyword, never with a password hash', async () => {
    const answer = await call<{ list: User[]; pagination: { total: number } }>(server.app, `${API}?keyword=张`, { token });
    expect(answer.data!.list.map((user) => user.account)).toEqual(['staff']);
    expect(answer.data!.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(answer.data!.list[0]).toMatchObject({ realName: '张敏', organizeIdTree: ['org_company', 'org_asset'], organize: 'KLX 科技有限公司/资产管理部', positionId: 'pos_clerk' });
    expect(JSON.stringify(answer.data)).not.toContain('pbkdf2');
    // Staff has no e-mail: it is left out rather than answered as '', which the form's e-mail pattern would refuse.
    expect(answer.data!.list[0]).not.toHaveProperty('email');
    const accounts = async (query: string) => (await call<{ list: User[] }>(server.app, `${API}?${query}`, { token })).data!.list.map((user) => user.account).sort();
    expect(await accounts('organizeId=org_it')).toEqual(['admin']);
    expect(await accounts('organizeId=org_company')).toEqual(['admin', 'staff']);
  });

  it('creates a user from the employee dialog: organisation from the cascader path, default password', async () => {
    const body = person();
    const id = await create(body);
    const got = await call<User>(server.app, `${API}/${id}`, { token });
    expect(got.data).toMatchObject({ account: body.account, organizeId: 'org_asset', organizeIdTree: ['org_company', 'org_asset'], positionId: 'pos_clerk', enabledMark: 1, entryDate: body.entryDate });
    expect((await postLogin(server.app, body.account, DEFAULT_USER_PASSWORD)).code).toBe(200);

    // An empty optional field is no value: the e-mail pattern does not apply to it.
    const blank = await create(person({ email: '', mobilePhone: '' }));
    expect((await call<User>(server.app, `${API}/${blank}`, { token })).data).not.toHaveProperty('email');

    const chosen = person({ password: md5('Chosen@123') });
    await create(chosen);
    expect((await postLogin(server.app, chosen.account, 'Chosen@123')).code).toBe(200);
  });

  it('refuses bad users with the schema messages and stores nothing', async () => {
    const before = await allUsers();
    const cases: [Record<string, unknown>, string][] = [
      [person({ account: '' }), '请输入账户'],
      [person({ account: 'a b!' }), '账户不能含有特殊符号'],
      [person({ account: 'a'.repeat(51) }), '账户最多为50个字符！'],
      [person({ realName: undefined }), '请输入姓名'],
      [person({ gender: '' }), '请选择性别'],
      [person({ organizeIdTree: [] }), '请选择所属组织'],
      [person({ mobilePhone: '12345' }), '请正确输入您的手机号'],
      [person({ account: 'ADMIN' }), '工号已存在'],
      [person({ organizeIdTree: ['org_missing'] }), '所属组织不存在'],
      [person({ password: 'plain-text' }), '密码格式不正确'],
      // Found by tests/server/resource/bad-input.test.ts: a date beyond any bigint was a server fault.
      [person({ birthday: 9223372036854776000 }), '不能大于9007199254740991'],
    ];
    for (const [body, msg] of cases) expect(await call(server.app, API, { token, method: 'POST', body }), msg).toMatchObject({ msg });
    expect(await call(server.app, API, { token, method: 'POST', body: person({ account: '' }), headers: { 'accept-language': 'zh-TW' } })).toMatchObject({ code: 400, msg: '請輸入帳戶' });
    expect(await allUsers()).toEqual(before);
  });

  it('lets only one of many simultaneous creates with one account through', async () => {
    const body = person();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(server.app, API, { token, method: 'POST', body })));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 200).map((answer) => answer.msg)).toEqual(Array(7).fill('工号已存在'));
  });

  it('updates a user, keeping fields left out and refusing a taken account', async () => {
    const id = await create(person({ realName: '韩梅梅' }));
    expect(await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { realName: '韩梅', organizeIdTree: ['org_company', 'org_it'], positionId: 'pos_it_engineer' } })).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect((await call<User>(server.app, `${API}/${id}`, { token })).data).toMatchObject({ realName: '韩梅', gender: '1', organizeId: 'org_it', positionId: 'pos_it_engineer' });
    expect(await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { account: 'staff' } })).toMatchObject({ code: 400, msg: '工号已存在' });
    expect(await call(server.app, `${API}/missing`, { token, method: 'PUT', body: { realName: 'x' } })).toMatchObject({ code: 400, msg: '用户不存在' });
  });

  it('looks employees up by job number for the duplicate check', async () => {
    const found = await call<{ list: { id: string; jobNumber: string }[]; pagination: { total: number } }>(server.app, '/api/eam/Eam_employee/getList', {
      token,
      method: 'POST',
      body: { currentPage: 1, pageSize: 20, dataType: 1, jobNumber: 'STAFF' },
    });
    expect(found.data!.pagination.total).toBe(1);
    expect(found.data!.list[0]).toMatchObject({ id: 'user_staff', jobNumber: 'staff' });
    const none = await call<{ pagination: { total: number } }>(server.app, '/api/eam/Eam_employee/getList', { token, method: 'POST', body: { jobNumber: 'nobody' } });
    expect(none.data!.pagination.total).toBe(0);
    expect(await call(server.app, '/api/eam/Eam_employee/user_staff', { token })).toMatchObject({ data: { realName: '张敏', jobNumber: 'staff' } });
  });

  it('never deletes or disables oneself or an administrator', async () => {
    expect(await call(server.app, `${API}/user_admin`, { token, method: 'DELETE' })).toMatchObject({ code: 400, msg: '不能删除自己的账户' });
    expect(await call(server.app, `${API}/user_admin/Actions/State`, { token, method: 'PUT' })).toMatchObject({ code: 400, msg: '不能禁用自己的账户' });
    const other = await create(person());
    await server.database.db.update(users).set({ isAdministrator: true }).where(eq(users.id, other));
    expect(await call(server.app, `${API}/${other}`, { token, method: 'DELETE' })).toMatchObject({ code: 400, msg: '不能删除管理员账户' });
    await server.database.db.update(users).set({ isAdministrator: false }).where(eq(users.id, other));
    expect(await call(server.app, `${API}/${other}`, { token, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await server.database.db.select().from(userRelations).where(eq(userRelations.userId, other))).toEqual([]);
  });

  it('disables and enables a user; a disabled user cannot work', async () => {
    const body = person();
    const id = await create(body);
    const session = await tokenFor(server.app, { account: body.account, password: DEFAULT_USER_PASSWORD });
    expect(await call(server.app, `${API}/${id}/Actions/State`, { token, method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect((await call(server.app, '/api/oauth/CurrentUser', { token: session })).code).not.toBe(200);
    expect(await call(server.app, `${API}/${id}/Actions/State`, { token, method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 1 } });
  });

  it('unlocks a locked account', async () => {
    await server.database.db.update(users).set({ lockMark: 1, failedLogins: 5 }).where(eq(users.id, 'user_staff'));
    expect((await postLogin(server.app, STAFF.account, STAFF.password)).code).toBe(400);
    expect(await call(server.app, `${API}/user_staff/Actions/unlock`, { token, method: 'PUT' })).toMatchObject({ code: 200, msg: '解锁成功' });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, 'user_staff'));
    expect(row).toMatchObject({ lockMark: 0, failedLogins: 0 });
    expect((await postLogin(server.app, STAFF.account, STAFF.password)).code).toBe(200);
  });

  it('resets a password and ends that user sessions', async () => {
    const body = person();
    const id = await create(body);
    const session = await tokenFor(server.app, { account: body.account, password: DEFAULT_USER_PASSWORD });
    expect(await call(server.app, `${API}/${id}/Actions/ResetPassword`, { token, method: 'POST', body: { userPassword: 'not-md5' } })).toMatchObject({ code: 401 });
    expect(await call(server.app, `${API}/${id}/Actions/ResetPassword`, { token, method: 'POST', body: { userPassword: md5('Reset@2026') } })).toMatchObject({ code: 200, msg: '重置密码成功' });
    expect((await call(server.app, '/api/oauth/CurrentUser', { token: session })).code).toBe(600);
    expect((await postLogin(server.app, body.account, DEFAULT_USER_PASSWORD)).code).toBe(400);
    expect((await postLogin(server.app, body.account, 'Reset@2026')).code).toBe(200);
  });

  it('offers pickers: all users, and the organisation tree with users as leaves', async () => {
    const all = await call<{ list: { id: string; fullName: string }[] }>(server.app, `${API}/All?keyword=staff`, { token });
    expect(all.data!.list).toEqual([expect.objectContaining({ id: 'user_staff', fullName: '张敏/staff' })]);
    type Tree = { id: string; type: string; isLeaf: boolean; children: Tree[] };
    const tree = await call<{ list: Tree[] }>(server.app, `${API}/Selector?keyword=张`, { token });
    expect(tree.data!.list.map((node) => node.id)).toEqual(['org_company']);
    expect(tree.data!.list[0]!.children.map((node) => node.id)).toEqual(['org_asset']);
    expect(tree.data!.list[0]!.children[0]!.children).toEqual([expect.objectContaining({ id: 'user_staff', type: 'user', isLeaf: true })]);
  });

  it('offers the organisation tree for the cascader', async () => {
    const tree = await call<{ list: { id: string; fullName: string; children: { id: string }[] }[] }>(server.app, '/api/permission/Organize', { token });
    expect(tree.data!.list.map((node) => node.id)).toEqual(['org_company']);
    expect(tree.data!.list[0]!.children.map((node) => node.id)).toEqual(['org_office', 'org_it', 'org_asset', 'org_finance', 'org_hr']);
  });

  it('offers the positions and roles for the dialog to anyone signed in, names only', async () => {
    const staff = await tokenFor(server.app, STAFF);
    const roleList = await call<{ list: { id: string; fullName: string }[] }>(server.app, '/api/permission/Role/All', { token: staff });
    expect(roleList.data!.list.map((role) => role.id)).toEqual(['role_admin', 'role_staff', 'role_asset_manager']);
    const positionList = await call<{ list: { id: string; label: string }[] }>(server.app, '/api/permission/Position/Selector?organizeId=org_asset', { token: staff });
    expect(positionList.data!.list).toContainEqual(expect.objectContaining({ id: 'pos_clerk', label: '资产专员/资产管理部', organizeId: 'org_asset' }));
    const ofAssets = await call<{ list: { id: string }[] }>(server.app, '/api/permission/Position/Selector?organizeId=org_asset', { token: staff });
    expect(ofAssets.data!.list.map((position) => position.id).sort()).toEqual(['pos_asset_admin', 'pos_clerk']);
    expect((await call<{ list: unknown[] }>(server.app, '/api/permission/Position/Selector?organizeId=org_missing', { token: staff })).data!.list).toEqual([]);
    expect(JSON.stringify([roleList.data, positionList.data])).not.toMatch(/createdAt|description/);
    expect((await call(server.app, '/api/permission/Role/All')).code).toBe(600);
  });

  it('stores positions, roles and a manager; the roles decide what the new user may open', async () => {
    const withRole = person({ positionId: 'pos_clerk,pos_asset_admin', roleId: 'role_staff', managerId: 'user_staff' });
    const id = await create(withRole);
    expect((await call<User>(server.app, `${API}/${id}`, { token })).data).toMatchObject({ positionId: 'pos_clerk,pos_asset_admin', roleId: 'role_staff', managerId: 'user_staff' });
    const roleless = person({ positionId: '' });
    const other = await create(roleless);
    expect((await call<User>(server.app, `${API}/${other}`, { token })).data).toMatchObject({ positionId: '', roleId: '', managerId: '' });
    const menus = async (account: string) => JSON.stringify((await call(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, { account, password: DEFAULT_USER_PASSWORD }) })).data);
    expect(await menus(withRole.account)).toContain('eamPosition');
    expect(await menus(roleless.account)).not.toContain('eamPosition');

    // Clearing a relation field removes it; leaving it out keeps it.
    await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { realName: '李雷雷' } });
    expect((await call<User>(server.app, `${API}/${id}`, { token })).data).toMatchObject({ roleId: 'role_staff', managerId: 'user_staff' });
    await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { roleId: '', managerId: '' } });
    expect((await call<User>(server.app, `${API}/${id}`, { token })).data).toMatchObject({ positionId: 'pos_clerk,pos_asset_admin', roleId: '', managerId: '' });
    expect(await menus(withRole.account)).not.toContain('eamPosition');

    // Removing a manager leaves their reports without one.
    const boss = await create(person());
    await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { managerId: boss } });
    expect((await call(server.app, `${API}/${boss}`, { token, method: 'DELETE' })).code).toBe(200);
    expect((await call<User>(server.app, `${API}/${id}`, { token })).data).toMatchObject({ managerId: '' });
  });

  it('stores the user groups and the avatar of the dialog, and refuses an unknown group or an unsafe avatar address', async () => {
    const group = await call<{ id: string }>(server.app, '/api/permission/Group', { token, method: 'POST', body: { fullName: '盘点小组', enCode: `g${Math.random().toString(36).slice(2, 8)}` } });
    expect(group.code).toBe(200);
    const groupId = group.data!.id;
    const avatar = '/api/file/Image/userAvatar/20261124face.png';
    const id = await create(person({ groupId, headIcon: avatar }));
    expect((await call<User>(server.app, `${API}/${id}`, { token })).data).toMatchObject({ groupId, headIcon: avatar });
    const before = await allUsers();
    const relationsBefore = await server.database.db.select().from(userRelations);
    expect(await call(server.app, API, { token, method: 'POST', body: person({ groupId: 'group_missing' }) })).toMatchObject({ code: 400, msg: '分组不存在' });
    expect(await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { headIcon: 'javascript:alert(1)' } })).toMatchObject({ code: 401, msg: '地址只能是 http(s) 链接或本站路径' });
    expect(await allUsers()).toEqual(before);
    expect(await server.database.db.select().from(userRelations)).toEqual(relationsBefore);
    // Clearing the field leaves the user in no group.
    await call(server.app, `${API}/${id}`, { token, method: 'PUT', body: { groupId: '' } });
    expect((await call<User>(server.app, `${API}/${id}`, { token })).data).toMatchObject({ groupId: '' });
  });

  it('refuses unknown positions, roles and managers, and oneself as manager, changing nothing', async () => {
    const id = await create(person());
    const before = await allUsers();
    const relationsBefore = await server.database.db.select().from(userRelations);
    const cases: [string, Record<string, unknown>, string][] = [
      ['POST', person({ positionId: 'pos_clerk,pos_missing' }), '岗位不存在'],
      // The general manager's position belongs to the office, not to the asset department the person is in.
      ['POST', person({ positionId: 'pos_clerk,pos_gm' }), '岗位不属于所属组织'],
      ['PUT', { organizeIdTree: ['org_company', 'org_it'], positionId: 'pos_clerk' }, '岗位不属于所属组织'],
      ['POST', person({ roleId: 'role_missing' }), '角色不存在'],
      ['POST', person({ managerId: 'user_missing' }), '直属主管不存在'],
      ['PUT', { managerId: id }, '直属主管不能是自己'],
      ['PUT', { roleId: 'role_staff,role_missing' }, '角色不存在'],
    ];
    for (const [method, body, msg] of cases) {
      expect(await call(server.app, method === 'POST' ? API : `${API}/${id}`, { token, method, body }), msg).toMatchObject({ code: 400, msg });
    }
    expect(await call(server.app, API, { token, method: 'POST', body: person({ roleId: 'role_missing' }), headers: { 'accept-language': 'en' } })).toMatchObject({ msg: 'The role does not exist' });
    expect(await allUsers()).toEqual(before);
    expect(await server.database.db.select().from(userRelations)).toEqual(relationsBefore);
  });

  it('is closed to staff, who hold no user menu', async () => {
    const staff = await tokenFor(server.app, STAFF);
    const before = await allUsers();
    expect(await call(server.app, API, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, `${API}/user_admin`, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, API, { token: staff, method: 'POST', body: person() })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, `${API}/user_admin/Actions/ResetPassword`, { token: staff, method: 'POST', body: { userPassword: md5('x1234567') } })).toMatchObject({
      code: 400,
      msg: '您没有此操作的权限',
    });
    expect(await call(server.app, '/api/eam/Eam_employee/getList', { token: staff, method: 'POST', body: {} })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await allUsers()).toEqual(before);
  });
  it('lets a manager with user rights change ordinary accounts but never an administrator', async () => {
    const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
    await server.database.db.insert(authorizations).values([
      grant('module', 'm_permission.user'),
      ...['btn_edit', 'btn_resetPassword', 'btn_unlock', 'btn_state'].map((code) => grant('button', `p_permission.user_button_${code}`)),
    ]);
    const manager = await tokenFor(server.app, STAFF);
    const ordinary = await create(person());
    expect((await call(server.app, `${API}/${ordinary}/Actions/ResetPassword`, { token: manager, method: 'POST', body: { userPassword: md5('New@2026x') } })).code).toBe(200);
    expect((await call(server.app, `${API}/${ordinary}`, { token: manager, method: 'PUT', body: { realName: '经理改名' } })).code).toBe(200);
    const [before] = await server.database.db.select().from(users).where(eq(users.id, 'user_admin'));
    for (const [method, url, body] of [
      ['POST', `${API}/user_admin/Actions/ResetPassword`, { userPassword: md5('Taken@2026') }],
      ['PUT', `${API}/user_admin`, { realName: '被改' }],
      ['PUT', `${API}/user_admin/Actions/unlock`, undefined],
      ['PUT', `${API}/user_admin/Actions/State`, undefined],
    ] as const) {
      expect((await call(server.app, url, { token: manager, method, body })).code, url).toBe(400);
    }
    const [after] = await server.database.db.select().from(users).where(eq(users.id, 'user_admin'));
    expect(after).toEqual(before);
    expect((await postLogin(server.app, ADMIN.account, ADMIN.password)).code).toBe(200);

    // User rights never become more rights: the manager gives and takes only the roles they hold (staff's).
    const refused = { code: 400, msg: '不能授予或收回自己没有的角色' };
    expect(await call(server.app, `${API}/${ordinary}`, { token: manager, method: 'PUT', body: { roleId: 'role_staff' } })).toMatchObject({ code: 200 });
    expect(await call(server.app, `${API}/${ordinary}`, { token: manager, method: 'PUT', body: { roleId: 'role_staff,role_admin' } })).toMatchObject(refused);
    expect(await call(server.app, `${API}/user_staff`, { token: manager, method: 'PUT', body: { roleId: 'role_staff,role_admin' } })).toMatchObject(refused);
    expect(await call(server.app, `${API}/user_staff`, { token: manager, method: 'PUT', body: { roleId: 'role_staff,role_asset_manager' } })).toMatchObject(refused);
    const assetManager = await create(person({ roleId: 'role_asset_manager' }));
    expect(await call(server.app, `${API}/${assetManager}`, { token: manager, method: 'PUT', body: { roleId: '' } })).toMatchObject(refused);
    expect((await call<User>(server.app, `${API}/${assetManager}`, { token })).data).toMatchObject({ roleId: 'role_asset_manager' });
    expect((await call<User>(server.app, `${API}/${ordinary}`, { token })).data).toMatchObject({ roleId: 'role_staff' });
  });
});
