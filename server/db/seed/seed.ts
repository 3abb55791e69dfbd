/**
 * First-start data of a real organisation: a company with departments, positions and roles; the `admin` account
 * (administrator: everything) and an ordinary `staff` account; the full menu tree with its buttons, columns and
 * form fields; the grants of the staff role; the system configuration defaults. Runs once: a database that
 * already has accounts only gets what newer schema files add (menu entries they declare, permission items).
 */
import { sql } from 'drizzle-orm';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { hashPassword } from '../../auth/password';
import { md5Hex } from '../../auth/md5';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import type { Db } from '../client';
import { screenPermissionSeeds } from './screen-permissions';
import * as t from '../schema';
import { SYS_CONFIG_DEFAULTS } from '../../modules/settings/defaults';
import { seedDemoModels } from './demo-models';
import { seedDemoBoards } from './demo-boards';
import { seedDemoRecords } from './demo-records';
import { DEMO_SYSTEM, demoModules } from './demo-system';
import { BUTTONS, COLUMNS, DEFAULT_BUTTONS, FORM_FIELDS, MENU_TREE, STAFF_MODULES, type MenuSeed, type PermissionSeed } from './menus';
import { seedScreenRecords } from './screens';
import { syncLateDictionaryTypes } from './dictionary-sync';
import { syncScreenPermissionItems } from './screen-permission-sync';
import { syncSchemaMenus } from './schema-menu-sync';
import { syncSeedNames } from './seed-name-sync';
import { syncSeedButtons } from './seed-button-sync';
import { seedAreas } from './areas';
import { DEFAULT_SCHEMA_DIR, readSchemaFiles } from '../../schemas/loader';

/** Passwords of the seeded accounts and the hashing cost. */
export interface SeedOptions {
  adminPassword: string;
  staffPassword: string;
  passwordIterations: number;
  /** The screen schemas whose columns and form fields become permission items (default: the schema files). */
  screens?: ScreenSchema[];
  /** Called when the database turns out to be new, before the first data is written (the slow part of a first start). */
  onFirstSeed?(): void;
}

/** The id of the main system. */
export const MAIN_SYSTEM_ID = 'sys_main';

/** The stable id of a seeded menu entry. */
export const moduleIdOf = (code: string) => `m_${code}`;

const names = (values: readonly string[]) => Object.fromEntries(LANGUAGES.map((language, i) => [language, values[i] ?? values[0]!]));

function flattenMenus(tree: MenuSeed[], parentId: string): (typeof t.modules.$inferInsert)[] {
  return tree.flatMap((item, index) => [
    {
      id: moduleIdOf(item.code),
      parentId,
      systemId: MAIN_SYSTEM_ID,
      fullName: item.names[0],
      fullNameI18n: names(item.names),
      enCode: item.code,
      type: item.type,
      urlAddress: item.url ?? '',
      linkTarget: item.linkTarget ?? '_self',
      icon: item.icon,
      propertyJson: JSON.stringify(item.property ?? {}),
      sortCode: index,
    },
    ...flattenMenus(item.children ?? [], moduleIdOf(item.code)),
  ]);
}

function permissionRows(moduleCode: string, kind: 'button' | 'column' | 'form', items: PermissionSeed[]) {
  return items.map(([enCode, ...itemNames], index) => ({
    id: `p_${moduleCode}_${kind}_${enCode}`,
    moduleId: moduleIdOf(moduleCode),
    kind,
    fullName: itemNames[0]!,
    fullNameI18n: names(itemNames),
    enCode,
    sortCode: index,
  }));
}

/** Seeds an empty database; returns false when it already holds accounts. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(t.users)) as [{ count: number }];
  if (count === 0) options.onFirstSeed?.();
  // The screens' records are a step of their own: it runs whenever lc_record is empty, even on an older database.
  await seedScreenRecords(db);
  // Dictionary types added since lc_record was first seeded (the form categories), once, where missing.
  await syncLateDictionaryTypes(db);
  // China's provinces, cities and districts: once per database, new or made before areas existed.
  await seedAreas(db);
  if (count > 0) {
    // An existing database: only what newer schema files add (their menu entries, actions, columns and form fields),
    // and the seed names renamed since, where the stored name is still the one seeded.
    await syncFromSchemas(db, options.screens);
    await syncSeedNames(db);
    // Buttons the built-in pages gained since (the announcement page's 发布).
    await syncSeedButtons(db);
    // The demo report and portal came after many data directories were made: add them where they are missing.
    await seedDemoBoards(db, new Date());
    return false;
  }
  const [adminHash, staffHash] = await Promise.all([
    hashPassword(md5Hex(options.adminPassword), options.passwordIterations),
    hashPassword(md5Hex(options.staffPassword), options.passwordIterations),
  ]);

  const menuRows = flattenMenus(MENU_TREE, '-1');
  const pageCodes = menuRows.filter((row) => row.type === 2).map((row) => row.enCode);
  const fromScreens = screenPermissionSeeds(MENU_TREE, options.screens);
  const permissionItems = pageCodes.flatMap((code) => [
    ...permissionRows(code, 'button', BUTTONS[code] ?? DEFAULT_BUTTONS),
    ...permissionRows(code, 'column', fromScreens.columns[code] ?? COLUMNS[code] ?? []),
    ...permissionRows(code, 'form', fromScreens.forms[code] ?? FORM_FIELDS[code] ?? []),
  ]);
  const staffModuleIds = new Set(STAFF_MODULES.map(moduleIdOf));
  const staffGrants = [
    { itemType: 'system', itemId: MAIN_SYSTEM_ID, objectType: 'Role', objectId: 'role_staff' },
    ...[...staffModuleIds].map((itemId) => ({ itemType: 'module', itemId, objectType: 'Role', objectId: 'role_staff' })),
    ...permissionItems
      .filter((item) => staffModuleIds.has(item.moduleId) && item.kind === 'column')
      .map((item) => ({ itemType: 'column', itemId: item.id, objectType: 'Role', objectId: 'role_staff' })),
  ];

  await db.transaction(async (tx) => {
    await tx.insert(t.organizes).values([
      { id: 'org_company', parentId: '-1', category: 'company', fullName: 'KLX 科技有限公司', enCode: 'KLX', sortCode: 0 },
      { id: 'org_office', parentId: 'org_company', category: 'department', fullName: '总经办', enCode: 'KLX-GM', sortCode: 1 },
      { id: 'org_it', parentId: 'org_company', category: 'department', fullName: '信息技术部', enCode: 'KLX-IT', sortCode: 2 },
      { id: 'org_asset', parentId: 'org_company', category: 'department', fullName: '资产管理部', enCode: 'KLX-AM', sortCode: 3 },
      { id: 'org_finance', parentId: 'org_company', category: 'department', fullName: '财务部', enCode: 'KLX-FIN', sortCode: 4 },
      { id: 'org_hr', parentId: 'org_company', category: 'department', fullName: '人力资源部', enCode: 'KLX-HR', sortCode: 5 },
    ]);
    await tx.insert(t.positions).values([
      { id: 'pos_gm', organizeId: 'org_office', fullName: '总经理', enCode: 'GM', sortCode: 1 },
      { id: 'pos_it_engineer', organizeId: 'org_it', fullName: 'IT工程师', enCode: 'IT-ENG', sortCode: 2 },
      { id: 'pos_asset_admin', organizeId: 'org_asset', fullName: '资产管理员', enCode: 'AM-ADMIN', sortCode: 3 },
      { id: 'pos_accountant', organizeId: 'org_finance', fullName: '财务专员', enCode: 'FIN-ACC', sortCode: 4 },
      { id: 'pos_clerk', organizeId: 'org_asset', fullName: '资产专员', enCode: 'AM-CLERK', sortCode: 5 },
    ]);
    await tx.insert(t.roles).values([
      { id: 'role_admin', fullName: '系统管理员', enCode: 'admin', sortCode: 1, description: '拥有全部权限' },
      { id: 'role_staff', fullName: '普通员工', enCode: 'staff', sortCode: 2, description: '查看资产基础数据' },
      { id: 'role_asset_manager', fullName: '资产管理员', enCode: 'assetManager', sortCode: 3 },
    ]);
    await tx.insert(t.users).values([
      {
        id: 'user_admin', account: 'admin', realName: '管理员', passwordHash: adminHash, organizeId: 'org_it',
        isAdministrator: true, firstLoginUpDate: 1, changePasswordDate: new Date(), gender: '1',
      },
      {
        id: 'user_staff', account: 'staff', realName: '张敏', passwordHash: staffHash, organizeId: 'org_asset',
        mobilePhone: '13800138000', gender: '2',
      },
    ]);
    await tx.insert(t.userRelations).values([
      { userId: 'user_admin', objectType: 'Role', objectId: 'role_admin' },
      { userId: 'user_admin', objectType: 'Position', objectId: 'pos_it_engineer' },
      { userId: 'user_staff', objectType: 'Role', objectId: 'role_staff' },
      { userId: 'user_staff', objectType: 'Position', objectId: 'pos_clerk' },
    ]);
    await tx.insert(t.systems).values([
      { id: MAIN_SYSTEM_ID, fullName: 'KLX EAM', fullNameI18n: names(['KLX EAM']), enCode: 'mainSystem', icon: 'AppstoreOutlined', isMain: true },
    ]);
    await tx.insert(t.modules).values(menuRows);
    await tx.insert(t.systems).values(DEMO_SYSTEM);
    await tx.insert(t.modules).values(demoModules());
    await tx.insert(t.modulePermissions).values(permissionItems);
    await tx.insert(t.authorizations).values(staffGrants);
    await tx
      .insert(t.sysConfig)
      .values(Object.entries(SYS_CONFIG_DEFAULTS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
  await seedDemoModels(db, new Date());
  await seedDemoRecords(db, new Date());
  await seedDemoBoards(db, new Date());
  await syncFromSchemas(db, options.screens);
  return true;
}

/** Adds what the schema files bring that the database lacks: menu entries they declare, then their permission items. */
async function syncFromSchemas(db: Db, screens: ScreenSchema[] | undefined) {
  const schemas = screens ?? readSchemaFiles([DEFAULT_SCHEMA_DIR]).map((source) => source.schema);
  await syncSchemaMenus(db, schemas, MAIN_SYSTEM_ID);
  await syncScreenPermissionItems(db, schemas);
}
