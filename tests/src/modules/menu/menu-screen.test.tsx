// @vitest-environment jsdom
/**
 * The menu screen (issue 9 §1) as the app renders it — schemas/menu.json on the runtime with the app's registry —
 * against the real server in-process: the systems on the left, the chosen system's menu tree, a new entry whose
 * type shows its own fields (a link's address and target, a dictionary page's moduleId and isTree), and a page's
 * buttons, columns and form fields in the permission-items drawer, and the systems managed from the left tree.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import menu from '../../../../schemas/menu.json';
import system from '../../../../schemas/system.json';
import { createCan } from '../../../../runtime/core/permission/filter';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { ADMIN, createTestServer, type TestServer } from '../../../server/harness';
import { signInProvider, type ServerSession } from '../../../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../../../runtime/react/support/test-host';

const schema = menu as unknown as ScreenSchema;
const systems = system as unknown as ScreenSchema;
const resolveSchema = (id: string) => (id === 'system' ? systems : undefined);
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
afterEach(() => cleanup());

const hostFor = () => ({ ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf('/system/menu') });
const shown = (name: string) => document.querySelector(`[role="dialog"] [data-field="${name}"]`) !== null;

async function chooseType(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(dialog.querySelector('[data-field="type"] [role="combobox"]')!);
  fireEvent.click((await screen.findAllByTitle(label)).at(-1)!);
}

describe('the menu screen', () => {
  it('shows the systems and the chosen system\'s menu tree', async () => {
    renderWithHost(<ScreenPage schema={schema} resolveSchema={resolveSchema} />, hostFor());
    const tree = await screen.findByTestId('left-tree', {}, { timeout: 20_000 });
    await waitFor(() => expect(tree.querySelector('.ant-tree-node-selected')).not.toBeNull(), { timeout: 20_000 });
    expect(within(tree).getByText('演示系统')).toBeTruthy();
    expect(await screen.findByText('系统管理', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(within(tree).getByText('演示系统'));
    expect(await screen.findByText('设备类型字典', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByText('数据字典').length).toBeGreaterThan(0);
  }, 90_000);

  it('shows each type\'s own fields in the dialog and adds an external link to the chosen system', async () => {
    const host = hostFor();
    renderWithHost(<ScreenPage schema={schema} resolveSchema={resolveSchema} />, host);
    expect(await screen.findByText('系统管理', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(document.querySelector('[data-action="add"]')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建菜单')).toBeTruthy();
    await waitFor(() => expect(shown('urlAddress')).toBe(true));
    expect(shown('moduleId')).toBe(false);
    await chooseType(dialog, '数据字典');
    await waitFor(() => expect(shown('isTree')).toBe(true));
    expect(shown('moduleId')).toBe(true);
    expect(shown('linkTarget')).toBe(false);
    await chooseType(dialog, '外部链接');
    await waitFor(() => expect(shown('linkTarget')).toBe(true));
    expect(shown('moduleId')).toBe(false);
    fireEvent.change(dialog.querySelector('#root_fullName')!, { target: { value: '帮助中心' } });
    fireEvent.change(dialog.querySelector('#root_fullNameEn')!, { target: { value: 'Help centre' } });
    fireEvent.change(dialog.querySelector('#root_enCode')!, { target: { value: 'helpCentre' } });
    fireEvent.change(dialog.querySelector('#root_urlAddress')!, { target: { value: 'https://example.com/help' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('帮助中心', {}, { timeout: 20_000 })).toBeTruthy();
    expect(host.toasts).toContainEqual({ kind: 'success', text: '新建成功', durationMs: 1000 });
  }, 90_000);

  it('opens a page\'s buttons, list columns and form fields', async () => {
    renderWithHost(<ScreenPage schema={schema} resolveSchema={resolveSchema} />, hostFor());
    const row = (await screen.findByText('单据规则', {}, { timeout: 20_000 })).closest('tr')!;
    fireEvent.click(within(row).getByText('按钮、列表与表单'));
    const items = await screen.findByTestId('permission-items');
    expect(await within(items).findByText('btn_add', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(within(items).getByRole('tab', { name: '列表权限' }));
    expect(await within(items).findByText('fullName', {}, { timeout: 20_000 })).toBeTruthy();
  }, 90_000);

  it('manages the systems from the left tree: lists them, adds one, and the tree shows it once the drawer closes', async () => {
    const host = hostFor();
    renderWithHost(<ScreenPage schema={schema} resolveSchema={resolveSchema} />, host);
    const tree = await screen.findByTestId('left-tree', {}, { timeout: 20_000 });
    await within(tree).findByText('演示系统', {}, { timeout: 20_000 });
    fireEvent.click(document.querySelector('[data-action="treeMenu"]')!);
    fireEvent.click(await screen.findByText('应用系统管理'));
    const drawer = await screen.findByTestId('list-page-system');
    expect(await within(drawer).findByText('demoSystem', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(drawer.querySelector('[data-action="add"]')!);
    await waitFor(() => expect(document.querySelector('.ant-modal #root_fullName')).not.toBeNull(), { timeout: 20_000 });
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    fireEvent.change(dialog.querySelector('#root_fullName')!, { target: { value: '巡检系统' } });
    fireEvent.change(dialog.querySelector('#root_enCode')!, { target: { value: 'inspectionSystem' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByText('inspectionSystem', {}, { timeout: 20_000 })).toBeTruthy();
    expect(host.toasts).toContainEqual({ kind: 'success', text: '新建成功', durationMs: 1000 });
    fireEvent.click(drawer.closest('.ant-drawer')!.querySelector('.ant-drawer-close')!);
    expect(await within(tree).findByText('巡检系统', {}, { timeout: 20_000 })).toBeTruthy();
  }, 90_000);
});
