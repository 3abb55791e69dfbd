/**
 * The users screen under grades and data-permission schemes (issue 10): a grade administrator holding the users page
 * with every button lists, reads, creates, edits, toggles, resets, unlocks, deletes and picks only users of the
 * organisations their grades allow — outside them a user is not found, and a write placing one outside is refused,
 * changing nothing. The users page takes data-permission schemes like any screen: holding none of its schemes gives
 * no users, holding one gives its users, in the list and the pickers.
 */
import { eq } from 'drizzle-orm';
import { authorizations, organizeAdministrators } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, md5, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Users';
const PAGE = 'm_permission.user';
const CODES = ['btn_add', 'btn_edit', 'btn_resetPassword', 'btn_unlock', 'btn_state', 'btn_remove'];
type Page = { list: { id: string; organizeId: string }[]; pagination: { total: number } };
const REFUSED = { code: 400, msg: '您没有管理该组织的权限' };
const NOT_FOUND = { code: 400, msg: '用户不存在' };
const ALL_RIGHTS = { thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 1, subLayerSelect: 1, subLayerAdd: 1, subLayerEdit: 1, subLayerDelete: 1 };

describe.each(DATABASES)('the users screen under grades and schemes on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const newUser = (account: string, organizeId: string) => ({ account, realName: account.replace(/_/g, ''), organizeIdTree: ['org_company', organizeId], gender: '1' });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    await server.database.db.insert(authorizations).values([
      { itemType: 'module', itemId: PAGE, objectType: 'User', objectId: 'user_staff' },
      ...CODES.map((code) => ({ itemType: 'button', itemId: `p_permission.user_button_${code}`, objectType: 'User', objectId: 'user_staff' })),
    ]);
    for (const [account, organizeId] of [['hr_one', 'org_hr'], ['it_one', 'org_it']] as const) {
      const created = await asAdmin(API, { method: 'POST', body: newUser(account, organizeId) });
      expect(created, JSON.stringify(created)).toMatchObject({ code: 200 });
    }
  }, 300_000);
  afterAll(() => server?.close());

  it('confines a grade administrator to the users of their organisations', async () => {
    const everyone = (await asAdmin<Page>(`${API}?pageSize=500`)).data!.pagination.total;
    expect((await asStaff<Page>(`${API}?pageSize=500`)).data!.pagination.total).toBe(everyone);
    expect((await asAdmin(`/api/permission/OrganizeAdministrator/user_staff`, { method: 'PUT', body: { list: [{ organizeId: 'org_hr', ...ALL_RIGHTS }] } })).code).toBe(200);
    const page = await asStaff<Page>(`${API}?pageSize=500`);
    expect(page.data!.list.map((row) => row.organizeId)).toEqual(['org_hr']);
    const hrOne = page.data!.list[0]!.id;
    const itOne = (await asAdmin<Page>(`${API}?pageSize=500&keyword=it_one`)).data!.list[0]!.id;
    expect((await asStaff<{ list: { id: string }[] }>(`${API}/All`)).data!.list.map((row) => row.id)).toEqual([hrOne]);
    const digest = await tableDigest(server.database);
    expect(await asStaff(`${API}/${itOne}`)).toMatchObject(NOT_FOUND);
    expect(await asStaff(`${API}/${itOne}`, { method: 'PUT', body: { realName: '改名' } })).toMatchObject(NOT_FOUND);
    expect(await asStaff(`${API}/${itOne}/Actions/State`, { method: 'PUT' })).toMatchObject(NOT_FOUND);
    expect(await asStaff(`${API}/${itOne}/Actions/ResetPassword`, { method: 'POST', body: { userPassword: md5('Reset@2026') } })).toMatchObject(NOT_FOUND);
    expect(await asStaff(`${API}/${itOne}/Actions/unlock`, { method: 'PUT' })).toMatchObject(NOT_FOUND);
    expect(await asStaff(`${API}/${itOne}`, { method: 'DELETE' })).toMatchObject(NOT_FOUND);
    expect(await asStaff(API, { method: 'POST', body: newUser('it_two', 'org_it') })).toMatchObject(REFUSED);
    expect(await asStaff(`${API}/${hrOne}`, { method: 'PUT', body: { organizeIdTree: ['org_company', 'org_it'] } })).toMatchObject(REFUSED);
    expect(await tableDigest(server.database)).toBe(digest);
    // Inside: the grade's rights.
    expect((await asStaff(`${API}/${hrOne}`)).code).toBe(200);
    expect((await asStaff(`${API}/${hrOne}`, { method: 'PUT', body: { realName: '人事一号' } })).code).toBe(200);
    const created = await asStaff<{ id: string }>(API, { method: 'POST', body: newUser('hr_two', 'org_hr') });
    expect(created.code).toBe(200);
    expect((await asStaff(`${API}/${created.data!.id}`, { method: 'DELETE' })).code).toBe(200);
    await server.database.db.delete(organizeAdministrators).where(eq(organizeAdministrators.userId, 'user_staff'));
  });

  it('takes data-permission schemes on the users page: none held gives no users, a held one gives its users', async () => {
    const fields = await asAdmin<{ field: string }[] | { list: { field: string }[] }>(`/api/system/ModuleDataAuthorize/${PAGE}/List`);
    expect(fields.code).toBe(200);
    const created = await asAdmin<{ id: string }>('/api/system/ModuleDataAuthorizeScheme', {
      method: 'POST',
      body: { moduleId: PAGE, fullName: '人事部用户', enCode: 'hrUsers', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'organizeId', op: '==', value: 'org_hr' }] }] } },
    });
    expect(created.code).toBe(200);
    expect((await asStaff<Page>(`${API}?pageSize=500`)).data!.pagination.total).toBe(0);
    expect((await asStaff<{ list: unknown[] }>(`${API}/All`)).data!.list).toEqual([]);
    await server.database.db.insert(authorizations).values({ itemType: 'resource', itemId: created.data!.id, objectType: 'User', objectId: 'user_staff' });
    const page = await asStaff<Page>(`${API}?pageSize=500`);
    expect(page.data!.list.map((row) => row.organizeId)).toEqual(['org_hr']);
    expect(await asStaff(API, { method: 'POST', body: newUser('it_three', 'org_it') })).toMatchObject({ code: 400, msg: '该数据不在您的数据权限范围内，不能保存' });
    // Administrators are never confined.
    expect((await asAdmin<Page>(`${API}?pageSize=500`)).data!.pagination.total).toBeGreaterThan(1);
  });
});
