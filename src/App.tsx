/** The application root: antd configuration in the current language, size and theme colour, and the router. */
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { setNavigator } from './host/navigation';
import { session } from './stores/session';
import { settings } from './stores/settings';

const ANT_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } as const;

/** Renders the app over the given routes (tests pass their own router). */
export function App({ routes }: { routes: RouteObject[] }) {
  const { t, i18n } = useTranslation();
  const { size, theme } = useSnapshot(settings);
  // antd 6 calls the middle size "medium": its Table takes the old name only as a prop, so from the provider
  // "middle" left tables at the large density (issue 14).
  const componentSize = size === 'middle' ? 'medium' : size;
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
  return (
    <ConfigProvider locale={ANT_LOCALES[i18n.language as keyof typeof ANT_LOCALES] ?? zhCN} componentSize={componentSize} theme={{ token: { colorPrimary: theme || '#409EFF' } }}>
      {/* antd's App (modal, message and notification hooks) is in the shell: the sign-in page does without it. */}
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
