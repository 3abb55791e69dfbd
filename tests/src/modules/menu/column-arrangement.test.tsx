// @vitest-environment jsdom
/**
 * The menu screen's default list layout tab (column authority) against the real server in-process: it lists the
 * entry's column items in the page's order, saves what the administrator arranged — hidden, pinned, moved — so the
 * server answers it to the page's users, and restores the page's own order.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { ColumnArrangementPanel } from '../../../../src/modules/menu/ColumnArrangementPanel';
import { ADMIN, call, createTestServer, tokenFor, type TestServer } from '../../../server/harness';
import { signInProvider, type ServerSession } from '../../../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../../../runtime/react/support/test-host';

const PAGE = 'm_permission.position';
const t = screenTranslator(undefined, 'zh-CN');
let server: TestServer;
let admin: ServerSession;

beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});

const rows = () => [...document.querySelectorAll('[data-testid^="column-arrangement-"]')].map((row) => row.getAttribute('data-testid')!.replace('column-arrangement-', ''));

describe('the default list layout tab', () => {
  it('saves an arrangement the server then answers, and restores the page’s order', async () => {
    const host = createTestHost({ data: admin.data });
    renderWithHost(<ColumnArrangementPanel t={t} moduleId={PAGE} />, host);
    await waitFor(() => expect(rows()).toEqual(['fullName', 'enCode', 'organizeId', 'sortCode', 'enabledMark', 'description']), { timeout: 20_000 });
    const description = screen.getByTestId('column-arrangement-description');
    fireEvent.click(within(description).getByRole('checkbox'));
    fireEvent.click(within(description).getByText('上移'));
    fireEvent.click(within(screen.getByTestId('column-arrangement-enCode')).getByText('左侧固定'));
    fireEvent.click(screen.getByTestId('arrangement-save'));
    await waitFor(() => expect(host.toasts.map((toast) => toast.text)).toContain('更新成功'), { timeout: 20_000 });
    const token = await tokenFor(server.app, ADMIN);
    const stored = await call<{ prop: string; visible: boolean; fixed: string }[]>(server.app, `/api/permission/Authority/GetColumnsByModuleId/${PAGE}`, { token });
    expect(stored.data!.map((entry) => `${entry.prop}:${entry.visible}:${entry.fixed}`)).toEqual([
      'fullName:true:',
      'enCode:true:left',
      'organizeId:true:',
      'sortCode:true:',
      'description:false:',
      'enabledMark:true:',
    ]);
    fireEvent.click(screen.getByTestId('arrangement-restore'));
    await waitFor(async () => expect((await call(server.app, `/api/permission/Authority/GetColumnsByModuleId/${PAGE}`, { token })).data).toEqual([]), { timeout: 20_000 });
    await waitFor(() => expect(rows()).toEqual(['fullName', 'enCode', 'organizeId', 'sortCode', 'enabledMark', 'description']));
  }, 120_000);
});
