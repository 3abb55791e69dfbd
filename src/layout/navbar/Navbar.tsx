/**
 * The navbar (spec 01 §2.4): the sidebar toggle (layouts with a sidebar), the top menu (functional and blend),
 * and the tools — search, service centre and app download (online edition), language, fullscreen, size, settings
 * and the user menu. Which tools show follows the personal settings.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session';
import { settings } from '../../stores/settings';
import { LanguageSwitch } from '../LanguageSwitch';
import { AppDownloadButton, ServiceCenterButton } from './AppDownload';
import { HeaderSearch } from './HeaderSearch';
import { FullscreenToggle, SizeSelect } from './ScreenTools';
import { UserDropdown } from './UserDropdown';
import { MessageBell } from '../../messages/MessageBell';
import { ChatButton } from '../../chat/ChatButton';

/** The sidebar toggle. */
export function SidebarToggle() {
  const { t } = useTranslation();
  const { sidebarOpen } = useSnapshot(settings);
  return (
    <Tooltip title={t('nav.toggleSidebar')}>
      <Button
        type="text"
        data-testid="sidebar-toggle"
        aria-label={t('nav.toggleSidebar')}
        aria-expanded={sidebarOpen}
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={() => {
          settings.sidebarOpen = !settings.sidebarOpen;
        }}
      />
    </Tooltip>
  );
}

/** The navbar; `left` holds the logo and top menu in the top-menu layouts. */
export function Navbar({ left, withToggle, onOpenSettings }: { left?: ReactNode; withToggle: boolean; onOpenSettings(): void }) {
  const { t } = useTranslation();
  const { showSearch, showLanguage, showAppDownload } = useSnapshot(settings);
  const { sysConfig } = useSnapshot(session);
  const online = Boolean(sysConfig?.onlineEdition);
  return (
    <header className="klx-navbar" data-testid="navbar">
      {withToggle && <SidebarToggle />}
      <div className="klx-navbar__left">{left}</div>
      <div className="klx-navbar__tools">
        {showSearch && <HeaderSearch />}
        {online && <ServiceCenterButton />}
        {online && showAppDownload && <AppDownloadButton />}
        {showLanguage && <LanguageSwitch compact />}
        {sysConfig?.enableChat && <ChatButton />}
        <MessageBell />
        <FullscreenToggle />
        <SizeSelect />
        <Tooltip title={t('settings.title')}>
          <Button type="text" icon={<SettingOutlined />} aria-label={t('settings.title')} data-testid="settings-open" onClick={onOpenSettings} />
        </Tooltip>
        <UserDropdown />
      </div>
    </header>
  );
}
