/**
 * The user pickers' calls (spec 03 §7): users by id, subordinates, organisation path, holders of a position or a
 * role, mixed conditions and the lazy organisation tree. A session is enough; anonymous callers are refused; the
 * answers carry only what a picker shows; bad input gets the envelope and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Users';

/** The only keys a picked user may carry. */
const PICKER_KEYS = ['id', 'fullName', 'realName', 'account', 'headIcon', 'organizeId', 'organize', 'organizeIds', 'type', 'isLeaf', 'hasChildren', 'enabledMark'];

interface Picked {
  id: string;
  fullName: string;
  account: string;
  organize: string;
  organizeIds: string[];
  type: string;
  [key: string]: unknown;
}

type Listed = { list: Picked[] };

describe.each(DATABASES)('user picker calls on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
    // staff reports to admin; a third user reports to staff, so both are admin's subordinates.
    await server.database.db.update(users).set({ managerId: 'user_admin', mobilePhone: '13911112222' }).where(eq(users.id, 'user_staff'));
    await server.database.db.insert(users).values({ id: 'user_third', account: 'third', realName: '王五', passwordHash: 'x', organizeId: 'org_finance', managerId: 'user_staff' });
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  const expectPickerShape = (list: Picked[]) => {
    for (const user of list) for (const key of Object.keys(user)) expect(PICKER_KEYS).toContain(key);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|mobilePhone|13911112222/);
  };

  it('answers users by id in the order asked, with their organisation path, for staff too', async () => {
    for (const path of ['getUserList', 'getSelectedList', 'getSelectedUserList']) {
      const answer = await call<Listed>(server.app, `${API}/${path}`, { method: 'POST', token: staff, body: { userId: ['user_staff', 'nobody', 'user_admin'] } });
      expect(answer.code).toBe(200);
      expect(answer.data!.list.map((user) => user.id)).toEqual(['user_staff', 'user_admin']);
      expect(answer.data!.list[0]).toMatchObject({ fullName: '张敏/staff', organize: 'KLX 科技有限公司/资产管理部', organizeIds: ['org_company', 'org_asset'], type: 'user' });
      expectPickerShape(answer.data!.list);
    }
    const joined = await call<Listed>(server.app, `${API}/getUserList`, { method: 'POST', token: staff, body: { userId: 'user_admin,user_staff' } });
    expect(joined.data!.list.map((user) => user.id)).toEqual(['user_admin', 'user_staff']);
  });

  it('answers the caller’s subordinates down the manager chain, searched by name or account only', async () => {
    const mine = await call<Listed>(server.app, `${API}/getSubordinates`, { method: 'POST', token: admin, body: {} });
    expect(mine.data!.list.map((user) => user.id).sort()).toEqual(['user_staff', 'user_third']);
    expectPickerShape(mine.data!.list);
    const byName = await call<Listed>(server.app, `${API}/getSubordinates`, { method: 'POST', token: admin, body: { keyword: '王' } });
    expect(byName.data!.list.map((user) => user.id)).toEqual(['user_third']);
    const byMobile = await call<Listed>(server.app, `${API}/getSubordinates`, { method: 'POST', token: admin, body: { keyword: '1391111' } });
    expect(byMobile.data!.list).toEqual([]);
    const staffs = await call<Listed>(server.app, `${API}/getSubordinates`, { method: 'POST', token: staff, body: {} });
    expect(staffs.data!.list.map((user) => user.id)).toEqual(['user_third']);
  });

  it('answers the organisation path of the caller or of a given user', async () => {
    const own = await call<{ list: { id: string; fullName: string }[]; organizeIdTree: string[]; organize: string }>(server.app, `${API}/getOrganization`, { token: staff });
    expect(own.data).toMatchObject({ organizeIdTree: ['org_company', 'org_asset'], organize: 'KLX 科技有限公司/资产管理部' });
    expect(own.data!.list.map((node) => node.id)).toEqual(['org_company', 'org_asset']);
    const admins = await call<{ organizeIdTree: string[] }>(server.app, `${API}/getOrganization?userId=user_admin`, { token: staff });
    expect(admins.data!.organizeIdTree).toEqual(['org_company', 'org_it']);
    const unknown = await call(server.app, `${API}/getOrganization?userId=nobody`, { token: staff });
    expect(unknown.status).toBe(200);
    expect(unknown.code).not.toBe(200);
  });

  it('answers the holders of a position and of a role in an organisation', async () => {
    const clerks = await call<Listed>(server.app, `${API}/GetUsersByPositionId?positionId=pos_clerk`, { token: staff });
    expect(clerks.data!.list.map((user) => user.id)).toEqual(['user_staff']);
    expectPickerShape(clerks.data!.list);
    const staffRole = await call<Listed>(server.app, `${API}/GetUsersByRoleOrgId?roleId=role_staff&organizeId=org_company`, { token: staff });
    expect(staffRole.data!.list.map((user) => user.id)).toEqual(['user_staff']);
    const elsewhere = await call<Listed>(server.app, `${API}/GetUsersByRoleOrgId?roleId=role_staff&organizeId=org_it`, { token: staff });
    expect(elsewhere.data!.list).toEqual([]);
    const none = await call<Listed>(server.app, `${API}/GetUsersByPositionId`, { token: staff });
    expect(none.data!.list).toEqual([]);
  });

  it('answers the users behind mixed conditions (user, role, position, organisation subtree)', async () => {
    const answer = await call<Listed>(server.app, `${API}/UserCondition`, { method: 'POST', token: staff, body: { ids: ['role_admin--role', 'org_finance--department'] } });
    expect(answer.code).toBe(200);
    expect(answer.data!.list.map((user) => user.id).sort()).toEqual(['user_admin', 'user_third']);
    expectPickerShape(answer.data!.list);
    const byPosition = await call<Listed>(server.app, `${API}/UserCondition`, { method: 'POST', token: staff, body: { ids: 'pos_clerk--position,user_third--user' } });
    expect(byPosition.data!.list.map((user) => user.id).sort()).toEqual(['user_staff', 'user_third']);
  });

  it('walks the organisation tree one level at a time, and searches users anywhere by keyword', async () => {
    const top = await call<Listed>(server.app, `${API}/GetListByAuthorize/0`, { method: 'POST', token: staff, body: {} });
    expect(top.data!.list.map((node) => node.id)).toEqual(['org_company']);
    const company = await call<Listed>(server.app, `${API}/GetListByAuthorize/org_company`, { method: 'POST', token: staff, body: {} });
    expect(company.data!.list.map((node) => node.id)).toContain('org_asset');
    const asset = await call<Listed>(server.app, `${API}/GetListByAuthorize/org_asset`, { method: 'POST', token: staff, body: {} });
    expect(asset.data!.list.filter((node) => node.type === 'user').map((node) => node.id)).toEqual(['user_staff']);
    const search = await call<Listed>(server.app, `${API}/GetListByAuthorize/0`, { method: 'POST', token: staff, body: { keyword: 'thi' } });
    expect(search.data!.list.map((node) => node.id)).toEqual(['user_third']);
    expectPickerShape(search.data!.list);
  });

  it('refuses anonymous callers', async () => {
    for (const [method, path] of [
      ['POST', 'getUserList'],
      ['POST', 'getSubordinates'],
      ['GET', 'getOrganization'],
      ['GET', 'GetUsersByPositionId?positionId=pos_clerk'],
      ['POST', 'UserCondition'],
      ['POST', 'GetListByAuthorize/0'],
    ] as const) {
      const answer = await call<Listed>(server.app, `${API}/${path}`, { method, body: method === 'POST' ? { userId: ['user_staff'], ids: ['user_staff--user'] } : undefined });
      expect(answer.code).not.toBe(200);
      expect(JSON.stringify(answer.data ?? null)).not.toContain('user_staff');
    }
  });

  it('answers bad input with the envelope and changes nothing', async () => {
    const before = await tableDigest(server.database);
    const bad: [string, unknown][] = [
      ['getUserList', { userId: [1, 2] }],
      ['getUserList', { userId: { a: 1 } }],
      ['getSelectedList', { userId: Array.from({ length: 1001 }, (_, index) => `u${index}`) }],
      ['getSubordinates', { keyword: ['x'] }],
      ['UserCondition', { ids: ['no-kind'] }],
      ['UserCondition', { ids: ['x--planet'] }],
      ['GetListByAuthorize/0', { keyword: 5 }],
    ];
    for (const [path, body] of bad) {
      const answer = await call(server.app, `${API}/${path}`, { method: 'POST', token: staff, body });
      expect(answer.status).toBe(200);
      expect(answer.code).toBe(400);
      expect(answer.msg).toBeTruthy();
    }
    const notJson = await server.app.request(`${API}/getUserList`, { method: 'POST', headers: { authorization: staff, 'content-type': 'application/json' }, body: '{"userId":' });
    expect(((await notJson.json()) as { code: number }).code).not.toBe(200);
    expect(await tableDigest(server.database)).toBe(before);
  });
});
