/**
 * A schema file added to an installation that already has its data directory (issue 9 §1): on the next start its
 * menu entry appears — with its buttons, columns and form fields — unless an entry already serves it; later starts
 * add nothing twice, and what an administrator then removes stays removed. Runs the real start-up path
 * (prepareDatabase) on an embedded database in a directory, closed and reopened between starts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { modulePermissions, modules } from '../../../server/db/schema';
import { prepareDatabase } from '../../../server/db/prepare';
import { schemaMenuId } from '../../../server/db/seed/schema-menu-sync';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { screensOf } from '../harness';

const seed = { adminPassword: 'a-Admin-1', staffPassword: 's-Staff-1', passwordIterations: 1000 };

describe('a new schema file on an existing data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-schema-menu-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('brings its menu entry on the next start, once, and never brings back what an administrator removed', async () => {
    const location = { kind: 'pglite' as const, dir: path.join(dir, 'db') };
    const standard = screensOf([DEFAULT_SCHEMA_DIR]).screens.map((screen) => screen.schema);
    const first = await prepareDatabase(location, { ...seed, screens: standard }, () => undefined);
    expect(await first.database.db.select().from(modules).where(eq(modules.urlAddress, 'eam/warehouse'))).toEqual([]);
    await first.database.close();

    // The operator adds a schema file declaring its menu entry and starts again on the same directory.
    const loaded = screensOf([DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/schemas')]);
    const warehouse = { ...loaded.byId.get('warehouse')!.schema, menu: { parent: 'eam', icon: 'DatabaseOutlined', sort: 9 } };
    const withFile = [...standard, warehouse];
    const second = await prepareDatabase(location, { ...seed, screens: withFile }, () => undefined);
    expect(second.seeded).toBe(false);
    const [entry] = await second.database.db.select().from(modules).where(eq(modules.urlAddress, 'eam/warehouse'));
    expect(entry).toMatchObject({ id: schemaMenuId('warehouse'), parentId: 'm_eam', type: 2, icon: 'DatabaseOutlined', sortCode: 9 });
    const items = await second.database.db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, entry!.id));
    expect(items.filter((item) => item.kind === 'button').map((item) => item.enCode).sort()).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    expect(items.filter((item) => item.kind === 'column').length).toBe(warehouse.list.columns.length);
    // The administrator removes the entry.
    await second.database.db.delete(modulePermissions).where(eq(modulePermissions.moduleId, entry!.id));
    await second.database.db.delete(modules).where(eq(modules.id, entry!.id));
    await second.database.close();

    const third = await prepareDatabase(location, { ...seed, screens: withFile }, () => undefined);
    expect(await third.database.db.select().from(modules).where(eq(modules.urlAddress, 'eam/warehouse'))).toEqual([]);
    await third.database.close();
  }, 300_000);
});
