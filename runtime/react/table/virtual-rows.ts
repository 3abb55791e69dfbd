/**
 * Long pages are virtualised (issue 13: 10,000 rows at 55 fps or better): from {@link VIRTUAL_ROWS_FROM} rows on,
 * a flat list renders through antd's virtual table, which keeps only the rows in view in the DOM. The table then
 * scrolls inside its own body, of a height that follows the window, and that body forgets its offset while a kept-
 * alive tab hides it (display:none): `useVirtualScrollKeeper` remembers the offset and puts it back when the table
 * shows again. Tree lists stay plain: they page over their roots and their pages are short.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Rows on a page from which a flat list is virtualised. */
export const VIRTUAL_ROWS_FROM = 100;

/** The body height of a virtual table: the window's height less the page's header, toolbar and footer. */
export const virtualBodyHeight = (windowHeight: number) => Math.max(320, windowHeight - 300);

/** True when a page of `rows` rows is virtualised. */
export function isVirtualised(rows: number, tree: boolean): boolean {
  return !tree && rows >= VIRTUAL_ROWS_FROM;
}

/** The virtual body's height, following the window's. */
export function useVirtualBodyHeight(enabled: boolean): number {
  const [height, setHeight] = useState(() => virtualBodyHeight(typeof window === 'undefined' ? 900 : window.innerHeight));
  useEffect(() => {
    if (!enabled) return;
    const follow = () => setHeight(virtualBodyHeight(window.innerHeight));
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [enabled]);
  return height;
}

/** The class of the element a virtual table's body scrolls in. */
export const VIRTUAL_HOLDER = 'ant-table-tbody-virtual-holder';

/**
 * Remembers how far the virtual body under `wrapper` is scrolled and, when the wrapper shows again after being
 * hidden, scrolls it back there through `scrollTo` (the table's own, so that the rows in view are rendered).
 */
export function useVirtualScrollKeeper(wrapper: RefObject<HTMLElement | null>, enabled: boolean, scrollTo: (top: number) => void): void {
  const offset = useRef(0);
  const restore = useRef(scrollTo);
  restore.current = scrollTo;
  useEffect(() => {
    const element = wrapper.current;
    if (!enabled || !element) return;
    let shown = element.offsetWidth > 0 || element.offsetHeight > 0;
    const remember = (event: Event) => {
      const target = event.target as HTMLElement;
      // Scroll events of a hidden table are the browser dropping its offset: not the user's position.
      if (shown && target.classList?.contains(VIRTUAL_HOLDER)) offset.current = target.scrollTop;
    };
    element.addEventListener('scroll', remember, true);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            const nowShown = element.offsetWidth > 0 || element.offsetHeight > 0;
            if (nowShown && !shown && offset.current > 0) restore.current(offset.current);
            shown = nowShown;
          });
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', remember, true);
      observer?.disconnect();
    };
  }, [wrapper, enabled]);
}
