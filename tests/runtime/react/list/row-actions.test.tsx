// @vitest-environment jsdom
/**
 * Issue 14: at 800 px the users list's pinned 操作 column clipped its last action. A row shows at most three action
 * links; with more, it shows two and a 更多 drop-down holding the rest, which still run.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dictionaryType from '../../../../schemas/dictionaryType.json';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import type { Translate } from '../../../../runtime/core/schema/messages';
import { MAX_INLINE_ROW_ACTIONS, MIN_ACTIONS_WIDTH, rowActionsWidth } from '../../../../runtime/react/list/row-actions';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost, testRegistry } from '../support/test-host';

const base = dictionaryType as unknown as ScreenSchema;
const withActions = (rowActions: string[]): ScreenSchema => ({ ...base, list: { ...base.list, rowActions } });
const rows = () => [{ id: 't1', parentId: '-1', fullName: '系统字典', enCode: 'sys', sortCode: 1 }];

const rowOf = async () => (await screen.findByText('系统字典')).closest('tr')!;
const inlineActions = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('button[data-action]')].map((button) => button.dataset.action);

describe('row actions', () => {
  it('shows up to three actions as links, with no 更多', async () => {
    renderWithHost(<ScreenPage schema={withActions(['edit', 'remove', 'export'])} />, createTestHost({ data: createMemoryProvider({ [base.resource.api]: rows() }) }));
    const row = await rowOf();
    expect(MAX_INLINE_ROW_ACTIONS).toBe(3);
    expect(inlineActions(row)).toEqual(['edit', 'remove', 'export']);
  });

  it('folds the actions after the second into 更多 when there are more than three, and runs them from there', async () => {
    const host = createTestHost({ data: createMemoryProvider({ [base.resource.api]: rows() }) });
    renderWithHost(<ScreenPage schema={withActions(['edit', 'addChild', 'remove', 'export'])} />, host);
    const row = await rowOf();
    expect(inlineActions(row)).toEqual(['edit', 'addChild', 'more']);
    expect(within(row).queryByText('删除')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /更\s*多/ }));
    const remove = await screen.findByText('删除', { selector: '.ant-dropdown [data-action="remove"]' });
    expect(screen.getByText('导出', { selector: '.ant-dropdown [data-action="export"]' })).toBeTruthy();
    fireEvent.click(remove);
    await waitFor(() => expect(host.confirms.at(-1)).toBe('此操作将永久删除该数据, 是否继续?'));
    await waitFor(() => expect(screen.queryByText('系统字典')).toBeNull());
  });

  it('sizes the actions column to the widest row of links, never below its old 180 px', () => {
    const host = createTestHost({ data: createMemoryProvider({}) });
    const handlers = { openForm: () => undefined, openDialog: () => undefined, reload: () => undefined };
    const short: Translate = (key) => key.split('.').at(-1)!.slice(0, 2);
    const long: Translate = (key) => `${key} spelled out at some length`;
    const schema = withActions(['edit', 'addChild', 'remove', 'export']);
    expect(rowActionsWidth(testRegistry, schema, short, host, rows(), undefined, handlers)).toBe(MIN_ACTIONS_WIDTH);
    const wide = rowActionsWidth(testRegistry, schema, long, host, rows(), undefined, handlers);
    // Two links and 更多, each label over 30 characters at 8 px or more.
    expect(wide).toBeGreaterThan(3 * 30 * 8);
    // No rows: nothing to measure, the old width.
    expect(rowActionsWidth(testRegistry, schema, long, host, [], undefined, handlers)).toBe(MIN_ACTIONS_WIDTH);
  });
});
