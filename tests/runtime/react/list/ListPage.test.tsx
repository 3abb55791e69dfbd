// @vitest-environment jsdom
/** The list page over an in-memory provider: add, edit, delete, keyword search, trees, permissions, paging, columns. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import billRule from '../../../../schemas/billRule.json';
import eamPosition from '../../../../schemas/eamPosition.json';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const positions = eamPosition as unknown as ScreenSchema;
const rules = billRule as unknown as ScreenSchema;
const positionRows = () => [
  { id: 'p1', parentid: '-1', fullname: '仓库', encode: 'WH', sortcode: 1 },
  { id: 'p2', parentid: 'p1', fullname: '一号货架', encode: 'WH-1', sortcode: 2 },
];
const ruleRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `r${index}`, fullName: `规则${index}`, enCode: `R${index}`, prefix: 'P', dateFormat: 'no', digit: 3, startNumber: '1', enabledMark: 1 }));

const tableOf = (id: string) => screen.getByTestId(`schema-table-${id}`);
const headers = (id: string) => [...tableOf(id).querySelectorAll('thead th')].map((cell) => cell.textContent);
const actionButton = (action: string) => document.querySelector<HTMLElement>(`[data-action="${action}"]`);

describe('ListPage', () => {
  it('lists a tree with row numbers, expands it, and collapses it all', async () => {
    const host = createTestHost({ data: createMemoryProvider({ '/api/eam/EamPosition': positionRows() }) });
    renderWithHost(<ScreenPage schema={positions} />, host);
    expect(await screen.findByText('一号货架')).toBeTruthy();
    expect(headers('eamPosition')).toEqual(expect.arrayContaining(['序号', '名称', '编码', '排序', '说明', '操作']));
    const parentCells = screen.getByText('仓库').closest('tr')!.querySelectorAll('td');
    expect(parentCells[1]!.querySelector('.ant-table-row-expand-icon-expanded')).not.toBeNull();
    expect(screen.getByText('一号货架').closest('tr')!.querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /折\s*叠/ }));
    await waitFor(() => expect(screen.queryByText('一号货架')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    expect(await screen.findByText('一号货架')).toBeTruthy();
  });

  it('adds a record through the dialog and refreshes the list', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': positionRows() });
    const host = createTestHost({ data });
    renderWithHost(<ScreenPage schema={positions} />, host);
    await screen.findByText('仓库');
    fireEvent.click(actionButton('add')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle('顶级节点'));
    fireEvent.change(dialog.querySelector('#root_fullname')!, { target: { value: '机房' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('机房')).toBeTruthy();
    expect(data.rows.get('/api/eam/EamPosition')!.at(-1)).toMatchObject({ parentid: '-1', fullname: '机房', sortcode: 0 });
    expect(host.toasts).toContainEqual({ kind: 'success', text: '新建成功', durationMs: 1000 });
  });

  it('names the state action as a verb beside the state tag (Disable on an enabled row, Enable on a disabled one)', async () => {
    const rows = ruleRows(2).map((row, index) => ({ ...row, enabledMark: index === 0 ? 1 : 0 }));
    renderWithHost(<ScreenPage schema={rules} />, createTestHost({ data: createMemoryProvider({ '/api/system/BillRule': rows }), language: 'en' }));
    const enabledRow = (await screen.findByText('规则0')).closest('tr')!;
    expect(within(enabledRow).getByText('Enabled').className).toMatch(/ant-tag/);
    expect(within(enabledRow).getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(within(screen.getByText('规则1').closest('tr')!).getByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('deletes a record after the confirmation and not without it', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': positionRows() });
    const host = createTestHost({ data });
    renderWithHost(<ScreenPage schema={positions} />, host);
    const row = (await screen.findByText('一号货架')).closest('tr')!;
    host.confirmAnswer = false;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(host.confirms).toEqual(['此操作将永久删除该数据, 是否继续?']));
    expect(data.calls.some((call) => call.op === 'remove')).toBe(false);
    host.confirmAnswer = true;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByText('一号货架')).toBeNull());
    expect(data.rows.get('/api/eam/EamPosition')!.map((record) => record.id)).toEqual(['p1']);
  });

  it('reloads from the server on refresh', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': positionRows() });
    renderWithHost(<ScreenPage schema={positions} />, createTestHost({ data }));
    await screen.findByText('仓库');
    data.rows.get('/api/eam/EamPosition')!.push({ id: 'p3', parentid: '-1', fullname: '机房', encode: 'DC', sortcode: 3 });
    expect(screen.queryByText('机房')).toBeNull();
    fireEvent.click(actionButton('refresh')!);
    expect(await screen.findByText('机房')).toBeTruthy();
  });

  it('searches by keyword and resets', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': positionRows() });
    renderWithHost(<ScreenPage schema={positions} />, createTestHost({ data }));
    await screen.findByText('仓库');
    fireEvent.change(screen.getByPlaceholderText('请输入关键词查询'), { target: { value: '货架' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('仓库')).toBeNull());
    expect(screen.getByText('一号货架')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(await screen.findByText('仓库')).toBeTruthy();
  });

  it('hides buttons and columns the permission list does not grant', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': positionRows() });
    const permissionList = [{ modelId: 'm1', button: [{ enCode: 'btn_edit' }], column: [{ enCode: 'fullname' }, { enCode: 'encode' }] }];
    renderWithHost(<ScreenPage schema={positions} />, createTestHost({ data, permissionList }));
    const row = (await screen.findByText('仓库')).closest('tr')!;
    expect(actionButton('add')).toBeNull();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    expect(headers('eamPosition')).not.toContain('说明');
    expect(headers('eamPosition')).toContain('名称');
  });

  it('has no 操作 column where the user may take no row action (issue 14)', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': positionRows() });
    const permissionList = [{ modelId: 'm1', button: [], column: [{ enCode: 'fullname' }, { enCode: 'encode' }] }];
    renderWithHost(<ScreenPage schema={positions} />, createTestHost({ data, permissionList }));
    await screen.findByText('仓库');
    expect(headers('eamPosition')).toContain('名称');
    expect(headers('eamPosition')).not.toContain('操作');
  });

  it('takes the modelId given to the screen: another module\'s grants do not count', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': positionRows() });
    const permissionList = [
      { modelId: 'menu-positions', button: [{ enCode: 'btn_add' }] },
      { modelId: 'menu-other', button: [] },
    ];
    const { unmount } = renderWithHost(<ScreenPage schema={positions} modelId="menu-positions" />, createTestHost({ data, permissionList, modelId: 'menu-other' }));
    await screen.findByText('仓库');
    expect(actionButton('add')).not.toBeNull();
    unmount();
    renderWithHost(<ScreenPage schema={positions} />, createTestHost({ data, permissionList, modelId: 'menu-other' }));
    await screen.findByText('仓库');
    expect(actionButton('add')).toBeNull();
  });

  it('pages with the footer: 20 by default, other sizes, page change', async () => {
    const data = createMemoryProvider({ '/api/system/BillRule': ruleRows(45) });
    renderWithHost(<ScreenPage schema={rules} />, createTestHost({ data }));
    expect(await screen.findByText('规则0')).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('共 45 条');
    expect(tableOf('billRule').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(20);
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('规则40')).toBeTruthy();
    expect(data.calls.filter((call) => call.op === 'list').at(-1)!.query).toMatchObject({ currentPage: 3, pageSize: 20 });
    const firstIndex = tableOf('billRule').querySelector('tbody tr.ant-table-row td')!.textContent;
    expect(firstIndex).toBe('41');
    fireEvent.mouseDown(screen.getByLabelText('page-size'));
    fireEvent.click(await screen.findByTitle('50 条/页'));
    await waitFor(() => expect(tableOf('billRule').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(45));
  });

  it('keeps column choices per module and restores them', async () => {
    const data = createMemoryProvider({ '/api/system/BillRule': ruleRows(2) });
    const host = createTestHost({ data, modelId: 'menu-bill' });
    const first = renderWithHost(<ScreenPage schema={rules} />, host);
    await screen.findByText('规则0');
    fireEvent.click(actionButton('columnSettings')!);
    const prefix = await screen.findByTestId('column-setting-prefix');
    fireEvent.click(within(prefix).getByRole('checkbox'));
    await waitFor(() => expect(headers('billRule')).not.toContain('流水前缀'));
    const stored = JSON.parse(host.stored.get('klx_columns_menu-bill_billRule')!);
    expect(stored.find((setting: { prop: string }) => setting.prop === 'prefix').visible).toBe(false);
    first.unmount();
    renderWithHost(<ScreenPage schema={rules} />, host);
    await screen.findByText('规则0');
    expect(headers('billRule')).not.toContain('流水前缀');
    expect(headers('billRule')).toContain('业务名称');
  });

  it('speaks the host language: English headers, buttons, row actions and footer', async () => {
    const data = createMemoryProvider({ '/api/system/BillRule': ruleRows(2) });
    renderWithHost(<ScreenPage schema={rules} />, createTestHost({ data, language: 'en' }));
    await screen.findByText('规则0');
    expect(headers('billRule')).toEqual(expect.arrayContaining(['No.', 'Business name', 'Business code', 'Status', 'Actions']));
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(within(screen.getByText('规则0').closest('tr')!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('Total 2');
  });

  it('shows 暂无数据 for an empty list', async () => {
    renderWithHost(<ScreenPage schema={rules} />, createTestHost());
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
