/**
 * Renders the page a menu route points to (spec 01 §2.2). Paths are matched against the routes built from the
 * granted menu; an unknown path goes to /404. A built-in page is the schema screen served at its path
 * (src/pages/screens.tsx), a built-in page (src/pages/built-in-pages.tsx: authorize, online users) or a placeholder
 * saying plainly that it is not built; a category lists its entries; low-code pages
 * (3, 4, 5, 8) say they come with the low-code runtime; an inside link shows its address in a frame.
 */
import { Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MenuType, type MenuItem } from '../../runtime/core/contract/session';
import { buildMenuRoutes } from '../../runtime/core/routing/menu-routes';
import { menuTitle } from '../layout/menu-title';
import { flattenMenu } from '../layout/sidebar/menu-items';
import { session } from '../stores/session';
import { CategoryPage } from './category/CategoryPage';
import { DynamicModulePage } from './dynamic/DynamicModulePage';
import { ExternalLinkPage } from './external/ExternalLinkPage';
import { builtInPageFor } from './built-in-pages';
import { PlaceholderIcon } from './placeholder/PlaceholderPage';
import { screenFor } from './screens';

const DYNAMIC_TYPES: number[] = [MenuType.dynamicForm, MenuType.dynamicDictionary, MenuType.dynamicReport, MenuType.portal];

/** The page for the current menu route. */
export function ModulePage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { menuList } = useSnapshot(session);
  const routes = useMemo(() => buildMenuRoutes(menuList as MenuItem[], (item) => menuTitle(item, i18n.language)), [menuList, i18n.language]);
  const route = routes.find((candidate) => candidate.path === location.pathname);
  if (!route) return <Navigate to="/404" replace />;
  if (route.meta.type === MenuType.category) {
    const item = flattenMenu(menuList as MenuItem[]).find((entry) => entry.id === route.meta.modelId);
    return item ? <CategoryPage item={item} /> : null;
  }
  if (DYNAMIC_TYPES.includes(route.meta.type)) return <DynamicModulePage route={route} />;
  if (route.meta.type === MenuType.externalLink) return <ExternalLinkPage url={route.meta.linkUrl ?? ''} />;
  const Screen = screenFor(route.path) ?? builtInPageFor(route.path);
  if (Screen) return <Screen />;
  return (
    <div data-testid="module-placeholder">
      <Result status="info" icon={<PlaceholderIcon />} title={t('placeholder.title', { title: route.meta.title })} subTitle={t('placeholder.text', { title: route.meta.title })} />
    </div>
  );
}
