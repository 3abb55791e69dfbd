// @vitest-environment jsdom
/**
 * The navbar size select against the real server in-process (issue 14): the size in use (medium by default, spec
 * 01 §2.4) is the one checked, its tooltip hides while the options are open, and each size changes the controls
 * and the table density of a list page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 10_000 };
const visibleTooltips = () => [...document.querySelectorAll('.ant-tooltip:not(.ant-tooltip-hidden)')].map((node) => node.textContent);
const table = () => document.querySelector('[data-testid="schema-table-billRule"] .ant-table')!;
const refresh = () => document.querySelector('[data-action="refresh"]')!;
/** Whether a size option is shown as the one in use: selected, and with its check mark visible. */
const checked = (size: string) => {
  const option = screen.getByTestId(`size-${size}`);
  const selected = option.classList.contains('ant-dropdown-menu-item-selected');
  const marked = (option.querySelector('[data-testid="size-check"]') as HTMLElement).style.visibility === 'visible';
  expect(selected).toBe(marked);
  return selected;
};

async function choose(size: 'large' | 'middle' | 'small') {
  fireEvent.click(screen.getByTestId('size-select'));
  fireEvent.click(await screen.findByTestId(`size-${size}`, {}, WAIT));
}

describe('size select', () => {
  it('checks the size in use, hides its tooltip while open, and changes controls and table density', async () => {
    renderSignedInAt('/system/billRule', await tokenFor(backend.server.app, ADMIN));
    await screen.findByTestId('schema-table-billRule', {}, WAIT);
    // Medium by default: the table is at the medium density, the buttons at the default size.
    expect(table().classList.contains('ant-table-medium')).toBe(true);
    expect(refresh().className).not.toMatch(/ant-btn-(sm|lg)/);

    const button = screen.getByTestId('size-select');
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(visibleTooltips()).toContain('布局大小'), WAIT);
    fireEvent.click(button);
    const medium = await screen.findByTestId('size-middle', {}, WAIT);
    await waitFor(() => expect(visibleTooltips()).not.toContain('布局大小'), WAIT);
    expect([checked('large'), checked('middle'), checked('small')]).toEqual([false, true, false]);
    fireEvent.click(medium);

    await choose('small');
    await waitFor(() => expect(table().classList.contains('ant-table-small')).toBe(true), WAIT);
    expect(refresh().className).toMatch(/ant-btn-sm/);

    await choose('large');
    await waitFor(() => expect(refresh().className).toMatch(/ant-btn-lg/), WAIT);
    expect(table().className).not.toMatch(/ant-table-(small|medium)/);
    fireEvent.click(screen.getByTestId('size-select'));
    await waitFor(() => expect([checked('large'), checked('middle'), checked('small')]).toEqual([true, false, false]), WAIT);
  });
});
