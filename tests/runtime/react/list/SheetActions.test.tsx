// @vitest-environment jsdom
/**
 * The list's spreadsheet actions (issue 9 §3) against the real server: the export dialog sends the chosen columns
 * and hands the host the link to the xlsx; the import dialog offers the template, asks for a file before the
 * preview (请先上传文件), and a model without the download and upload buttons shows neither action.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { definitionToScreen, recordApiOf, screenIdOf } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { createCan } from '../../../../runtime/core/permission/filter';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { ADMIN, createTestServer, type TestServer } from '../../../server/harness';
import { signInProvider, type ServerSession } from '../support/server-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const definition = (buttons: string[]): Definition => ({
  formData: {
    fields: [
      { __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name' },
      { __config__: { klxKey: 'numInput', label: '数量' }, __vModel__: 'qty' },
    ],
  },
  columnData: { columnList: [{ prop: 'name' }, { prop: 'qty' }], btnsList: buttons.map((value) => ({ value })) },
});

let server: TestServer;
let admin: ServerSession;
let modelId: string;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
  const created = await admin.data.request<{ id: string }>('POST', '/api/visualdev/Base', { fullName: '物品', enCode: 'sheetUi', category: 'asset', ...definition(['add', 'download', 'upload']) });
  modelId = created.id;
  await admin.data.request('POST', `/api/visualdev/Base/${modelId}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' });
  await admin.data.request('POST', recordApiOf(modelId), { name: '桌子', qty: 2 });
  // Signed in again: the released entry and its buttons are in the new permission list.
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

const screenOf = (buttons: string[]) => definitionToScreen(definition(buttons), { id: screenIdOf(modelId), route: 'model/sheetUi', api: recordApiOf(modelId), title: { 'zh-CN': '物品' } });
const hostFor = () => ({ ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf('/model/sheetUi') });

describe('spreadsheet actions of a list', () => {
  it('exports the chosen columns and downloads the file the server made', async () => {
    const host = hostFor();
    renderWithHost(<ScreenPage schema={screenOf(['add', 'download', 'upload'])} />, host);
    expect(await screen.findByText('桌子', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(document.querySelector('[data-action="exportSheet"]')!);
    const dialog = await screen.findByTestId('export-sheet-dialog');
    fireEvent.click(within(dialog).getByLabelText('数量'));
    fireEvent.click(within(dialog).getByLabelText('全部数据'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(host.downloads).toHaveLength(1), { timeout: 20_000 });
    expect(host.downloads[0]).toMatch(/^\/api\/file\/Download\?encryption=/);
  }, 90_000);

  it('offers the template and asks for a file before the preview', async () => {
    const host = hostFor();
    renderWithHost(<ScreenPage schema={screenOf(['add', 'download', 'upload'])} />, host);
    expect(await screen.findByText('桌子', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(document.querySelector('[data-action="importSheet"]')!);
    const dialog = await screen.findByTestId('import-sheet-dialog', {}, { timeout: 30_000 });
    fireEvent.click(within(dialog).getByText('下载模板'));
    await waitFor(() => expect(host.downloads).toHaveLength(1), { timeout: 20_000 });
    // The dialog is busy while the template is fetched; a loading button ignores clicks, so wait until it is idle.
    const nextButton = await waitFor(() => {
      const button = document.querySelector<HTMLElement>('[data-action="importNext"]');
      expect(button?.className).not.toMatch(/ant-btn-loading/);
      return button!;
    }, { timeout: 20_000 });
    fireEvent.click(nextButton);
    await waitFor(() => expect(host.toasts).toContainEqual({ kind: 'error', text: '请先上传文件' }), { timeout: 30_000 });
  }, 90_000);

  it('shows neither action when the model has no download or upload button', async () => {
    renderWithHost(<ScreenPage schema={screenOf(['add'])} />, hostFor());
    expect(await screen.findByText('桌子', {}, { timeout: 20_000 })).toBeTruthy();
    expect(document.querySelector('[data-action="exportSheet"]')).toBeNull();
    expect(document.querySelector('[data-action="importSheet"]')).toBeNull();
  }, 90_000);
});
