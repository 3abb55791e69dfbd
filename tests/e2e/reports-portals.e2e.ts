/**
 * Data reports and portals in a real browser (issue 9 §4): the administrator switches to the demo system, opens the
 * seeded requisition report from the menu and sees — on first start, from the seeded requisitions — its chart (an
 * ECharts canvas), the month groups with their summary rows and the total row, then opens the asset portal and sees
 * its cards — counts, the chart, the latest requisitions, shortcuts, notices. First the designers' palettes: a
 * summary dragged into the report's summaries and a column dragged to the front, previewed live and saved (not
 * released: the menu page keeps the released report); a count card dragged onto the portal's grid and previewed.
 */
import type { Locator, Page } from 'playwright-core';
import { ADMIN, screenshot, useBrowserApp } from './harness';

/** Drags with the mouse in small steps (dnd-kit starts a drag after 5 px and tracks pointer moves). */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

const app = useBrowserApp({ viewport: { width: 1366, height: 900 } });

describe('reports and portals', () => {
  it('builds with the report and portal palettes by drag and drop, previews live and saves', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    await page.goto(new URL('/onlineDev/dataReport', page.url()).href);
    const list = page.getByTestId('report-design-page');
    await list.locator('tr', { hasText: '资产领用统计' }).locator('[data-action="edit"]').click();
    const designer = page.getByTestId('report-designer');
    await designer.waitFor();
    // The designer at the top of the drawer's view: palette, canvas and panel in sight.
    await designer.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(() => designer.locator('[data-testid^="board-part-columnList:"]').count(), { timeout: 15_000 }).toBe(6);

    // A summary from the palette into the summaries.
    await drag(page, designer.getByTestId('palette-summary'), designer.getByTestId('canvas-zone-summaries'));
    await expect.poll(() => designer.locator('[data-testid^="board-part-summaries:"]').count(), { timeout: 15_000 }).toBe(4);
    await designer.getByTestId('board-part-panel').waitFor();
    // The amount column dragged by its handle to the front.
    await drag(page, designer.getByTestId('board-handle-columnList:5'), designer.getByTestId('board-part-columnList:0'));
    await expect.poll(() => designer.getByTestId('board-part-columnList:0').textContent(), { timeout: 15_000 }).toContain('金额');
    await screenshot(page, 'report-designer-zh-CN');

    // The live preview computes the edited definition: the amount column first.
    await designer.getByTestId('board-preview').click();
    const preview = page.getByTestId('board-preview-view');
    await preview.getByTestId('report-view').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await preview.locator('thead th').first().textContent()) ?? '', { timeout: 15_000 }).toContain('金额');
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer:visible').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('更新成功').waitFor();

    // A count card from the palette onto the portal's grid, previewed.
    await page.goto(new URL('/onlineDev/visualPortal', page.url()).href);
    await page.getByTestId('portal-design-page').locator('tr', { hasText: '资产门户' }).locator('[data-action="edit"]').click();
    const portal = page.getByTestId('portal-designer');
    await portal.waitFor();
    await portal.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(() => portal.locator('[data-testid^="board-part-cards:"]').count(), { timeout: 15_000 }).toBe(7);
    await drag(page, portal.getByTestId('palette-count'), portal.getByTestId('canvas-zone-cards'));
    await expect.poll(() => portal.locator('[data-testid^="board-part-cards:"]').count(), { timeout: 15_000 }).toBe(8);
    // A count card needs its model: the problem shows until one is chosen.
    await portal.getByTestId('board-problems').waitFor();
    await screenshot(page, 'portal-designer-zh-CN');
    await portal.getByTestId('board-remove-cards:7').click();
    await expect.poll(() => portal.getByTestId('board-problems').count(), { timeout: 15_000 }).toBe(0);
    await portal.getByTestId('board-preview').click();
    await expect.poll(() => page.getByTestId('board-preview-view').getByTestId('portal-card').count(), { timeout: 30_000 }).toBe(7);
  }, 300_000);

  it('opens the seeded report and portal from the demo system menu and shows the chart and the cards', async () => {
    await app.signInHome(ADMIN);
    const page = app.page;
    // The classic layout: the side menu holds every area (the default layout shows one area's pages at a time).
    await page.evaluate(() => localStorage.setItem('klx_layoutType', '"classic"'));
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    await page.getByTestId('user-menu').hover();
    await page.locator('.ant-dropdown:visible').getByText('切换系统').hover();
    await page.locator('.ant-dropdown-menu-submenu-popup:visible, .ant-dropdown-menu-sub:visible').getByText('演示系统').click();
    await page.getByText('切换成功').waitFor();
    await page.waitForEvent('load');
    const side = page.getByTestId('side-menu');
    await side.getByText('低代码演示').click();

    await side.getByText('资产领用统计').click();
    await page.waitForURL((url) => url.pathname === '/demo/assetReport');
    const report = page.getByTestId('report-view');
    await report.waitFor({ timeout: 30_000 });
    await report.getByTestId('report-chart').locator('canvas').first().waitFor({ timeout: 30_000 });
    // Six seeded requisitions over the last months: a group per month, and their total.
    await expect.poll(() => report.getByTestId('report-group-row').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(await report.getByTestId('report-total-row').textContent()).toContain('合计（6条）');
    expect(await report.getByTestId('report-total-row').textContent()).toContain('59,838.80');
    await screenshot(page, 'report-zh-CN');

    await side.getByText('资产门户').click();
    await page.waitForURL((url) => url.pathname === '/demo/portal');
    const portal = page.getByTestId('portal-view');
    await portal.waitFor({ timeout: 30_000 });
    await expect.poll(() => portal.getByTestId('portal-card').count(), { timeout: 15_000 }).toBe(7);
    expect(await portal.locator('[data-card-id="requisitions"]').getByTestId('card-count').textContent()).toContain('6');
    await portal.locator('[data-card-id="amountChart"]').locator('canvas').first().waitFor({ timeout: 30_000 });
    await portal.locator('[data-card-id="latest"]').getByText('打印耗材补充').waitFor();
    await portal.locator('[data-card-id="shortcuts"]').getByText('资产领用统计').waitFor();
    await screenshot(page, 'portal-zh-CN');
  });
});
