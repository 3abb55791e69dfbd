// @vitest-environment jsdom
/**
 * The system → area screen (schemas/area.json, a lazy tree list: resource.tree.lazy) against the real server
 * in-process: the provinces load first, a province's cities load when it is expanded, a child is added under a row
 * and shows at once, a row is disabled and deleted, and a keyword lists matches at any depth.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createCan } from '../../../../runtime/core/permission/filter';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { screenSchemas } from '../../../../src/pages/screens';
import { ADMIN, createTestServer, type TestServer } from '../../../server/harness';
import { signInProvider, type ServerSession } from '../../../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../../../runtime/react/support/test-host';

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

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the area screen', () => {
  it('loads a level at a time, adds a child under a row, disables and deletes it', async () => {
    const schema = screenSchemas.find((item) => item.id === 'area')!;
    expect(schema.resource.tree?.lazy).toBe(true);
    const host = { ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf('/system/area') };
    renderWithHost(<ScreenPage schema={schema} />, host);
    expect(await screen.findByText('广东省', {}, { timeout: 30_000 })).toBeTruthy();
    // Cities are not loaded until their province is opened.
    expect(screen.queryByText('广州市')).toBeNull();
    fireEvent.click(rowOf('广东省').querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('广州市', {}, { timeout: 30_000 })).toBeTruthy();

    // Add a child under 广州市: the parent comes from the row.
    fireEvent.click(within(rowOf('广州市')).getByText('新建子级'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('区域名称'), { target: { value: '测试新区' } });
    fireEvent.change(within(dialog).getByLabelText('区域编码'), { target: { value: 'T4401999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(host.toasts.at(-1)?.text).toBe('新建成功'), { timeout: 30_000 });
    fireEvent.click(rowOf('广州市').querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('测试新区', {}, { timeout: 30_000 })).toBeTruthy();

    // State and delete are folded under 更多 (four row actions).
    const more = async (label: string) => {
      fireEvent.mouseEnter(rowOf('测试新区').querySelector('[data-action="more"]')!);
      fireEvent.click(rowOf('测试新区').querySelector('[data-action="more"]')!);
      fireEvent.click(await screen.findByText(label, { selector: '.ant-dropdown:not(.ant-dropdown-hidden) *' }, { timeout: 10_000 }));
    };
    await more('禁用');
    await waitFor(() => expect(within(rowOf('测试新区')).getByText('禁用', { selector: '.ant-tag' })).toBeTruthy(), { timeout: 30_000 });
    await more('删除');
    await waitFor(() => expect(screen.queryByText('测试新区')).toBeNull(), { timeout: 30_000 });
  }, 180_000);

  it('lists keyword matches at any depth', async () => {
    cleanup();
    const schema = screenSchemas.find((item) => item.id === 'area')!;
    renderWithHost(<ScreenPage schema={schema} />, createTestHost({ data: admin.data }));
    expect(await screen.findByText('北京市', {}, { timeout: 30_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '天河' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('天河区', {}, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('北京市')).toBeNull());
  }, 120_000);
});
