/** Menu → routes (spec 01 §2.2): each type's path and action, the current system's menu, blend and top-menu rules. */
import { fc, test } from '@fast-check/vitest';
import { MenuType, type MenuItem } from '../../../../runtime/core/contract/session';
import {
  blendSideMenu,
  buildMenuRoutes,
  dataViewUrl,
  menuAction,
  menuForSystem,
  menuPath,
  resolveLinkUrl,
  visibleTopItems,
} from '../../../../runtime/core/routing/menu-routes';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  id: overrides.id ?? `id_${overrides.enCode ?? 'x'}`,
  parentId: '-1',
  fullName: overrides.enCode ?? 'x',
  enCode: 'x',
  icon: 'HomeOutlined',
  type: MenuType.page,
  urlAddress: '',
  linkTarget: '_self',
  propertyJson: '{}',
  sortCode: 0,
  hasChildren: false,
  children: [],
  ...overrides,
});
const context = { dataViewHost: 'https://dv.example.com', token: 'tok en', origin: 'https://eam.example.com' };

describe('menu entry types', () => {
  it.each([
    [{ type: MenuType.catalog, enCode: 'sys' }, undefined],
    [{ type: MenuType.category, enCode: 'lowCode' }, '/lowCode'],
    [{ type: MenuType.page, urlAddress: 'system/menu?tab=2' }, '/system/menu'],
    [{ type: MenuType.page, urlAddress: '/home' }, '/home'],
    [{ type: MenuType.dynamicForm, urlAddress: 'demo/form' }, '/demo/form'],
    [{ type: MenuType.dynamicDictionary, urlAddress: 'demo/dict' }, '/demo/dict'],
    [{ type: MenuType.dynamicReport, urlAddress: 'demo/report' }, '/demo/report'],
    [{ type: MenuType.portal, urlAddress: 'demo/portal' }, '/demo/portal'],
    [{ type: MenuType.dataView, propertyJson: '{"moduleId":"dv1"}' }, undefined],
    [{ type: MenuType.externalLink, enCode: 'docs', linkTarget: '_self', urlAddress: 'https://x' }, '/docs'],
    [{ type: MenuType.externalLink, enCode: 'docs', linkTarget: '_blank', urlAddress: 'https://x' }, undefined],
  ] as [Partial<MenuItem>, string | undefined][])('%o routes to %s', (overrides, path) => {
    expect(menuPath(item(overrides))).toBe(path);
  });

  it('carries moduleId and isTree of dynamic pages, and the link of an inside link, in the route meta', () => {
    const routes = buildMenuRoutes([
      item({ id: 'm1', type: MenuType.dynamicDictionary, urlAddress: 'demo/dict', propertyJson: '{"moduleId":"d1","isTree":"1"}', fullName: '字典' }),
      item({ id: 'm2', type: MenuType.externalLink, enCode: 'docs', urlAddress: '${dataV}/a?t=${klxToken}' }),
      item({ id: 'm3', type: MenuType.page, urlAddress: 'home', fullName: '首页' }),
    ]);
    expect(routes[0]).toEqual({ path: '/demo/dict', name: 'demo-dict', meta: { title: '字典', zhTitle: '字典', icon: 'HomeOutlined', affix: false, modelId: 'm1', type: 4, moduleId: 'd1', isTree: 1 } });
    expect(routes[1]!.meta.linkUrl).toBe('${dataV}/a?t=${klxToken}');
    expect(routes[2]!.meta.affix).toBe(true);
  });

  it('marks a page noCache when its propertyJson says so', () => {
    const routes = buildMenuRoutes([
      item({ id: 'a', urlAddress: 'a', propertyJson: '{"noCache":true}' }),
      item({ id: 'b', urlAddress: 'b', propertyJson: '{"noCache":1}' }),
      item({ id: 'c', urlAddress: 'c', propertyJson: '{"noCache":0}' }),
    ]);
    expect(routes.map((route) => route.meta.noCache)).toEqual([true, true, undefined]);
  });

  it('opens a data view on the data-view host with the token, in a new window', () => {
    expect(menuAction(item({ type: MenuType.dataView, propertyJson: '{"moduleId":"dv1"}' }), context)).toEqual({
      kind: 'window',
      url: 'https://dv.example.com/view/dv1?token=tok%20en',
    });
    expect(menuAction(item({ type: MenuType.dataView }), context)).toEqual({ kind: 'none' });
  });

  it('replaces the placeholders of an external link and opens it absolute in a new window unless _self', () => {
    expect(menuAction(item({ type: MenuType.externalLink, linkTarget: '_blank', urlAddress: '${dataV}/x?t=${klxToken}' }), context)).toEqual({
      kind: 'window',
      url: 'https://dv.example.com/x?t=tok%20en',
    });
    expect(menuAction(item({ type: MenuType.externalLink, linkTarget: '_blank', urlAddress: 'help/index.html' }), context)).toEqual({
      kind: 'window',
      url: 'https://eam.example.com/help/index.html',
    });
    expect(menuAction(item({ type: MenuType.externalLink, linkTarget: '_self', enCode: 'docs', urlAddress: 'x' }), context)).toEqual({ kind: 'route', path: '/docs' });
    expect(menuAction(item({ type: MenuType.catalog }), context)).toEqual({ kind: 'none' });
  });
});

describe('several systems', () => {
  const routerList = [
    item({ id: 'sys_a', type: 0, children: [item({ enCode: 'a1' })] }),
    item({ id: 'sys_b', type: 0, children: [item({ enCode: 'b1' }), item({ enCode: 'b2' })] }),
  ];
  it('uses the current system subtree', () => {
    expect(menuForSystem(routerList, [{ id: 'sys_a', currentSystem: false }, { id: 'sys_b', currentSystem: true }]).map((m) => m.enCode)).toEqual(['b1', 'b2']);
  });
  it('falls back to the first route children without a current system', () => {
    expect(menuForSystem(routerList, []).map((m) => m.enCode)).toEqual(['a1']);
    expect(menuForSystem([], [])).toEqual([]);
  });
});

describe('blend layout left menu', () => {
  const tree = [
    item({ enCode: 'home', urlAddress: 'home' }),
    item({ enCode: 'cat', type: MenuType.category, children: [item({ enCode: 'f', type: MenuType.dynamicForm, urlAddress: 'demo/form' })] }),
    item({ enCode: 'dir', type: MenuType.catalog, children: [item({ enCode: 'p', urlAddress: 'a/b' })] }),
  ];
  it('shows the children of a category or catalogue owning the path, nothing for a top-level page', () => {
    expect(blendSideMenu(tree, '/demo/form').map((m) => m.enCode)).toEqual(['f']);
    expect(blendSideMenu(tree, '/cat').map((m) => m.enCode)).toEqual(['f']);
    expect(blendSideMenu(tree, '/a/b').map((m) => m.enCode)).toEqual(['p']);
    expect(blendSideMenu(tree, '/home')).toEqual([]);
    expect(blendSideMenu(tree, '/nowhere')).toEqual([]);
  });
});

/** Menu ids are unique on the server; generated entries may share an enCode, so number them. */
function withUniqueIds(tree: MenuItem[]): MenuItem[] {
  let next = 0;
  const visit = (items: MenuItem[]): MenuItem[] => items.map((entry) => ({ ...entry, id: `n${next++}`, children: visit(entry.children) }));
  return visit(tree);
}

describe('properties', () => {
  const segment = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,6}$/);
  const menuTree: fc.Arbitrary<MenuItem[]> = fc.letrec((tie) => ({
    node: fc.record({
      type: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8),
      enCode: segment,
      urlAddress: fc.tuple(segment, fc.option(segment), fc.option(fc.constant('?q=1'))).map(([a, b, q]) => `${a}${b ? `/${b}` : ''}${q ?? ''}`),
      linkTarget: fc.constantFrom('_self', '_blank'),
      children: fc.oneof({ depthSize: 'small' }, fc.constant([]), fc.array(tie('node'), { maxLength: 3 })),
    }).map((fields) => item(fields as Partial<MenuItem>)),
    tree: fc.array(tie('node'), { maxLength: 5 }),
  })).tree.map((tree) => withUniqueIds(tree as MenuItem[]));

  test.prop([menuTree])('route paths are unique, start with one slash and carry no query', (tree) => {
    const routes = buildMenuRoutes(tree);
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^/?]/);
  });

  test.prop([menuTree])('only types with an in-app page become routes; data views and new-window links never do', (tree) => {
    const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((entry) => [entry, ...flat(entry.children)]);
    for (const route of buildMenuRoutes(tree)) {
      const source = flat(tree).find((entry) => entry.id === route.meta.modelId)!;
      expect(source.type).not.toBe(MenuType.catalog);
      expect(source.type).not.toBe(MenuType.dataView);
      if (source.type === MenuType.externalLink) expect(source.linkTarget).toBe('_self');
    }
  });

  test.prop([fc.string(), fc.string(), fc.webUrl()])('resolved links hold no placeholder', (before, after, host) => {
    const resolved = resolveLinkUrl(`${before}\${dataV}${after}\${klxToken}`, { dataViewHost: host, token: 'abc' });
    if (!`${before}${after}${host}`.includes('${')) {
      expect(resolved).not.toContain('${dataV}');
      expect(resolved).not.toContain('${klxToken}');
    }
  });

  // Issue 15: seed -752901242 found the module id "." turning /view/. into /view/; dot ids are now weighted in.
  const moduleIds = fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('.', '..', '...', '%2e', 'a/..', '..\\x'));

  test.prop([moduleIds, fc.string()])('a data-view address always names the module under /view/ with the token', (moduleId, token) => {
    const entry = item({ type: MenuType.dataView, propertyJson: JSON.stringify({ moduleId }) });
    const action = menuAction(entry, { dataViewHost: 'https://h.example', token, origin: 'https://eam.example' });
    if (moduleId === '.' || moduleId === '..') {
      // No URL path can carry a dot segment: the entry opens nothing rather than the wrong address.
      expect(action).toEqual({ kind: 'none' });
      expect(() => dataViewUrl(moduleId, { dataViewHost: 'https://h.example', token })).toThrow(/cannot be a URL path segment/);
      return;
    }
    const address = dataViewUrl(moduleId, { dataViewHost: 'https://h.example', token });
    expect(action).toEqual({ kind: 'window', url: address });
    const url = new URL(address);
    expect(url.pathname.split('/')).toHaveLength(3);
    expect(decodeURIComponent(url.pathname)).toBe(`/view/${moduleId}`);
    expect(url.searchParams.get('token')).toBe(token);
  });

  const address = fc.oneof(segment, fc.string(), fc.array(fc.constantFrom('a', '.', '..', '%2e', 'b'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')));

  test.prop([fc.constantFrom(1, 2, 3, 4, 5, 7, 8), address, address])('a menu entry path reaches the router as written, or the entry has none', (type, enCode, urlAddress) => {
    const path = menuPath(item({ type, enCode, urlAddress, linkTarget: '_self' }));
    if (path === undefined) return;
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(path.split(/[/\\]/).some((part) => /^(\.|%2e){1,2}$/i.test(part))).toBe(false);
  });

  test.prop([fc.nat(60), fc.nat(4000)])('the top menu shows everything that fits at 116 px, else keeps a slot for "more"', (count, width) => {
    const shown = visibleTopItems(count, width);
    expect(shown).toBeLessThanOrEqual(count);
    if (count * 116 <= width) expect(shown).toBe(count);
    else expect((shown + 1) * 116).toBeLessThanOrEqual(Math.max(width, 116));
  });
});
