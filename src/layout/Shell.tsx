/**
 * The signed-in frame (spec 01 §2.3): one of four layouts chosen by the layoutType setting — classic (side menu),
 * functional (top menu), blend (top menu with the current area's children on the left) and plain (icon-only
 * sidebar) — each with the navbar, the optional tab strip and the main area that keeps pages alive. On mobile
 * the sidebar floats over the page and closes on every route change.
 */
import { App as AntApp, Layout } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../runtime/core/contract/session';
import { blendSideMenu } from '../../runtime/core/routing/menu-routes';
import { SIDEBAR_WIDTH } from '../../runtime/core/routing/layout-rules';
import { appState } from '../stores/app';
import { session } from '../stores/session';
import { settings } from '../stores/settings';
import { applyDateLanguage } from '../i18n/date-language';
import { SessionNotices } from './dialogs/SessionNotices';
import { useLiveSocket } from '../messages/live';
import { KeepAliveOutlet } from './keep-alive/KeepAliveOutlet';
import { Navbar } from './navbar/Navbar';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { SideMenu } from './sidebar/SideMenu';
import { TopMenu } from './sidebar/TopMenu';
import { TagsView, useTabTracker } from './tags/TagsView';
import { useResponsive } from './useResponsive';
import './shell.css';

/** Width of the icon-only sidebar. */
const FOLDED_WIDTH = 54;

/** The system title and logo. */
function Logo({ folded }: { folded: boolean }) {
  const { t } = useTranslation();
  const { sysConfig } = useSnapshot(session);
  const { sidebarLogo } = useSnapshot(settings);
  if (!sidebarLogo) return null;
  const title = sysConfig?.sysName || t('app.defaultTitle');
  return (
    <div className="klx-logo" title={title} data-testid="logo">
      {sysConfig?.logoIcon ? <img src={sysConfig.logoIcon} alt="" /> : <span className="klx-logo__mark">K</span>}
      {!folded && <span className="klx-logo__title">{title}</span>}
    </div>
  );
}

/** The signed-in frame around every page. */
export function Shell() {
  const { i18n } = useTranslation();
  // Before any page renders: calendars and date pickers name months and weekdays in the app's language.
  applyDateLanguage(i18n.language);
  // The live socket runs while the shell (a signed-in session) is shown.
  useLiveSocket();
  const { pathname } = useLocation();
  const { layoutType, sidebarOpen, tagsView, slideClass } = useSnapshot(settings);
  const { device } = useSnapshot(appState);
  const { menuList } = useSnapshot(session);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useResponsive();
  useTabTracker();

  const mobile = device === 'mobile';
  const theme = slideClass === 'dark' ? 'dark' : 'light';
  const blendTree = useMemo(() => (layoutType === 'blend' ? blendSideMenu(menuList as MenuItem[], pathname) : []), [layoutType, menuList, pathname]);
  const topMenu = layoutType === 'functional' || layoutType === 'blend';
  // The sidebar: the whole menu (classic, plain), the current area (blend, when it has one), none (functional).
  const hasSider = layoutType === 'classic' || layoutType === 'plain' || (layoutType === 'blend' && blendTree.length > 0);
  // Plain is icons only and the toggle shows or hides it; elsewhere closing folds to icons (hides on mobile).
  const folded = !mobile && (layoutType === 'plain' || !sidebarOpen);
  const siderHidden = !sidebarOpen && (mobile || layoutType === 'plain');

  const sider = hasSider && !siderHidden && (
    <>
      {mobile && <div className="klx-shell__backdrop" data-testid="sidebar-backdrop" onClick={() => (settings.sidebarOpen = false)} />}
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={FOLDED_WIDTH}
        collapsed={folded}
        trigger={null}
        theme={theme}
        className="klx-shell__sider"
        data-testid="sidebar"
        data-folded={folded}
      >
        {!topMenu && <Logo folded={folded} />}
        <SideMenu tree={layoutType === 'blend' ? blendTree : undefined} collapsed={folded} theme={theme} />
      </Layout.Sider>
    </>
  );
  const navbar = (
    <Navbar
      withToggle={hasSider}
      onOpenSettings={() => setSettingsOpen(true)}
      left={
        topMenu ? (
          <>
            <Logo folded={mobile} />
            <TopMenu firstLevelOnly={layoutType === 'blend'} theme="light" />
          </>
        ) : undefined
      }
    />
  );
  const main = (
    <>
      {tagsView && <TagsView />}
      <Layout.Content className="klx-shell__main" data-testid="app-main">
        <KeepAliveOutlet />
      </Layout.Content>
    </>
  );

  // antd's App (the modal, message and notification hooks pages use) lives here rather than at the root: the sign-in
  // page does not need its code (issue 13). `component={false}` adds no element around the layout.
  return (
    <AntApp component={false}>
      <Layout className={`klx-shell klx-shell--${layoutType}${mobile ? ' is-mobile' : ''}`} data-layout={layoutType} data-device={device}>
        {topMenu ? (
          // Top-menu layouts: the navbar spans the width; the blend area menu sits below it on the left.
          <>
            {navbar}
            <Layout hasSider className="klx-shell__below">
              {sider}
              <Layout className="klx-shell__body">{main}</Layout>
            </Layout>
          </>
        ) : (
          <>
            {sider}
            <Layout className="klx-shell__body">
              {navbar}
              {main}
            </Layout>
          </>
        )}
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        <SessionNotices />
      </Layout>
    </AntApp>
  );
}
