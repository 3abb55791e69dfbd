/**
 * Data reports and portals in a real browser (issue 9 §4): the administrator switches to the demo system, opens the
 * seeded requisition report from the menu and sees its chart (an ECharts canvas), the month groups with their
 * summary rows and the total row, then opens the asset portal and sees its cards — counts, the chart, the latest
 * requisitions, shortcuts, notices.
 */
import { ADMIN, screenshot, useBrowserApp } from './harness';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

/** Three requisitions of the demo model, stored through the record API so the report and portal have data. */
const REQUISITIONS = [
  { useDate: day('2026-01-12'), reason: '新员工入职', urgency: 'normal', items: [{ name: '笔记本电脑', qty: 1, price: 6999 }] },
  { useDate: day('2026-01-20'), reason: '项目急需', urgency: 'urgent', urgentNote: '客户现场', items: [{ name: '网线', qty: 5, price: 100 }] },
  { useDate: day('2026-02-14'), reason: '会议室改造', urgency: 'normal', items: [{ name: '显示器', qty: 10, price: 1200 }] },
];

const app = useBrowserApp({ viewport: { width: 1366, height: 900 } });

describe('reports and portals', () => {
  it('opens the seeded report and portal from the demo system menu and shows the chart and the cards', async () => {
    await app.signInHome(ADMIN);
    const page = app.page;
    // The classic layout: the side menu holds every area (the default layout shows one area's pages at a time).
    await page.evaluate(() => localStorage.setItem('klx_layoutType', '"classic"'));
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('klx_token')!) as string);
    for (const data of REQUISITIONS) {
      const answer = await page.request.post(`${app.server.url}/api/visualdev/OnlineDev/vd_asset_requisition`, { headers: { authorization: token }, data });
      expect(((await answer.json()) as { code: number }).code).toBe(200);
    }
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
    await expect.poll(() => report.getByTestId('report-group-row').count(), { timeout: 15_000 }).toBe(2);
    expect(await report.getByTestId('report-group-row').first().textContent()).toContain('小计（2条）');
    expect(await report.getByTestId('report-total-row').textContent()).toContain('19,499.00');
    await screenshot(page, 'report-zh-CN');

    await side.getByText('资产门户').click();
    await page.waitForURL((url) => url.pathname === '/demo/portal');
    const portal = page.getByTestId('portal-view');
    await portal.waitFor({ timeout: 30_000 });
    await expect.poll(() => portal.getByTestId('portal-card').count(), { timeout: 15_000 }).toBe(7);
    expect(await portal.locator('[data-card-id="requisitions"]').getByTestId('card-count').textContent()).toContain('3');
    await portal.locator('[data-card-id="amountChart"]').locator('canvas').first().waitFor({ timeout: 30_000 });
    await portal.locator('[data-card-id="latest"]').getByText('会议室改造').waitFor();
    await portal.locator('[data-card-id="shortcuts"]').getByText('资产领用统计').waitFor();
    await screenshot(page, 'portal-zh-CN');
  });
});
