/**
 * The granted menu as antd menu items, and what choosing one does (spec 01 §2.2): in-app routes navigate; data
 * views and new-window links open a window with their placeholders replaced.
 */
import type { MenuProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../../runtime/core/contract/session';
import { menuAction, menuPath } from '../../../runtime/core/routing/menu-routes';
import { session } from '../../stores/session';
import { menuIcon } from '../menu-icons';
import { menuTitle } from '../menu-title';

/** An antd menu item. */
export type AntMenuItem = Required<MenuProps>['items'][number];

/** Where the data-view host lives: this origin unless the deployment says otherwise. */
export function dataViewHost(): string {
  return (import.meta.env.VITE_DATA_VIEW_HOST as string | undefined) || window.location.origin;
}

/** Builds antd items keyed by menu id; `depth` limits nesting (the blend top menu shows only the first level). */
export function toAntItems(items: readonly MenuItem[], language: string, depth = Infinity): AntMenuItem[] {
  return items.map((item) => {
    const Icon = menuIcon(item.icon);
    const children = depth > 1 && item.children?.length ? toAntItems(item.children, language, depth - 1) : undefined;
    return { key: item.id, icon: <Icon />, label: <span data-menu-code={item.enCode}>{menuTitle(item, language)}</span>, children } as AntMenuItem;
  });
}

/** Flattens a menu tree. */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

/** The ids from the root to the entry serving the path (for selected and open keys). */
export function menuTrail(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (menuPath(item) === path) return [item.id];
    const below = menuTrail(item.children ?? [], path);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

/** The first in-app path inside an entry (itself or a descendant), for top items that only group others. */
export function firstPathIn(item: MenuItem): string | undefined {
  return menuPath(item) ?? (item.children ?? []).map(firstPathIn).find(Boolean);
}

/** The menu of the current system with its antd items and a handler for choosing an entry by id. */
export function useMenu() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { menuList, token } = useSnapshot(session);
  const tree = menuList as MenuItem[];
  const byId = useMemo(() => new Map(flattenMenu(tree).map((item) => [item.id, item])), [tree]);
  const choose = useCallback(
    (id: string) => {
      const item = byId.get(id);
      if (!item) return;
      const action = menuAction(item, { dataViewHost: dataViewHost(), token, origin: window.location.origin });
      if (action.kind === 'route') navigate(action.path);
      else if (action.kind === 'window') window.open(action.url, '_blank', 'noopener');
    },
    [byId, navigate, token],
  );
  return { tree, byId, choose, language: i18n.language };
}
