/**
 * The tab strip (spec 01 §2.3): one tab per visited page; a click goes back to it, the close icon or a middle click
 * closes it (affix tabs cannot close), and a right-click menu offers refresh (through /redirect), close, close
 * others and close all. Closing the open tab lands on the last remaining one.
 *
 * The strip scrolls sideways (issue 14): the open tab is always brought into view, the wheel scrolls it, and arrow
 * buttons at both ends move it by most of its width (the rules are in tag-scroll.ts).
 */
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { landingAfterClose, type VisitedView } from '../../../runtime/core/routing/visited-views';
import { isTransientPath, usePageMetas } from '../../router/route-meta';
import { settings } from '../../stores/settings';
import { closeAllViews, closeOtherViews, closeView, openView, refreshView, tabs } from '../../stores/tabs';
import { menuIcon } from '../menu-icons';
import { arrowStep, clampScroll, revealOffset, wheelDistance, type StripMetrics } from './tag-scroll';

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

/** Moves a strip to an offset, smoothly where the browser can. */
function scrollStrip(strip: HTMLElement, left: number, smooth: boolean): void {
  if (smooth && typeof strip.scrollTo === 'function') strip.scrollTo({ left, behavior: 'smooth' });
  else strip.scrollLeft = left;
}

/**
 * The scrolling of the strip: brings the open tab into view whenever it or the set of tabs changes (and when the
 * strip is resized), turns the wheel into sideways scrolling, and says whether there is more on either side.
 */
function useStripScroll(activeKey: string, tabCount: number) {
  const ref = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const metrics = (strip: HTMLElement): StripMetrics => ({ scrollLeft: strip.scrollLeft, clientWidth: strip.clientWidth, scrollWidth: strip.scrollWidth });
  const updateMore = useCallback(() => {
    const strip = ref.current;
    if (!strip) return;
    const left = strip.scrollLeft > 0;
    const right = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
    setMore((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
  }, []);
  const reveal = useCallback(
    (smooth: boolean) => {
      const strip = ref.current;
      const active = strip?.querySelector<HTMLElement>('.klx-tags__item.is-active');
      if (strip && active) scrollStrip(strip, revealOffset(metrics(strip), active.offsetLeft, active.offsetWidth), smooth);
      updateMore();
    },
    [updateMore],
  );

  useLayoutEffect(() => reveal(false), [activeKey, tabCount, reveal]);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    // A native listener: React's wheel listeners are passive and cannot keep the page from scrolling instead.
    const onWheel = (event: WheelEvent) => {
      const distance = wheelDistance(event);
      const target = clampScroll(metrics(strip), strip.scrollLeft + distance);
      if (distance === 0 || target === strip.scrollLeft) return;
      event.preventDefault();
      strip.scrollLeft = target;
      updateMore();
    };
    const resized = new ResizeObserver(() => reveal(false));
    resized.observe(strip);
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      strip.removeEventListener('wheel', onWheel);
      resized.disconnect();
    };
  }, [reveal, updateMore]);

  const step = (direction: -1 | 1) => {
    const strip = ref.current;
    if (!strip) return;
    scrollStrip(strip, clampScroll(metrics(strip), strip.scrollLeft + direction * arrowStep(metrics(strip))), true);
    updateMore();
  };
  return { ref, more, updateMore, step };
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
  const strip = useStripScroll(pathname, views.length);

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
    <div className="klx-tags">
      <Button
        type="text"
        size="small"
        className="klx-tags__arrow"
        icon={<LeftOutlined />}
        aria-label={t('tags.scrollLeft')}
        data-testid="tags-scroll-left"
        disabled={!strip.more.left}
        onClick={() => strip.step(-1)}
      />
      <nav ref={strip.ref} className="klx-tags__strip" data-testid="tags-view" aria-label={t('tags.label')} onScroll={strip.updateMore}>
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
      <Button
        type="text"
        size="small"
        className="klx-tags__arrow"
        icon={<RightOutlined />}
        aria-label={t('tags.scrollRight')}
        data-testid="tags-scroll-right"
        disabled={!strip.more.right}
        onClick={() => strip.step(1)}
      />
    </div>
  );
}
