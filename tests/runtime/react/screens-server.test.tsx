// @vitest-environment jsdom
/**
 * Screens against the real server in-process (resource engine over PGlite): add, edit and delete through the list
 * page and its dialog; the dictionary page's left tree, entries and 分类管理 drawer; the bill rule's state toggle and
 * date-format labels;
 * a server refusal leaving the dialog open; and a staff account that sees the list without any button.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import billRule from '../../../schemas/billRule.json';
import dictionaryData from '../../../schemas/dictionaryData.json';
import dictionaryType from '../../../schemas/dictionaryType.json';
import eamPosition from '../../../schemas/eamPosition.json';
import { createCan } from '../../../runtime/core/permission/filter';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { ScreenPage } from '../../../runtime/react/screen/ScreenPage';
import { ADMIN, createTestServer, STAFF, type TestServer } from '../../server/harness';
import { signInProvider, type ServerSession } from './support/server-provider';
import { createTestHost, renderWithHost } from './support/test-host';

const positions = eamPosition as unknown as ScreenSchema;
const rules = billRule as unknown as ScreenSchema;
const entries = dictionaryData as unknown as ScreenSchema;
const categories = dictionaryType as unknown as ScreenSchema;

let server: TestServer;
let admin: ServerSession;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
});
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

function hostFor(session: ServerSession, schema: ScreenSchema) {
  return { ...createTestHost({ data: session.data }), can: createCan(session.permissionList), modelId: session.modelIdOf(`/${schema.route}`) };
}

const okIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

async function serverPositions(): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  const visit = (rows: Record<string, unknown>[]) => rows.forEach((row) => (all.push(row), visit((row.children as Record<string, unknown>[]) ?? [])));
  visit((await admin.data.list({ resource: positions.resource }, { currentPage: 1, pageSize: 500 })).list);
  return all;
}

describe('positions against the server', () => {
  it('adds a position under a parent, edits it and deletes it', async () => {
    const host = hostFor(admin, positions);
    renderWithHost(<ScreenPage schema={positions} />, host);
    expect(await screen.findByText('设备管理部', {}, { timeout: 20_000 })).toBeTruthy();

    fireEvent.click(document.querySelector('[data-action="add"]')!);
    let dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]!);
    fireEvent.click((await screen.findAllByTitle('仓储部', {}, { timeout: 20_000 })).at(-1)!);
    fireEvent.change(dialog.querySelector('#root_fullname')!, { target: { value: '盘点员' } });
    fireEvent.change(dialog.querySelector('#root_encode')!, { target: { value: 'WH-COUNT' } });
    fireEvent.click(okIn(dialog));
    expect(await screen.findByText('盘点员', {}, { timeout: 20_000 })).toBeTruthy();
    expect(host.toasts).toContainEqual({ kind: 'success', text: '新建成功', durationMs: 1000 });
    const created = (await serverPositions()).find((row) => row.fullname === '盘点员')!;
    expect(created).toMatchObject({ parentid: 'epos_warehouse', encode: 'WH-COUNT', sortcode: 0 });

    fireEvent.click(within(screen.getByText('盘点员').closest('tr')!).getByRole('button', { name: /编\s*辑/ }));
    dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByDisplayValue('盘点员');
    fireEvent.change(name, { target: { value: '盘点专员' } });
    fireEvent.click(okIn(dialog));
    expect(await screen.findByText('盘点专员', {}, { timeout: 20_000 })).toBeTruthy();
    expect(host.toasts).toContainEqual({ kind: 'success', text: '更新成功', durationMs: 1000 });

    fireEvent.click(within(screen.getByText('盘点专员').closest('tr')!).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByText('盘点专员')).toBeNull(), { timeout: 20_000 });
    expect(host.confirms.at(-1)).toBe('此操作将永久删除该数据, 是否继续?');
    expect((await serverPositions()).some((row) => row.id === created.id)).toBe(false);
  }, 90_000);

  it('keeps the dialog open with the loading ended when the server refuses the save', async () => {
    const host = hostFor(admin, positions);
    renderWithHost(<ScreenPage schema={positions} />, host);
    await screen.findByText('设备管理部', {}, { timeout: 20_000 });
    fireEvent.click(document.querySelector('[data-action="add"]')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]!);
    fireEvent.click((await screen.findAllByTitle('顶级节点', {}, { timeout: 20_000 })).at(-1)!);
    fireEvent.change(dialog.querySelector('#root_fullname')!, { target: { value: '设备管理部' } });
    const before = admin.failures.length;
    fireEvent.click(okIn(dialog));
    await waitFor(() => expect(admin.failures.length).toBe(before + 1), { timeout: 20_000 });
    expect(admin.failures.at(-1)).toBe('名称已存在');
    await waitFor(() => expect(okIn(dialog).className).not.toMatch(/ant-btn-loading/));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a staff account the list without add, edit or delete', async () => {
    const staff = await signInProvider(server, STAFF.account, STAFF.password);
    renderWithHost(<ScreenPage schema={positions} />, hostFor(staff, positions));
    const row = (await screen.findByText('设备管理部', {}, { timeout: 20_000 })).closest('tr')!;
    expect(document.querySelector('[data-action="add"]')).toBeNull();
    expect(row.querySelectorAll('[data-action]')).toHaveLength(0);
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['名称', '编码', '排序', '说明']));
  });
});

describe('the dictionary page against the server', () => {
  it('opens on the first category with entries (not the group 系统字典), lists the chosen category entries, and adds one there', async () => {
    const host = hostFor(admin, entries);
    renderWithHost(<ScreenPage schema={entries} resolveSchema={(id) => (id === 'dictionaryType' ? categories : undefined)} />, host);
    expect(await screen.findByText('字典分类')).toBeTruthy();
    const tree = screen.getByTestId('left-tree');
    await waitFor(() => expect(tree.querySelector('.ant-tree-node-selected')?.textContent).toBe('性别'), { timeout: 20_000 });
    expect(await screen.findByText('男', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(within(tree).getByText('学历'));
    expect(await screen.findByText('博士', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByText('启用').length).toBeGreaterThan(0);

    fireEvent.click(document.querySelector('[data-action="add"]')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建字典')).toBeTruthy();
    // The parent pre-filled is the chosen category (its top level), never a group.
    await waitFor(() => expect(dialog.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent).toBe('学历'), { timeout: 20_000 });
    fireEvent.change(dialog.querySelector('#root_fullName')!, { target: { value: '中专' } });
    fireEvent.change(dialog.querySelector('#root_enCode')!, { target: { value: 'secondary' } });
    fireEvent.click(okIn(dialog));
    expect(await screen.findByText('中专', {}, { timeout: 20_000 })).toBeTruthy();
    expect(host.toasts).toContainEqual({ kind: 'success', text: '新建成功', durationMs: 1500 });
  }, 90_000);

  it('opens 分类管理 in a 700 px drawer listing the categories', async () => {
    renderWithHost(<ScreenPage schema={entries} resolveSchema={(id) => (id === 'dictionaryType' ? categories : undefined)} />, hostFor(admin, entries));
    await screen.findByText('字典分类');
    fireEvent.click(document.querySelector('[data-action="treeMenu"]')!);
    fireEvent.click(await screen.findByText('分类管理'));
    const drawer = await screen.findByTestId('list-page-dictionaryType');
    expect(await within(drawer).findByText('证件类型', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('字典分类管理')).toBeTruthy();
    // The embedded screen's own columns show: the module's column grants are the dictionary page's.
    expect([...drawer.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['名称', '编码', '排序', '树形']));
    const panel = drawer.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(panel.style.width).toBe('700px');
  });
});

describe('dictionary category transfer against the server', () => {
  it('exports a category after the confirmation and imports the file back as a new category', async () => {
    const host = hostFor(admin, entries);
    renderWithHost(<ScreenPage schema={categories} />, host);
    const row = (await screen.findByText('学历', {}, { timeout: 20_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(host.downloads).toHaveLength(1), { timeout: 20_000 });
    expect(host.confirms.at(-1)).toBe('您确定要导出该字典分类吗？');
    const exported = JSON.parse(await admin.fetchText(host.downloads[0]!)) as { record: Record<string, unknown> };
    expect(exported.record).toMatchObject({ enCode: 'education', fullName: '学历' });
    exported.record = { ...exported.record, enCode: 'education2', fullName: '学历副本' };
    const file = new File([JSON.stringify(exported)], 'education.bdd', { type: 'application/octet-stream' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('.bdd');
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(host.toasts.map((toast) => toast.text)).toContain('导入成功'), { timeout: 20_000 });
    expect(await screen.findByText('学历副本', {}, { timeout: 20_000 })).toBeTruthy();
    expect(host.toasts).toContainEqual({ kind: 'success', text: '导入成功', durationMs: 1500 });
    const copied = (await admin.data.list({ resource: categories.resource }, {})).list.flatMap((node) => [node, ...((node.children as Record<string, unknown>[]) ?? [])]);
    const copy = copied.find((node) => node.enCode === 'education2')!;
    const copiedEntries = await admin.data.list({ resource: entries.resource, context: { typeId: copy.id } }, {});
    expect(copiedEntries.list.map((entry) => entry.fullName)).toContain('博士');
  }, 90_000);
});

describe('bill rules against the server', () => {
  it('disables a rule after the confirmation and shows it as 禁用', async () => {
    const host = hostFor(admin, rules);
    renderWithHost(<ScreenPage schema={rules} />, host);
    const row = (await screen.findByText('资产报废单', {}, { timeout: 20_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /禁\s*用/ }));
    await waitFor(() => expect(within(screen.getByText('资产报废单').closest('tr')!).getByText('禁用')).toBeTruthy(), { timeout: 20_000 });
    expect(host.confirms.at(-1)).toBe('此操作将禁用该数据，是否继续？');
    expect(screen.getByTestId('list-total').textContent).toBe('共 4 条');
  });

  it('shows the date format by its label, as the form does, not the stored value (issue 14)', async () => {
    renderWithHost(<ScreenPage schema={rules} />, hostFor(admin, rules));
    const row = (await screen.findByText('采购订单', {}, { timeout: 20_000 })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('无')).toBeTruthy(), { timeout: 20_000 });
    expect(within(row).queryByText('no')).toBeNull();
  });
});
