// @vitest-environment jsdom
/**
 * The portal page (menu type 8) against the real server in-process: the seeded asset portal's cards in their order
 * with their data — counts, the chart, the latest requisitions, shortcuts, notices — and, for staff who hold the
 * portal but not the requisition model, a "no permission" state on the cards over that model instead of its data.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MenuType } from '../../../../runtime/core/contract/session';
import { authorizations } from '../../../../server/db/schema';
import PortalPage from '../../../../src/pages/dynamic/PortalPage';
import { setupI18n } from '../../../../src/i18n';
import { resetSession, setToken } from '../../../../src/stores/session';
import { ADMIN, STAFF, tokenFor } from '../../../server/harness';
import { useBackend } from '../../render-app';
import { lowcodeRoute, storeRequisitions } from './board-fixtures';

const backend = useBackend();
const route = lowcodeRoute('/demo/portal', MenuType.portal, 'portal_asset');

function renderAs(token: string) {
  resetSession();
  setToken(token);
  setupI18n('zh-CN');
  return render(
    <MemoryRouter>
      <PortalPage route={route} />
    </MemoryRouter>,
  );
}

const card = (view: HTMLElement, id: string) => view.querySelector<HTMLElement>(`[data-card-id="${id}"]`)!;

describe('PortalPage', () => {
  beforeAll(async () => {
    await storeRequisitions(backend.server, await tokenFor(backend.server.app, ADMIN));
  });

  it('shows the cards in their order with their data', async () => {
    renderAs(await tokenFor(backend.server.app, ADMIN));
    const view = await screen.findByTestId('portal-view', {}, { timeout: 15_000 });
    expect(within(view).getAllByTestId('portal-card').map((element) => element.getAttribute('data-card-id'))).toEqual(['requisitions', 'urgent', 'large', 'amountChart', 'shortcuts', 'latest', 'notices']);
    expect(within(card(view, 'requisitions')).getByText('领用单总数')).toBeTruthy();
    expect(within(card(view, 'requisitions')).getByTestId('card-count').textContent).toContain('3');
    expect(within(card(view, 'urgent')).getByTestId('card-count').textContent).toContain('1');
    expect(within(card(view, 'large')).getByTestId('card-count').textContent).toContain('1');
    expect(within(card(view, 'amountChart')).getAllByTestId('chart-point').map((point) => point.textContent)).toEqual(['2026-01: 7,598.8', '2026-02: 12,000']);
    expect(within(card(view, 'shortcuts')).getAllByTestId('card-shortcut').map((item) => item.textContent)).toEqual(['资产领用', '资产领用统计', '设备类型字典']);
    expect(within(card(view, 'shortcuts')).getByText('资产领用统计').closest('a')!.getAttribute('href')).toBe('/demo/assetReport');
    const latest = card(view, 'latest');
    await waitFor(() => expect(within(latest).getAllByRole('row').length).toBe(4));
    expect(latest.textContent).toContain('会议室改造');
    expect(within(card(view, 'notices')).getByText('暂无公告')).toBeTruthy();
  });

  it('shows staff a "no permission" state on the cards over the requisition model, not its data', async () => {
    await backend.server.database.db.insert(authorizations).values([{ itemType: 'module', itemId: 'm_demo.portal', objectType: 'User', objectId: 'user_staff' }]);
    renderAs(await tokenFor(backend.server.app, STAFF));
    const view = await screen.findByTestId('portal-view', {}, { timeout: 15_000 });
    for (const id of ['requisitions', 'urgent', 'large', 'amountChart', 'latest']) {
      const element = card(view, id);
      expect(element.getAttribute('data-card-state')).toBe('forbidden');
      expect(within(element).getByText('无权查看此卡片的数据')).toBeTruthy();
      expect(within(element).queryByTestId('card-count')).toBeNull();
    }
    expect(view.textContent).not.toContain('会议室改造');
    expect(within(card(view, 'shortcuts')).getByText('没有可用的快捷入口')).toBeTruthy();
    expect(card(view, 'notices').getAttribute('data-card-state')).toBe('ok');
  });
});
