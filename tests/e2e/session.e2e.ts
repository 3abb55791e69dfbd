/** Sign-in, session and guard in a real browser against the real server (issue: foundation). */
import type { Page } from 'playwright-core';
import { ADMIN, STAFF, screenshot, signIn, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1366, height: 800 } });

const menuEntries = (p: Page) => p.getByTestId('side-menu').locator('li[role="menuitem"], li.ant-menu-submenu');

describe('signing in', () => {
  it('signs admin in, shows the granted menu, survives a reload and signs out', async () => {
    await app.page.goto(`${app.server.url}/`);
    await app.page.waitForURL(/\/login/);
    await app.page.getByPlaceholder('请输入账号').waitFor();
    await screenshot(app.page, 'login');
    await signIn(app.page, ADMIN);
    await app.page.waitForURL(/\/home$/);
    await expectVisible(app.page.getByTestId('home-greeting'), '您好，管理员');
    // Issue 14: the greeting sits at the card's padding, with no empty band above it.
    const greetingGap = await app.page.getByTestId('home-greeting').evaluate((title) => {
      const body = title.closest('.ant-card-body')!;
      return title.getBoundingClientRect().top - body.getBoundingClientRect().top - parseFloat(getComputedStyle(body).paddingTop);
    });
    expect(greetingGap).toBeLessThanOrEqual(2);
    // The shipped layout is plain: the menu shows icons, its names are in the DOM for the pop-ups.
    await app.page.getByTestId('side-menu').getByText('系统管理').waitFor({ state: 'attached' });
    await screenshot(app.page, 'home-admin');

    await app.page.reload();
    await app.page.waitForURL(/\/home$/);
    await app.page.getByTestId('home-greeting').waitFor();

    await app.page.getByTestId('user-menu').hover();
    await app.page.getByText('退出登录').click();
    await app.page.getByText('您确定要退出应用程序吗？').waitFor();
    await app.page.getByRole('button', { name: /确\s*定/ }).click();
    await app.page.waitForURL(/\/login/);
    const token = await app.page.evaluate(() => localStorage.getItem('klx_token'));
    expect(token).toBeNull();
    await app.page.goto(`${app.server.url}/home`);
    await app.page.waitForURL(/\/login\?redirect=%2Fhome/);
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    await app.page.goto(`${app.server.url}/login`);
    await signIn(app.page, { account: 'admin', password: 'wrong-password' });
    await app.page.getByText('账号或密码错误，请重新输入').waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/login');
    await screenshot(app.page, 'login-wrong-password');
  });

  it('sends an unauthenticated deep link to /login?redirect=… and back there after sign-in', async () => {
    await app.page.goto(`${app.server.url}/workFlow/flowTodo?tab=2`);
    await app.page.waitForURL(/\/login\?redirect=/);
    expect(new URL(app.page.url()).searchParams.get('redirect')).toBe('/workFlow/flowTodo?tab=2');
    await signIn(app.page, STAFF);
    await app.page.waitForURL(/\/workFlow\/flowTodo\?tab=2$/);
    await app.page.getByTestId('module-placeholder').waitFor();
  });

  it('gives staff fewer menus than admin', async () => {
    await app.page.goto(`${app.server.url}/login`);
    await signIn(app.page, STAFF);
    await app.page.waitForURL(/\/home$/);
    await app.page.getByTestId('home-greeting').waitFor();
    const staffTopLevel = await menuEntries(app.page).count();
    expect(await app.page.getByTestId('side-menu').getByText('系统管理').count()).toBe(0);
    await screenshot(app.page, 'home-staff');

    const adminContext = await app.browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${app.server.url}/login`);
    await signIn(adminPage, ADMIN);
    await adminPage.getByTestId('home-greeting').waitFor();
    const adminTopLevel = await menuEntries(adminPage).count();
    await adminContext.close();
    expect(staffTopLevel).toBeGreaterThan(0);
    expect(adminTopLevel).toBeGreaterThan(staffTopLevel);
  });

  it('sends unknown paths to /404', async () => {
    await app.page.goto(`${app.server.url}/login`);
    await signIn(app.page, ADMIN);
    await app.page.getByTestId('home-greeting').waitFor();
    await app.page.goto(`${app.server.url}/no/such/page`);
    await app.page.waitForURL(/\/404$/);
    await app.page.getByText('抱歉，您访问的页面不存在').waitFor();
  });
});

async function expectVisible(locator: ReturnType<Page['getByTestId']>, text: string) {
  await locator.waitFor();
  expect(await locator.textContent()).toContain(text);
}
