/**
 * Session flows of spec 01 in a real browser: the welcome reminder (§4.3), the last-login notice (§2.8), lock and
 * unlock (§4.1), the forced first-login password change (§4.2, §5) and switching the language (§1, §2.4).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sysConfig, reminders } from '../../server/db/schema';
import { ADMIN, STAFF, launchBrowser, screenshot, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({}, async (db) => {
      // The organisation demands a change of the initial password; staff still has theirs. Admin's department has a reminder.
      await db.insert(sysConfig).values({ key: 'mandatoryModificationOfInitialPassword', value: 1 }).onConflictDoUpdate({ target: sysConfig.key, set: { value: 1 } });
      await db.insert(reminders).values({ organizeId: 'org_it', description0: '请于本周五前完成资产盘点', description1: '', phone: '010-88886666' });
    }),
    launchBrowser(),
  ]);
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

async function signInAs(credentials: { account: string; password: string }) {
  await page.goto(`${server.url}/login`);
  await signIn(page, credentials);
  await page.waitForURL(/\/home$/);
  await page.getByTestId('home-greeting').waitFor();
}

/** Closes the welcome reminder when it shows (it does once per account, whichever test signs in first). */
async function dismissReminder() {
  const reminder = page.locator('.ant-modal').filter({ hasText: '请于本周五前完成资产盘点' });
  try {
    await reminder.waitFor({ timeout: 1500 });
  } catch {
    return;
  }
  await reminder.getByRole('button', { name: '我知道了' }).click();
  await reminder.waitFor({ state: 'hidden' });
}

/** Reads the captcha the way a person does: from the picture (the SVG's glyphs), reissued for the same key. */
async function readCaptcha(image: ReturnType<Page['getByTestId']>): Promise<string> {
  const source = (await image.getAttribute('src'))!;
  return page.evaluate(async (url) => {
    const svg = await (await fetch(url)).text();
    return Array.from(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelectorAll('text'), (node) => node.textContent).join('');
  }, source);
}

describe('session flows', () => {
  it('shows the welcome reminder (534 px) once, and the last-login notice after a second sign-in', async () => {
    await signInAs(ADMIN);
    const reminder = page.locator('.ant-modal').filter({ hasText: '请于本周五前完成资产盘点' });
    await reminder.waitFor();
    // offsetWidth ignores the opening animation's scale.
    expect(await reminder.locator('.ant-modal-container, .ant-modal-content').first().evaluate((node) => (node.closest('.ant-modal') as HTMLElement).offsetWidth)).toBe(534);
    await reminder.getByText('010-88886666').waitFor();
    await screenshot(page, 'welcome-reminder');
    await reminder.getByRole('button', { name: '我知道了' }).click();
    await reminder.waitFor({ state: 'hidden' });

    // Second sign-in: the reminder was recorded as seen; prevLogin is now 1, so the notice shows bottom right.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(ADMIN);
    const notice = page.getByTestId('last-login-notice');
    await notice.waitFor();
    expect(await page.locator('.ant-notification-notice').filter({ hasText: '上次登录信息' }).count()).toBe(1);
    const box = (await page.locator('.ant-notification-notice').boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1366 - 40);
    expect(box.y + box.height).toBeGreaterThan(800 - 80);
    expect(await notice.textContent()).toMatch(/IP：/);
    await screenshot(page, 'last-login-notice');
    await notice.waitFor({ state: 'detached', timeout: 5000 });
    expect(await page.locator('.ant-modal').filter({ hasText: '请于本周五前完成资产盘点' }).count()).toBe(0);
  });

  it('locks the screen, keeps every navigation on /lockScreen, refuses a wrong password and unlocks with the right one', async () => {
    await signInAs(ADMIN);
    await dismissReminder();
    // Locked from a page, unlocked back to it.
    await page.getByTestId('header-search').click();
    await page.keyboard.type('系统配置');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.waitForURL((url) => url.pathname === '/system/sysConfig');
    await page.getByTestId('user-menu').hover();
    await page.getByText('锁定屏幕').click();
    await page.waitForURL(/\/lockScreen$/);
    expect(await page.evaluate(() => localStorage.getItem('klx_lock'))).toBe('1');
    await page.getByTestId('unlock-password').fill(ADMIN.password);
    await page.getByTestId('unlock-submit').click();
    await page.waitForURL((url) => url.pathname === '/system/sysConfig');

    await page.getByTestId('user-menu').hover();
    await page.getByText('锁定屏幕').click();
    await page.waitForURL(/\/lockScreen$/);
    await page.goto(`${server.url}/system/sysConfig`);
    await page.waitForURL(/\/lockScreen$/);
    await page.getByText('管理员/admin').waitFor();
    await screenshot(page, 'lock-screen');

    await page.getByTestId('unlock-password').fill('wrong-password');
    await page.getByTestId('unlock-submit').click();
    await page.getByText('密码错误，解锁失败').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lockScreen');

    await page.getByTestId('unlock-password').fill(ADMIN.password);
    await page.getByTestId('unlock-submit').click();
    // Back where it was locked, even across the reload while locked.
    await page.waitForURL((url) => url.pathname === '/system/sysConfig');
    await page.locator('[data-testid="tag"][data-path="/system/sysConfig"].is-active').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('klx_lock'), localStorage.getItem('klx_lockFrom')])).toEqual([null, null]);
  });

  it('forces staff to change the initial password about 1 s after load (580 px, no old password), then back to /login', async () => {
    await signInAs(STAFF);
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改初始密码' });
    await dialog.waitFor({ timeout: 5000 });
    expect(await dialog.evaluate((node) => (node as HTMLElement).offsetWidth)).toBe(580);
    expect(await dialog.getByTestId('password-old').count()).toBe(0);
    // It cannot be dismissed.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByTestId('password-submit').click();
    await dialog.getByText('新密码不能为空').waitFor();
    await dialog.getByTestId('password-new').fill('Fresh@2026');
    await dialog.getByTestId('password-repeat').fill('Other@2026');
    await dialog.getByTestId('password-submit').click();
    await dialog.getByText('两次密码输入不一致').waitFor();
    await dialog.getByText('验证码不能为空').waitFor();
    await screenshot(page, 'forced-password-change');

    await dialog.getByTestId('password-repeat').fill('Fresh@2026');
    await dialog.getByTestId('password-code').fill(await readCaptcha(dialog.getByTestId('password-captcha')));
    await dialog.getByTestId('password-submit').click();
    await page.waitForURL(/\/login/);
    await page.getByText('密码已修改，请牢记新密码并重新登录').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('klx_token'))).toBeNull();

    await signIn(page, { account: STAFF.account, password: 'Fresh@2026' });
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home-greeting').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.locator('.ant-modal').filter({ hasText: '修改初始密码' }).count()).toBe(0);
  });

  it('switches the language at once, says so, saves it on the server and keeps it after a reload', async () => {
    await signInAs(ADMIN);
    await dismissReminder();
    await page.getByTestId('settings-open').click();
    await page.getByTestId('switch-showLanguage').click();
    await page.locator('.klx-settings .ant-drawer-close').click();
    await page.getByTestId('language-select').hover();
    await page.getByTestId('language-en').click();
    await page.getByText('Switch Language Success').waitFor();
    await page.getByText('Hello, 管理员').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/oauth/CurrentUser', { headers: { Authorization: JSON.parse(localStorage.getItem('klx_token')!) } });
      return ((await response.json()) as { data: { userInfo: { language: string } } }).data.userInfo.language;
    });
    expect(saved).toBe('en');
    await screenshot(page, 'language-english');
    await page.reload();
    await page.getByText('Hello, 管理员').waitFor();
    await page.getByTestId('language-select').hover();
    await page.getByTestId('language-zh-TW').click();
    await page.getByText('切換語言成功').waitFor();
  });
});
