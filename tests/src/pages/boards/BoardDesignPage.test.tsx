// @vitest-environment jsdom
/**
 * The report and portal designers against the real server in-process: the seeded report is listed as released,
 * editing its name saves it (released and edited since), a release makes it current again; the portal's cards are
 * edited in order — moving a card up and saving stores the new order.
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
    expect(within(drawer).getAllByTestId('report-column')).toHaveLength(6);
    fireEvent.change(name, { target: { value: '资产领用月报' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('更新成功', {}, { timeout: 10_000 })).toBeTruthy();
    const [stored] = await backend.server.database.db.select().from(dataReports).where(eq(dataReports.id, 'rpt_asset_requisition'));
    expect(stored).toMatchObject({ fullName: '资产领用月报', state: 2 });
    // The edited definition is what was loaded: the columns and chart survive the round trip through the form.
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
  it('moves a card up and stores the new order', async () => {
    await renderPage(PortalDesignPage);
    const page = await screen.findByTestId('portal-design-page', {}, { timeout: 15_000 });
    const row = (await within(page).findByText('资产门户', {}, { timeout: 10_000 })).closest('tr')!;
    fireEvent.click(row.querySelector('[data-action="edit"]')!);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(drawer).getAllByTestId('portal-card-editor')).toHaveLength(7), { timeout: 10_000 });
    fireEvent.click(within(within(drawer).getAllByTestId('portal-card-editor')[1]!).getByRole('button', { name: /上\s*移/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => {
      const [stored] = await backend.server.database.db.select().from(portals).where(eq(portals.id, 'portal_asset'));
      expect((stored!.definition as { cards: { id: string }[] }).cards.map((card) => card.id)).toEqual(['urgent', 'requisitions', 'large', 'amountChart', 'shortcuts', 'latest', 'notices']);
    }, { timeout: 10_000 });
    const [stored] = await backend.server.database.db.select().from(portals).where(eq(portals.id, 'portal_asset'));
    // What no control shows is kept: the cards' English and Traditional Chinese titles.
    expect((stored!.definition as { cards: { titleI18n?: Record<string, string> }[] }).cards[0]!.titleI18n).toEqual({ en: 'Urgent requisitions', 'zh-TW': '緊急領用' });
    expect(stored!.state).toBe(2);
  });
});
