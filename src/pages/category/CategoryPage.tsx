/** A category (menu type 1, spec 01 §2.2) at /{enCode}: its entries as cards leading to them. */
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../runtime/core/contract/session';
import { menuIcon } from '../../layout/menu-icons';
import { menuTitle } from '../../layout/menu-title';
import { useMenu } from '../../layout/sidebar/menu-items';

/** The category page. */
export function CategoryPage({ item }: { item: MenuItem }) {
  const { i18n } = useTranslation();
  const { choose } = useMenu();
  if (!item.children?.length) return <Empty />;
  return (
    <Card title={menuTitle(item, i18n.language)} data-testid="category-page">
      <Row gutter={[16, 16]}>
        {item.children.map((child) => {
          const Icon = menuIcon(child.icon);
          return (
            <Col key={child.id} xs={24} sm={12} md={8} lg={6}>
              <Card hoverable size="small" onClick={() => choose(child.id)} data-testid="category-entry">
                <Icon /> {menuTitle(child, i18n.language)}
              </Card>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
