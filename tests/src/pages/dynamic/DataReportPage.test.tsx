// @vitest-environment jsdom
/**
 * The data report page (menu type 5) against the real server in-process: the seeded requisition report shows its
 * records month by month, a summary row after each month and the total row, the chart's points, and a search that
 * narrows all of them; a caller without the source model's page sees the refusal, not the data.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MenuType } from '../../../../runtime/core/contract/session';
import DataReportPage from '../../../../src/pages/dynamic/DataReportPage';
import { setupI18n } from '../../../../src/i18n';
import { resetSession, setToken } from '../../../../src/stores/session';
import { ADMIN, STAFF, tokenFor } from '../../../server/harness';
import { useBackend } from '../../render-app';
import { lowcodeRoute, storeRequisitions } from './board-fixtures';

const backend = useBackend();
const route = lowcodeRoute('/demo/assetReport', MenuType.dynamicReport, 'rpt_asset_requisition');

function renderAs(token: string) {
  resetSession();
  setToken(token);
  setupI18n('zh-CN');
  return render(
    <MemoryRouter>
      <DataReportPage route={route} />
    </MemoryRouter>,
  );
}

describe('DataReportPage', () => {
  beforeAll(async () => {
    await storeRequisitions(backend.server, await tokenFor(backend.server.app, ADMIN));
  });

  it('shows the records month by month with a summary row after each month, the total row and the chart', async () => {
    renderAs(await tokenFor(backend.server.app, ADMIN));
    const view = await screen.findByTestId('report-view', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(view).getAllByTestId('report-group-row')).toHaveLength(2), { timeout: 10_000 });
    const [january, february] = within(view).getAllByTestId('report-group-row');
    expect(january!.textContent).toContain('2026-01 小计（2条）');
    expect(january!.textContent).toContain('7,598.80');
    expect(january!.textContent).toContain('8');
    expect(february!.textContent).toContain('2026-02 小计（1条）');
    expect(february!.textContent).toContain('12,000.00');
    // The January summary follows its two records, the February one its record.
    const rows = [...view.querySelectorAll('tbody tr[data-testid]')].map((row) => row.getAttribute('data-testid'));
    expect(rows).toEqual(['report-record-row', 'report-record-row', 'report-group-row', 'report-record-row', 'report-group-row']);
    const total = within(view).getByTestId('report-total-row');
    expect(total.textContent).toContain('合计（3条）');
    expect(total.textContent).toContain('19,598.80');
    expect(total.textContent).toContain('18');
    const chart = within(view).getByTestId('report-chart');
    expect(chart.getAttribute('data-chart-type')).toBe('bar');
    expect(within(chart).getAllByTestId('chart-point').map((point) => point.textContent)).toEqual(['2026-01: 7,598.8', '2026-02: 12,000']);
    expect(within(view).getByText('每月领用金额')).toBeTruthy();
  });

  it('narrows the rows, the groups, the total and the chart by a search value', async () => {
    renderAs(await tokenFor(backend.server.app, ADMIN));
    const view = await screen.findByTestId('report-view', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(view).getAllByTestId('report-group-row')).toHaveLength(2), { timeout: 10_000 });
    fireEvent.change(within(view).getByTestId('search-reason'), { target: { value: '改造' } });
    fireEvent.click(view.querySelector('[data-action="search"]')!);
    await waitFor(() => expect(within(view).getByTestId('report-total-row').textContent).toContain('合计（1条）'), { timeout: 10_000 });
    expect(within(view).getAllByTestId('report-group-row')).toHaveLength(1);
    expect(within(view).getAllByTestId('report-record-row')).toHaveLength(1);
    expect(within(view).getAllByTestId('chart-point').map((point) => point.textContent)).toEqual(['2026-02: 12,000']);
  });

  it('shows staff without the source model page the refusal and no data', async () => {
    renderAs(await tokenFor(backend.server.app, STAFF));
    expect(await screen.findByTestId('report-failed', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText('您没有此操作的权限').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('report-record-row')).toBeNull();
  });
});
