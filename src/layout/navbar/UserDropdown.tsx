/**
 * The user dropdown (spec 01 §2.4): profile, switch system (only with more than one), switch organisation (only
 * with more than one), lock screen, and logout after confirmation. Switching shows the server's message and then
 * reloads the page (§4.6): in place for an organisation, on the home page for a system (the page open belongs to the
 * system left and may not exist in the new one).
 */
import { ApartmentOutlined, AppstoreOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getUserOrganizes, switchMajor } from '../../api/current-user';
import { notifySuccess } from '../../host/notify';
import { session, setLocked } from '../../stores/session';
import { useSignOut } from '../useSignOut';

/** Reloads the page after a switch (a seam so tests can watch it). */
export const reloader = {
  reload: () => window.location.reload(),
  openHome: () => window.location.assign('/home'),
};

/** The avatar and name with their menu. */
export function UserDropdown() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const { userInfo } = useSnapshot(session);
  const [organizes, setOrganizes] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    let alive = true;
    getUserOrganizes()
      .then((answer) => alive && setOrganizes(answer.list))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [userInfo?.userId]);
  if (!userInfo) return null;

  const systems = userInfo.systemIds ?? [];
  const doSwitch = async (type: 'System' | 'Organize', id: string) => {
    try {
      const { msg } = await switchMajor(type, id);
      notifySuccess(msg, 1);
      setTimeout(() => (type === 'System' ? reloader.openHome() : reloader.reload()), 1000);
    } catch {
      // the http client showed why
    }
  };
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('nav.profile') },
    ...(systems.length > 1
      ? [{
          key: 'systems',
          icon: <AppstoreOutlined />,
          label: t('nav.switchSystem'),
          children: systems.map((system) => ({ key: `system:${system.id}`, label: system.name, disabled: system.currentSystem })),
        }]
      : []),
    ...(organizes.length > 1
      ? [{
          key: 'organizes',
          icon: <ApartmentOutlined />,
          label: t('nav.switchOrganize'),
          children: organizes.map((organize) => ({ key: `organize:${organize.id}`, label: organize.name, disabled: organize.id === userInfo.organizeId })),
        }]
      : []),
    { key: 'lock', icon: <LockOutlined />, label: t('nav.lockScreen') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/profile');
    else if (key === 'lock') {
      // Unlocking returns to the page the user locked from.
      setLocked(true, location.pathname + location.search);
      navigate('/lockScreen');
    } else if (key === 'logout') {
      void modal.confirm({ title: t('nav.tip'), content: t('nav.logoutConfirm'), okText: t('nav.confirm'), cancelText: t('nav.cancel'), onOk: signOut });
    } else if (key.startsWith('system:')) void doSwitch('System', key.slice('system:'.length));
    else if (key.startsWith('organize:')) void doSwitch('Organize', key.slice('organize:'.length));
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight">
      <span className="klx-navbar__user" data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} src={userInfo.headIcon || undefined} />
        <span className="klx-navbar__user-name">{`${userInfo.userName}/${userInfo.userAccount}`}</span>
      </span>
    </Dropdown>
  );
}
