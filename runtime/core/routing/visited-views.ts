/**
 * The tab strip's history (spec 01 §2.3): add, remove, remove others, remove all and update, as pure functions
 * over an ordered list. Affix tabs (home) cannot be closed and survive "close others" and "close all". Which views
 * are kept alive follows from the list: every view but those marked noCache.
 */

/** One visited page in the tab strip. */
export interface VisitedView {
  /** The route path; the tab's identity. */
  path: string;
  /** The path with its query, to return to exactly where the user was. */
  fullPath: string;
  title: string;
  icon?: string;
  affix: boolean;
  /** When set, the page is not kept alive when its tab is left. */
  noCache?: boolean;
}

/** Adds a view, or refreshes the title and full path of the tab already open for its path. Affix tabs come first. */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((candidate) => candidate.path === view.path);
  if (index >= 0) return views.map((candidate, i) => (i === index ? { ...candidate, fullPath: view.fullPath, title: view.title, icon: view.icon ?? candidate.icon } : candidate));
  if (view.affix) {
    const lastAffix = views.reduce((last, candidate, i) => (candidate.affix ? i : last), -1);
    return [...views.slice(0, lastAffix + 1), view, ...views.slice(lastAffix + 1)];
  }
  return [...views, view];
}

/** Closes a tab (affix tabs stay). */
export function removeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((view) => view.affix || view.path !== path);
}

/** Closes every tab but the given one and the affix tabs. */
export function removeOtherViews(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((view) => view.affix || view.path === path);
}

/** Closes every tab but the affix tabs. */
export function removeAllViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((view) => view.affix);
}

/** Updates the tab of a path in place (title, full path, flags); unknown paths change nothing. */
export function updateView(views: readonly VisitedView[], path: string, changes: Partial<Omit<VisitedView, 'path'>>): VisitedView[] {
  return views.map((view) => (view.path === path ? { ...view, ...changes, path } : view));
}

/** The paths whose pages are kept alive. */
export function cachedPaths(views: readonly VisitedView[]): string[] {
  return views.filter((view) => !view.noCache).map((view) => view.fullPath.split('?')[0]!);
}

/**
 * Where to go after tabs closed while the user was on `activePath`: stay when its tab is still open; otherwise the
 * last remaining tab's full path, or "/" when none is left.
 */
export function landingAfterClose(remaining: readonly VisitedView[], activePath: string): string | undefined {
  if (remaining.some((view) => view.path === activePath)) return undefined;
  return remaining.at(-1)?.fullPath ?? '/';
}
