// @vitest-environment jsdom
/** The left tree + table layout over an in-memory provider: first category chosen, filter, menu, values passed on. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dictionaryData from '../../../../schemas/dictionaryData.json';
import dictionaryType from '../../../../schemas/dictionaryType.json';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const entries = dictionaryData as unknown as ScreenSchema;
const categories = dictionaryType as unknown as ScreenSchema;
const TREE = [
  { id: 'sys', fullName: '系统字典', isTree: 0, children: [{ id: 'sex', fullName: '性别', isTree: 0 }, { id: 'place', fullName: '存放地点', isTree: 1 }] },
];

function renderPage() {
  const data = createMemoryProvider({
    '/api/system/DictionaryData': [
      { id: 'e1', dictionaryTypeId: 'sex', parentId: '0', fullName: '男', enCode: '1', sortCode: 0, enabledMark: 1 },
      { id: 'e2', dictionaryTypeId: 'place', parentId: '0', fullName: '总部大楼', enCode: 'hq', sortCode: 0, enabledMark: 0 },
    ],
  });
  data.answers.set('GET /api/system/DictionaryType', TREE);
  const host = createTestHost({ data });
  renderWithHost(<ScreenPage schema={entries} resolveSchema={(id) => (id === 'dictionaryType' ? categories : undefined)} />, host);
  return { data, host, tree: () => screen.getByTestId('left-tree') };
}

const lastList = (calls: { op: string; query?: Record<string, unknown> }[]) => calls.filter((call) => call.op === 'list').at(-1)?.query;

describe('LeftTreePanel', () => {
  it('selects the first category on first load, not the group above it, and passes its values to the list (issue 14)', async () => {
    const { data, tree } = renderPage();
    expect(await screen.findByText('字典分类')).toBeTruthy();
    await waitFor(() => expect(tree().querySelector('.ant-tree-node-selected')?.textContent).toBe('性别'));
    await waitFor(() => expect(lastList(data.calls)).toMatchObject({ typeId: 'sex', isTree: 0 }));
    expect(await screen.findByText('男')).toBeTruthy();
    expect(data.calls.filter((call) => call.op === 'list').map((call) => call.query?.typeId)).not.toContain('sys');
  });

  it('opens and closes a group on a click instead of choosing it', async () => {
    const { data, tree } = renderPage();
    await screen.findByText('男');
    const lists = data.calls.filter((call) => call.op === 'list').length;
    fireEvent.click(within(tree()).getByText('系统字典'));
    await waitFor(() => expect(within(tree()).queryByText('性别')).toBeNull());
    expect(tree().querySelector('.ant-tree-node-selected')).toBeNull();
    // The tree ignores a click while its collapse motion runs: click again until the group opens.
    await waitFor(
      () => {
        if (!within(tree()).queryByText('性别')) fireEvent.click(within(tree()).getByText('系统字典'));
        expect(within(tree()).getByText('性别')).toBeTruthy();
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(tree().querySelector('.ant-tree-node-selected')?.textContent).toBe('性别');
    expect(data.calls.filter((call) => call.op === 'list').length).toBe(lists);
  });

  it('passes the chosen node id and isTree, and shows that category entries with their state', async () => {
    const { data, tree } = renderPage();
    fireEvent.click(await within(tree()).findByText('存放地点'));
    expect(await screen.findByText('总部大楼')).toBeTruthy();
    expect(lastList(data.calls)).toMatchObject({ typeId: 'place', isTree: 1 });
    expect(within(screen.getByText('总部大楼').closest('tr')!).getByText('禁用')).toBeTruthy();
    expect(screen.queryByText('男')).toBeNull();
  });

  it('filters the tree by keyword, keeping the ancestors of matches', async () => {
    const { tree } = renderPage();
    await within(tree()).findByText('性别');
    fireEvent.change(within(tree()).getByPlaceholderText('输入关键字进行过滤'), { target: { value: '地点' } });
    await waitFor(() => expect(within(tree()).queryByText('性别')).toBeNull());
    expect(within(tree()).getByText('存放地点')).toBeTruthy();
    expect(within(tree()).getByText('系统字典')).toBeTruthy();
  });

  it('collapses and expands everything from its menu', async () => {
    const { tree } = renderPage();
    await within(tree()).findByText('性别');
    fireEvent.click(within(tree()).getByRole('button', { name: /更\s*多/ }));
    fireEvent.click(await screen.findByText('折叠'));
    await waitFor(() => expect(within(tree()).queryByText('性别')).toBeNull());
    fireEvent.click(within(tree()).getByRole('button', { name: /更\s*多/ }));
    fireEvent.click((await screen.findAllByText('展开')).at(-1)!);
    expect(await within(tree()).findByText('性别')).toBeTruthy();
  });

  it('reloads the tree from its menu', async () => {
    const { data, tree } = renderPage();
    await within(tree()).findByText('性别');
    const before = data.calls.filter((call) => call.op === 'selector').length;
    fireEvent.click(within(tree()).getByRole('button', { name: /更\s*多/ }));
    fireEvent.click(await screen.findByText('刷新数据'));
    await waitFor(() => expect(data.calls.filter((call) => call.op === 'selector').length).toBe(before + 1));
  });
});

describe('a paged list beside a tree', () => {
  it('starts again at page 1 when another node is chosen', async () => {
    const base = (await import('../../../../schemas/billRule.json')).default as unknown as ScreenSchema;
    const schema: ScreenSchema = {
      ...base,
      list: { ...base.list, layout: 'leftTree', leftTree: { title: 'billRule.category', url: '/api/cats', labelKey: 'fullName', passes: [{ param: 'categoryId', from: 'id' }] } },
    };
    const rows = Array.from({ length: 45 }, (_, index) => ({ id: `r${index}`, fullName: `规则${index}`, enCode: `R${index}`, enabledMark: 1 }));
    const data = createMemoryProvider({ '/api/system/BillRule': rows });
    data.answers.set('GET /api/cats', [{ id: 'c1', fullName: '资产单据' }, { id: 'c2', fullName: '采购单据' }]);
    renderWithHost(<ScreenPage schema={schema} />, createTestHost({ data }));
    await screen.findByText('规则0');
    // Without leavesOnly the first node opens.
    expect(screen.getByTestId('left-tree').querySelector('.ant-tree-node-selected')?.textContent).toBe('资产单据');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('规则40');
    expect(lastList(data.calls)).toMatchObject({ currentPage: 3, categoryId: 'c1' });
    fireEvent.click(within(screen.getByTestId('left-tree')).getByText('采购单据'));
    await waitFor(() => expect(lastList(data.calls)).toMatchObject({ currentPage: 1, categoryId: 'c2' }));
    expect(await screen.findByText('规则0')).toBeTruthy();
  });
});
