/**
 * The tab strip and the page cache of spec 01 §2.3 in a real browser: tabs open per page, affix home survives every
 * close, middle click and the right-click menu work, and a cached page keeps its typed input, open tree nodes and
 * scroll position when the user leaves its tab and comes back — unless page caching is off or the tab is refreshed.
 */
import { ADMIN, screenshot, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1366, height: 800 } });
// Runs after the fixture's own beforeEach has opened the test's page.
beforeEach(async () => {
  await app.signInHome(ADMIN);
});

const tag = (path: string) => app.page.locator(`[data-testid="tag"][data-path="${path}"]`);
const tagPaths = () => app.page.locator('[data-testid="tag"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path')));
async function visit(path: string) {
  await app.page.evaluate((to) => window.history.pushState(null, '', to), path);
  await app.page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await tag(path).and(app.page.locator('.is-active')).waitFor();
}
async function backTo(path: string) {
  await tag(path).click();
  await app.page.waitForURL((url) => url.pathname === path);
  await tag(path).and(app.page.locator('.is-active')).waitFor();
}
async function setPageCache(on: boolean) {
  await app.page.getByTestId('settings-open').click();
  const control = app.page.getByTestId('switch-useCache');
  if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
  await app.page.locator('.klx-settings .ant-drawer-close').click();
  await app.page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
}

describe('tabs', () => {
  it('opens a tab per page; the affix home tab has no close and survives close, close others and close all', async () => {
    for (const path of ['/dashboard', '/system/sysConfig', '/system/notice', '/profile']) await visit(path);
    expect(await tagPaths()).toEqual(['/home', '/dashboard', '/system/sysConfig', '/system/notice', '/profile']);
    expect(await tag('/home').getByTestId('tag-close').count()).toBe(0);

    // The close icon on the open tab closes it and lands on the last remaining tab.
    await tag('/profile').getByTestId('tag-close').click();
    await app.page.waitForURL((url) => url.pathname === '/system/notice');
    expect(await tagPaths()).toEqual(['/home', '/dashboard', '/system/sysConfig', '/system/notice']);

    // A middle click closes a tab that is not open, without leaving the page.
    await tag('/dashboard').click({ button: 'middle' });
    await app.page.waitForFunction(() => !document.querySelector('[data-testid="tag"][data-path="/dashboard"]'));
    expect(new URL(app.page.url()).pathname).toBe('/system/notice');

    // The right-click menu: close others keeps home and the clicked tab.
    await tag('/system/sysConfig').click({ button: 'right' });
    await app.page.locator('.ant-dropdown:visible').getByText('关闭其他').waitFor();
    await app.page.waitForTimeout(300);
    await screenshot(app.page, 'tabs-context-menu');
    await app.page.locator('.ant-dropdown:visible').getByText('关闭其他').click();
    await app.page.waitForURL((url) => url.pathname === '/system/sysConfig');
    expect(await tagPaths()).toEqual(['/home', '/system/sysConfig']);

    // Home cannot be closed from its menu either; close all keeps only home and goes there.
    await app.page.waitForFunction(() => document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden)').length === 0);
    await tag('/home').click({ button: 'right' });
    await app.page.locator('.ant-dropdown:visible').getByText('关闭所有').waitFor();
    const homeMenu = app.page.locator('.ant-dropdown:visible');
    expect(await homeMenu.getByText('关闭', { exact: true }).count()).toBe(0);
    await homeMenu.getByText('关闭所有').click();
    await app.page.waitForURL((url) => url.pathname === '/home');
    expect(await tagPaths()).toEqual(['/home']);
  });

  it('keeps typed input, open tree nodes and the scroll position of cached pages, and refresh starts a page afresh', async () => {
    await setPageCache(true);
    // Home: fold the first open tree node, scroll down.
    const firstSwitcher = app.page.getByTestId('home-menu').locator('.ant-tree-switcher_open').first();
    await firstSwitcher.click();
    const openNodes = await app.page.getByTestId('home-menu').locator('.ant-tree-switcher_open').count();
    const homeBox = app.page.locator('[data-keep-alive-path="/home"]');
    // Scroll well inside the scrollable range (its end depends on the fonts), and remember where it landed.
    const scrolled = await homeBox.evaluate((node) => {
      node.scrollTop = Math.min(300, node.scrollHeight - node.clientHeight - 20);
      return node.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(50);

    // Profile: start editing and type a name.
    await visit('/profile');
    await app.page.getByTestId('profile-edit').click();
    await app.page.getByTestId('profile-realName').fill('正在输入的名字');

    await backTo('/home');
    expect(await homeBox.evaluate((node) => node.scrollTop)).toBe(scrolled);
    expect(await app.page.getByTestId('home-menu').locator('.ant-tree-switcher_open').count()).toBe(openNodes);

    await backTo('/profile');
    expect(await app.page.getByTestId('profile-realName').inputValue()).toBe('正在输入的名字');
    await screenshot(app.page, 'tabs-kept-input');

    // Refresh through the right-click menu mounts the page afresh.
    await tag('/profile').click({ button: 'right' });
    await app.page.locator('.ant-dropdown:visible').getByText('刷新').click();
    await app.page.waitForURL((url) => url.pathname === '/profile');
    await app.page.getByTestId('profile-edit').waitFor();
    expect(await app.page.getByTestId('profile-realName').count()).toBe(0);
  });

  it('does not keep pages when page caching is off (the shipped default)', async () => {
    await visit('/profile');
    await app.page.getByTestId('profile-edit').click();
    await app.page.getByTestId('profile-realName').fill('不会保留');
    await backTo('/home');
    await backTo('/profile');
    await app.page.getByTestId('profile-edit').waitFor();
    expect(await app.page.getByTestId('profile-realName').count()).toBe(0);
  });
});
