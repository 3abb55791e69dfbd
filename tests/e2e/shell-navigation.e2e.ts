/**
 * Navigation in a real browser: the mobile breakpoint (§2.3), the header search (§2.4), the navbar tools, and
 * switching to the second system whose menu holds every other menu type (§2.2): category, low-code pages, data
 * view and external links.
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
afterEach(async () => {
  await context?.close();
});

async function open(viewport: { width: number; height: number }) {
  context = await browser.newContext({ locale: 'zh-CN', viewport });
  page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await signIn(page, ADMIN);
  await page.waitForURL(/\/home$/);
  await page.getByTestId('home-greeting').waitFor();
}
async function pageShown(path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator(`[data-testid="tag"][data-path="${path}"].is-active`).waitFor();
}

describe('mobile', () => {
  it('closes the sidebar below 992 px, opens it over the page, and closes it again on every route change', async () => {
    await open({ width: 800, height: 900 });
    await page.waitForSelector('[data-device="mobile"]');
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await screenshot(page, 'mobile-closed');
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar').waitFor();
    await screenshot(page, 'mobile-open');
    await page.getByTestId('side-menu').locator('[data-menu-id$="m_dashboard"]').click();
    await pageShown('/dashboard');
    await page.getByTestId('sidebar').waitFor({ state: 'detached' });
    // A route change by any other way closes it too.
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar').waitFor();
    await page.locator('[data-testid="tag"][data-path="/home"]').click({ force: true });
    await pageShown('/home');
    await page.getByTestId('sidebar').waitFor({ state: 'detached' });
  });

  it('counts 992 px and wider as desktop, with the sidebar open', async () => {
    await open({ width: 993, height: 800 });
    await page.waitForSelector('[data-device="desktop"]');
    expect(await page.getByTestId('sidebar').count()).toBe(1);
    await page.setViewportSize({ width: 900, height: 800 });
    await page.waitForSelector('[data-device="mobile"]');
    expect(await page.getByTestId('sidebar').count()).toBe(0);
  });
});

describe('navbar', () => {
  it('finds menu pages by title and path and goes to the picked one', async () => {
    await open({ width: 1366, height: 800 });
    const search = page.getByTestId('header-search');
    await search.click();
    await page.keyboard.type('字典');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    expect(await option.textContent()).toContain('数据字典');
    await screenshot(page, 'header-search');
    await option.click();
    await pageShown('/systemData/dictionary');

    await search.click();
    await page.keyboard.type('billRule');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().getByText('单据规则').waitFor();
    await page.keyboard.press('Enter');
    await pageShown('/system/billRule');
  });

  it('shows the 160 px app-download QR for this origin, the fullscreen tooltip and the size choice', async () => {
    await open({ width: 1366, height: 800 });
    await page.getByTestId('app-download').hover();
    const qr = page.getByTestId('app-download-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('data-url')).toBe(`${server.url}/downloadApp?appid=klx-eam`);
    expect(await qr.evaluate((node) => [(node as HTMLImageElement).width, (node as HTMLImageElement).height])).toEqual([160, 160]);
    await screenshot(page, 'app-download-qr');

    await page.getByTestId('fullscreen').hover();
    await page.locator('.ant-tooltip:visible').getByText('全屏', { exact: true }).waitFor();

    await page.getByTestId('size-select').click();
    await page.locator('.ant-dropdown:visible').getByText('小').click();
    expect(await page.evaluate(() => localStorage.getItem('klx_size'))).toBe('"small"');

    // The QR target needs no session.
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${server.url}/downloadApp?appid=klx-eam`);
    await phonePage.getByTestId('download-app').getByText(/klx-eam/).waitFor();
    await phone.close();
  });

  it('changes the theme colour and the colour block from the settings drawer, and they survive a reload', async () => {
    await open({ width: 1366, height: 800 });
    await page.getByTestId('settings-open').click();
    const drawer = page.locator('.klx-settings .ant-drawer-content-wrapper');
    await drawer.waitFor();
    expect(await drawer.evaluate((node) => (node as HTMLElement).offsetWidth)).toBe(280);
    await page.getByTestId('theme-green').click();
    await page.getByTestId('slide-lightWhite').click();
    await screenshot(page, 'settings-drawer');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--klx-primary'))).toBe('#3eac12');
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('klx_theme'))).toBe('"#3eac12"');
    expect(await page.getByTestId('sidebar').getAttribute('class')).toContain('ant-layout-sider-light');
  });
});

describe('several systems', () => {
  it('switches to the demo system (success, reload) and opens every menu type the right way', async () => {
    await open({ width: 1366, height: 800 });
    await page.evaluate(() => localStorage.setItem('klx_layoutType', '"classic"'));
    await page.reload();
    await page.getByTestId('user-menu').hover();
    await page.locator('.ant-dropdown:visible').getByText('切换系统').hover();
    await page.locator('.ant-dropdown-menu-submenu-popup:visible, .ant-dropdown-menu-sub:visible').getByText('演示系统').click();
    await page.getByText('切换成功').waitFor();
    await page.waitForEvent('load');
    const side = page.getByTestId('side-menu');
    await side.getByText('低代码演示').waitFor();
    expect(await side.getByText('系统管理').count()).toBe(0);

    // Category (type 1): a page of its own, and its children.
    await side.getByText('低代码演示').click();
    await side.getByText('设备类型字典').click();
    await pageShown('/demo/equipmentTypes');
    const dynamic = page.getByTestId('dynamic-placeholder');
    expect(await dynamic.getAttribute('data-module-id')).toBe('dict_equipment_type');
    expect(await dynamic.textContent()).toContain('isTree1');
    await screenshot(page, 'menu-dynamic-dictionary');
    await page.goto(`${server.url}/demoCategory`);
    await page.getByTestId('category-page').getByText('资产门户').waitFor();

    // Data view (type 6): a new window on /view/{moduleId} with the token.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('klx_token')!) as string);
    const [dataView] = await Promise.all([context.waitForEvent('page'), side.getByText('资产大屏').click()]);
    await dataView.waitForLoadState();
    expect(dataView.url()).toBe(`${server.url}/view/dv_asset?token=${token}`);
    await dataView.getByTestId('data-view').waitFor();
    await dataView.close();

    // External link, _self: inside the app at /{enCode}, in a frame, placeholders replaced.
    await side.getByText('下载应用').click();
    await pageShown('/demoInnerLink');
    const frame = page.getByTestId('external-link-frame');
    expect(await frame.getAttribute('src')).toBe(`${server.url}/downloadApp?appid=klx&token=${token}`);
    await page.frameLocator('[data-testid="external-link-frame"]').getByTestId('download-app').waitFor();
    await screenshot(page, 'menu-external-self');

    // External link, _blank: a new window at the absolute address, token replaced (the outside site is stubbed).
    await context.route('https://help.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>help</h1>' }));
    const [external] = await Promise.all([context.waitForEvent('page'), side.getByText('帮助文档').click()]);
    await external.waitForLoadState();
    expect(external.url()).toBe(`https://help.example.com/eam?token=${token}`);
    await external.close();

    // Blend layout: a type-1 category on top shows its own page and its children on the left.
    await page.evaluate(() => localStorage.setItem('klx_layoutType', '"blend"'));
    await page.reload();
    await page.getByTestId('top-menu').getByText('低代码演示').click();
    await pageShown('/demoCategory');
    await page.getByTestId('side-menu').getByText('设备报修表单').waitFor();
    await page.getByTestId('category-page').waitFor();
    await screenshot(page, 'layout-blend-category');
    await page.evaluate(() => localStorage.setItem('klx_layoutType', '"classic"'));
    await page.reload();

    // Back to the main system.
    await page.getByTestId('user-menu').hover();
    await page.locator('.ant-dropdown:visible').getByText('切换系统').hover();
    await page.locator('.ant-dropdown-menu-submenu-popup:visible, .ant-dropdown-menu-sub:visible').getByText('KLX EAM').click();
    await page.waitForEvent('load');
    await side.getByText('系统管理').waitFor();
  });
});
