/**
 * Builds the answer of GET /api/oauth/CurrentUser: the menu tree, routes per system, permission list, user info
 * and site configuration — only what this user is granted.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { CurrentUser, MenuItem, PermissionEntry, SystemRef, UserInfo } from '../../../runtime/core/contract/session';
import { normaliseLayout } from '../../../runtime/core/contract/session';
import type { Language } from '../../../runtime/core/i18n/languages';
import { translate } from '../../../runtime/core/i18n/messages';
import { addressPlaceName } from '../../../runtime/core/format/address';
import type { Db } from '../../db/client';
import { modulePermissions, modules, organizes, positions, systems, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import type { SysConfigValues } from '../settings/defaults';
import { hasItem, hasModule, loadGrants } from '../permission/grants';

type ModuleRow = typeof modules.$inferSelect;

function buildTree(rows: ModuleRow[], parentId: string): MenuItem[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.sortCode - b.sortCode)
    .map((row) => {
      const children = buildTree(rows, row.id);
      return {
        id: row.id,
        parentId: row.parentId,
        fullName: row.fullName,
        fullNameI18n: row.fullNameI18n,
        enCode: row.enCode,
        icon: row.icon,
        type: row.type,
        urlAddress: row.urlAddress,
        linkTarget: row.linkTarget,
        propertyJson: row.propertyJson,
        sortCode: row.sortCode,
        systemId: row.systemId,
        hasChildren: children.length > 0,
        children,
      };
    });
}

/** Keeps only granted, enabled modules whose ancestors are granted too. */
function reachable(rows: ModuleRow[], granted: (row: ModuleRow) => boolean): ModuleRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ok = (row: ModuleRow): boolean => {
    if (row.enabledMark !== 1 || !granted(row)) return false;
    const parent = byId.get(row.parentId);
    return parent === undefined ? row.parentId === '-1' : ok(parent);
  };
  return rows.filter(ok);
}

const toMillis = (date: Date | null) => (date ? date.getTime() : null);

/** Assembles the current-user answer. */
export async function buildCurrentUser(db: Db, userId: string, config: SysConfigValues, language: Language): Promise<CurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail('userNotFound');
  const [grants, moduleRows, permissionRows, systemRows, positionRows, organizeRows] = await Promise.all([
    loadGrants(db, userId),
    db.select().from(modules).orderBy(asc(modules.sortCode)),
    db.select().from(modulePermissions).where(eq(modulePermissions.enabledMark, 1)).orderBy(asc(modulePermissions.sortCode)),
    db.select().from(systems).where(eq(systems.enabledMark, 1)).orderBy(asc(systems.sortCode)),
    db
      .select({ id: positions.id, name: positions.fullName })
      .from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(eq(userRelations.userId, userId)),
    user.organizeId ? db.select().from(organizes).where(inArray(organizes.id, [user.organizeId])) : Promise.resolve([]),
  ]);

  const visibleSystems = systemRows.filter((system) => grants.all || grants.systems.has(system.id) || system.isMain);
  const visibleModules = reachable(moduleRows, (row) => hasModule(grants, row.id) && visibleSystems.some((s) => s.id === row.systemId));
  const currentSystem =
    visibleSystems.find((system) => system.id === user.currentSystemId) ?? visibleSystems.find((system) => system.isMain) ?? visibleSystems[0];

  const routerList: MenuItem[] = visibleSystems.map((system) => {
    const children = buildTree(visibleModules.filter((row) => row.systemId === system.id), '-1');
    return {
      id: system.id,
      parentId: '-1',
      fullName: system.fullName,
      fullNameI18n: system.fullNameI18n,
      enCode: system.enCode,
      icon: system.icon,
      type: 0,
      urlAddress: '',
      linkTarget: '_self',
      propertyJson: '{}',
      sortCode: system.sortCode,
      systemId: system.id,
      hasChildren: children.length > 0,
      children,
    };
  });
  const menuList = routerList.find((system) => system.id === currentSystem?.id)?.children ?? [];

  const visibleIds = new Set(visibleModules.map((row) => row.id));
  const permissionList: PermissionEntry[] = visibleModules
    .filter((row) => row.type !== 0)
    .map((row) => {
      const items = permissionRows.filter((item) => item.moduleId === row.id && visibleIds.has(item.moduleId) && hasItem(grants, item.id));
      const pick = (kind: string) => items.filter((item) => item.kind === kind).map(({ id, fullName, enCode }) => ({ id, fullName, enCode }));
      return { modelId: row.id, moduleName: row.fullName, button: pick('button'), column: pick('column'), form: pick('form'), resource: pick('resource') };
    });

  const systemIds: SystemRef[] = visibleSystems.map((system) => ({
    id: system.id,
    name: system.fullName,
    icon: system.icon,
    currentSystem: system.id === currentSystem?.id,
  }));
  const organize = organizeRows[0];
  const userInfo: UserInfo = {
    userId: user.id,
    userName: user.realName,
    userAccount: user.account,
    headIcon: user.headIcon,
    companyNo: '',
    organizeId: user.organizeId,
    organizeName: organize?.fullName ?? '',
    positionIds: positionRows,
    roleIds: [],
    systemIds,
    portalId: user.portalId,
    signImg: user.signImg,
    isAdministrator: user.isAdministrator,
    changePasswordDate: toMillis(user.changePasswordDate),
    isActive: user.isActive,
    firstLoginUpDate: user.firstLoginUpDate,
    prevLogin: config.lastLoginTimeSwitch === 1 && user.prevLoginTime ? 1 : 0,
    prevLoginTime: toMillis(user.prevLoginTime),
    prevLoginIPAddress: user.prevLoginIp,
    prevLoginIPAddressName: user.prevLoginIp ? addressPlaceName(user.prevLoginIp, (key) => translate(language, key)) : '',
    theme: user.theme || config.layoutType,
    language: user.language,
  };
  return {
    menuList,
    permissionList,
    routerList,
    userInfo,
    sysConfigInfo: {
      sysName: config.sysName,
      sysVersion: config.sysVersion,
      logoIcon: config.logoIcon,
      navigationIcon: config.navigationIcon,
      loginIcon: config.loginIcon,
      copyright: config.copyright,
      companyName: config.companyName,
      themeClass: config.themeClass,
      layoutType: normaliseLayout(config.layoutType),
      sidebarLogo: config.sidebarLogo,
      showSearch: config.showSearch,
      tagsView: config.tagsView,
      showAppDownload: config.showAppDownload,
      showLanguage: config.showLanguage,
      enableChat: config.enableChat,
      useCache: config.useCache,
      onlineEdition: config.onlineEdition,
    },
  };
}
