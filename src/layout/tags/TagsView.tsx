/**
 * The tab strip (spec 01 §2.3): one tab per visited page; a click goes back to it, the close icon or a middle click
 * closes it (affix tabs cannot close), and a right-click menu offers refresh (through /redirect), close, close
 * others and close all. Closing the open tab lands on the last remaining one.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { landingAfterClose, type VisitedView } from '../../../runtime/core/routing/visited-views';
import { isTransientPath, usePageMetas } from '../../router/route-meta';
import { settings } from '../../stores/settings';
import { closeAllViews, closeOtherViews, closeView, openView, refreshView, tabs } from '../../stores/tabs';
import { menuIcon } from '../menu-icons';

/** Adds a tab for every page the user opens, and the affix tabs from the start. */
export function useTabTracker(): void {
  const location = useLocation();
  const metas = usePageMetas();
  useEffect(() => {
    for (const meta of metas.values()) if (meta.affix) openView({ path: meta.path, fullPath: meta.path, title: meta.title, icon: meta.icon, affix: true });
  }, [metas]);
  useEffect(() => {
    if (isTransientPath(location.pathname)) return;
    const meta = metas.get(location.pathname);
    if (!meta) return;
    openView({ path: meta.path, fullPath: location.pathname + location.search, title: meta.title, icon: meta.icon, affix: meta.affix, noCache: meta.noCache });
  }, [location.pathname, location.search, metas]);
}

/** The tab strip. */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const metas = usePageMetas();
  const { views } = useSnapshot(tabs);
  const { tagsIcon } = useSnapshot(settings);
  const [menuFor, setMenuFor] = useState<string | null>(null);

  const afterClose = () => {
    const landing = landingAfterClose(tabs.views, pathname);
    if (landing) navigate(landing);
  };
  const close = (view: VisitedView) => {
    if (view.affix) return;
    closeView(view.path);
    afterClose();
  };
  const act = (key: string, view: VisitedView) => {
    if (key === 'refresh') {
      refreshView(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    } else if (key === 'close') close(view);
    else if (key === 'closeOthers') {
      closeOtherViews(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    } else if (key === 'closeAll') {
      closeAllViews();
      afterClose();
    }
  };

  return (
    <nav className="klx-tags" data-testid="tags-view" aria-label={t('tags.label')}>
      {views.map((view) => {
        const title = metas.get(view.path)?.title ?? view.title;
        const Icon = menuIcon(view.icon);
        const items: MenuProps['items'] = [
          { key: 'refresh', label: t('tags.refresh') },
          ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
          { key: 'closeOthers', label: t('tags.closeOthers') },
          { key: 'closeAll', label: t('tags.closeAll') },
        ];
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            open={menuFor === view.path}
            onOpenChange={(open) => setMenuFor(open ? view.path : null)}
            menu={{ items, onClick: ({ key }) => (setMenuFor(null), act(String(key), view)) }}
          >
            <span
              role="link"
              tabIndex={0}
              data-testid="tag"
              data-path={view.path}
              className={`klx-tags__item${view.path === pathname ? ' is-active' : ''}`}
              onClick={() => view.path !== pathname && navigate(view.fullPath)}
              onKeyDown={(event) => event.key === 'Enter' && navigate(view.fullPath)}
              onMouseUp={(event) => {
                if (event.button === 1) {
                  event.preventDefault();
                  close(view);
                }
              }}
            >
              {tagsIcon && <Icon />}
              <span>{title}</span>
              {!view.affix && (
                <CloseOutlined
                  className="klx-tags__close"
                  aria-label={t('tags.close')}
                  data-testid="tag-close"
                  onClick={(event) => {
                    event.stopPropagation();
                    close(view);
                  }}
                />
              )}
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
}
