/**
 * A schema file that declares its menu entry reaches the menu on the next start of an existing database, with the
 * buttons, columns and form fields its screen needs — once: what an administrator then renames, moves or removes
 * stays as they left it.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { modulePermissions, modules } from '../../../server/db/schema';
import { schemaMenuId, syncSchemaMenus } from '../../../server/db/seed/schema-menu-sync';
import { MAIN_SYSTEM_ID, seedDatabase } from '../../../server/db/seed/seed';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const FIXTURES = path.resolve('tests/fixtures/schemas');

interface MenuNode {
  id: string;
  fullName: string;
  enCode: string;
  urlAddress: string;
  icon: string;
  sortCode?: number;
  children?: MenuNode[] | null;
}

const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe.each(DATABASES)('menu entries declared by schema files on %s', (kind) => {
  let server: TestServer;
  let schemas: ScreenSchema[];
  let warehouse: ScreenSchema;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, FIXTURES] });
    const loaded = screensOf([DEFAULT_SCHEMA_DIR, FIXTURES]);
    warehouse = { ...loaded.byId.get('warehouse')!.schema, menu: { parent: 'system', icon: 'DatabaseOutlined', sort: 7 } };
    schemas = [...screensOf().screens.map((screen) => screen.schema), warehouse];
    // A busy machine may take a while to seed.
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });
  const db = () => server.database.db;
  const restart = () => seedDatabase(db(), { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000, screens: schemas });
  const adminMenu = async () => {
    const answer = await call<{ menuList: MenuNode[]; permissionList: { modelId: string; button?: { enCode: string }[]; column?: { enCode: string }[] }[] }>(
      server.app,
      '/api/oauth/CurrentUser',
      { token: await tokenFor(server.app, ADMIN) },
    );
    return answer.data!;
  };

  it('adds the entry under its parent with its title in three languages, and the items its screen needs', async () => {
    expect(flatten((await adminMenu()).menuList).some((node) => node.urlAddress === 'eam/warehouse')).toBe(false);
    expect(await restart()).toBe(false);

    const [row] = await db().select().from(modules).where(eq(modules.id, schemaMenuId('warehouse')));
    expect(row).toMatchObject({ parentId: 'm_system', systemId: MAIN_SYSTEM_ID, type: 2, urlAddress: 'eam/warehouse', icon: 'DatabaseOutlined', sortCode: 7, enCode: 'system.warehouse' });
    expect(row!.fullNameI18n).toEqual({ 'zh-CN': '仓库管理', 'zh-TW': '倉庫管理', en: 'Warehouses' });

    const current = await adminMenu();
    const system = current.menuList.find((node) => node.enCode === 'system')!;
    expect(flatten(system.children ?? []).map((node) => node.urlAddress)).toContain('eam/warehouse');
    const permissions = current.permissionList.find((entry) => entry.modelId === schemaMenuId('warehouse'))!;
    expect(permissions.button!.map((item) => item.enCode).sort()).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    expect(permissions.column!.map((item) => item.enCode)).toEqual(warehouse.list.columns.map((column) => column.field));

    // The screen's API now answers the administrator through its new menu entry.
    expect(await call(server.app, '/api/eam/Warehouse', { token: await tokenFor(server.app, ADMIN) })).toMatchObject({ code: 200 });
  });

  it('never changes or brings back an entry the administrator renamed or removed', async () => {
    await db().update(modules).set({ fullName: '我的仓库', sortCode: 99 }).where(eq(modules.id, schemaMenuId('warehouse')));
    await restart();
    expect((await db().select().from(modules).where(eq(modules.id, schemaMenuId('warehouse'))))[0]).toMatchObject({ fullName: '我的仓库', sortCode: 99 });

    await db().delete(modulePermissions).where(eq(modulePermissions.moduleId, schemaMenuId('warehouse')));
    await db().delete(modules).where(eq(modules.id, schemaMenuId('warehouse')));
    await restart();
    expect(await db().select().from(modules).where(eq(modules.id, schemaMenuId('warehouse')))).toEqual([]);
    expect(await syncSchemaMenus(db(), schemas, MAIN_SYSTEM_ID)).toEqual([]);
  });

  it('only records a screen whose route a page already serves, adding no second entry', async () => {
    const positions = { ...screensOf().byId.get('eamPosition')!.schema, menu: { parent: 'system', icon: 'IdcardOutlined' } };
    expect(await syncSchemaMenus(db(), [positions], MAIN_SYSTEM_ID)).toEqual([]);
    expect(await db().select().from(modules).where(eq(modules.urlAddress, 'eam/eamPosition'))).toHaveLength(1);
  });
});
