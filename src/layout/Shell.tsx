/**
 * The signed-in frame: a header with the system title, the user and sign-out, a side menu built from the menu the
 * server granted, and the page. (The four layouts, tabs and navbar tools of spec 01 §2.3–§2.7 build on this.)
 */
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Menu, Modal, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../runtime/core/contract/session';
import { menuPath } from '../../runtime/core/routing/menu-routes';
import { session } from '../stores/session';
import { LanguageSwitch } from './LanguageSwitch';
import { menuIcon } from './menu-icons';
import { menuTitle } from './menu-title';
import { useSignOut } from './useSignOut';
import './shell.css';

type AntMenuItem = Required<MenuProps>['items'][number];

function toAntItems(items: readonly MenuItem[], language: string): AntMenuItem[] {
  return items.map((item) => {
    const Icon = menuIcon(item.icon);
    const children = item.children?.length ? toAntItems(item.children, language) : undefined;
    const key = menuPath(item) ?? item.id;
    return { key, icon: <Icon />, label: menuTitle(item, language), children } as AntMenuItem;
  });
}

/** The signed-in frame around every page. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { menuList, userInfo, sysConfig } = useSnapshot(session);
  const signOut = useSignOut();
  const items = useMemo(() => toAntItems(menuList as MenuItem[], i18n.language), [menuList, i18n.language]);
  const title = sysConfig?.sysName || t('app.defaultTitle');

  const confirmSignOut = () =>
    Modal.confirm({
      title: t('nav.tip'),
      content: t('nav.logoutConfirm'),
      okText: t('nav.confirm'),
      cancelText: t('nav.cancel'),
      onOk: signOut,
    });

  return (
    <Layout className="klx-shell">
      <Layout.Sider width={210} className="klx-shell__sider" breakpoint="lg" collapsedWidth={0}>
        <div className="klx-shell__logo">{title}</div>
        <Menu
          theme="dark"
          mode="inline"
          data-testid="side-menu"
          items={items}
          selectedKeys={[location.pathname]}
          onClick={({ key }) => key.startsWith('/') && navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="klx-shell__header">
          <span className="klx-shell__spacer" />
          <LanguageSwitch />
          <Dropdown
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout') }],
              onClick: ({ key }) => key === 'logout' && confirmSignOut(),
            }}
          >
            <span className="klx-shell__user" data-testid="user-menu">
              <Avatar size="small" icon={<UserOutlined />} src={userInfo?.headIcon || undefined} />
              <span>{userInfo ? `${userInfo.userName}/${userInfo.userAccount}` : ''}</span>
            </span>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="klx-shell__main">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
