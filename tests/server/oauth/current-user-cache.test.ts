/**
 * The cached CurrentUser answer (issue 13) can never show what was taken away: two app instances share one
 * database, both have the answer cached, and the moment a grant, a user, a role membership, a menu, a permission
 * item or a session changes — through the API or straight in the database, on either instance — both answer the
 * change. A property test runs random grant changes and compares the cached answer with an uncached build.
 */
import { fc, test as propTest } from '@fast-check/vitest';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../../../server/app';
import { authorizations, modulePermissions, modules, roles, sessions, userRelations, users } from '../../../server/db/schema';
import { buildCurrentUser } from '../../../server/modules/oauth/current-user';
import { invalidateGrants, readGrantVersion } from '../../../server/modules/permission/grant-version';
import type { CurrentUser, MenuItem } from '../../../runtime/core/contract/session';
import { call, createTestServer, DATABASES, screensOf, STAFF, tokenFor, type TestServer } from '../harness';

type App = TestServer['app'];

/** Ids of every menu page in an answer, across systems. */
function menuIds(answer: CurrentUser): string[] {
  const ids: string[] = [];
  const walk = (items: readonly MenuItem[]) => items.forEach((item) => (ids.push(item.id), walk(item.children ?? [])));
  answer.routerList.forEach((system) => walk(system.children ?? []));
  return ids.sort();
}

/** Ids of every permission item in an answer. */
const itemIds = (answer: CurrentUser) =>
  answer.permissionList.flatMap((entry) => [...entry.button, ...entry.column, ...entry.form, ...entry.resource].map((item) => item.id)).sort();

async function currentUser(app: App, token: string): Promise<CurrentUser> {
  const answer = await call<CurrentUser>(app, '/api/oauth/CurrentUser', { token });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
}

describe.each(DATABASES)('the cached current user (%s)', (kind) => {
  let server: TestServer;
  let other: App;
  let token: string;
  let otherToken: string;
  /** A leaf menu page the staff role is granted. */
  let pageId: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    // A second instance over the same database, with its own cache.
    other = createApp({ db: server.database.db, config: { passwordIterations: 1000, logRequests: false }, screens: screensOf(), log: () => undefined, addressOf: () => '10.0.0.2' });
    token = await tokenFor(server.app, STAFF);
    otherToken = await tokenFor(other, STAFF);
    const answer = await currentUser(server.app, token);
    const granted = await server.database.db
      .select({ itemId: authorizations.itemId })
      .from(authorizations)
      .where(and(eq(authorizations.objectId, 'role_staff'), eq(authorizations.itemType, 'module')));
    const parents = new Set((await server.database.db.select({ parentId: modules.parentId }).from(modules)).map((row) => row.parentId));
    pageId = granted.map((row) => row.itemId).find((id) => menuIds(answer).includes(id) && !parents.has(id))!;
    expect(pageId).toBeTruthy();
  }, 120_000);
  afterAll(() => server?.close());

  /** Both instances' answers, each asked twice so that the second comes from the cache. */
  async function bothAnswers(): Promise<CurrentUser[]> {
    const answers: CurrentUser[] = [];
    for (const [app, key] of [[server.app, token], [other, otherToken]] as const) {
      await currentUser(app, key);
      answers.push(await currentUser(app, key));
    }
    return answers;
  }

  it('drops a page the moment its grant is taken away, on both instances, and shows it again when given back', async () => {
    for (const answer of await bothAnswers()) expect(menuIds(answer)).toContain(pageId);
    const grant = { itemType: 'module', itemId: pageId, objectType: 'Role', objectId: 'role_staff' };
    await server.database.db.delete(authorizations).where(and(eq(authorizations.objectId, 'role_staff'), eq(authorizations.itemId, pageId)));
    for (const answer of await bothAnswers()) expect(menuIds(answer)).not.toContain(pageId);
    await server.database.db.insert(authorizations).values(grant);
    for (const answer of await bothAnswers()) expect(menuIds(answer)).toContain(pageId);
  });

  it('follows the user: a role membership removed, the role disabled, the administrator flag', async () => {
    const before = await bothAnswers();
    expect(menuIds(before[0]!).length).toBeGreaterThan(0);
    await server.database.db.delete(userRelations).where(and(eq(userRelations.userId, 'user_staff'), eq(userRelations.objectType, 'Role')));
    for (const answer of await bothAnswers()) expect(menuIds(answer)).not.toContain(pageId);
    await server.database.db.insert(userRelations).values({ userId: 'user_staff', objectType: 'Role', objectId: 'role_staff' });
    for (const answer of await bothAnswers()) expect(menuIds(answer)).toContain(pageId);

    await server.database.db.update(roles).set({ enabledMark: 0 }).where(eq(roles.id, 'role_staff'));
    for (const answer of await bothAnswers()) expect(menuIds(answer)).not.toContain(pageId);
    await server.database.db.update(roles).set({ enabledMark: 1 }).where(eq(roles.id, 'role_staff'));

    const staffMenus = menuIds((await bothAnswers())[0]!);
    await server.database.db.update(users).set({ isAdministrator: true }).where(eq(users.id, 'user_staff'));
    for (const answer of await bothAnswers()) expect(menuIds(answer).length).toBeGreaterThan(staffMenus.length);
    await server.database.db.update(users).set({ isAdministrator: false }).where(eq(users.id, 'user_staff'));
    for (const answer of await bothAnswers()) expect(menuIds(answer)).toEqual(staffMenus);
  });

  it('follows the menu and its permission items: a page disabled, an item disabled', async () => {
    await server.database.db.update(modules).set({ enabledMark: 0 }).where(eq(modules.id, pageId));
    for (const answer of await bothAnswers()) expect(menuIds(answer)).not.toContain(pageId);
    await server.database.db.update(modules).set({ enabledMark: 1 }).where(eq(modules.id, pageId));

    const items = itemIds((await bothAnswers())[0]!);
    expect(items.length).toBeGreaterThan(0);
    await server.database.db.update(modulePermissions).set({ enabledMark: 0 }).where(eq(modulePermissions.id, items[0]!));
    for (const answer of await bothAnswers()) expect(itemIds(answer)).not.toContain(items[0]);
    await server.database.db.update(modulePermissions).set({ enabledMark: 1 }).where(eq(modulePermissions.id, items[0]!));
    for (const answer of await bothAnswers()) expect(itemIds(answer)).toEqual(items);
  });

  it("shows the user's own fields as they are now, on both instances, though the grants did not move", async () => {
    const version = await readGrantVersion(server.database.db);
    for (const [realName, theme] of [['缓存改名', 'classic'], ['张敏', '']] as const) {
      await server.database.db.update(users).set({ realName, theme }).where(eq(users.id, 'user_staff'));
      for (const answer of await bothAnswers()) expect(answer.userInfo).toMatchObject({ userName: realName, ...(theme ? { theme } : {}) });
    }
    expect(await readGrantVersion(server.database.db)).toBe(version);
  });

  it('answers nothing once the session ends, cached or not', async () => {
    const ending = await tokenFor(other, STAFF);
    await currentUser(other, ending);
    await currentUser(server.app, ending);
    await server.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'forcedOut' }).where(eq(sessions.userId, 'user_staff'));
    for (const app of [server.app, other]) {
      const answer = await call(app, '/api/oauth/CurrentUser', { token: ending });
      expect(answer.code).not.toBe(200);
      expect(answer.data ?? null).toBeNull();
    }
    token = await tokenFor(server.app, STAFF);
    otherToken = await tokenFor(other, STAFF);
  });

  it('is not dropped by a sign-in, and invalidateGrants drops it on purpose', async () => {
    const version = await readGrantVersion(server.database.db);
    await tokenFor(server.app, STAFF);
    expect(await readGrantVersion(server.database.db)).toBe(version);
    await invalidateGrants(server.database.db);
    expect(await readGrantVersion(server.database.db)).toBe(version + 1);
  });

  propTest.prop([fc.array(fc.tuple(fc.boolean(), fc.nat()), { minLength: 1, maxLength: 6 })], { numRuns: 8 })(
    'answers what an uncached build answers after any sequence of grants given and taken',
    async (steps) => {
      const db = server.database.db;
      const all = (await db.select({ id: modules.id }).from(modules)).map((row) => row.id).sort();
      const config = await (await import('../../../server/modules/settings/settings-service')).createSettingsService(db, () => Date.now()).all();
      for (const [give, index] of steps) {
        const itemId = all[index % all.length]!;
        if (give) await db.insert(authorizations).values({ itemType: 'module', itemId, objectType: 'Role', objectId: 'role_staff' }).onConflictDoNothing();
        else await db.delete(authorizations).where(and(eq(authorizations.objectId, 'role_staff'), eq(authorizations.itemId, itemId)));
        const expected = await buildCurrentUser(db, 'user_staff', config, 'zh-CN');
        for (const answer of await bothAnswers()) {
          expect(menuIds(answer)).toEqual(menuIds(expected));
          expect(itemIds(answer)).toEqual(itemIds(expected));
        }
      }
    },
    120_000,
  );
});
