/**
 * Issue 14 §13: seeded menu and button names that were renamed (clearer English, Taiwan vocabulary) reach a
 * database seeded before the rename on its next start — but only where the stored name is still the one the
 * product seeded; a name an administrator gave is never overwritten.
 */
import { fc, test } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { modulePermissions, modules } from '../../../server/db/schema';
import { EARLIER_BUTTON_NAMES, EARLIER_MENU_NAMES } from '../../../server/db/seed/earlier-names';
import { MENU_TREE, type MenuSeed, type SeedNames } from '../../../server/db/seed/menus';
import { renamedRow, seedNameChanges, syncSeedNames, type SeedNameChange } from '../../../server/db/seed/seed-name-sync';
import { seedDatabase } from '../../../server/db/seed/seed';
import { ADMIN, DATABASES, STAFF, createTestServer, type TestServer } from '../harness';

const asI18n = ([zhCN, zhTW, en]: SeedNames) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

describe('the seed-name table', () => {
  const codes = new Set<string>();
  const walk = (items: MenuSeed[]) => items.forEach((item) => (codes.add(item.code), walk(item.children ?? [])));
  walk(MENU_TREE);

  it('names only entries and buttons the seed still has, each with a current name different from every earlier one', () => {
    const changes = seedNameChanges();
    expect(changes.menus).toHaveLength(Object.keys(EARLIER_MENU_NAMES).length);
    expect(changes.buttons).toHaveLength(Object.keys(EARLIER_BUTTON_NAMES).length);
    for (const change of [...changes.menus, ...changes.buttons]) {
      for (const earlier of change.earlier) expect(earlier, change.key).not.toEqual(change.current);
    }
    expect(changes.menus.find((change) => change.key === 'm_system.printDev')!.current[2]).toBe('Print Templates');
  });
});

describe('renaming one row', () => {
  const change: SeedNameChange = { key: 'm_x', current: ['资产岗位', '資產崗位', 'Asset Positions'], earlier: [['岗位管理', '崗位管理', 'Positions']] };

  it('replaces each language that still reads the earlier seed name, and keeps the others', () => {
    expect(renamedRow({ id: 'm_x', fullName: '岗位管理', fullNameI18n: asI18n(['岗位管理', '崗位管理', 'Positions']) }, change)).toEqual({
      fullName: '资产岗位',
      fullNameI18n: asI18n(change.current),
    });
    expect(renamedRow({ id: 'm_x', fullName: '我的岗位', fullNameI18n: asI18n(['我的岗位', '崗位管理', 'Posts']) }, change)).toEqual({
      fullName: '我的岗位',
      fullNameI18n: asI18n(['我的岗位', '資產崗位', 'Posts']),
    });
    expect(renamedRow({ id: 'm_x', fullName: '资产岗位', fullNameI18n: asI18n(change.current) }, change)).toBeNull();
  });

  const name = fc.oneof(fc.constantFrom('岗位管理', '崗位管理', 'Positions', '资产岗位', '資產崗位', 'Asset Positions'), fc.string({ maxLength: 6 }));
  test.prop([fc.tuple(name, name, name), name])('changes only earlier seed names, to the current ones, and is idempotent', (stored, fullName) => {
    const row = { id: 'm_x', fullName, fullNameI18n: asI18n(stored) };
    const next = renamedRow(row, change);
    const after = next ?? row;
    stored.forEach((value, index) => {
      const language = (['zh-CN', 'zh-TW', 'en'] as const)[index];
      const wasSeeded = change.earlier[0]![index] === value;
      expect(after.fullNameI18n[language]).toBe(wasSeeded ? change.current[index] : value);
    });
    expect(after.fullName).toBe(change.earlier[0]![0] === fullName ? change.current[0] : fullName);
    expect(renamedRow({ id: 'm_x', ...after }, change)).toBeNull();
  });
});

describe.each(DATABASES)('an existing database on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });
  const db = () => server.database.db;
  const menuRow = async (id: string) => (await db().select().from(modules).where(eq(modules.id, id)))[0]!;
  const restart = () => seedDatabase(db(), { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });

  it('gets the new names on the next start where the seeded names were kept, and keeps an administrator\'s names', async () => {
    // As a database seeded before the rename: the earlier names, one entry renamed by its administrator.
    await db().update(modules).set({ fullName: '打印模板', fullNameI18n: asI18n(['打印模板', '打印模板', 'Print Development']) }).where(eq(modules.id, 'm_system.printDev'));
    await db().update(modules).set({ fullName: '岗位管理', fullNameI18n: asI18n(['岗位管理', '崗位管理', 'Positions']) }).where(eq(modules.id, 'm_eam.eamPosition'));
    await db().update(modules).set({ fullName: '我的用户', fullNameI18n: asI18n(['我的用户', '用戶管理', 'People']) }).where(eq(modules.id, 'm_permission.user'));
    await db().update(modules).set({ fullNameI18n: asI18n(['帮助文档', '幫助文檔', 'Help Documents']) }).where(eq(modules.id, 'm_demo.outerLink'));
    const userExport = eq(modulePermissions.id, 'p_permission.user_button_btn_export');
    await db().update(modulePermissions).set({ fullNameI18n: asI18n(['导出', '導出', 'Export']) }).where(userExport);

    expect(await restart()).toBe(false);

    expect(await menuRow('m_system.printDev')).toMatchObject({ fullName: '打印模板', fullNameI18n: asI18n(['打印模板', '列印模板', 'Print Templates']) });
    expect(await menuRow('m_eam.eamPosition')).toMatchObject({ fullName: '资产岗位', fullNameI18n: asI18n(['资产岗位', '資產崗位', 'Asset Positions']) });
    expect(await menuRow('m_permission.user')).toMatchObject({ fullName: '我的用户', fullNameI18n: asI18n(['我的用户', '使用者管理', 'People']) });
    expect((await menuRow('m_demo.outerLink')).fullNameI18n).toEqual(asI18n(['帮助文档', '說明文件', 'Help Documents']));
    expect((await db().select().from(modulePermissions).where(userExport))[0]!.fullNameI18n).toEqual(asI18n(['导出', '匯出', 'Export']));

    // A second start finds nothing left to rename.
    expect(await syncSeedNames(db())).toBe(0);
  });
});
