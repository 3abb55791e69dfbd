/**
 * The meta of every page the shell can show — the fixed routes of spec 01 §2.1 and the routes built from the
 * granted menu (§2.2) — for tabs, the header search and the page titles. Titles follow the current language.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../runtime/core/contract/session';
import { buildMenuRoutes, type MenuRoute } from '../../runtime/core/routing/menu-routes';
import { menuTitle } from '../layout/menu-title';
import { session } from '../stores/session';

/** What the shell knows about a page. */
export interface PageMeta {
  path: string;
  title: string;
  icon: string;
  affix: boolean;
  noCache: boolean;
  /** The menu route behind the page, when it comes from the menu. */
  menu?: MenuRoute;
}

/** Fixed pages inside the shell: path → title key and icon. */
export const FIXED_PAGES: Record<string, { titleKey: string; icon: string; noCache?: boolean }> = {
  '/home': { titleKey: 'route.home', icon: 'HomeOutlined' },
  '/dashboard': { titleKey: 'route.dashboard', icon: 'DashboardOutlined' },
  '/eam_serviceCenter': { titleKey: 'route.serviceCenter', icon: 'ToolOutlined' },
  '/eam/eam_serviceCenter': { titleKey: 'route.serviceCenter', icon: 'ToolOutlined' },
  '/messageRecord': { titleKey: 'route.messageRecord', icon: 'BellOutlined' },
  '/previewModel': { titleKey: 'route.previewModel', icon: 'EyeOutlined' },
  '/profile': { titleKey: 'route.profile', icon: 'UserOutlined' },
  '/emailDetail': { titleKey: 'route.emailDetail', icon: 'MailOutlined' },
  '/workFlowDetail': { titleKey: 'route.workFlowDetail', icon: 'NodeIndexOutlined', noCache: true },
  '/workFlow/entrust': { titleKey: 'route.entrust', icon: 'SwapOutlined' },
  '/externalLink': { titleKey: 'route.externalLink', icon: 'LinkOutlined', noCache: true },
  '/menuMore': { titleKey: 'route.menuMore', icon: 'MenuOutlined' },
};

/** True for paths that never get a tab (the refresh helper). */
export function isTransientPath(path: string): boolean {
  return path.startsWith('/redirect/') || path === '/redirect';
}

/** Every page's meta by path, in the current language. */
export function usePageMetas(): Map<string, PageMeta> {
  const { t, i18n } = useTranslation();
  const { menuList } = useSnapshot(session);
  return useMemo(() => {
    const metas = new Map<string, PageMeta>();
    for (const route of buildMenuRoutes(menuList as MenuItem[], (item) => menuTitle(item, i18n.language))) {
      metas.set(route.path, { path: route.path, title: route.meta.title, icon: route.meta.icon, affix: route.meta.affix, noCache: Boolean(route.meta.noCache), menu: route });
    }
    for (const [path, fixed] of Object.entries(FIXED_PAGES)) {
      const existing = metas.get(path);
      if (existing) existing.noCache ||= Boolean(fixed.noCache);
      else metas.set(path, { path, title: t(fixed.titleKey), icon: fixed.icon, affix: path === '/home', noCache: Boolean(fixed.noCache) });
    }
    return metas;
  }, [menuList, i18n.language, t]);
}
