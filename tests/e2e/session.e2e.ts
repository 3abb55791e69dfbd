/** Sign-in, session and guard in a real browser against the real server (issue: foundation). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, STAFF, launchBrowser, screenshot, signIn, startServer, type RunningServer } from './harness';

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
});
afterEach(async () => {
  await context.close();
});

const menuEntries = (p: Page) => p.getByTestId('side-menu').locator('li[role="menuitem"], li.ant-menu-submenu');

describe('signing in', () => {
  it('signs admin in, shows the granted menu, survives a reload and signs out', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login/);
    await page.getByPlaceholder('请输入账号').waitFor();
    await screenshot(page, 'login');
    await signIn(page, ADMIN);
    await page.waitForURL(/\/home$/);
    await expectVisible(page.getByTestId('home-greeting'), '您好，管理员');
    // The shipped layout is plain: the menu shows icons, its names are in the DOM for the pop-ups.
    await page.getByTestId('side-menu').getByText('系统管理').waitFor({ state: 'attached' });
    await screenshot(page, 'home-admin');

    await page.reload();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home-greeting').waitFor();

    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await page.getByText('您确定要退出应用程序吗？').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login/);
    const token = await page.evaluate(() => localStorage.getItem('klx_token'));
    expect(token).toBeNull();
    await page.goto(`${server.url}/home`);
    await page.waitForURL(/\/login\?redirect=%2Fhome/);
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    await page.goto(`${server.url}/login`);
    await signIn(page, { account: 'admin', password: 'wrong-password' });
    await page.getByText('账号或密码错误，请重新输入').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-password');
  });

  it('sends an unauthenticated deep link to /login?redirect=… and back there after sign-in', async () => {
    await page.goto(`${server.url}/workFlow/flowTodo?tab=2`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/workFlow/flowTodo?tab=2');
    await signIn(page, STAFF);
    await page.waitForURL(/\/workFlow\/flowTodo\?tab=2$/);
    await page.getByTestId('module-placeholder').waitFor();
  });

  it('gives staff fewer menus than admin', async () => {
    await page.goto(`${server.url}/login`);
    await signIn(page, STAFF);
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home-greeting').waitFor();
    const staffTopLevel = await menuEntries(page).count();
    expect(await page.getByTestId('side-menu').getByText('系统管理').count()).toBe(0);
    await screenshot(page, 'home-staff');

    const adminContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${server.url}/login`);
    await signIn(adminPage, ADMIN);
    await adminPage.getByTestId('home-greeting').waitFor();
    const adminTopLevel = await menuEntries(adminPage).count();
    await adminContext.close();
    expect(staffTopLevel).toBeGreaterThan(0);
    expect(adminTopLevel).toBeGreaterThan(staffTopLevel);
  });

  it('sends unknown paths to /404', async () => {
    await page.goto(`${server.url}/login`);
    await signIn(page, ADMIN);
    await page.getByTestId('home-greeting').waitFor();
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
  });
});

async function expectVisible(locator: ReturnType<Page['getByTestId']>, text: string) {
  await locator.waitFor();
  expect(await locator.textContent()).toContain(text);
}
