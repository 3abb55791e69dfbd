/**
 * The form designer in a real browser: an administrator creates a model on onlineDev → webDesign and builds it by
 * drag and drop — a card holding a text field, a sub-table with a number column, and a formula totalling that column
 * — reorders a field, previews it, saves, releases it under 在线开发 and opens it from the menu, where a record with
 * a sub-table row shows the formula's total. Screenshots of the designer in zh-CN and en.
 */
import type { Locator, Page } from 'playwright-core';
import { ADMIN, screenshot, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1600, height: 1000 } });

/** Drags with the mouse in small steps (dnd-kit starts a drag after 5 px and tracks pointer moves). */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** The id of the only canvas node of a kind. */
async function nodeIdOf(page: Page, kind: string): Promise<string> {
  const testId = await page.locator(`[data-testid^="canvas-node-"][data-kind="${kind}"]`).first().getAttribute('data-testid');
  return testId!.slice('canvas-node-'.length);
}

/** Selects a node and types values into its property panel (by property name). */
async function setProperties(page: Page, id: string, values: Record<string, string>): Promise<void> {
  await page.getByTestId(`canvas-node-${id}`).locator(':scope > div').first().click();
  const panel = page.getByTestId('designer-field-panel');
  for (const [name, value] of Object.entries(values)) await panel.locator(`#root_${name}`).fill(value);
}

describe('the form designer', () => {
  it('builds a model with a container, a sub-table and a formula by drag and drop, releases it and opens it from the menu', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    await page.goto(new URL('/onlineDev/webDesign', page.url()).href);
    await page.getByTestId('web-design-row-assetRequisition').waitFor();

    // A new model opens in the designer.
    await page.getByTestId('web-design-create').click();
    const create = page.getByTestId('web-design-create-form');
    await create.getByLabel('名称').fill('设计的领用单');
    await create.getByLabel('编码').fill('designedRequisition');
    await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
    const palette = page.getByTestId('designer-palette');
    await palette.waitFor();

    // A card, and a text field dropped into it.
    await drag(page, palette.getByTestId('palette-card'), page.getByTestId('canvas-zone-root'));
    const card = await nodeIdOf(page, 'card');
    await drag(page, palette.getByTestId('palette-comInput'), page.getByTestId(`canvas-zone-${card}`));
    const reason = await nodeIdOf(page, 'comInput');
    await setProperties(page, reason, { label: '领用事由', vModel: 'reason' });

    // A sub-table with a number column, and a formula over the column's total.
    await drag(page, palette.getByTestId('palette-table'), page.getByTestId('canvas-zone-root'));
    const table = await nodeIdOf(page, 'table');
    await setProperties(page, table, { label: '领用明细', vModel: 'items' });
    await drag(page, palette.getByTestId('palette-numInput'), page.getByTestId(`canvas-zone-${table}`));
    const qty = await nodeIdOf(page, 'numInput');
    await setProperties(page, qty, { label: '数量', vModel: 'qty' });
    await drag(page, palette.getByTestId('palette-calculate'), page.getByTestId('canvas-zone-root'));
    const total = await nodeIdOf(page, 'calculate');
    await setProperties(page, total, { label: '合计数量', vModel: 'total', expression: '{items-qty}' });

    // Reorder: the formula dragged by its handle onto the card's title row lands before the card.
    await drag(page, page.getByTestId(`canvas-handle-${total}`), page.getByTestId(`canvas-node-${card}`).locator(':scope > div').first());
    await expect
      .poll(async () => (await page.locator('[data-testid="designer-canvas"] [data-testid^="canvas-node-"][data-kind]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')))).slice(0, 2), { timeout: 15_000 })
      .toEqual(['calculate', 'card']);
    expect(await page.getByTestId('designer-problems').count()).toBe(0);
    await screenshot(page, 'designer-zh-CN');

    // The preview renders the form the model will have.
    await page.getByTestId('designer-preview').click();
    const preview = page.getByTestId('designer-preview-form');
    await preview.getByText('领用明细').waitFor();
    await preview.getByText('合计数量').waitFor();
    await screenshot(page, 'designer-preview-zh-CN');
    await page.keyboard.press('Escape');

    await page.getByTestId('designer-save').click();
    await page.getByText('更新成功').waitFor();
    await page.getByTestId('designer-close').click();

    // Release under 在线开发.
    await page.getByTestId('web-design-row-designedRequisition').getByRole('button', { name: /发\s*布/ }).click();
    await page.getByTestId('web-design-release-parent').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('在线开发').click();
    await page.locator('.ant-modal:visible').getByRole('button', { name: /发\s*布/ }).click();
    await page.getByText('发布成功').waitFor();

    // It opens from the menu, and a record's sub-table row feeds the formula.
    await page.getByTestId('header-search').click();
    await page.keyboard.type('设计的领用单');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '设计的领用单' }).click();
    await page.waitForURL((url) => url.pathname === '/model/designedRequisition');
    const list = page.getByTestId('form-model-page');
    await list.locator('[data-action="add"]').click();
    const form = page.locator('.ant-modal:visible');
    await form.getByLabel('领用事由').fill('设计器建的单');
    const rows = form.getByTestId('subtable-items');
    await rows.getByRole('button', { name: /添\s*加/ }).click();
    // The sub-table starts with its default text column "name"; the number column dropped into it comes second.
    await rows.locator('tr.ant-table-row input').nth(1).fill('3');
    await expect.poll(() => form.getByLabel('合计数量').inputValue(), { timeout: 15_000 }).toMatch(/^3(\.00)?$/);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新建成功').waitFor();
    await list.locator('tr', { hasText: '设计器建的单' }).waitFor();

    // The designer in English.
    await page.goto(new URL('/onlineDev/webDesign', page.url()).href);
    await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('klx_token')!) as string;
      await fetch('/api/permission/Users/Current/SystemLanguage', { method: 'PUT', headers: { Authorization: token, 'content-type': 'application/json', 'klx-origin': 'pc' }, body: JSON.stringify({ language: 'en' }) });
    });
    await page.reload();
    await page.getByTestId('web-design-row-designedRequisition').getByRole('button', { name: 'Design' }).click();
    await page.getByTestId('designer-palette').getByText('Sub-table').waitFor();
    await screenshot(page, 'designer-en');
  }, 300_000);
});
