/** /home: greets the user, says when and from where they last signed in, and shows the menu the server granted. */
import { Card, Descriptions, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../../runtime/core/contract/session';
import { describeAddress } from '../../../runtime/core/format/address';
import { menuTitle } from '../../layout/menu-title';
import { menuIcon } from '../../layout/menu-icons';
import { useMenu } from '../../layout/sidebar/menu-items';
import { session } from '../../stores/session';
import { ScheduleCard } from '../../schedules/ScheduleCard';

function countPages(items: readonly MenuItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 0 ? 0 : 1) + countPages(item.children ?? []), 0);
}

/** The home page. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  // Choosing an entry does what the menu does: navigate, or open a data view or external link in a new window.
  const { choose } = useMenu();
  const { userInfo, menuList } = useSnapshot(session);
  const treeData = useMemo(() => {
    const toNodes = (items: readonly MenuItem[]): DataNode[] =>
      items.map((item) => {
        const Icon = menuIcon(item.icon);
        return { key: item.id, title: menuTitle(item, i18n.language), icon: <Icon />, children: toNodes(item.children ?? []) };
      });
    return toNodes(menuList as MenuItem[]);
  }, [menuList, i18n.language]);
  if (!userInfo) return null;
  return (
    <div className="klx-page">
      <Card>
        {/* The title's own top margin left an empty band above it, on top of the card's padding (issue 14). */}
        <Typography.Title level={3} data-testid="home-greeting" style={{ marginTop: 0 }}>
          {t('home.greeting', { name: userInfo.userName })}
        </Typography.Title>
        <Descriptions column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('home.account')}>{userInfo.userAccount}</Descriptions.Item>
          <Descriptions.Item label={t('home.organize')}>{userInfo.organizeName}</Descriptions.Item>
          {userInfo.prevLoginTime ? (
            <Descriptions.Item label={t('home.lastLogin')}>
              <span data-testid="home-last-login">
                {dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm')} {describeAddress(userInfo.prevLoginIPAddress, t)}
              </span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <ScheduleCard />
      <Card title={t('home.menu')} extra={t('home.menuCount', { count: countPages(menuList as MenuItem[]) })} style={{ marginTop: 16 }}>
        <Tree
          data-testid="home-menu"
          showIcon
          defaultExpandAll
          treeData={treeData}
          onSelect={(keys) => {
            if (keys[0] !== undefined) choose(String(keys[0]));
          }}
        />
      </Card>
    </div>
  );
}
