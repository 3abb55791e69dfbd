/**
 * The low-code platform in a real browser against the real server: an administrator creates a definition and
 * releases it (through the API; designer.e2e.ts builds one by drag and drop), opens it from the menu, adds a record with
 * sub-table rows and sees the totals, edits it and views its detail; staff, granted the page but not its add button,
 * sees no add. The list's search bar finds by the reason. Screenshots of the dynamic page in zh-CN and en.
 */
import type { Page } from 'playwright-core';
import { REQUISITION_COLUMNS, REQUISITION_FORM } from '../fixtures/lowcode/requisition';
import { ADMIN, STAFF, screenshot, useBrowserApp, pageApi } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

/** The open drawer (the form and the detail view are drawers in this model). */
const drawer = (p: Page) => p.locator('.ant-drawer-section:visible');

describe('a form model built as data', () => {
  it('is created and released by an administrator, used from the menu with a sub-table, and guarded for staff', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);

    const created = await pageApi<{ id: string }>(page, 'POST', '/api/visualdev/Base', {
      fullName: '办公用品领用',
      enCode: 'officeRequisition',
      category: 'asset',
      formData: JSON.stringify(REQUISITION_FORM),
      columnData: JSON.stringify(REQUISITION_COLUMNS),
    });
    expect(created.code).toBe(200);
    const released = await pageApi<{ menuIds: string[] }>(page, 'POST', `/api/visualdev/Base/${created.data.id}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' });
    expect(released.code).toBe(200);
    const menuId = released.data.menuIds[0]!;

    // Staff's role gets the page and two columns, not the add button.
    const grants = await pageApi<Record<string, string[]>>(page, 'GET', '/api/permission/Authority/Data/Role/role_staff');
    expect(grants.code).toBe(200);
    const saved = await pageApi(page, 'PUT', '/api/permission/Authority/Data/Role/role_staff', {
      ...grants.data,
      module: [...(grants.data.module ?? []), 'm_onlineDev', menuId],
      column: [...(grants.data.column ?? []), `p_${menuId}_column_reason`, `p_${menuId}_column_total`],
    });
    expect(saved.code).toBe(200);

    // The administrator opens it from the menu.
    await page.reload();
    await page.getByTestId('header-search').click();
    await page.keyboard.type('办公用品');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '办公用品领用' });
    await option.click();
    await page.waitForURL((url) => url.pathname === '/model/officeRequisition');
    const list = page.getByTestId('form-model-page');
    await list.locator('[data-action="add"]').click();
    const form = drawer(page);
    await form.getByText('新建', { exact: true }).waitFor();

    // Saving with an empty required cell is refused with the column's message.
    await form.getByLabel('申请事由').fill('新员工入职');
    await form.getByLabel('紧急程度').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('普通').click();
    const table = form.getByTestId('subtable-items');
    await table.getByRole('button', { name: /添\s*加/ }).click();
    await table.getByRole('button', { name: /添\s*加/ }).click();
    const rows = table.locator('tr.ant-table-row');
    await rows.nth(1).waitFor();
    const fillRow = async (index: number, name: string, qty: string, price: string) => {
      const inputs = rows.nth(index).locator('input');
      await inputs.nth(0).fill(name);
      await inputs.nth(1).fill(qty);
      await inputs.nth(2).fill(price);
    };
    await fillRow(0, '笔记本', '2', '4999.5');
    await fillRow(1, '显示器', '1', '1299.99');
    const totals = table.getByTestId('subtable-items-total');
    await totals.getByText('11298.99').waitFor();
    await totals.getByText('3', { exact: true }).waitFor();
    // The form's own total follows the sub-table's amounts (a formula over "{items-amount}", thousands separated).
    await expect.poll(() => form.getByLabel('合计金额').inputValue(), { timeout: 15_000 }).toMatch(/^11,?298\.99$/);
    await screenshot(page, 'lowcode-form-zh-CN');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新建成功').waitFor();
    const row = list.locator('tr', { hasText: '新员工入职' });
    await row.waitFor();
    expect(await row.textContent()).toContain('11298.99');

    // Edit: the reason changes, the bill number stays.
    const billNo = (await row.locator('td', { hasText: /^LY\d+$/ }).first().textContent())!.trim();
    expect(billNo).toMatch(/^LY/);
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await expect.poll(() => drawer(page).getByLabel('申请事由').inputValue(), { timeout: 15_000 }).toBe('新员工入职');
    await drawer(page).getByLabel('申请事由').fill('新员工入职（补）');
    await drawer(page).getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('更新成功').waitFor();
    const edited = list.locator('tr', { hasText: '新员工入职（补）' });
    await edited.waitFor();
    expect(await edited.textContent()).toContain(billNo);

    // The search bar (the definition's search list): the reason by "contains"; 重置 shows every record again.
    const bar = list.getByTestId('list-search-bar');
    await bar.getByTestId('search-reason').fill('没有这样的事由');
    await bar.getByRole('button', { name: /查\s*询/ }).click();
    await list.getByText('暂无数据').first().waitFor();
    await bar.getByRole('button', { name: /重\s*置/ }).click();
    await edited.waitFor();
    await bar.getByTestId('search-reason').fill('入职');
    await bar.getByRole('button', { name: /查\s*询/ }).click();
    await edited.waitFor();

    // Detail: a drawer titled 详情 with the sub-table and its totals.
    await edited.getByRole('button', { name: /详\s*情/ }).click();
    const detail = page.getByTestId('detail-view');
    await detail.waitFor();
    await drawer(page).getByText('详情', { exact: true }).waitFor();
    expect(await detail.textContent()).toContain('笔记本');
    expect(await detail.textContent()).toContain('普通');
    await detail.getByText('合计', { exact: true }).waitFor();
    await screenshot(page, 'lowcode-detail-zh-CN');
    await drawer(page).getByRole('button', { name: /取\s*消/ }).click();
    await screenshot(page, 'lowcode-list-zh-CN');

    // The same page in English.
    expect((await pageApi(page, 'PUT', '/api/permission/Users/Current/SystemLanguage', { language: 'en' })).code).toBe(200);
    await page.reload();
    await page.getByTestId('form-model-page').getByRole('columnheader', { name: 'Reason' }).waitFor();
    await screenshot(page, 'lowcode-list-en');
    await page.getByTestId('form-model-page').locator('tr', { hasText: '新员工入职（补）' }).getByRole('button', { name: /Detail/ }).click();
    await page.getByTestId('detail-view').getByText('Items').waitFor();
    await screenshot(page, 'lowcode-detail-en');
    expect((await pageApi(page, 'PUT', '/api/permission/Users/Current/SystemLanguage', { language: 'zh-CN' })).code).toBe(200);

    // Staff sees the page and its granted columns, and no add button.
    await app.newContext({ width: 1440, height: 900 });
    await app.openAs(STAFF, '/model/officeRequisition');
    const staffList = app.page.getByTestId('form-model-page');
    await staffList.locator('tr', { hasText: '新员工入职（补）' }).waitFor();
    expect(await staffList.locator('[data-action="add"]').count()).toBe(0);
    expect(await staffList.locator('th', { hasText: '单据编号' }).count()).toBe(0);
    await screenshot(app.page, 'lowcode-list-staff');
  }, 300_000);
});
