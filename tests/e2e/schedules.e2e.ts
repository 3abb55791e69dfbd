/**
 * Schedules in a real browser against the real server (issue 12 tests): staff creates a daily schedule for today
 * and the next two days from the home card's 新建日程, views it in 查看日程 (600 px; Escape does not close it),
 * deletes "this and later" from the second day through 删除确认 (380 px, 请选择日程 without a choice), and the
 * first occurrence alone remains. Screenshots of the dialogs in zh-CN.
 */
import { STAFF, screenshot, useBrowserApp, pageApi } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

const DAY = 24 * 3600_000;

describe('schedules in the browser', () => {
  it('creates a repeating schedule, views it and deletes "this and later"', async () => {
    const page = app.page;
    await app.signInHome(STAFF);
    const card = page.getByTestId('schedule-card');
    await card.waitFor();

    await page.getByTestId('schedule-add').click();
    const form = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '新建日程' }) });
    await form.waitFor();
    await form.getByTestId('schedule-title').fill('每日站会');
    await form.getByTestId('schedule-repetition').click();
    await page.locator('.ant-select-item-option', { hasText: '每天重复' }).click();
    const repeatEnd = form.getByTestId('schedule-repeat-time');
    await repeatEnd.click();
    // A new schedule starts at the next full hour: tomorrow when the test runs after 23:00.
    const start = new Date();
    start.setMinutes(0, 0, 0);
    start.setTime(start.getTime() + 3600_000);
    const inTwoDays = new Date(start.getTime() + 2 * DAY);
    const text = `${inTwoDays.getFullYear()}-${String(inTwoDays.getMonth() + 1).padStart(2, '0')}-${String(inTwoDays.getDate()).padStart(2, '0')}`;
    await repeatEnd.fill(text);
    await repeatEnd.press('Enter');
    await screenshot(page, 'schedule-form-zh-CN');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('新建成功').waitFor();

    const from = new Date(start);
    from.setHours(0, 0, 0, 0);
    const list = async () =>
      (await pageApi<{ list: Array<{ id: string; title: string; startDay: number }> }>(page, 'GET', `/api/system/Schedule?startTime=${from.getTime()}&endTime=${from.getTime() + 5 * DAY}`)).data.list.filter(
        (item) => item.title === '每日站会',
      );
    const created = await list();
    expect(created).toHaveLength(3);

    // View the second day's occurrence.
    const second = new Date(created[1]!.startDay);
    const secondDay = `${second.getFullYear()}-${String(second.getMonth() + 1).padStart(2, '0')}-${String(second.getDate()).padStart(2, '0')}`;
    await card.locator(`td[title="${secondDay}"]`).click();
    await card.getByTestId(`schedule-item-${created[1]!.id}`).click();
    const view = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '查看日程' }) });
    await view.getByTestId('schedule-view').waitFor();
    expect(await view.evaluate((element) => getComputedStyle(element).width)).toBe('600px');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(await view.isVisible()).toBe(true);
    await screenshot(page, 'schedule-view-zh-CN');

    await view.getByTestId('schedule-view-delete').click();
    const scope = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '删除确认' }) });
    await scope.waitFor();
    expect(await scope.evaluate((element) => getComputedStyle(element).width)).toBe('380px');
    await scope.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('请选择日程').waitFor();
    await scope.getByText('此日程及后续').click();
    await screenshot(page, 'schedule-delete-scope-zh-CN');
    await scope.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('删除成功').waitFor();
    await view.waitFor({ state: 'hidden' });

    const left = await list();
    expect(left.map((item) => item.id)).toEqual([created[0]!.id]);
  });
});
