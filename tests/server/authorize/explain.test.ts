/**
 * "Why can't I see this?" (issue 10 item 7, GET /api/permission/Authority/Explain): for a user and an item, which of
 * the user's objects grant it, and what the guard then does — a column shown or hidden (column permission in use or
 * not), the page's rows (no scheme: all; schemes: those held, through which object; none held: nothing) — and the
 * user's grades. Bad input gets the envelope.
 */
import { authorizations } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const PAGE = 'm_permission.position';
const item = (kind: string, code: string) => `p_permission.position_${kind}_${code}`;
const EXPLAIN = '/api/permission/Authority/Explain';
type Explained = {
  granted: boolean;
  objects: { objectType: string; objectId: string; grantsItem: boolean }[];
  effect?: { kind: string; inUse?: boolean; visible?: boolean; rows?: string; allBecause?: string; schemes?: { id: string; held: boolean; through: { objectType: string; objectId: string }[] }[] };
  grades: { organizeId: string; thisLayerEdit: number }[];
};

describe.each(DATABASES)('explain on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const explain = (userId: string, itemId: string, token = admin) => call<Explained>(server.app, `${EXPLAIN}?userId=${encodeURIComponent(userId)}&itemId=${encodeURIComponent(itemId)}`, { token });

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    // staff's role holds the position page and one of its columns.
    await server.database.db.insert(authorizations).values([
      { itemType: 'module', itemId: PAGE, objectType: 'Role', objectId: 'role_staff' },
      { itemType: 'column', itemId: item('column', 'fullName'), objectType: 'Role', objectId: 'role_staff' },
    ]);
  }, 300_000);
  afterAll(() => server?.close());

  it('says a column not granted is hidden once column permission is in use, and which object grants the granted one', async () => {
    const hidden = await explain('user_staff', item('column', 'enCode'));
    expect(hidden.data).toMatchObject({ granted: false, effect: { kind: 'field', inUse: true, visible: false } });
    const shown = await explain('user_staff', item('column', 'fullName'));
    expect(shown.data).toMatchObject({ granted: true, effect: { kind: 'field', inUse: true, visible: true } });
    expect(shown.data!.objects.filter((object) => object.grantsItem).map((object) => object.objectId)).toEqual(['role_staff']);
    // No form field granted: form permission is not in use, so the field shows although nothing grants it.
    expect((await explain('user_staff', item('form', 'organizeId'))).data).toMatchObject({ granted: false, effect: { kind: 'field', inUse: false, visible: true } });
  });

  it('explains the page’s rows: every row without schemes, none while no scheme is held, then the held scheme through its object', async () => {
    expect((await explain('user_staff', PAGE)).data!.effect).toMatchObject({ kind: 'rows', rows: 'all', allBecause: 'noSchemes', schemes: [] });
    const created = await call<{ id: string }>(server.app, '/api/system/ModuleDataAuthorizeScheme', {
      token: admin,
      method: 'POST',
      body: { moduleId: PAGE, fullName: '本部门岗位', enCode: 'ownOrg', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'organizeId', op: '==', variable: 'currentOrganize' }] }] } },
    });
    expect(created.code).toBe(200);
    const schemeId = created.data!.id ?? (await call<{ list: { id: string }[] }>(server.app, `/api/system/ModuleDataAuthorizeScheme/${PAGE}/List`, { token: admin })).data!.list[0]!.id;
    expect((await explain('user_staff', PAGE)).data!.effect).toMatchObject({ kind: 'rows', rows: 'none', schemes: [{ id: schemeId, held: false, through: [] }] });
    await server.database.db.insert(authorizations).values({ itemType: 'resource', itemId: schemeId, objectType: 'Role', objectId: 'role_staff' });
    const held = await explain('user_staff', schemeId);
    expect(held.data).toMatchObject({ granted: true, effect: { kind: 'rows', rows: 'schemes', schemes: [{ id: schemeId, held: true, through: [{ objectType: 'Role', objectId: 'role_staff' }] }] } });
    expect((await explain('user_admin', PAGE)).data!.effect).toMatchObject({ rows: 'all', allBecause: 'administrator' });
  });

  it('lists the user’s grades', async () => {
    expect((await explain('user_staff', PAGE)).data!.grades).toEqual([]);
    expect((await call(server.app, '/api/permission/OrganizeAdministrator/user_staff', { token: admin, method: 'PUT', body: { list: [{ organizeId: 'org_hr', thisLayerSelect: 1, thisLayerEdit: 1 }] } })).code).toBe(200);
    expect((await explain('user_staff', PAGE)).data!.grades).toMatchObject([{ organizeId: 'org_hr', thisLayerEdit: 1 }]);
  });

  it('refuses bad input and callers without the authorize page', async () => {
    expect(await call(server.app, `${EXPLAIN}?userId=user_staff`, { token: admin })).toMatchObject({ code: 400, msg: '请求参数有误' });
    expect(await explain('user_nobody', PAGE)).toMatchObject({ code: 400, msg: '用户不存在' });
    expect(await explain('user_staff', 'p_nothing')).toMatchObject({ code: 400, msg: '权限项不存在' });
    expect(await explain('user_staff', PAGE, await tokenFor(server.app, STAFF))).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
  });
});
