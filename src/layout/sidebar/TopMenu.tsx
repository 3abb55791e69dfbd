/**
 * The top menu (functional and blend layouts, spec 01 §2.3): items that do not fit the width go under "more",
 * counting 116 px per item. In the blend layout only the first level shows; choosing a catalogue or category
 * opens its first page and its children appear in the left menu.
 */
import { EllipsisOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MenuType } from '../../../runtime/core/contract/session';
import { topLevelOwner, visibleTopItems } from '../../../runtime/core/routing/menu-routes';
import { firstPathIn, menuTrail, toAntItems, useMenu, type AntMenuItem } from './menu-items';

/** The horizontal menu with its "more" overflow. */
export function TopMenu({ firstLevelOnly, theme }: { firstLevelOnly: boolean; theme: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tree, byId, choose, language } = useMenu();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const items = useMemo(() => {
    const all = toAntItems(tree, language, firstLevelOnly ? 1 : Infinity);
    const shown = visibleTopItems(all.length, width);
    if (shown >= all.length) return all;
    const more: AntMenuItem = { key: 'klx-more', icon: <EllipsisOutlined />, label: <span data-testid="top-menu-more">{t('nav.more')}</span>, children: all.slice(shown) } as AntMenuItem;
    return [...all.slice(0, shown), more];
  }, [tree, language, firstLevelOnly, width, t]);

  const selected = firstLevelOnly ? [topLevelOwner(tree, pathname)?.id ?? ''] : menuTrail(tree, pathname);
  return (
    <div ref={box} className="klx-top-menu">
      <Menu
        mode="horizontal"
        theme={theme}
        data-testid="top-menu"
        disabledOverflow
        items={items}
        selectedKeys={selected}
        onClick={({ key }) => {
          const item = byId.get(String(key));
          // A catalogue has no page of its own: open its first page (a category has one, and goes there).
          if (firstLevelOnly && item?.type === MenuType.catalog) {
            const first = firstPathIn(item);
            if (first) navigate(first);
            return;
          }
          choose(String(key));
        }}
      />
    </div>
  );
}
