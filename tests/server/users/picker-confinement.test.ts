/**
 * Every call that lists users to a session keeps to the users the caller would see on the users page (issue 10 §4,
 * users/user-rows.ts userPickerRows): a staff user holding a "my department" scheme there gets only their
 * department's users from every picker call, the chat contacts and the asset module's organisation-and-user trees —
 * by id, by role, position or condition, by keyword, as subordinates — while the administrator gets everyone.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations, userRelations, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const USERS_PAGE = 'm_permission.user';
const API = '/api/permission/Users';
type Node = { id: string; type?: string; children?: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const userIds = (nodes: Node[]) => [...new Set(flat(nodes).filter((node) => node.type === 'user' || node.type === undefined).map((node) => node.id))].sort();

describe.each(DATABASES)('user pickers confined by the users page on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
    const db = server.database.db;
    // A colleague in staff's department (org_asset) and a user in finance; both report to staff, hold staff's
    // position and role, and are named alike so one keyword finds both.
    await db.insert(users).values([
      { id: 'user_mate', account: 'mate', realName: '李同事', passwordHash: 'x', organizeId: 'org_asset', managerId: 'user_staff' },
      { id: 'user_far', account: 'far', realName: '李远方', passwordHash: 'x', organizeId: 'org_finance', managerId: 'user_staff' },
    ]);
    await db.update(users).set({ managerId: 'user_admin' }).where(eq(users.id, 'user_staff'));
    await db.insert(userRelations).values(
      ['user_mate', 'user_far'].flatMap((userId) => [
        { userId, objectType: 'Position', objectId: 'pos_clerk' },
        { userId, objectType: 'Role', objectId: 'role_staff' },
      ]),
    );
    const scheme = await call<{ id: string }>(server.app, '/api/system/ModuleDataAuthorizeScheme', {
      token: admin,
      method: 'POST',
      body: { moduleId: USERS_PAGE, fullName: '本部门', enCode: 'myDepartment', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'organizeId', op: '==', variable: 'currentOrganizeAndBelow' }] }] } },
    });
    expect(scheme.code).toBe(200);
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, 'user_staff')));
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: USERS_PAGE, objectType: 'User', objectId: 'user_staff' },
      { itemType: 'resource', itemId: scheme.data!.id, objectType: 'User', objectId: 'user_staff' },
    ]);
  }, 120_000);
  afterAll(() => server.close());

  /** The users every user-listing call answers the caller (by call). */
  async function everyCall(token: string): Promise<Record<string, string[]>> {
    const get = async (path: string) => (await call<{ list: Node[] }>(server.app, path, { token })).data!.list;
    const post = async (path: string, body: unknown) => (await call<{ list: Node[] }>(server.app, path, { token, method: 'POST', body })).data!.list;
    const named = ['user_staff', 'user_mate', 'user_far', 'user_admin'];
    const keyword = encodeURIComponent('李');
    return {
      all: userIds(await get(`${API}/All`)),
      selector: userIds(await get(`${API}/Selector`)),
      getUserList: userIds(await post(`${API}/getUserList`, { userId: named })),
      getSelectedList: userIds(await post(`${API}/getSelectedList`, { userId: named })),
      getSelectedUserList: userIds(await post(`${API}/getSelectedUserList`, { userId: named })),
      getSubordinates: userIds(await post(`${API}/getSubordinates`, {})),
      byPosition: userIds(await get(`${API}/GetUsersByPositionId?positionId=pos_clerk`)),
      byPositionKeyword: userIds(await get(`${API}/GetUsersByPositionId?positionId=pos_clerk&keyword=${keyword}`)),
      byRole: userIds(await get(`${API}/getUsersByRoleId?roleId=role_staff`)),
      byRoleOrganize: userIds(await get(`${API}/GetUsersByRoleOrgId?roleId=role_staff&organizeId=org_company`)),
      condition: userIds(await post(`${API}/UserCondition`, { ids: ['org_company--company', 'user_far--user'] })),
      byAuthorizeKeyword: userIds(await post(`${API}/GetListByAuthorize/0`, { keyword: '李' })),
      byAuthorizeFinance: userIds(await post(`${API}/GetListByAuthorize/org_finance`, {})),
      contacts: userIds(await get(`${API}/ImUser?pageSize=100&keyword=${keyword}`)),
      eamTree: userIds(await get('/api/eam/EamDepartment/getOrganizeAndUserList')),
      eamDepartmentTree: userIds(await get('/api/eam/EamDepartment/getUserTreeDeptList/org_company')),
    };
  }

  it('gives a staff user with a "my department" scheme only their department from every call', async () => {
    const answers = await everyCall(staff);
    const department = ['user_mate', 'user_staff'];
    expect(answers).toEqual({
      all: department,
      selector: department,
      getUserList: department,
      getSelectedList: department,
      getSelectedUserList: department,
      getSubordinates: ['user_mate'],
      byPosition: department,
      byPositionKeyword: ['user_mate'],
      byRole: department,
      byRoleOrganize: department,
      condition: department,
      byAuthorizeKeyword: ['user_mate'],
      byAuthorizeFinance: [],
      contacts: ['user_mate'],
      eamTree: department,
      eamDepartmentTree: department,
    });
    // Another user's organisation path is not answered for a user outside the rows; the caller's own always is.
    expect((await call(server.app, `${API}/getOrganization?userId=user_far`, { token: staff })).msg).toBe('用户不存在');
    expect((await call(server.app, `${API}/getOrganization?userId=user_mate`, { token: staff })).code).toBe(200);
    expect((await call(server.app, `${API}/getOrganization`, { token: staff })).code).toBe(200);
  });

  it('gives the administrator everyone, in the same answer shapes', async () => {
    const answers = await everyCall(admin);
    const three = ['user_far', 'user_mate', 'user_staff'];
    expect(answers.getUserList).toEqual(['user_admin', 'user_far', 'user_mate', 'user_staff']);
    expect(answers.all).toEqual(expect.arrayContaining(['user_admin', ...three]));
    expect(answers.getSubordinates).toEqual(three);
    expect(answers.byPosition).toEqual(three);
    expect(answers.byRole).toEqual(three);
    expect(answers.condition).toEqual(expect.arrayContaining(['user_admin', ...three]));
    expect(answers.byAuthorizeKeyword).toEqual(['user_far', 'user_mate']);
    expect(answers.byAuthorizeFinance).toEqual(['user_far']);
    expect(answers.contacts).toEqual(['user_far', 'user_mate']);
    expect(answers.eamTree).toEqual(expect.arrayContaining(['user_admin', ...three]));
    expect((await call(server.app, `${API}/getOrganization?userId=user_far`, { token: admin })).data).toMatchObject({ organizeIdTree: ['org_company', 'org_finance'] });
    // The contacts keep their paged shape.
    expect((await call(server.app, `${API}/ImUser?pageSize=1`, { token: admin })).data).toMatchObject({ pagination: { currentPage: 1, pageSize: 1 } });
  });
});
