/**
 * Keeps visited pages alive (spec 01 §2.3). React 19 has no KeepAlive, so this keeps the route element of every
 * cached tab mounted but hidden, keyed by path: typed input, open tree nodes and any other component state survive
 * leaving the tab. Each hidden page sees the location it was last shown at (its own location context), so a page
 * that reads the location does not react to another page's route. Hiding with display:none loses the scroll
 * offset, so each page's scroll position is remembered and put back when it shows again.
 *
 * A page is kept when page caching is on and its tab is open without noCache; closing or refreshing a tab bumps
 * its generation, which drops the old instance.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cachedPaths } from '../../../runtime/core/routing/visited-views';
import { isTransientPath } from '../../router/route-meta';
import { settings } from '../../stores/settings';
import { tabs } from '../../stores/tabs';

interface CachedPage {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
  generation: number;
}

/** One page: shown or hidden, with its own location and remembered scroll offset. */
function KeptPage({ active, path, location, navigationType, children }: { active: boolean; path: string; location: Location; navigationType: NavigationType; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    if (active && box.current) box.current.scrollTop = scrollTop.current;
  }, [active]);
  const contextValue = useRef<{ location: Location; navigationType: NavigationType }>({ location, navigationType });
  if (contextValue.current.location !== location) contextValue.current = { location, navigationType };
  return (
    <div
      ref={box}
      className="klx-keep-alive__page"
      data-keep-alive-path={path}
      style={{ display: active ? undefined : 'none' }}
      onScroll={(event) => {
        if (active) scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      <UNSAFE_LocationContext.Provider value={contextValue.current}>{children}</UNSAFE_LocationContext.Provider>
    </div>
  );
}

/** The main area's outlet with kept-alive pages. */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { useCache } = useSnapshot(settings);
  const { views, generation } = useSnapshot(tabs);
  const cache = useRef(new Map<string, CachedPage>());
  const path = location.pathname;
  const current = generation[path] ?? 0;

  // The shown page always takes the current element: same component types at the same key keep their state.
  const entry = cache.current.get(path);
  if (!entry || entry.location !== location || entry.generation !== current) {
    cache.current.set(path, { element: outlet, location, navigationType, generation: current });
  }
  const keep = new Set(useCache ? cachedPaths(views) : []);
  for (const [cachedPath, page] of cache.current) {
    const stale = page.generation !== (generation[cachedPath] ?? 0);
    if (cachedPath !== path && (stale || !keep.has(cachedPath) || isTransientPath(cachedPath))) cache.current.delete(cachedPath);
  }

  return (
    <div className="klx-keep-alive">
      {[...cache.current].map(([cachedPath, page]) => (
        <KeptPage key={`${cachedPath}#${page.generation}`} active={cachedPath === path} path={cachedPath} location={page.location} navigationType={page.navigationType}>
          {page.element}
        </KeptPage>
      ))}
    </div>
  );
}
