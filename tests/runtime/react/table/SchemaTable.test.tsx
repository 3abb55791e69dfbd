// @vitest-environment jsdom
/** The data table: cell renderers, the checkbox column with rows that cannot be chosen, pins, the scroll on paging. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import billRule from '../../../../schemas/billRule.json';
import dictionaryType from '../../../../schemas/dictionaryType.json';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import type { Row } from '../../../../runtime/react/host';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { SchemaTable } from '../../../../runtime/react/table/SchemaTable';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const rules = billRule as unknown as ScreenSchema;
const categories = dictionaryType as unknown as ScreenSchema;
const t = screenTranslator(rules, 'zh-CN');
const rows: Row[] = [
  { id: 'top', fullName: '置顶规则', enCode: 'TOP', enabledMark: 1, isTop: true },
  { id: 'r2', fullName: '普通规则', enCode: 'R2', enabledMark: 0 },
];

describe('SchemaTable', () => {
  it('shows 启用 in green and 禁用 in red, and 是/否 tags', () => {
    renderWithHost(<SchemaTable schema={rules} t={t} rows={rows} loading={false} columns={rules.list.columns} />, createTestHost());
    expect(screen.getByText('启用').className).toMatch(/ant-tag-(green|success)/);
    expect(screen.getByText('禁用').className).toMatch(/ant-tag-(red|error)/);
  });

  it('renders yes/no tags for tree flags', () => {
    const categoryRows: Row[] = [{ id: 'c1', fullName: '性别', enCode: 'sex', sortCode: 1, isTree: 0 }, { id: 'c2', fullName: '地点', enCode: 'place', sortCode: 2, isTree: 1 }];
    renderWithHost(<SchemaTable schema={categories} t={screenTranslator(categories, 'zh-CN')} rows={categoryRows} loading={false} columns={categories.list.columns} />, createTestHost());
    expect(within(screen.getByText('性别').closest('tr')!).getByText('否')).toBeTruthy();
    expect(within(screen.getByText('地点').closest('tr')!).getByText('是')).toBeTruthy();
  });

  it('offers a checkbox per row but not for rows flagged as top', () => {
    let chosen: string[] = [];
    function Harness() {
      const [keys, setKeys] = useState<string[]>([]);
      chosen = keys;
      return <SchemaTable schema={rules} t={t} rows={rows} loading={false} columns={rules.list.columns} selection={{ selectedKeys: keys, onChange: setKeys, isSelectable: (row) => !row.isTop }} />;
    }
    renderWithHost(<Harness />, createTestHost());
    const topBox = within(screen.getByText('置顶规则').closest('tr')!).getByRole('checkbox') as HTMLInputElement;
    const otherBox = within(screen.getByText('普通规则').closest('tr')!).getByRole('checkbox') as HTMLInputElement;
    expect(topBox.disabled).toBe(true);
    fireEvent.click(otherBox);
    expect(chosen).toEqual(['r2']);
  });

  it('pins a column from the pin drawer, keeps the pin, and clears it', async () => {
    const host = createTestHost({ data: createMemoryProvider({ '/api/system/BillRule': rows }) });
    renderWithHost(<ScreenPage schema={rules} />, host);
    await screen.findByText('普通规则');
    fireEvent.click(document.querySelector('[data-action="columnPins"]')!);
    const pin = await screen.findByTestId('column-pin-fullName');
    fireEvent.click(within(pin).getByText('左侧固定'));
    await waitFor(() => expect(JSON.parse(host.stored.get('klx_columns_m1_billRule')!)[0]).toMatchObject({ prop: 'fullName', fixed: 'left' }));
    await waitFor(() => expect(document.querySelector('th.ant-table-cell-fix-left, th.ant-table-cell-fix-start')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /清除固定/ }));
    await waitFor(() => expect(JSON.parse(host.stored.get('klx_columns_m1_billRule')!).every((setting: { fixed: string }) => setting.fixed === '')).toBe(true));
  });

  it('reorders columns from the settings drawer (320 px)', async () => {
    const host = createTestHost({ data: createMemoryProvider({ '/api/system/BillRule': rows }) });
    renderWithHost(<ScreenPage schema={rules} />, host);
    await screen.findByText('普通规则');
    fireEvent.click(document.querySelector('[data-action="columnSettings"]')!);
    const enCode = await screen.findByTestId('column-setting-enCode');
    expect((enCode.closest('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('320px');
    expect(screen.getByText('列表显示设置')).toBeTruthy();
    fireEvent.click(within(enCode).getByRole('button', { name: /上\s*移/ }));
    await waitFor(() => {
      const headers = [...document.querySelectorAll('[data-testid="schema-table-billRule"] thead th')].map((cell) => cell.textContent);
      expect(headers.indexOf('业务编码')).toBeLessThan(headers.indexOf('业务名称'));
    });
  });
});

describe('SchemaTable paging scroll', () => {
  it('scrolls the container around the table back to the top on a page change', async () => {
    const rows = Array.from({ length: 45 }, (_, index) => ({ id: `r${index}`, fullName: `规则${index}`, enCode: `R${index}`, enabledMark: 1 }));
    const data = createMemoryProvider({ '/api/system/BillRule': rows });
    renderWithHost(
      <div data-testid="scroller" style={{ overflowY: 'auto', height: 300 }}>
        <ScreenPage schema={rules} />
      </div>,
      createTestHost({ data }),
    );
    await screen.findByText('规则0');
    const scroller = screen.getByTestId('scroller');
    // jsdom does no layout: give the scroller the sizes a browser would.
    Object.defineProperty(scroller, 'scrollHeight', { value: 2000 });
    Object.defineProperty(scroller, 'clientHeight', { value: 300 });
    scroller.scrollTop = 900;
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(scroller.scrollTop).toBe(0), { timeout: 10_000 });
  });
});
