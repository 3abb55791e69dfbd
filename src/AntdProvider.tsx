/**
 * antd's configuration in the current language, size and theme colour. It is not in the entry (issue 13): every
 * page loaded with its route brings it along (see router/lazy-page.tsx), so the sign-in page — drawn without antd —
 * does not ship ConfigProvider, its theme engine or antd's locales. Pages nest (the shell, then the page in it): the
 * outermost provides, the ones inside pass their children through.
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settings } from './stores/settings';

const ANT_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } as const;

const Provided = createContext(false);

/** antd's ConfigProvider for `children`, unless an outer AntdProvider already gives it. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const inside = useContext(Provided);
  const { i18n } = useTranslation();
  const { size, theme } = useSnapshot(settings);
  if (inside) return <>{children}</>;
  // antd 6 calls the middle size "medium": its Table takes the old name only as a prop, so from the provider
  // "middle" left tables at the large density (issue 14).
  const componentSize = size === 'middle' ? 'medium' : size;
  return (
    <Provided.Provider value>
      <ConfigProvider locale={ANT_LOCALES[i18n.language as keyof typeof ANT_LOCALES] ?? zhCN} componentSize={componentSize} theme={{ token: { colorPrimary: theme || '#409EFF' } }}>
        {children}
      </ConfigProvider>
    </Provided.Provider>
  );
}
