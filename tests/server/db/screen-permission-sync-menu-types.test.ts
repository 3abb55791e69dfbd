/**
 * A dynamic dictionary entry (menu type 4) runs the dictionary entries screen over one type, so it gets that
 * screen's buttons, columns and form fields like any page: seeded on a new database for the demo 设备类型字典 entry,
 * added by the start-up sync on an existing one that lacks them, and never brought back once an administrator
 * removed one on the menu screen.
 */
import { and, eq } from 'drizzle-orm';
import { modulePermissions } from '../../../server/db/schema';
import { syncScreenPermissionItems } from '../../../server/db/seed/screen-permission-sync';
import { seedDatabase } from '../../../server/db/seed/seed';
import { ADMIN, DATABASES, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const DEMO_DICTIONARY = 'm_demo.dictionary';

describe.each(DATABASES)('permission items of dynamic dictionary entries on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });
  const db = () => server.database.db;
  const items = async (itemKind: string) =>
    (await db().select().from(modulePermissions).where(and(eq(modulePermissions.moduleId, DEMO_DICTIONARY), eq(modulePermissions.kind, itemKind)))).map((item) => item.enCode).sort();
  const dictionaryScreen = () => screensOf().byId.get('dictionaryData')!.schema;

  it('seeds the demo dictionary entry with the dictionary screen\'s buttons, columns and form fields', async () => {
    expect(await items('button')).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
    expect(await items('column')).toEqual(expect.arrayContaining(dictionaryScreen().list.columns.map((column) => column.field)));
    expect(await items('form')).toEqual(expect.arrayContaining(['fullName', 'enCode']));
    // The administrator's CurrentUser lists them under the entry, so the page's buttons follow the grants.
    const answer = await call<{ permissionList: { modelId: string; button?: { enCode: string }[] }[] }>(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, ADMIN) });
    expect(answer.data!.permissionList.find((entry) => entry.modelId === DEMO_DICTIONARY)?.button?.map((button) => button.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
  });

  it('adds them on the next start of a database seeded without them, only once', async () => {
    const buttons = await items('button');
    await db().delete(modulePermissions).where(eq(modulePermissions.moduleId, DEMO_DICTIONARY));
    expect(await items('button')).toEqual([]);
    expect(await seedDatabase(db(), { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 })).toBe(false);
    expect(await items('button')).toEqual(buttons);
    expect(await syncScreenPermissionItems(db())).toBe(0);
  });

  it('does not bring back an item an administrator removed on the menu screen', async () => {
    const token = await tokenFor(server.app, ADMIN);
    const listed = await call<{ list: { id: string; enCode: string }[] }>(server.app, `/api/system/ModuleButton/${DEMO_DICTIONARY}`, { token });
    const remove = listed.data!.list.find((item) => item.enCode === 'btn_remove')!;
    expect(await call(server.app, `/api/system/ModuleButton/${remove.id}`, { token, method: 'DELETE' })).toMatchObject({ code: 200 });
    await syncScreenPermissionItems(db());
    expect(await items('button')).not.toContain('btn_remove');
    expect(await items('button')).toContain('btn_add');
  });
});
