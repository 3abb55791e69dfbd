/**
 * The application root: the theme colour and the document's title and language, and the router. antd's
 * configuration comes with the pages loaded after the sign-in page (see AntdProvider), so the entry holds no antd.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { setNavigator } from './host/navigation';
import { session } from './stores/session';
import { settings } from './stores/settings';

/** Renders the app over the given routes (tests pass their own router). */
export function App({ routes }: { routes: RouteObject[] }) {
  const { t, i18n } = useTranslation();
  const { theme } = useSnapshot(settings);
  const { sysConfig } = useSnapshot(session);
  const router = useMemo(() => createBrowserRouter(routes), [routes]);
  useEffect(() => setNavigator((path) => void router.navigate(path, { replace: true })), [router]);
  useEffect(() => {
    document.documentElement.style.setProperty('--klx-primary', theme);
  }, [theme]);
  useEffect(() => {
    document.title = sysConfig?.sysName || t('app.defaultTitle');
    document.documentElement.lang = i18n.language;
  }, [sysConfig?.sysName, t, i18n.language]);
  return <RouterProvider router={router} />;
}
