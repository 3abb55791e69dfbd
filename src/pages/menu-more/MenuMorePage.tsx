/** /menuMore (spec 01 §2.1): the virtual "more" menu — every area of the current system with its entries, to pick from. */
import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../runtime/core/contract/session';
import { menuIcon } from '../../layout/menu-icons';
import { menuTitle } from '../../layout/menu-title';
import { flattenMenu, useMenu } from '../../layout/sidebar/menu-items';

/** The entries under an area that can be chosen (everything but catalogues). */
function choosable(item: MenuItem): MenuItem[] {
  return flattenMenu(item.children ?? []).filter((entry) => entry.type !== 0);
}

/** The more-menu page. */
export function MenuMorePage() {
  const { t } = useTranslation();
  const { tree, choose, language } = useMenu();
  if (tree.length === 0) return <Empty />;
  return (
    <div className="klx-page" data-testid="menu-more">
      <Typography.Title level={4}>{t('route.menuMore')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {tree.map((area) => {
          const Icon = menuIcon(area.icon);
          const entries = area.children?.length ? choosable(area) : [area];
          return (
            <Col key={area.id} xs={24} md={12} xl={8}>
              <Card size="small" title={<Space><Icon />{menuTitle(area, language)}</Space>}>
                <Space wrap>
                  {entries.map((entry) => (
                    <Typography.Link key={entry.id} onClick={() => choose(entry.id)} data-testid="menu-more-entry">
                      {menuTitle(entry, language)}
                    </Typography.Link>
                  ))}
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
