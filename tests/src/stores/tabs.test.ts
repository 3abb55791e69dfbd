/** The tab store: closing or refreshing a tab throws its cached page away; home stays. */
import { closeAllViews, closeOtherViews, closeView, openView, refreshView, resetViews, tabs } from '../../../src/stores/tabs';

const view = (path: string, affix = false) => ({ path, fullPath: path, title: path, affix });

describe('tab store', () => {
  beforeEach(() => {
    resetViews();
    for (const entry of [view('/home', true), view('/a'), view('/b'), view('/c')]) openView(entry);
  });

  it('bumps the generation of closed and refreshed pages only', () => {
    closeView('/a');
    refreshView('/b');
    expect(tabs.generation).toEqual({ '/a': 1, '/b': 1 });
    closeOtherViews('/b');
    expect(tabs.views.map((v) => v.path)).toEqual(['/home', '/b']);
    expect(tabs.generation).toEqual({ '/a': 1, '/b': 1, '/c': 1 });
    closeAllViews();
    expect(tabs.views.map((v) => v.path)).toEqual(['/home']);
    expect(tabs.generation['/home']).toBeUndefined();
    expect(tabs.generation['/b']).toBe(2);
  });

  it('never closes home', () => {
    closeView('/home');
    expect(tabs.views[0]!.path).toBe('/home');
  });
});
