// @vitest-environment jsdom
/**
 * The list's search bar (runtime/react/list/SearchBar.tsx) over a screen with search fields: a text box for a fuzzy
 * field, a choice of the form field's options for an exact one, two numbers for a range; 查询 sends the filled values
 * as `queryJson` from page 1, 重置 clears them; nothing is sent while typing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import billRule from '../../../../schemas/billRule.json';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import type { ListQuery } from '../../../../runtime/react/host';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const rules: ScreenSchema = {
  ...(billRule as unknown as ScreenSchema),
  list: {
    ...(billRule as unknown as ScreenSchema).list,
    search: [
      { field: 'fullName', match: 'fuzzy' },
      { field: 'dateFormat', match: 'exact' },
      { field: 'digit', match: 'range' },
    ],
  },
};
const rows = [{ id: 'r1', fullName: '规则一', enCode: 'R1', prefix: 'P', dateFormat: 'no', digit: 3, startNumber: '1', enabledMark: 1 }];

describe('SearchBar', () => {
  it('sends the search fields\' values with 查询 and clears them with 重置', async () => {
    const data = createMemoryProvider({ '/api/system/BillRule': rows });
    const queries: ListQuery[] = [];
    const list = data.list.bind(data);
    data.list = (call, query) => {
      queries.push(query);
      return list(call, query);
    };
    renderWithHost(<ScreenPage schema={rules} />, createTestHost({ data }));
    await screen.findByText('规则一');
    const bar = screen.getByTestId('list-search-bar');
    expect(within(bar).getByText('业务名称')).toBeTruthy();

    fireEvent.change(within(bar).getByTestId('search-fullName'), { target: { value: '规则' } });
    fireEvent.mouseDown(within(screen.getByTestId('search-dateFormat')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('yyyyMMdd'));
    fireEvent.change(within(bar).getByLabelText(/最小值/), { target: { value: '2' } });
    const before = queries.length;
    fireEvent.click(within(bar).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
    const sent = queries.at(-1)!;
    expect(sent.currentPage).toBe(1);
    expect(JSON.parse(String(sent.queryJson))).toEqual({ fullName: '规则', dateFormat: 'yyyyMMdd', digit: [2, null] });

    fireEvent.click(within(bar).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(queries.at(-1)!.queryJson).toBeUndefined());
    expect((within(bar).getByTestId('search-fullName') as HTMLInputElement).value).toBe('');
  });
});
