/**
 * Navigation in a real browser: the mobile breakpoint (§2.3), the header search (§2.4), the navbar tools, and
 * switching to the second system whose menu holds every other menu type (§2.2): category, low-code pages, data
 * view and external links.
 */
import { ADMIN, screenshot, useBrowserApp } from './harness';

// Each test opens its own context: the viewport differs.
const app = useBrowserApp({ viewport: null });

async function open(viewport: { width: number; height: number }) {
  await app.newContext(viewport);
  await app.signInHome(ADMIN);
}
async function pageShown(path: string) {
  await app.page.waitForURL((url) => url.pathname === path);
  await app.page.locator(`[data-testid="tag"][data-path="${path}"].is-active`).waitFor();
}

describe('mobile', () => {
  it('closes the sidebar below 992 px, opens it over the page, and closes it again on every route change', async () => {
    await open({ width: 800, height: 900 });
    await app.page.waitForSelector('[data-device="mobile"]');
    expect(await app.page.getByTestId('sidebar').count()).toBe(0);
    await screenshot(app.page, 'mobile-closed');
    await app.page.getByTestId('sidebar-toggle').click();
    await app.page.getByTestId('sidebar').waitFor();
    await screenshot(app.page, 'mobile-open');
    await app.page.getByTestId('side-menu').locator('[data-menu-id$="m_dashboard"]').click();
    await pageShown('/dashboard');
    await app.page.getByTestId('sidebar').waitFor({ state: 'detached' });
    // A route change by any other way closes it too.
    await app.page.getByTestId('sidebar-toggle').click();
    await app.page.getByTestId('sidebar').waitFor();
    await app.page.locator('[data-testid="tag"][data-path="/home"]').click({ force: true });
    await pageShown('/home');
    await app.page.getByTestId('sidebar').waitFor({ state: 'detached' });
  });

  it('counts 992 px and wider as desktop, with the sidebar open', async () => {
    await open({ width: 993, height: 800 });
    await app.page.waitForSelector('[data-device="desktop"]');
    expect(await app.page.getByTestId('sidebar').count()).toBe(1);
    await app.page.setViewportSize({ width: 900, height: 800 });
    await app.page.waitForSelector('[data-device="mobile"]');
    expect(await app.page.getByTestId('sidebar').count()).toBe(0);
  });
});

describe('navbar', () => {
  it('finds menu pages by title and path and goes to the picked one', async () => {
    await open({ width: 1366, height: 800 });
    const search = app.page.getByTestId('header-search');
    await search.click();
    await app.page.keyboard.type('字典');
    const option = app.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    expect(await option.textContent()).toContain('数据字典');
    await screenshot(app.page, 'header-search');
    await option.click();
    await pageShown('/systemData/dictionary');

    await search.click();
    await app.page.keyboard.type('billRule');
    await app.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().getByText('单据规则').waitFor();
    await app.page.keyboard.press('Enter');
    await pageShown('/system/billRule');
  });

  it('shows the 160 px app-download QR for this origin, the fullscreen tooltip and the size choice', async () => {
    await open({ width: 1366, height: 800 });
    await app.page.getByTestId('app-download').hover();
    const qr = app.page.getByTestId('app-download-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('data-url')).toBe(`${app.server.url}/downloadApp?appid=klx-eam`);
    expect(await qr.evaluate((node) => [(node as HTMLImageElement).width, (node as HTMLImageElement).height])).toEqual([160, 160]);
    await screenshot(app.page, 'app-download-qr');

    await app.page.getByTestId('fullscreen').hover();
    await app.page.locator('.ant-tooltip:visible').getByText('全屏', { exact: true }).waitFor();

    await app.page.getByTestId('size-select').click();
    await app.page.locator('.ant-dropdown:visible').getByText('小').click();
    expect(await app.page.evaluate(() => localStorage.getItem('klx_size'))).toBe('"small"');

    // The QR target needs no session.
    const phone = await app.browser.newContext({ viewport: { width: 390, height: 800 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${app.server.url}/downloadApp?appid=klx-eam`);
    await phonePage.getByTestId('download-app').getByText(/klx-eam/).waitFor();
    await phone.close();
  });

  it('changes the theme colour and the colour block from the settings drawer, and they survive a reload', async () => {
    await open({ width: 1366, height: 800 });
    await app.page.getByTestId('settings-open').click();
    const drawer = app.page.locator('.klx-settings .ant-drawer-content-wrapper');
    await drawer.waitFor();
    expect(await drawer.evaluate((node) => (node as HTMLElement).offsetWidth)).toBe(280);
    await app.page.getByTestId('theme-green').click();
    await app.page.getByTestId('slide-lightWhite').click();
    await screenshot(app.page, 'settings-drawer');
    expect(await app.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--klx-primary'))).toBe('#3eac12');
    await app.page.reload();
    await app.page.getByTestId('home-greeting').waitFor();
    expect(await app.page.evaluate(() => localStorage.getItem('klx_theme'))).toBe('"#3eac12"');
    expect(await app.page.getByTestId('sidebar').getAttribute('class')).toContain('ant-layout-sider-light');
  });
});

describe('several systems', () => {
  it('switches to the demo system (success, reload) and opens every menu type the right way', async () => {
    await open({ width: 1366, height: 800 });
    await app.page.evaluate(() => localStorage.setItem('klx_layoutType', '"classic"'));
    await app.page.reload();
    await app.page.getByTestId('user-menu').hover();
    await app.page.locator('.ant-dropdown:visible').getByText('切换系统').hover();
    await app.page.locator('.ant-dropdown-menu-submenu-popup:visible, .ant-dropdown-menu-sub:visible').getByText('演示系统').click();
    await app.page.getByText('切换成功').waitFor();
    await app.page.waitForEvent('load');
    const side = app.page.getByTestId('side-menu');
    await side.getByText('低代码演示').waitFor();
    expect(await side.getByText('系统管理').count()).toBe(0);

    // Category (type 1): a page of its own, and its children.
    await side.getByText('低代码演示').click();
    await side.getByText('设备类型字典').click();
    await pageShown('/demo/equipmentTypes');
    // Dynamic dictionary (type 4): the entries of the type its moduleId names, as a tree (issue 9).
    const dynamic = app.page.getByTestId('dictionary-model-page');
    expect(await dynamic.getAttribute('data-module-id')).toBe('dt_equipmentType');
    await dynamic.getByText('IT设备').waitFor();
    await dynamic.getByText('笔记本电脑').waitFor();
    await screenshot(app.page, 'menu-dynamic-dictionary');
    await app.page.goto(`${app.server.url}/demoCategory`);
    await app.page.getByTestId('category-page').getByText('资产门户').waitFor();

    // Data view (type 6): a new window on /view/{moduleId} with the token.
    const token = await app.page.evaluate(() => JSON.parse(localStorage.getItem('klx_token')!) as string);
    const [dataView] = await Promise.all([app.context.waitForEvent('page'), side.getByText('资产大屏').click()]);
    await dataView.waitForLoadState();
    expect(dataView.url()).toBe(`${app.server.url}/view/dv_asset?token=${token}`);
    await dataView.getByTestId('data-view').getByText('此版本还没有大屏设计器和大屏运行时，所以数据大屏 dv_asset 没有可显示的内容。').waitFor();
    await dataView.close();

    // External link, _self: inside the app at /{enCode}, in a frame, placeholders replaced.
    await side.getByText('下载应用').click();
    await pageShown('/demoInnerLink');
    const frame = app.page.getByTestId('external-link-frame');
    expect(await frame.getAttribute('src')).toBe(`${app.server.url}/downloadApp?appid=klx&token=${token}`);
    await app.page.frameLocator('[data-testid="external-link-frame"]').getByTestId('download-app').waitFor();
    await screenshot(app.page, 'menu-external-self');

    // External link, _blank: a new window at the absolute address — the README the build ships, on this machine.
    const [external] = await Promise.all([app.context.waitForEvent('page'), side.getByText('帮助文档').click()]);
    await external.waitForLoadState();
    expect(external.url()).toBe(`${app.server.url}/help/README.txt`);
    await external.getByText('## The application shell').waitFor();
    await external.close();

    // Blend layout: a type-1 category on top shows its own page and its children on the left.
    await app.page.evaluate(() => localStorage.setItem('klx_layoutType', '"blend"'));
    await app.page.reload();
    await app.page.getByTestId('top-menu').getByText('低代码演示').click();
    await pageShown('/demoCategory');
    await app.page.getByTestId('side-menu').getByText('资产领用', { exact: true }).waitFor();
    await app.page.getByTestId('category-page').waitFor();
    await screenshot(app.page, 'layout-blend-category');
    await app.page.evaluate(() => localStorage.setItem('klx_layoutType', '"classic"'));
    await app.page.reload();

    // Back to the main system.
    await app.page.getByTestId('user-menu').hover();
    await app.page.locator('.ant-dropdown:visible').getByText('切换系统').hover();
    await app.page.locator('.ant-dropdown-menu-submenu-popup:visible, .ant-dropdown-menu-sub:visible').getByText('KLX EAM').click();
    await app.page.waitForEvent('load');
    // The page open (/demoCategory) belongs to the system left: the switch lands on the home page.
    await side.getByText('系统管理').waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/home');
  }, 240_000); // a long walk through every menu type: generous on a loaded machine
});
