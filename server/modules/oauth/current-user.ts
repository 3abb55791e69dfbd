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
import { dataSchemes, modulePermissions, modules, organizes, positions, systems, userRelations, users } from '../../db/schema';
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

type UserRow = typeof users.$inferSelect;

/**
 * What a user's answer takes from their grants and memberships: the systems and menu trees they may see, their
 * permission items, position and organisation names. It depends on nothing else of the user than their id,
 * administrator flag and organisation, so it can be cached until the grant version moves (current-user-cache.ts).
 */
export interface GrantedView {
  systems: (typeof systems.$inferSelect)[];
  routerList: MenuItem[];
  permissionList: PermissionEntry[];
  positions: { id: string; name: string }[];
  organizeName: string;
}

/** Loads a user's granted view (seven queries at once). */
export async function loadGrantedView(db: Db, user: UserRow): Promise<GrantedView> {
  const userId = user.id;
  const [grants, moduleRows, itemRows, schemeRows, systemRows, positionRows, organizeRows] = await Promise.all([
    loadGrants(db, userId),
    db.select().from(modules).orderBy(asc(modules.sortCode)),
    db.select().from(modulePermissions).where(eq(modulePermissions.enabledMark, 1)).orderBy(asc(modulePermissions.sortCode)),
    // Data-permission schemes are the pages' `resource` items (kept in their own table; scheme writes raise the grant version).
    db
      .select({ id: dataSchemes.id, moduleId: dataSchemes.moduleId, fullName: dataSchemes.fullName, enCode: dataSchemes.enCode })
      .from(dataSchemes)
      .where(eq(dataSchemes.enabledMark, 1))
      .orderBy(asc(dataSchemes.sortCode), asc(dataSchemes.createdAt), asc(dataSchemes.id)),
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

  const visibleIds = new Set(visibleModules.map((row) => row.id));
  const permissionRows: { id: string; moduleId: string; kind: string; fullName: string; enCode: string }[] = [
    ...itemRows,
    ...schemeRows.map((scheme) => ({ ...scheme, kind: 'resource' })),
  ];
  // Items by page once, rather than scanning every item for every page.
  const itemsByModule = new Map<string, (typeof permissionRows)[number][]>();
  for (const item of permissionRows) {
    if (!visibleIds.has(item.moduleId) || !hasItem(grants, item.id)) continue;
    const list = itemsByModule.get(item.moduleId) ?? [];
    list.push(item);
    itemsByModule.set(item.moduleId, list);
  }
  const permissionList: PermissionEntry[] = visibleModules
    .filter((row) => row.type !== 0)
    .map((row) => {
      const items = itemsByModule.get(row.id) ?? [];
      const pick = (kind: string) => items.filter((item) => item.kind === kind).map(({ id, fullName, enCode }) => ({ id, fullName, enCode }));
      return { modelId: row.id, moduleName: row.fullName, button: pick('button'), column: pick('column'), form: pick('form'), resource: pick('resource') };
    });
  return { systems: visibleSystems, routerList, permissionList, positions: positionRows, organizeName: organizeRows[0]?.fullName ?? '' };
}

/** Assembles the current-user answer from the user as stored now, their granted view, the configuration and the language. */
export function assembleCurrentUser(user: UserRow, view: GrantedView, config: SysConfigValues, language: Language): CurrentUser {
  const visibleSystems = view.systems;
  const currentSystem =
    visibleSystems.find((system) => system.id === user.currentSystemId) ?? visibleSystems.find((system) => system.isMain) ?? visibleSystems[0];
  const routerList = view.routerList;
  const menuList = routerList.find((system) => system.id === currentSystem?.id)?.children ?? [];
  const permissionList = view.permissionList;
  const positionRows = view.positions;

  const systemIds: SystemRef[] = visibleSystems.map((system) => ({
    id: system.id,
    name: system.fullName,
    icon: system.icon,
    currentSystem: system.id === currentSystem?.id,
  }));
  const userInfo: UserInfo = {
    userId: user.id,
    userName: user.realName,
    userAccount: user.account,
    headIcon: user.headIcon,
    companyNo: '',
    organizeId: user.organizeId,
    organizeName: view.organizeName,
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

/** Builds the current-user answer from the database, uncached. */
export async function buildCurrentUser(db: Db, userId: string, config: SysConfigValues, language: Language): Promise<CurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail('userNotFound');
  return assembleCurrentUser(user, await loadGrantedView(db, user), config, language);
}
