// @vitest-environment jsdom
/** /menuMore lists the areas of the current system and leads to their pages. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STAFF, tokenFor } from '../../server/harness';
import { renderSignedInAt, useBackend } from '../render-app';

const backend = useBackend();

describe('MenuMorePage', () => {
  it('lists the granted areas with their pages and opens the chosen one', async () => {
    renderSignedInAt('/menuMore', await tokenFor(backend.server.app, STAFF));
    await screen.findByTestId('menu-more', {}, { timeout: 10_000 });
    const entries = screen.getAllByTestId('menu-more-entry').map((node) => node.textContent);
    expect(entries).toEqual(['首页', '仪表盘', '资产岗位', '资产类别', '我发起的', '待办事宜', '已办事宜']);
    fireEvent.click(screen.getByText('待办事宜', { selector: '[data-testid="menu-more-entry"]' }));
    await waitFor(() => expect(window.location.pathname).toBe('/workFlow/flowTodo'));
  });
});
