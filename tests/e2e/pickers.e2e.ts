/**
 * The approver picker in a real browser against the real server (issue 11 item 4): an administrator releases a form
 * model with an approver field (through the API), opens it, adds a record choosing the approver in the 450 px picker
 * — nothing chosen is refused with 请选择审批人, a keyword finds the user —, saves, and sees the approver's name (not
 * the id) in the list and in the detail view.
 */
import type { Page } from 'playwright-core';
import { ADMIN, screenshot, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

/** Calls the API from the page with the signed-in session. */
async function api<T = Record<string, unknown>>(page: Page, method: string, url: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = JSON.parse(localStorage.getItem('klx_token')!) as string;
      const response = await fetch(url, { method, headers: { Authorization: token, 'content-type': 'application/json', 'klx-origin': 'pc' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    },
    { method, url, body },
  ) as Promise<{ code: number; msg: string; data: T }>;
}

const FORM = {
  popupType: 'general',
  generalWidth: '800px',
  fields: [
    { __config__: { klxKey: 'comInput', label: '事项', required: true, span: 24 }, __vModel__: 'matter' },
    { __config__: { klxKey: 'approverSelect', label: '审批人', required: true, span: 24 }, __vModel__: 'approver' },
  ],
};
const COLUMNS = { type: 1, columnList: [{ prop: 'matter', label: '事项' }, { prop: 'approver', label: '审批人' }], searchList: [], hasPage: true, pageSize: 20 };

describe('the approver picker', () => {
  it('picks an approver in a form, saves, and shows the name in the list and the detail', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    const created = await api<{ id: string }>(page, 'POST', '/api/visualdev/Base', { fullName: '审批事项', enCode: 'approvalMatter', category: 'asset', formData: JSON.stringify(FORM), columnData: JSON.stringify(COLUMNS) });
    expect(created.code, created.msg).toBe(200);
    const released = await api(page, 'POST', `/api/visualdev/Base/${created.data.id}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' });
    expect(released.code, released.msg).toBe(200);

    // The released model is a menu now: the reloaded app serves its route.
    await page.goto(`${app.server.url}/model/approvalMatter`);
    await page.waitForURL((url) => url.pathname === '/model/approvalMatter');
    const list = page.getByTestId('form-model-page');
    await list.locator('[data-action="add"]').click();
    const form = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '新建' }) });
    await form.getByLabel('事项').fill('采购打印机');
    await form.locator('button[data-picker="approverSelect"]').click();

    const picker = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '选择审批人' }) });
    await picker.waitFor();
    expect(await picker.evaluate((element) => (element as HTMLElement).style.width)).toBe('450px');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('请选择审批人').waitFor();
    await picker.getByPlaceholder('请输入关键词查询').fill('张敏');
    await picker.getByPlaceholder('请输入关键词查询').press('Enter');
    await picker.getByText('张敏/staff').click();
    await screenshot(page, 'picker-approver-zh-CN');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await form.locator('button[data-picker="approverSelect"]', { hasText: '张敏/staff' }).waitFor();

    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新建成功').waitFor();
    const row = list.locator('tr', { hasText: '采购打印机' });
    await row.waitFor();
    await row.getByText('张敏/staff').waitFor();
    expect(await row.textContent()).not.toContain('user_staff');
    await screenshot(page, 'picker-approver-list-zh-CN');

    await row.getByRole('button', { name: /详\s*情/ }).click();
    const detail = page.getByTestId('detail-view');
    await detail.getByText('张敏/staff').waitFor();
  }, 300_000);
});
