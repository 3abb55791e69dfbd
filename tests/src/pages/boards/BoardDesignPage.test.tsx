// @vitest-environment jsdom
/**
 * The report and portal designers against the real server in-process: the seeded report is listed as released and
 * opens in the designer with its parts on the canvas; a summary added from the palette is undone and redone, editing
 * the name saves it (released and edited since), a release makes it current again. The portal's cards lie on the
 * 24-column grid by their width; a card added from the palette and retitled in its property panel (the runtime's
 * SchemaForm) is saved with the cards' stored translations kept.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { dataReports, portals } from '../../../../server/db/schema';
import PortalDesignPage from '../../../../src/pages/boards/PortalDesignPage';
import ReportDesignPage from '../../../../src/pages/boards/ReportDesignPage';
import { setupI18n } from '../../../../src/i18n';
import { resetSession, setToken } from '../../../../src/stores/session';
import { ADMIN, tokenFor } from '../../../server/harness';
import { useBackend } from '../../render-app';

const backend = useBackend();

async function renderPage(Page: ComponentType) {
  resetSession();
  setToken(await tokenFor(backend.server.app, ADMIN));
  setupI18n('zh-CN');
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('the report designer', () => {
  it('lists the seeded report, saves an edited name and releases it again', async () => {
    await renderPage(ReportDesignPage);
    const page = await screen.findByTestId('report-design-page', {}, { timeout: 15_000 });
    const row = (await within(page).findByText('资产领用统计', {}, { timeout: 10_000 })).closest('tr')!;
    expect(row.textContent).toContain('已发布');
    fireEvent.click(row.querySelector('[data-action="edit"]')!);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const name = await within(drawer).findByDisplayValue('资产领用统计', {}, { timeout: 10_000 });
    const parts = (section: string) => within(drawer).queryAllByTestId(new RegExp(`^board-part-${section}:`));
    await waitFor(() => expect(parts('columnList')).toHaveLength(6), { timeout: 10_000 });
    expect(parts('searchList')).toHaveLength(3);
    expect(parts('groupBy')).toHaveLength(1);
    expect(parts('summaries')).toHaveLength(3);
    expect(parts('chart')).toHaveLength(1);
    // The source model's fields name the parts: the quantity column shows its own title.
    await waitFor(() => expect(parts('columnList')[4]!.textContent).toContain('申请数量'), { timeout: 10_000 });
    // One group-by and one chart: their palette entries wait until those are removed.
    expect(within(drawer).getByTestId('palette-groupBy').hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getByTestId('palette-chart').hasAttribute('disabled')).toBe(true);
    // A summary from the palette, selected with its panel; undone and redone.
    fireEvent.click(within(drawer).getByTestId('palette-summary'));
    await waitFor(() => expect(parts('summaries')).toHaveLength(4));
    const panel = await within(drawer).findByTestId('board-part-panel', {}, { timeout: 10_000 });
    expect(panel.textContent).toContain('汇总方式');
    fireEvent.click(within(drawer).getByTestId('board-undo'));
    await waitFor(() => expect(parts('summaries')).toHaveLength(3));
    fireEvent.click(within(drawer).getByTestId('board-redo'));
    await waitFor(() => expect(parts('summaries')).toHaveLength(4));
    // A column removed from the canvas, and brought back by undo.
    fireEvent.click(within(drawer).getByTestId('board-remove-columnList:0'));
    await waitFor(() => expect(parts('columnList')).toHaveLength(5));
    fireEvent.click(within(drawer).getByTestId('board-undo'));
    await waitFor(() => expect(parts('columnList')).toHaveLength(6));
    fireEvent.change(name, { target: { value: '资产领用月报' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('更新成功', {}, { timeout: 10_000 })).toBeTruthy();
    const [stored] = await backend.server.database.db.select().from(dataReports).where(eq(dataReports.id, 'rpt_asset_requisition'));
    expect(stored).toMatchObject({ fullName: '资产领用月报', state: 2 });
    // The edited definition is what was loaded, with the added count: the columns and chart survive the designer.
    expect((stored!.definition as { summaries: unknown[] }).summaries).toEqual([{ fn: 'count' }, { fn: 'sum', prop: 'items-qty' }, { fn: 'sum', prop: 'total' }, { fn: 'count' }]);
    expect(stored!.definition).toMatchObject({
      columnList: expect.arrayContaining([expect.objectContaining({ prop: 'items-qty', format: 'number', precision: 0, labelI18n: { en: 'Quantity', 'zh-TW': '申請數量' } })]),
      chart: { type: 'bar', dimension: { prop: 'useDate', by: 'month' }, titleI18n: { en: 'Requisition amount by month', 'zh-TW': '每月領用金額' } },
    });
    const edited = (await within(page).findByText('资产领用月报', {}, { timeout: 10_000 })).closest('tr')!;
    fireEvent.click(edited.querySelector('[data-action="release"]')!);
    const release = await screen.findByText('发布“资产领用月报”');
    fireEvent.click(within(release.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(async () => {
      const [after] = await backend.server.database.db.select().from(dataReports).where(eq(dataReports.id, 'rpt_asset_requisition'));
      expect(after!.state).toBe(1);
    }, { timeout: 10_000 });
  });
});

describe('the portal designer', () => {
  it('lays the cards out by width, adds a card from the palette, retitles it in its panel and saves', async () => {
    await renderPage(PortalDesignPage);
    const page = await screen.findByTestId('portal-design-page', {}, { timeout: 15_000 });
    const row = (await within(page).findByText('资产门户', {}, { timeout: 10_000 })).closest('tr')!;
    fireEvent.click(row.querySelector('[data-action="edit"]')!);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const cards = () => within(drawer).queryAllByTestId(/^board-part-cards:/);
    await waitFor(() => expect(cards()).toHaveLength(7), { timeout: 10_000 });
    expect(cards().map((card) => card.dataset.span)).toEqual(['8', '8', '8', '16', '8', '16', '8']);
    expect(within(drawer).getByTestId('board-grid-cards').style.gridTemplateColumns).toBe('repeat(24, minmax(0, 1fr))');
    fireEvent.click(within(drawer).getByTestId('palette-notice'));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(cards()[7]!.textContent).toContain('最新公告');
    const panel = await within(drawer).findByTestId('board-part-panel', {}, { timeout: 10_000 });
    const title = panel.querySelector<HTMLInputElement>('#root_cardTitle')!;
    await waitFor(() => expect(title.value).toBe('最新公告'));
    fireEvent.change(title, { target: { value: '通知公告' } });
    await waitFor(() => expect(cards()[7]!.textContent).toContain('通知公告'));
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => {
      const [stored] = await backend.server.database.db.select().from(portals).where(eq(portals.id, 'portal_asset'));
      expect((stored!.definition as { cards: { id: string }[] }).cards.map((card) => card.id)).toEqual(['requisitions', 'urgent', 'large', 'amountChart', 'shortcuts', 'latest', 'notices', 'card8']);
    }, { timeout: 10_000 });
    const [stored] = await backend.server.database.db.select().from(portals).where(eq(portals.id, 'portal_asset'));
    const saved = (stored!.definition as { cards: Record<string, unknown>[] }).cards;
    expect(saved[7]).toEqual({ id: 'card8', kind: 'notice', title: '通知公告', titleI18n: { 'zh-TW': '最新公告', en: 'Latest notices' }, span: 8, limit: 5 });
    // What the panels left alone is kept: the cards' English and Traditional Chinese titles, the filters.
    expect(saved[1]).toMatchObject({ titleI18n: { en: 'Urgent requisitions', 'zh-TW': '緊急領用' }, filter: { prop: 'urgency', op: 'eq', value: 'urgent' } });
    expect(stored!.state).toBe(2);
  });
});
