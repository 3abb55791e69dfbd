/**
 * CurrentUser lists the data-permission schemes a user holds as their pages' `resource` items (CONTRACT.md:
 * `{ id, fullName, enCode }`), and — though schemes live in a table without a grant-version trigger — a scheme
 * renamed, disabled or deleted shows in the very next answer, cached or not.
 */
import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '../../../runtime/core/contract/session';
import { authorizations, modules } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const POSITION_PAGE = 'm_permission.position';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';

describe.each(DATABASES)('data schemes in the current user on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });

  /** The resource items of the positions page in staff's answer, asked twice so that the second comes from the cache. */
  async function staffResources() {
    await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: staff });
    const answer = await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: staff });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data!.permissionList.find((entry) => entry.modelId === POSITION_PAGE)?.resource;
  }

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
    // Staff holds the positions page and its parents.
    const db = server.database.db;
    const rows = await db.select({ id: modules.id, parentId: modules.parentId }).from(modules);
    const chain: string[] = [];
    for (let id: string | undefined = POSITION_PAGE; id && id !== '-1'; id = rows.find((row) => row.id === id)?.parentId) chain.push(id);
    await db.insert(authorizations).values(chain.map((itemId) => ({ itemType: 'module', itemId, objectType: 'User', objectId: 'user_staff' }))).onConflictDoNothing();
  }, 120_000);
  afterAll(() => server.close());

  it('lists the held schemes of a page, follows a rename, a disable and a delete at once', async () => {
    const condition = { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'enCode', op: '==', value: 'GM' }] }] };
    const held = await asAdmin<{ id: string }>(SCHEMES, { method: 'POST', body: { moduleId: POSITION_PAGE, fullName: '总经理岗', enCode: 'gmHeld', conditionJson: condition } });
    const notHeld = await asAdmin<{ id: string }>(SCHEMES, { method: 'POST', body: { moduleId: POSITION_PAGE, fullName: '全部', enCode: 'allNotHeld', allData: 1 } });
    expect(held.code, held.msg).toBe(200);
    expect(notHeld.code, notHeld.msg).toBe(200);
    expect(await staffResources()).toEqual([]);

    await server.database.db.insert(authorizations).values({ itemType: 'resource', itemId: held.data!.id, objectType: 'User', objectId: 'user_staff' });
    expect(await staffResources()).toEqual([{ id: held.data!.id, fullName: '总经理岗', enCode: 'gmHeld' }]);

    const stored = (await asAdmin<Record<string, unknown>>(`${SCHEMES}/${held.data!.id}`)).data!;
    expect((await asAdmin(`${SCHEMES}/${held.data!.id}`, { method: 'PUT', body: { ...stored, fullName: '总经理岗位', enCode: 'gmRenamed' } })).code).toBe(200);
    expect(await staffResources()).toEqual([{ id: held.data!.id, fullName: '总经理岗位', enCode: 'gmRenamed' }]);

    expect((await asAdmin(`${SCHEMES}/${held.data!.id}`, { method: 'PUT', body: { ...stored, enabledMark: 0 } })).code).toBe(200);
    expect(await staffResources()).toEqual([]);
    expect((await asAdmin(`${SCHEMES}/${held.data!.id}`, { method: 'PUT', body: { ...stored, enabledMark: 1 } })).code).toBe(200);
    expect(await staffResources()).toEqual([{ id: held.data!.id, fullName: '总经理岗', enCode: 'gmHeld' }]);

    expect((await asAdmin(`${SCHEMES}/${held.data!.id}`, { method: 'DELETE' })).code).toBe(200);
    expect(await staffResources()).toEqual([]);
    const left = await server.database.db.select().from(authorizations).where(and(eq(authorizations.objectId, 'user_staff'), eq(authorizations.itemType, 'resource')));
    expect(left).toEqual([]);
  });
});
