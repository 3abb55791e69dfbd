/** The tab strip history (spec 01 §2.3): affix tabs survive closing, order and identity are kept. */
import { fc, test } from '@fast-check/vitest';
import {
  addView,
  cachedPaths,
  landingAfterClose,
  removeAllViews,
  removeOtherViews,
  removeView,
  updateView,
  type VisitedView,
} from '../../../../runtime/core/routing/visited-views';

const view = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({ path, fullPath: path, title: path, affix: false, ...extra });
const home = view('/home', { affix: true });

describe('tab operations', () => {
  it('adds a view once, refreshing its full path and title when it comes again', () => {
    let views = addView([home], view('/a'));
    views = addView(views, view('/a', { fullPath: '/a?x=1', title: 'A2' }));
    expect(views).toEqual([home, { path: '/a', fullPath: '/a?x=1', title: 'A2', affix: false }]);
  });

  it('keeps affix tabs first', () => {
    expect(addView([view('/a')], home).map((v) => v.path)).toEqual(['/home', '/a']);
  });

  it('never closes the affix tab, by any operation', () => {
    const views = [home, view('/a'), view('/b')];
    expect(removeView(views, '/home')).toEqual(views);
    expect(removeOtherViews(views, '/b').map((v) => v.path)).toEqual(['/home', '/b']);
    expect(removeAllViews(views)).toEqual([home]);
  });

  it('updates a tab in place', () => {
    expect(updateView([home, view('/a')], '/a', { title: 'New' })[1]!.title).toBe('New');
  });

  it('keeps pages alive unless noCache', () => {
    expect(cachedPaths([home, view('/a', { fullPath: '/a?q=1' }), view('/b', { noCache: true })])).toEqual(['/home', '/a']);
  });

  it('lands on the last remaining tab after closing the active one', () => {
    expect(landingAfterClose([home, view('/b', { fullPath: '/b?x=1' })], '/a')).toBe('/b?x=1');
    expect(landingAfterClose([home, view('/a')], '/a')).toBeUndefined();
    expect(landingAfterClose([], '/a')).toBe('/');
  });
});

describe('tab properties', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), path: fc.constantFrom('/home', '/a', '/b', '/c', '/d') }),
    fc.record({ kind: fc.constant('remove' as const), path: fc.constantFrom('/home', '/a', '/b', '/c', '/d') }),
    fc.record({ kind: fc.constant('others' as const), path: fc.constantFrom('/home', '/a', '/b') }),
    fc.record({ kind: fc.constant('all' as const), path: fc.constant('') }),
  );
  test.prop([fc.array(op, { maxLength: 30 })])('home stays open and first, and no path is ever listed twice', (ops) => {
    let views: VisitedView[] = [home];
    for (const { kind, path } of ops) {
      if (kind === 'add') views = addView(views, path === '/home' ? home : view(path));
      else if (kind === 'remove') views = removeView(views, path);
      else if (kind === 'others') views = removeOtherViews(views, path);
      else views = removeAllViews(views);
      expect(views[0]).toEqual(home);
      expect(new Set(views.map((v) => v.path)).size).toBe(views.length);
    }
  });

  test.prop([fc.array(fc.constantFrom('/a', '/b', '/c'), { maxLength: 10 }), fc.constantFrom('/a', '/b', '/c')])('close others leaves at most the kept tab beside the affix ones', (paths, keep) => {
    const views = paths.reduce((acc, path) => addView(acc, view(path)), [home] as VisitedView[]);
    const left = removeOtherViews(views, keep);
    expect(left.filter((v) => !v.affix).every((v) => v.path === keep)).toBe(true);
  });
});
