/**
 * The tab strip and the page cache of spec 01 §2.3 in a real browser: tabs open per page, affix home survives every
 * close, middle click and the right-click menu work, and a cached page keeps its typed input, open tree nodes and
 * scroll position when the user leaves its tab and comes back — unless page caching is off or the tab is refreshed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, launchBrowser, screenshot, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await signIn(page, ADMIN);
  await page.waitForURL(/\/home$/);
  await page.getByTestId('home-greeting').waitFor();
});
afterEach(async () => {
  await context.close();
});

const tag = (path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);
const tagPaths = () => page.locator('[data-testid="tag"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path')));
async function visit(path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await tag(path).and(page.locator('.is-active')).waitFor();
}
async function backTo(path: string) {
  await tag(path).click();
  await page.waitForURL((url) => url.pathname === path);
  await tag(path).and(page.locator('.is-active')).waitFor();
}
async function setPageCache(on: boolean) {
  await page.getByTestId('settings-open').click();
  const control = page.getByTestId('switch-useCache');
  if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
  await page.locator('.klx-settings .ant-drawer-close').click();
  await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
}

describe('tabs', () => {
  it('opens a tab per page; the affix home tab has no close and survives close, close others and close all', async () => {
    for (const path of ['/dashboard', '/system/sysConfig', '/system/notice', '/profile']) await visit(path);
    expect(await tagPaths()).toEqual(['/home', '/dashboard', '/system/sysConfig', '/system/notice', '/profile']);
    expect(await tag('/home').getByTestId('tag-close').count()).toBe(0);

    // The close icon on the open tab closes it and lands on the last remaining tab.
    await tag('/profile').getByTestId('tag-close').click();
    await page.waitForURL((url) => url.pathname === '/system/notice');
    expect(await tagPaths()).toEqual(['/home', '/dashboard', '/system/sysConfig', '/system/notice']);

    // A middle click closes a tab that is not open, without leaving the page.
    await tag('/dashboard').click({ button: 'middle' });
    await page.waitForFunction(() => !document.querySelector('[data-testid="tag"][data-path="/dashboard"]'));
    expect(new URL(page.url()).pathname).toBe('/system/notice');

    // The right-click menu: close others keeps home and the clicked tab.
    await tag('/system/sysConfig').click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByText('关闭其他').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'tabs-context-menu');
    await page.locator('.ant-dropdown:visible').getByText('关闭其他').click();
    await page.waitForURL((url) => url.pathname === '/system/sysConfig');
    expect(await tagPaths()).toEqual(['/home', '/system/sysConfig']);

    // Home cannot be closed from its menu either; close all keeps only home and goes there.
    await page.waitForFunction(() => document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden)').length === 0);
    await tag('/home').click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByText('关闭所有').waitFor();
    const homeMenu = page.locator('.ant-dropdown:visible');
    expect(await homeMenu.getByText('关闭', { exact: true }).count()).toBe(0);
    await homeMenu.getByText('关闭所有').click();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await tagPaths()).toEqual(['/home']);
  });

  it('keeps typed input, open tree nodes and the scroll position of cached pages, and refresh starts a page afresh', async () => {
    await setPageCache(true);
    // Home: fold the first open tree node, scroll down.
    const firstSwitcher = page.getByTestId('home-menu').locator('.ant-tree-switcher_open').first();
    await firstSwitcher.click();
    const openNodes = await page.getByTestId('home-menu').locator('.ant-tree-switcher_open').count();
    const homeBox = page.locator('[data-keep-alive-path="/home"]');
    // Scroll well inside the scrollable range (its end depends on the fonts), and remember where it landed.
    const scrolled = await homeBox.evaluate((node) => {
      node.scrollTop = Math.min(300, node.scrollHeight - node.clientHeight - 20);
      return node.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(50);

    // Profile: start editing and type a name.
    await visit('/profile');
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-realName').fill('正在输入的名字');

    await backTo('/home');
    expect(await homeBox.evaluate((node) => node.scrollTop)).toBe(scrolled);
    expect(await page.getByTestId('home-menu').locator('.ant-tree-switcher_open').count()).toBe(openNodes);

    await backTo('/profile');
    expect(await page.getByTestId('profile-realName').inputValue()).toBe('正在输入的名字');
    await screenshot(page, 'tabs-kept-input');

    // Refresh through the right-click menu mounts the page afresh.
    await tag('/profile').click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByText('刷新').click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByTestId('profile-edit').waitFor();
    expect(await page.getByTestId('profile-realName').count()).toBe(0);
  });

  it('does not keep pages when page caching is off (the shipped default)', async () => {
    await visit('/profile');
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-realName').fill('不会保留');
    await backTo('/home');
    await backTo('/profile');
    await page.getByTestId('profile-edit').waitFor();
    expect(await page.getByTestId('profile-realName').count()).toBe(0);
  });
});
