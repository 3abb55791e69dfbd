/** The four layouts of spec 01 §2.3 in a real browser: their menus, the 210 px sidebar, the top menu's "more", and a screenshot each. */
import { ADMIN, screenshot, signIn, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1366, height: 800 } });

/** Waits until the page of a path is shown (its tab active). */
async function pageShown(path: string) {
  await app.page.waitForURL((url) => url.pathname === path);
  await app.page.locator(`[data-testid="tag"][data-path="${path}"].is-active`).waitFor();
}

async function signInWithLayout(layout: string) {
  await app.page.goto(`${app.server.url}/login`);
  await signIn(app.page, ADMIN);
  await app.page.waitForURL(/\/home$/);
  await app.page.getByTestId('settings-open').click();
  await app.page.getByTestId(`layout-${layout}`).click();
  await app.page.locator('.klx-settings .ant-drawer-close').click();
  await app.page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
  await app.page.waitForSelector(`[data-layout="${layout}"]`);
}

describe('layouts', () => {
  it('classic: a 210 px side menu with names that folds to icons', async () => {
    await signInWithLayout('classic');
    const sidebar = app.page.getByTestId('sidebar');
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(210);
    await app.page.getByTestId('side-menu').getByText('系统管理').click();
    await app.page.getByTestId('side-menu').getByText('系统配置').click();
    await pageShown('/system/sysConfig');
    await screenshot(app.page, 'layout-classic');
    await app.page.getByTestId('sidebar-toggle').click();
    await app.page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getBoundingClientRect().width < 100);
    // The layout is saved on the server: a fresh sign-in answers it as the theme.
    const theme = await app.page.evaluate(async () => {
      const response = await fetch('/api/oauth/CurrentUser', { headers: { Authorization: JSON.parse(localStorage.getItem('klx_token')!) } });
      return ((await response.json()) as { data: { userInfo: { theme: string } } }).data.userInfo.theme;
    });
    expect(theme).toBe('classic');
  });

  it('functional: the whole menu on top, items that do not fit at 116 px each under "more"', async () => {
    await signInWithLayout('functional');
    expect(await app.page.getByTestId('sidebar').count()).toBe(0);
    const topMenu = app.page.getByTestId('top-menu');
    await topMenu.waitFor();
    const width = (await app.page.locator('.klx-top-menu').boundingBox())!.width;
    const shown = await topMenu.locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu').count();
    const expected = Math.floor(width / 116) - 1;
    // The 10 top-level entries do not fit the 1366 px window beside the tools: the last visible slot is "more".
    expect(shown).toBe(expected + 1);
    await app.page.getByTestId('top-menu').getByText('资产管理').hover();
    await app.page.locator('.ant-menu-submenu-popup').getByText('资产岗位').click();
    await pageShown('/eam/eamPosition');
    await app.page.getByTestId('top-menu-more').hover();
    await app.page.locator('.ant-menu-submenu-popup').getByText('消息中心').waitFor();
    await screenshot(app.page, 'layout-functional');
  });

  it('blend: first level on top, the chosen area on the left', async () => {
    await signInWithLayout('blend');
    expect(await app.page.getByTestId('sidebar').count()).toBe(0);
    await app.page.getByTestId('top-menu').getByText('资产管理').click();
    await pageShown('/eam/eamPosition');
    const side = app.page.getByTestId('side-menu');
    await side.getByText('资产类别').waitFor();
    expect(await side.getByText('在线开发').count()).toBe(0);
    await side.getByText('资产类别').click();
    await pageShown('/eam/eamDatatype');
    // A top-level page has no area: the left menu goes away.
    await app.page.getByTestId('top-menu').getByText('仪表盘').click();
    await pageShown('/dashboard');
    expect(await app.page.getByTestId('sidebar').count()).toBe(0);
    // An area beyond the top menu's width is chosen under "more" and gets its left menu too.
    await app.page.getByTestId('top-menu-more').hover();
    await app.page.locator('.ant-menu-submenu-popup').getByText('在线开发').click();
    await pageShown('/onlineDev/webDesign');
    await app.page.getByTestId('side-menu').getByText('报表设计').waitFor();
    await screenshot(app.page, 'layout-blend');
  });

  it('plain: an icon-only sidebar with the menu in pop-ups', async () => {
    await signInWithLayout('plain');
    const sidebar = app.page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())!.width).toBeLessThan(80);
    await app.page.locator('[data-testid="side-menu"] [data-menu-id$="m_system"]').hover();
    await app.page.locator('.ant-menu-submenu-popup').getByText('系统配置').click();
    await pageShown('/system/sysConfig');
    await screenshot(app.page, 'layout-plain');
  });
});
