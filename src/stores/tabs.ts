/**
 * The tab strip's store (spec 01 §2.3): the visited views, changed only through the pure operations of
 * runtime/core/routing/visited-views.ts, and the pages to drop from the keep-alive cache (closed or refreshed).
 */
import { proxy } from 'valtio';
import {
  addView,
  removeAllViews,
  removeOtherViews,
  removeView,
  updateView,
  type VisitedView,
} from '../../runtime/core/routing/visited-views';

/** The tab strip's state. */
export interface TabsState {
  views: VisitedView[];
  /** Bumped per path when its cached page must be thrown away (closed or refreshed). */
  generation: Record<string, number>;
}

/** The tabs store (valtio proxy). */
export const tabs = proxy<TabsState>({ views: [], generation: {} });

function evict(paths: string[]): void {
  for (const path of paths) tabs.generation[path] = (tabs.generation[path] ?? 0) + 1;
}

/** Opens (or refreshes) the tab of a view. */
export function openView(view: VisitedView): void {
  tabs.views = addView(tabs.views, view);
}

/** Closes a tab and forgets its cached page. */
export function closeView(path: string): void {
  const before = tabs.views;
  tabs.views = removeView(before, path);
  evict(before.filter((view) => !tabs.views.includes(view)).map((view) => view.path));
}

/** Closes every tab but this one and the affix tabs. */
export function closeOtherViews(path: string): void {
  const before = tabs.views;
  tabs.views = removeOtherViews(before, path);
  evict(before.filter((view) => !tabs.views.some((kept) => kept.path === view.path)).map((view) => view.path));
}

/** Closes every tab but the affix tabs. */
export function closeAllViews(): void {
  const before = tabs.views;
  tabs.views = removeAllViews(before);
  evict(before.filter((view) => !view.affix).map((view) => view.path));
}

/** Updates a tab's title, full path or flags. */
export function changeView(path: string, changes: Partial<Omit<VisitedView, 'path'>>): void {
  tabs.views = updateView(tabs.views, path, changes);
}

/** Throws away a page's cached state so that it mounts afresh (the refresh action). */
export function refreshView(path: string): void {
  evict([path]);
}

/** Forgets every tab (logout, token reset). */
export function resetViews(): void {
  tabs.views = [];
  tabs.generation = {};
}
