/**
 * Menu → routes (spec 01 §2.2): turns the server's menu tree into the routes the client registers and the menu it
 * shows. Types: 0 catalogue (children only); 1 category at /{enCode}; 2 built-in page at /{urlAddress} without its
 * query; 3, 4, 5, 8 dynamic pages at /{urlAddress} with moduleId and isTree from propertyJson; 6 data view (opens
 * /view/{moduleId}?token=… in a new window); 7 external link (_self: shown inside at /{enCode}; otherwise a new
 * window).
 *
 * Also here: which subtree of the router list is the menu (the current system's), what clicking an entry does,
 * and the placeholders of link addresses. Everything is pure so it can be tested over many menu trees.
 */
import { MenuType, type MenuItem } from '../contract/session';
import { isDotSegment, isStablePath, pathSegment } from './path-segment';

/** Route meta carried to pages, tabs and permission checks. */
export interface RouteMeta {
  title: string;
  zhTitle: string;
  icon: string;
  affix: boolean;
  modelId: string;
  type: number;
  moduleId?: string;
  isTree?: number;
  /** For an external link shown inside the app. */
  linkUrl?: string;
  /** Set (propertyJson noCache true or 1) when the page must not be kept alive when its tab is left. */
  noCache?: boolean;
}

/** A route built from a menu entry. */
export interface MenuRoute {
  path: string;
  name: string;
  meta: RouteMeta;
}

/** Reads propertyJson, tolerating bad JSON. */
export function menuProperties(item: Pick<MenuItem, 'propertyJson'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(item.propertyJson || '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The in-app path of a menu entry, or undefined when it has none (catalogues, data views, new-window links) or
 * when its address holds a "." or ".." segment, which the browser would normalise into another page's path.
 */
export function menuPath(item: Pick<MenuItem, 'type' | 'enCode' | 'urlAddress' | 'linkTarget'>): string | undefined {
  const path = inAppPath(item);
  return path !== undefined && isStablePath(path) ? path : undefined;
}

function inAppPath(item: Pick<MenuItem, 'type' | 'enCode' | 'urlAddress' | 'linkTarget'>): string | undefined {
  const clean = (value: string) => `/${value.split('?')[0]!.replace(/^\/+/, '')}`;
  switch (item.type) {
    case MenuType.category:
      return clean(item.enCode);
    case MenuType.page:
    case MenuType.dynamicForm:
    case MenuType.dynamicDictionary:
    case MenuType.dynamicReport:
    case MenuType.portal:
      return item.urlAddress ? clean(item.urlAddress) : undefined;
    case MenuType.externalLink:
      return item.linkTarget === '_self' ? clean(item.enCode) : undefined;
    default:
      return undefined;
  }
}

/** The route name: the path without its leading slash, slashes turned into dashes (systemData/dictionary → systemData-dictionary). */
export function routeName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '-');
}

/** Flattens the menu tree into routes; the first occurrence of a path wins. */
export function buildMenuRoutes(tree: MenuItem[], titleOf: (item: MenuItem) => string = (item) => item.fullName): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      const path = menuPath(item);
      if (path && !seen.has(path)) {
        seen.add(path);
        const properties = menuProperties(item);
        const meta: RouteMeta = {
          title: titleOf(item),
          zhTitle: item.fullName,
          icon: item.icon,
          affix: path === '/home',
          modelId: item.id,
          type: item.type,
        };
        if (typeof properties.moduleId === 'string') meta.moduleId = properties.moduleId;
        if (properties.isTree !== undefined) meta.isTree = Number(properties.isTree) === 1 ? 1 : 0;
        if (item.type === MenuType.externalLink) meta.linkUrl = item.urlAddress;
        if (properties.noCache === true || Number(properties.noCache) === 1) meta.noCache = true;
        routes.push({ path, name: routeName(path), meta });
      }
      visit(item.children ?? []);
    }
  };
  visit(tree);
  return routes;
}

/** The placeholder of the data-view host in a link address. */
export const DATA_VIEW_HOST_PLACEHOLDER = '${dataV}';
/** The placeholder of the session token in a link address. */
export const TOKEN_PLACEHOLDER = '${klxToken}';

/** What the host supplies to resolve link addresses. */
export interface LinkContext {
  /** The data-view host, e.g. "https://eam.example.com" (no trailing slash). */
  dataViewHost: string;
  token: string;
}

/** Replaces the data-view host and token placeholders of a link address (every occurrence). */
export function resolveLinkUrl(url: string, context: LinkContext): string {
  return url.split(DATA_VIEW_HOST_PLACEHOLDER).join(context.dataViewHost).split(TOKEN_PLACEHOLDER).join(encodeURIComponent(context.token));
}

/**
 * The address a data view (type 6) opens: /view/{moduleId} on the data-view host with the token. Throws
 * DotSegmentError for a module id of "." or "..", which no URL path can carry.
 */
export function dataViewUrl(moduleId: string, context: LinkContext): string {
  return `${context.dataViewHost}/view/${pathSegment(moduleId)}?token=${encodeURIComponent(context.token)}`;
}

/** Makes a link address absolute against an origin (for a new window); already absolute addresses stay. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** What choosing a menu entry does. */
export type MenuAction = { kind: 'route'; path: string } | { kind: 'window'; url: string } | { kind: 'none' };

/** Decides what choosing a menu entry does (spec 01 §2.2). */
export function menuAction(item: MenuItem, context: LinkContext & { origin: string }): MenuAction {
  if (item.type === MenuType.dataView) {
    const moduleId = menuProperties(item).moduleId;
    return typeof moduleId === 'string' && moduleId && !isDotSegment(moduleId) ? { kind: 'window', url: dataViewUrl(moduleId, context) } : { kind: 'none' };
  }
  if (item.type === MenuType.externalLink && item.linkTarget !== '_self') {
    return item.urlAddress ? { kind: 'window', url: absoluteUrl(resolveLinkUrl(item.urlAddress, context), context.origin) } : { kind: 'none' };
  }
  const path = menuPath(item);
  return path ? { kind: 'route', path } : { kind: 'none' };
}

/** A system entry of userInfo.systemIds. */
export interface SystemChoice {
  id: string;
  currentSystem: boolean;
}

/**
 * The menu of the current system (spec 01 §2.2): the router-list entry of the system flagged currentSystem;
 * without one (or when it has no entry), the children of the first route.
 */
export function menuForSystem(routerList: readonly MenuItem[], systems: readonly SystemChoice[]): MenuItem[] {
  const current = systems.find((system) => system.currentSystem);
  const entry = (current && routerList.find((route) => route.id === current.id || route.systemId === current.id)) ?? routerList[0];
  return entry?.children ?? [];
}

/** The top-level entry whose subtree holds the path, for the blend layout's left menu. */
export function topLevelOwner(tree: readonly MenuItem[], path: string): MenuItem | undefined {
  const holds = (item: MenuItem): boolean => menuPath(item) === path || (item.children ?? []).some(holds);
  return tree.find(holds);
}

/**
 * The blend layout's left menu (spec 01 §2.3): the children of the top-level entry that owns the current path
 * (a catalogue, or a type-1 category, shows its children on the left); empty for a top-level page.
 */
export function blendSideMenu(tree: readonly MenuItem[], path: string): MenuItem[] {
  const owner = topLevelOwner(tree, path);
  return owner && (owner.type === MenuType.catalog || owner.type === MenuType.category) ? (owner.children ?? []) : [];
}

/** The width the top menu reserves per item when deciding what fits (spec 01 §2.3). */
export const TOP_MENU_ITEM_WIDTH = 116;

/**
 * How many top-menu items show before the rest go under "more": all when they fit the width at 116 px each;
 * otherwise as many as fit with one slot kept for the "more" item itself (at least none).
 */
export function visibleTopItems(count: number, width: number, itemWidth = TOP_MENU_ITEM_WIDTH): number {
  const slots = Math.max(0, Math.floor(width / itemWidth));
  if (count <= slots) return count;
  return Math.max(0, slots - 1);
}
