/**
 * The route guard's cached grants (issue 13, server/modules/permission/route-grant-cache.ts) are dropped the moment a
 * grant, a user or a session changes, so the cache can never open a page that was taken away. Two app instances
 * share one database, each with its own caches (as two processes behind a load balancer would); every check asks
 * twice first, so that what is refused after a change was cached before it, and then asks both instances.
 */
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../../server/auth/tokens';
import { createApp } from '../../../server/app';
import { modules, roles, userRelations } from '../../../server/db/schema';
import type { CurrentUser, MenuItem } from '../../../runtime/core/contract/session';
import { ADMIN, call, createTestServer, DATABASES, screensOf, STAFF, tokenFor, type TestServer } from '../harness';

type App = TestServer['app'];

const BILL_RULE_PAGE = 'm_system.billRule';
const BILL_RULES = '/api/system/BillRule?currentPage=1&pageSize=50';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
const FORBIDDEN = { code: 400, msg: '您没有此操作的权限' };
type Paged = { list: { id: string; prefix: string }[] };

/** Ids of every menu page in a current-user answer, across systems. */
function menuIds(answer: CurrentUser): string[] {
  const ids: string[] = [];
  const walk = (items: readonly MenuItem[]) => items.forEach((item) => (ids.push(item.id), walk(item.children ?? [])));
  answer.routerList.forEach((system) => walk(system.children ?? []));
  return ids;
}

describe.each(DATABASES)('the cached route grants (%s)', (kind) => {
  let server: TestServer;
  /** Instance B: a second app over the same database, with caches of its own and a clock the tests move too. */
  let other: App;
  let otherOffset = 0;
  let admin: string;
  let staff: string;
  const instances = () => [
    ['A', server.app],
    ['B', other],
  ] as const;

  /** The role's module grants as the authorize screen holds them. */
  async function staffRoleGrants(): Promise<Record<string, string[]>> {
    const answer = await call<Record<string, string[]>>(server.app, '/api/permission/Authority/Data/Role/role_staff', { token: admin });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data!;
  }

  /** The bill-rule page's menu ancestors (a page shows in the menu only under granted parents). */
  async function ancestorsOfBillRulePage(): Promise<string[]> {
    const rows = await server.database.db.select({ id: modules.id, parentId: modules.parentId }).from(modules);
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
    const ancestors: string[] = [];
    for (let id = parentOf.get(BILL_RULE_PAGE); id && parentOf.has(id); id = parentOf.get(id)) ancestors.push(id);
    return ancestors;
  }

  /** Saves the role's grants through instance A's authorize screen, with the bill-rule page (and its parents) or without the page. */
  async function setBillRulePage(held: boolean) {
    const grants = await staffRoleGrants();
    const module = grants.module!.filter((id) => id !== BILL_RULE_PAGE).concat(held ? [BILL_RULE_PAGE, ...(await ancestorsOfBillRulePage())] : []);
    const answer = await call(server.app, '/api/permission/Authority/Data/Role/role_staff', { token: admin, method: 'PUT', body: { ...grants, module } });
    expect(answer.code, answer.msg).toBe(200);
  }

  /** The bill-rule list as staff sees it on an instance, asked twice (the second from the cache). */
  async function listTwice(app: App, token = staff) {
    await call(app, BILL_RULES, { token });
    return call<Paged>(app, BILL_RULES, { token });
  }

  async function currentUser(app: App, token = staff): Promise<CurrentUser> {
    const answer = await call<CurrentUser>(app, '/api/oauth/CurrentUser', { token });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data!;
  }

  /** Staff holds the page again and both instances have it cached. */
  async function warmBoth(token = staff) {
    for (const [name, app] of instances()) expect((await listTwice(app, token)).code, name).toBe(200);
  }

  beforeAll(async () => {
    server = await createTestServer(kind);
    other = createApp({
      db: server.database.db,
      config: { passwordIterations: 1000, logRequests: false },
      screens: screensOf(),
      log: () => undefined,
      addressOf: () => '10.0.0.2',
      now: () => new Date(Date.now() + otherOffset),
    });
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
    await setBillRulePage(true);
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses a page on the very next request, on both instances, once its grant is taken away through one of them', async () => {
    await warmBoth();
    for (const [, app] of instances()) expect(menuIds(await currentUser(app))).toContain(BILL_RULE_PAGE);

    await setBillRulePage(false);
    for (const [name, app] of instances()) {
      expect(await call(app, BILL_RULES, { token: staff }), name).toMatchObject(FORBIDDEN);
      expect(menuIds(await currentUser(app)), name).not.toContain(BILL_RULE_PAGE);
    }

    // Given back, it opens again at once.
    await setBillRulePage(true);
    for (const [name, app] of instances()) {
      expect((await call(app, BILL_RULES, { token: staff })).code, name).toBe(200);
      expect(menuIds(await currentUser(app)), name).toContain(BILL_RULE_PAGE);
    }
  });

  it('refuses at once when the user loses the role that grants the page, or the role is disabled', async () => {
    const db = server.database.db;
    await warmBoth();
    await db.delete(userRelations).where(and(eq(userRelations.userId, 'user_staff'), eq(userRelations.objectType, 'Role'), eq(userRelations.objectId, 'role_staff')));
    for (const [name, app] of instances()) {
      expect(await call(app, BILL_RULES, { token: staff }), name).toMatchObject(FORBIDDEN);
      expect(menuIds(await currentUser(app)), name).not.toContain(BILL_RULE_PAGE);
    }
    await db.insert(userRelations).values({ userId: 'user_staff', objectType: 'Role', objectId: 'role_staff' });
    await warmBoth();

    await db.update(roles).set({ enabledMark: 0 }).where(eq(roles.id, 'role_staff'));
    for (const [name, app] of instances()) expect(await call(app, BILL_RULES, { token: staff }), name).toMatchObject(FORBIDDEN);
    await db.update(roles).set({ enabledMark: 1 }).where(eq(roles.id, 'role_staff'));
    await warmBoth();
  });

  it('refuses at once when the user is disabled through one instance', async () => {
    await warmBoth();
    const toggled = await call<{ enabledMark: number }>(server.app, '/api/permission/Users/user_staff/Actions/State', { token: admin, method: 'PUT' });
    expect(toggled).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    for (const [name, app] of instances()) {
      expect((await call(app, BILL_RULES, { token: staff })).code, name).toBe(601);
      expect((await call(app, '/api/oauth/CurrentUser', { token: staff })).code, name).toBe(601);
    }
    expect(await call(server.app, '/api/permission/Users/user_staff/Actions/State', { token: admin, method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 1 } });
    staff = await tokenFor(server.app, STAFF);
  });

  it.each([
    ['signs out', 600, async (token: string) => expect((await call(other, '/api/oauth/Logout', { token })).code).toBe(200)],
    ['is forced offline', 601, async (token: string) => expect((await call(other, `/api/permission/OnlineUser/${await hashToken(token)}`, { token: admin, method: 'DELETE' })).code).toBe(200)],
  ] as const)('refuses the session on both instances the moment it %s through one of them', async (_how, code, end) => {
    const token = await tokenFor(server.app, STAFF);
    await warmBoth(token);
    await end(token);
    for (const [name, app] of instances()) {
      expect((await call(app, BILL_RULES, { token })).code, name).toBe(code);
      expect((await call(app, '/api/oauth/CurrentUser', { token })).code, name).toBe(code);
    }
    // The user's other session, and its cached grants, are untouched.
    expect((await call(other, BILL_RULES, { token: staff })).code).toBe(200);
  });

  it('refuses a session that timed out, however warm its cache', async () => {
    const token = await tokenFor(server.app, STAFF);
    await warmBoth(token);
    // Past the default 480-minute timeout on both instances' clocks.
    const later = 481 * 60_000;
    server.advanceClock(later);
    otherOffset += later;
    for (const [name, app] of instances()) expect((await call(app, BILL_RULES, { token })).code, name).toBe(600);
    staff = await tokenFor(server.app, STAFF);
    admin = await tokenFor(server.app, ADMIN);
  });

  it('shows the rows of a data-permission scheme as changed through one instance on the very next request of both', async () => {
    const rule = (prefix: string, enCode: string) => ({ fullName: `缓存规则${prefix}`, enCode, category: 'dd_billRuleCategory_asset', prefix, dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' });
    for (const [prefix, code] of [['CA', 'RGC-A'], ['CB', 'RGC-B']] as const) {
      expect((await call(server.app, '/api/system/BillRule', { token: admin, method: 'POST', body: rule(prefix, code) })).code).toBe(200);
    }
    const condition = (prefix: string) => ({ logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'prefix', op: '==', value: prefix }] }] });
    const scheme = { moduleId: BILL_RULE_PAGE, fullName: '缓存前缀', enCode: 'cachePrefix' };
    const created = await call<{ id: string }>(server.app, SCHEMES, { token: admin, method: 'POST', body: { ...scheme, conditionJson: condition('CA') } });
    expect(created.code, created.msg).toBe(200);
    const grants = await staffRoleGrants();
    expect((await call(server.app, '/api/permission/Authority/Data/Role/role_staff', { token: admin, method: 'PUT', body: { ...grants, resource: [...(grants.resource ?? []), created.data!.id] } })).code).toBe(200);

    const prefixes = async (app: App) => (await listTwice(app)).data!.list.map((row) => row.prefix);
    for (const [name, app] of instances()) expect(await prefixes(app), name).toEqual(['CA']);

    const updated = await call(other, `${SCHEMES}/${created.data!.id}`, { token: admin, method: 'PUT', body: { ...scheme, conditionJson: condition('CB') } });
    expect(updated.code, updated.msg).toBe(200);
    for (const [name, app] of instances()) expect((await call<Paged>(app, BILL_RULES, { token: staff })).data!.list.map((row) => row.prefix), name).toEqual(['CB']);

    // Removed, the page has no scheme left: every row again.
    expect((await call(server.app, `${SCHEMES}/${created.data!.id}`, { token: admin, method: 'DELETE' })).code).toBe(200);
    for (const [name, app] of instances()) expect((await call<Paged>(app, BILL_RULES, { token: staff })).data!.list.map((row) => row.prefix), name).toEqual(expect.arrayContaining(['CA', 'CB']));
  });
});
