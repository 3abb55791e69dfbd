/**
 * Printing in a real browser against the real server (issue 11 §9): an administrator makes a print template on the
 * 打印模板 screen — the form chosen from the released models, a field placeholder inserted from the form's fields —
 * names it in a released model's print button, opens a record's detail, prints it: the preview shows the record's
 * values in the template, printing is recorded by the server. Screenshots of the template form and the preview.
 */
import type { Page } from 'playwright-core';
import { REQUISITION_COLUMNS, REQUISITION_FORM } from '../fixtures/lowcode/requisition';
import { ADMIN, screenshot, useBrowserApp, pageApi } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

/** Calls the API from the page with the signed-in session. */
/** Opens a menu page through the header search. */
async function openPage(page: Page, text: string, title: string) {
  await page.getByTestId('header-search').click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).first().click();
}

describe('printing a record', () => {
  it('makes a template on the print template screen and prints a record of a model with it', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);

    // A released model with a print button (its template named below).
    const created = await pageApi<{ id: string }>(page, 'POST', '/api/visualdev/Base', {
      fullName: '打印测试领用',
      enCode: 'printRequisition',
      category: 'asset',
      formData: JSON.stringify(REQUISITION_FORM),
      columnData: JSON.stringify(REQUISITION_COLUMNS),
    });
    expect(created.code).toBe(200);
    const modelId = created.data.id;
    expect((await pageApi(page, 'POST', `/api/visualdev/Base/${modelId}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' })).code).toBe(200);
    const record = await pageApi<{ id: string }>(page, 'POST', `/api/visualdev/OnlineDev/${modelId}`, { reason: '新员工入职', urgency: 'normal', items: [{ name: '笔记本', qty: 2, price: 4999.5 }, { name: '显示器', qty: 1, price: 1299.99 }] });
    expect(record.code).toBe(200);

    // The template, made on its screen.
    await page.reload();
    await openPage(page, '打印模板', '打印模板');
    await page.waitForURL((url) => url.pathname === '/system/printDev');
    await page.locator('[data-action="add"]').click();
    const form = page.locator('.ant-modal:visible');
    await form.getByText('新建', { exact: true }).waitFor();
    await form.getByLabel('模板名称').fill('领用单');
    await form.getByLabel('模板编码').fill('requisitionSheet');
    await form.getByLabel('关联表单').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('打印测试领用').click();
    const template = form.getByTestId('html-template-printTemplate');
    await template.locator('textarea').fill('<h2>资产领用单</h2><p>事由：</p><table border="1"><tr><td>{{items-name}}</td><td>{{items-qty}}</td></tr></table>');
    // Put the cursor after 事由： and insert the field from the form's fields.
    await template.locator('textarea').evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf('</p>');
      area.focus();
      area.setSelectionRange(at, at);
    });
    await template.getByTestId('html-template-insert').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('申请事由').click();
    await expect.poll(() => template.locator('textarea').inputValue(), { timeout: 15_000 }).toContain('<p>事由：{{reason}}</p>');
    await template.getByTestId('html-template-preview').locator('h2', { hasText: '资产领用单' }).waitFor();
    await screenshot(page, 'print-template-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新建成功').waitFor();
    const templates = await pageApi<{ list: { id: string; fullName: string }[] }>(page, 'GET', '/api/system/printDev/Selector');
    const templateId = templates.data.list.find((item) => item.fullName === '领用单')!.id;

    // The model's detail gets its print button.
    const definition = await pageApi<{ formData: string }>(page, 'GET', `/api/visualdev/Base/${modelId}`);
    const formData = { ...JSON.parse(definition.data.formData), hasPrintBtn: true, printId: [templateId], printButtonText: '打印领用单' };
    expect((await pageApi(page, 'PUT', `/api/visualdev/Base/${modelId}`, { fullName: '打印测试领用', enCode: 'printRequisition', category: 'asset', formData: JSON.stringify(formData), columnData: JSON.stringify(REQUISITION_COLUMNS) })).code).toBe(200);
    expect((await pageApi(page, 'POST', `/api/visualdev/Base/${modelId}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' })).code).toBe(200);

    // Open the record's detail and print.
    await page.reload();
    await openPage(page, '打印测试', '打印测试领用');
    await page.waitForURL((url) => url.pathname === '/model/printRequisition');
    const row = page.getByTestId('form-model-page').locator('tr', { hasText: '新员工入职' });
    await row.getByRole('button', { name: /详\s*情/ }).click();
    await page.getByTestId('detail-view').waitFor();
    await page.getByRole('button', { name: '打印领用单' }).click();
    const pages = page.getByTestId('print-pages');
    await pages.locator('h2', { hasText: '资产领用单' }).waitFor();
    await pages.getByText('事由：新员工入职').waitFor();
    expect(await pages.locator('tr').count()).toBe(2);
    expect(await pages.textContent()).toContain('显示器');
    expect(await pages.textContent()).not.toContain('{{');
    await screenshot(page, 'print-preview');
    // The browser's print dialog is the host's; in headless Chromium it returns at once. The server records it.
    await page.locator('.ant-modal:visible').getByRole('button', { name: /^打\s*印$/ }).click();
    await expect
      .poll(async () => (await pageApi<{ list: { printTitle: string; printNum: number }[] }>(page, 'GET', `/api/system/printLog?printId=${templateId}`)).data.list, { timeout: 15_000 })
      .toEqual([expect.objectContaining({ printTitle: '打印测试领用', printNum: 1 })]);
  }, 240_000);
});
