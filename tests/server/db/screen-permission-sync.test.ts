/**
 * A database seeded before a schema gained fields gets their permission items on the next start, so the new
 * fields show (administrators hold every item) instead of being hidden from everyone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { authorizations, modulePermissions } from '../../../server/db/schema';
import { syncScreenPermissionItems } from '../../../server/db/seed/screen-permission-sync';
import { seedDatabase } from '../../../server/db/seed/seed';
import { ADMIN, DATABASES, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const USER_MODULE = 'm_permission.user';
const NEW_FIELDS = ['positionId', 'managerId', 'roleId'];

describe.each(DATABASES)('screen permission items on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });
  const db = () => server.database.db;
  const formCodes = async () => {
    const answer = await call<{ permissionList: { modelId: string; form?: { enCode: string }[] }[] }>(server.app, '/api/oauth/CurrentUser', {
      token: await tokenFor(server.app, ADMIN),
    });
    return (answer.data!.permissionList.find((entry) => entry.modelId === USER_MODULE)?.form ?? []).map((item) => item.enCode);
  };

  it('adds nothing to a database seeded from the same schemas', async () => {
    expect(await syncScreenPermissionItems(db())).toBe(0);
  });

  it('adds the items of fields a schema gained since the database was seeded, and only once', async () => {
    // The database as an earlier version seeded it: no items for the user dialog's newer fields.
    await db()
      .delete(modulePermissions)
      .where(and(eq(modulePermissions.moduleId, USER_MODULE), eq(modulePermissions.kind, 'form'), inArray(modulePermissions.enCode, NEW_FIELDS)));
    expect(await formCodes()).not.toContain('positionId');

    // The next start (seeding an existing database) adds them.
    expect(await seedDatabase(db(), { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 })).toBe(false);
    expect(await formCodes()).toEqual(expect.arrayContaining([...NEW_FIELDS, 'account', 'realName']));
    const added = await db().select().from(modulePermissions).where(and(eq(modulePermissions.moduleId, USER_MODULE), eq(modulePermissions.enCode, 'managerId')));
    expect(added).toEqual([expect.objectContaining({ kind: 'form', fullName: '直属主管', fullNameI18n: { 'zh-CN': '直属主管', 'zh-TW': '直屬主管', en: 'Manager' } })]);
    expect(await syncScreenPermissionItems(db())).toBe(0);
  });

  it('adds a column a schema gained, leaving existing items and their grants alone', async () => {
    const grantsBefore = await db().select().from(authorizations);
    const itemsBefore = await db().select().from(modulePermissions);
    const users = screensOf().byId.get('users')!.schema;
    const grown = { ...users, list: { ...users.list, columns: [...users.list.columns, { field: 'nation' }] } };
    expect(await syncScreenPermissionItems(db(), [grown])).toBe(1);
    const itemsAfter = await db().select().from(modulePermissions);
    expect(itemsAfter.filter((item) => !itemsBefore.some((before) => before.id === item.id))).toEqual([
      expect.objectContaining({ moduleId: USER_MODULE, kind: 'column', enCode: 'nation', fullName: '民族' }),
    ]);
    expect(itemsAfter.filter((item) => itemsBefore.some((before) => before.id === item.id))).toEqual(itemsBefore);
    expect(await db().select().from(authorizations)).toEqual(grantsBefore);
  });
});
