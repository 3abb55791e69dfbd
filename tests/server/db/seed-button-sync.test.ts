/**
 * A database seeded before a built-in page gained a button (the announcement page's 发布, btn_release) gets it on
 * the next start, in the three languages, once; a button an administrator removed or recoded on the menu screen
 * stays as they left it. Runs the real start-up path on an existing data directory, and the start-up seed against
 * both databases with the removal made through the API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { modulePermissions } from '../../../server/db/schema';
import { prepareDatabase } from '../../../server/db/prepare';
import { seedDatabase } from '../../../server/db/seed/seed';
import { syncSeedButtons } from '../../../server/db/seed/seed-button-sync';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const NOTICE = 'm_system.notice';
const release = and(eq(modulePermissions.moduleId, NOTICE), eq(modulePermissions.kind, 'button'), eq(modulePermissions.enCode, 'btn_release'));
const seed = { adminPassword: 'a-Admin-1', staffPassword: 's-Staff-1', passwordIterations: 1000 };

describe('btn_release on an existing data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-seed-buttons-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('comes back on the next start when the database predates it, once', async () => {
    const location = { kind: 'pglite' as const, dir: path.join(dir, 'db') };
    const screens = screensOf([DEFAULT_SCHEMA_DIR]).screens.map((screen) => screen.schema);
    const first = await prepareDatabase(location, { ...seed, screens }, () => undefined);
    expect(first.seeded).toBe(true);
    // The database as seeded before the page had the button.
    await first.database.db.delete(modulePermissions).where(release);
    await first.database.close();

    const second = await prepareDatabase(location, { ...seed, screens }, () => undefined);
    expect(second.seeded).toBe(false);
    const rows = await second.database.db.select().from(modulePermissions).where(release);
    expect(rows).toEqual([expect.objectContaining({ fullName: '发布', fullNameI18n: { 'zh-CN': '发布', 'zh-TW': '發布', en: 'Release' }, enabledMark: 1 })]);
    expect(await syncSeedButtons(second.database.db)).toBe(0);
    await second.database.close();
  }, 300_000);
});

describe.each(DATABASES)('seeded buttons at start-up on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });
  const restart = () => seedDatabase(server.database.db, { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });
  const releaseRows = () => server.database.db.select().from(modulePermissions).where(release);

  it('adds nothing to a database seeded with it', async () => {
    expect(await releaseRows()).toHaveLength(1);
    expect(await syncSeedButtons(server.database.db)).toBe(0);
  });

  it('restores a missing button but never one an administrator removed or recoded', async () => {
    await server.database.db.delete(modulePermissions).where(release);
    expect(await restart()).toBe(false);
    const [restored] = await releaseRows();
    expect(restored).toBeDefined();

    // The administrator recodes it: the old code is not added again beside the new one.
    expect(await call(server.app, `/api/system/ModuleButton/${restored!.id}`, { token: admin, method: 'PUT', body: { enCode: 'btn_publish' } })).toMatchObject({ code: 200 });
    await restart();
    expect(await releaseRows()).toEqual([]);

    // The administrator deletes the recoded one and adds btn_release by hand, then deletes that too.
    const added = await call<{ id: string }>(server.app, '/api/system/ModuleButton', { token: admin, method: 'POST', body: { moduleId: NOTICE, fullName: '发布', enCode: 'btn_release' } });
    expect(added.code, JSON.stringify(added)).toBe(200);
    expect(await call(server.app, `/api/system/ModuleButton/${added.data!.id}`, { token: admin, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    await restart();
    expect(await releaseRows()).toEqual([]);
  });
});
