/**
 * The side menu: the whole tree (classic), icons only (plain, and classic when folded), or the children of the
 * top item that owns the current page (blend, spec 01 §2.2: a type-1 category shows its children on the left).
 */
import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../../runtime/core/contract/session';
import { menuTrail, toAntItems, useMenu } from './menu-items';

/** The side menu over the given tree (defaults to the whole granted menu). */
export function SideMenu({ tree, collapsed, theme }: { tree?: MenuItem[]; collapsed: boolean; theme: 'dark' | 'light' }) {
  const { tree: whole, choose, language } = useMenu();
  const items = tree ?? whole;
  const { pathname } = useLocation();
  const antItems = useMemo(() => toAntItems(items, language), [items, language]);
  const trail = useMemo(() => menuTrail(items, pathname), [items, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(trail.slice(0, -1));
  // Opening the trail of a page reached from elsewhere (tabs, search) keeps the menu in step with the page.
  useEffect(() => {
    if (!collapsed) setOpenKeys((keys) => [...new Set([...keys, ...trail.slice(0, -1)])]);
  }, [trail, collapsed]);
  return (
    <Menu
      mode="inline"
      theme={theme}
      data-testid="side-menu"
      inlineCollapsed={collapsed}
      items={antItems}
      selectedKeys={trail.slice(-1)}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => choose(String(key))}
    />
  );
}
