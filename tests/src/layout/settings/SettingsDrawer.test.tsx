// @vitest-environment jsdom
/**
 * The settings drawer against the real server in-process: Escape closes it (issue 14), also while a tooltip shows —
 * the opener's tooltip opens after the drawer when the pointer rests on the opener, and every option has one.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 10_000 };
const drawerOpen = () => Boolean(document.querySelector('.klx-settings.ant-drawer-open'));
const tooltips = () => screen.queryAllByRole('tooltip').map((node) => node.textContent);

describe('settings drawer', () => {
  it('closes on Escape while a tooltip shows', async () => {
    renderSignedInAt('/home', await tokenFor(backend.server.app, ADMIN));
    const opener = await screen.findByTestId('settings-open', {}, WAIT);
    fireEvent.mouseEnter(opener);
    await waitFor(() => expect(tooltips()).toContain('个性设置'), WAIT);
    fireEvent.click(opener);
    fireEvent.mouseEnter(await screen.findByTestId('layout-classic', {}, WAIT));
    await waitFor(() => expect(tooltips()).toContain('经典'), WAIT);
    expect(drawerOpen()).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(drawerOpen()).toBe(false), WAIT);
  });
});
