/**
 * Renders the page a menu route points to. Paths are matched against the routes built from the granted menu; an
 * unknown path goes to /404. Pages whose content belongs to a later version say so.
 */
import { Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../runtime/core/contract/session';
import { buildMenuRoutes } from '../../runtime/core/routing/menu-routes';
import { menuTitle } from '../layout/menu-title';
import { session } from '../stores/session';

/** The page for the current menu route. */
export function ModulePage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { menuList } = useSnapshot(session);
  const routes = useMemo(() => buildMenuRoutes(menuList as MenuItem[], (item) => menuTitle(item, i18n.language)), [menuList, i18n.language]);
  const route = routes.find((candidate) => candidate.path === location.pathname);
  if (!route) return <Navigate to="/404" replace />;
  return (
    <div data-testid="module-placeholder">
      <Result status="info" title={t('placeholder.title', { title: route.meta.title })} subTitle={t('placeholder.text')} />
    </div>
  );
}
