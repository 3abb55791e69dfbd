/**
 * Menu → routes (spec 01 §2.2): turns the server's menu tree into the routes the client registers and the menu it
 * shows. Types: 0 catalogue (children only); 1 category at /{enCode}; 2 built-in page at /{urlAddress} without its
 * query; 3, 4, 5, 8 dynamic pages at /{urlAddress} with moduleId and isTree from propertyJson; 6 data view (opens
 * /view/{moduleId}?token=… in a new window); 7 external link (_self: shown inside at /{enCode}; otherwise a new
 * window).
 */
import { MenuType, type MenuItem } from '../contract/session';

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

/** The in-app path of a menu entry, or undefined when it has none (catalogues, data views, new-window links). */
export function menuPath(item: Pick<MenuItem, 'type' | 'enCode' | 'urlAddress' | 'linkTarget'>): string | undefined {
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
        routes.push({ path, name: routeName(path), meta });
      }
      visit(item.children ?? []);
    }
  };
  visit(tree);
  return routes;
}
