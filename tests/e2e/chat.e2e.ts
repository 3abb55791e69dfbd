/**
 * Internal chat in a real browser against the real server (issue 12 §6), with chat switched on in the system
 * settings: the administrator and staff, in two browser contexts, chat with text (an emoji included) and an image;
 * staff's chat icon blinks and its conversation shows the unread count while the window is closed; an image over
 * 5 MB is refused with the spec's message. Screenshots of the drawer and the window.
 */
import type { Page } from 'playwright-core';
import { createSettingsService } from '../../server/modules/settings/settings-service';
import { ADMIN, STAFF, screenshot, signIn, useBrowserApp } from './harness';

const app = useBrowserApp({
  viewport: { width: 1440, height: 900 },
  prepare: async (db) => {
    await createSettingsService(db).update({ enableChat: true });
  },
});

/** A 2×2 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

const unread = async (p: Page) => Number(await p.getByTestId('chat-open').getAttribute('data-unread'));

async function openChatWith(p: Page, account: string) {
  await p.getByTestId('chat-open').click();
  const drawer = p.getByTestId('chat-drawer');
  await drawer.getByRole('tab', { name: '联系人' }).click();
  await p.getByTestId('chat-contact-search').locator('input').fill(account);
  await p.getByTestId('chat-contact-search').locator('input').press('Enter');
  await drawer.getByTestId('chat-contact').filter({ hasText: `/${account}` }).first().click();
  await p.getByTestId('chat-window-title').filter({ hasText: `/${account}` }).waitFor();
}

describe('internal chat in the browser', () => {
  it('the administrator and staff chat with text and an image; unread counts and the blinking icon follow', async () => {
    const admin = app.page;
    await app.signInHome(ADMIN);

    const staffContext = await app.browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    const staff = await staffContext.newPage();
    await staff.goto(`${app.server.url}/login`);
    await signIn(staff, STAFF);
    await staff.waitForURL(/\/home$/);
    await staff.getByTestId('chat-open').waitFor();
    expect(await unread(staff)).toBe(0);

    // The administrator writes to staff from the contacts tab; an empty message is not sent.
    await openChatWith(admin, 'staff');
    await admin.getByTestId('chat-input').fill('   ');
    await admin.getByTestId('chat-send').click();
    await admin.getByTestId('chat-emoji').click();
    await admin.getByTestId('chat-emoji-panel').getByRole('button', { name: '👍' }).click();
    await admin.getByTestId('chat-input').press('End');
    await admin.getByTestId('chat-input').pressSequentially(' 你好，资产盘点明天开始');
    await admin.getByTestId('chat-send').click();
    const adminMessages = admin.getByTestId('chat-messages').getByTestId('chat-message');
    await expect.poll(() => adminMessages.count(), { timeout: 30_000 }).toBe(1);
    expect(await adminMessages.first().textContent()).toContain('👍 你好，资产盘点明天开始');

    // Staff's icon blinks and the conversation shows one unread.
    await expect.poll(() => unread(staff), { timeout: 30_000 }).toBe(1);
    expect(await staff.getByTestId('chat-open').getAttribute('class')).toContain('klx-chat-blink');
    await staff.getByTestId('chat-open').click();
    const conversation = staff.getByTestId('chat-conversation').filter({ hasText: '/admin' });
    await conversation.waitFor();
    expect(await conversation.locator('.ant-badge-count').textContent()).toBe('1');
    await screenshot(staff, 'chat-drawer-zh-CN');

    // Staff opens it (read: the count goes) and answers with an image.
    await conversation.click();
    await staff.getByTestId('chat-window-title').filter({ hasText: '/admin' }).waitFor();
    await expect.poll(() => staff.getByTestId('chat-messages').textContent(), { timeout: 30_000 }).toContain('你好，资产盘点明天开始');
    await expect.poll(() => unread(staff), { timeout: 30_000 }).toBe(0);
    await staff.getByTestId('chat-input').fill('收到');
    await staff.getByTestId('chat-input').press('Enter');
    const chooser = staff.waitForEvent('filechooser');
    await staff.getByTestId('chat-image-upload').click();
    await (await chooser).setFiles({ name: 'asset.png', mimeType: 'image/png', buffer: PNG });
    await staff.getByTestId('chat-messages').getByTestId('chat-image').first().waitFor({ timeout: 30_000 });

    // The administrator's open window shows both, the picture loaded through its signed link.
    await expect.poll(() => admin.getByTestId('chat-messages').textContent(), { timeout: 30_000 }).toContain('收到');
    const picture = admin.getByTestId('chat-messages').locator('img[alt="asset.png"]');
    await picture.waitFor({ timeout: 30_000 });
    await expect.poll(() => picture.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 30_000 }).toBe(2);
    expect(await unread(admin)).toBe(0);
    await screenshot(admin, 'chat-window-zh-CN');

    // An image of 5 MB or more is refused in the browser with the spec's message.
    const big = staff.waitForEvent('filechooser');
    await staff.getByTestId('chat-image-upload').click();
    await (await big).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_880) });
    await staff.getByText('图片大小不能超过5M').waitFor();

    // History search finds the text.
    await admin.getByTestId('chat-history-open').click();
    await admin.getByTestId('chat-history-search').locator('input').fill('盘点');
    await admin.getByTestId('chat-history-search').locator('input').press('Enter');
    await expect.poll(() => admin.getByTestId('chat-history').getByTestId('chat-message').count(), { timeout: 30_000 }).toBe(1);
    await staffContext.close();
  }, 240_000);
});
