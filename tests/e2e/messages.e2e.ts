/**
 * In-site messages in a real browser against the real server: staff is signed in on the home page; the
 * administrator (another browser context) releases an announcement to staff; staff's bell counter rises through
 * the live socket without a reload; staff opens the drawer, opens the message (detail dialog, cleaned body) and
 * the counter falls; the record page lists it as read. Screenshots of the drawer, the dialog and the record page
 * in zh-CN and en.
 */
import type { Page } from 'playwright-core';
import { ADMIN, STAFF, screenshot, signIn, useBrowserApp, pageApi } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

/** Calls the API with the page's session. */
const bellCount = async (p: Page) => Number(await p.getByTestId('message-bell').getAttribute('data-count'));

describe('in-site messages in the browser', () => {
  it('an announcement released by the administrator reaches staff live; opening it lowers the counter', async () => {
    const staff = app.page;
    await app.signInHome(STAFF);
    const before = await bellCount(staff);
    await staff.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    const adminContext = await app.browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await admin.goto(`${app.server.url}/login`);
    await signIn(admin, ADMIN);
    await admin.waitForURL(/\/home$/);
    const created = await pageApi<{ id: string }>(admin, 'POST', '/api/message', {
      title: '消防演练通知',
      excerpt: '本周五下午三点全员参加',
      bodyText: '<p>请各部门<b>准时</b>到达一楼大厅。<img src=x onerror="window.hacked=1"></p>',
      toUserIds: ['user_staff--user'],
    });
    expect(created.code).toBe(200);
    expect((await pageApi(admin, 'PUT', `/api/message/${created.data.id}/Actions/Release`)).code).toBe(200);

    // The counter rises without a reload (the marker set on this page survives).
    await expect.poll(() => bellCount(staff), { timeout: 30_000 }).toBe(before + 1);
    expect(await staff.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await staff.getByTestId('message-bell').click();
    const drawer = staff.getByTestId('message-drawer');
    const item = drawer.getByTestId('message-item').filter({ hasText: '消防演练通知' });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('0');
    await screenshot(staff, 'messages-drawer-zh-CN');

    await item.click();
    const detail = staff.getByTestId('message-detail');
    await detail.waitFor();
    await expect.poll(() => detail.textContent()).toContain('本周五下午三点全员参加');
    expect(await staff.getByTestId('message-body').innerHTML()).not.toContain('onerror');
    expect(await staff.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await screenshot(staff, 'messages-dialog-zh-CN');
    await expect.poll(() => bellCount(staff), { timeout: 30_000 }).toBe(before);

    await staff.locator('.ant-modal:visible .ant-modal-close').click();
    await drawer.getByTestId('message-more').click();
    await staff.waitForURL(/\/messageRecord$/);
    const row = staff.getByTestId('message-record').locator('tr', { hasText: '消防演练通知' });
    await row.waitFor();
    expect(await row.textContent()).toContain('已读');
    await screenshot(staff, 'messages-record-zh-CN');
    await adminContext.close();
  });

  it('shows the drawer, dialog and record page in English', async () => {
    const p = app.page;
    await p.goto(`${app.server.url}/login`);
    await p.evaluate(() => localStorage.setItem('klx_language', JSON.stringify('en')));
    await p.goto(`${app.server.url}/login`);
    await p.getByPlaceholder('Please enter the account').fill(ADMIN.account);
    await p.getByPlaceholder('Please enter the password').fill(ADMIN.password);
    await p.getByRole('button', { name: /sign in/i }).click();
    await p.waitForURL(/\/home$/);
    const created = await pageApi<{ id: string }>(p, 'POST', '/api/message', { title: 'Quarterly asset audit', excerpt: 'Count every asset by Friday', bodyText: '<p>Please <b>count</b> every asset.</p>', toUserIds: [] });
    await pageApi(p, 'PUT', `/api/message/${created.data.id}/Actions/Release`);
    await expect.poll(() => bellCount(p), { timeout: 30_000 }).toBeGreaterThan(0);
    await p.getByTestId('message-bell').click();
    const item = p.getByTestId('message-drawer').getByTestId('message-item').filter({ hasText: 'Quarterly asset audit' });
    await item.waitFor();
    expect(await p.getByTestId('message-drawer').textContent()).toContain('Only unread');
    await screenshot(p, 'messages-drawer-en');
    await item.click();
    await p.getByTestId('message-detail').waitFor();
    await screenshot(p, 'messages-dialog-en');
    await p.locator('.ant-modal:visible .ant-modal-close').click();
    await p.getByTestId('message-more').click();
    await p.waitForURL(/\/messageRecord$/);
    await p.getByTestId('message-record').locator('tr', { hasText: 'Quarterly asset audit' }).waitFor();
    await screenshot(p, 'messages-record-en');
  });
});
