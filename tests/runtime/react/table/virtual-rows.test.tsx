// @vitest-environment jsdom
/**
 * Long pages are virtualised (issue 13): only the rows in view are in the DOM, and what a user does with the list
 * still works — the column-settings drawer, pinned columns, and the scroll offset kept while a kept-alive tab is
 * hidden and put back when it shows again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fc, test as propTest } from '@fast-check/vitest';
import billRule from '../../../../schemas/billRule.json';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import type { Row } from '../../../../runtime/react/host';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { SchemaTable } from '../../../../runtime/react/table/SchemaTable';
import { isVirtualised, VIRTUAL_HOLDER, VIRTUAL_ROWS_FROM, virtualBodyHeight } from '../../../../runtime/react/table/virtual-rows';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const rules = billRule as unknown as ScreenSchema;
const t = screenTranslator(rules, 'zh-CN');
const ruleRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${index}`, fullName: `规则${index}`, enCode: `R${index}`, enabledMark: 1 }));
const tableOf = () => screen.getByTestId('schema-table-billRule');
const dataRows = () => tableOf().querySelectorAll('.ant-table-row');

describe('which pages are virtualised', () => {
  propTest.prop([fc.nat({ max: 2000 }), fc.boolean()])('flat pages from the threshold on, never trees', (rows, tree) => {
    expect(isVirtualised(rows, tree)).toBe(!tree && rows >= VIRTUAL_ROWS_FROM);
  });
  propTest.prop([fc.integer({ min: 0, max: 5000 })])('the body is never shorter than 320 px and grows with the window', (height) => {
    expect(virtualBodyHeight(height)).toBeGreaterThanOrEqual(320);
    expect(virtualBodyHeight(height + 100)).toBeGreaterThanOrEqual(virtualBodyHeight(height));
  });
});

describe('SchemaTable with a long page', () => {
  it('renders a short page whole and a 10,000-row page with only the rows in view', () => {
    const short = renderWithHost(<SchemaTable schema={rules} t={t} rows={ruleRows(30)} loading={false} columns={rules.list.columns} />, createTestHost());
    expect(dataRows()).toHaveLength(30);
    expect(tableOf().dataset.virtual).toBeUndefined();
    short.unmount();
    renderWithHost(<SchemaTable schema={rules} t={t} rows={ruleRows(10_000)} loading={false} columns={rules.list.columns} />, createTestHost());
    expect(tableOf().dataset.virtual).toBe('true');
    expect(tableOf().querySelector(`.${VIRTUAL_HOLDER}`)).not.toBeNull();
    expect(screen.getByText('规则0')).toBeTruthy();
    expect(dataRows().length).toBeGreaterThan(0);
    expect(dataRows().length).toBeLessThan(200);
    expect(screen.queryByText('规则9999')).toBeNull();
  });

  it('keeps pinned columns pinned', () => {
    const columns = rules.list.columns.map((column, index) => (index === 0 ? { ...column, fixed: 'left' as const } : column));
    renderWithHost(<SchemaTable schema={rules} t={t} rows={ruleRows(500)} loading={false} columns={columns} actions={() => <a>编辑</a>} />, createTestHost());
    expect(tableOf().dataset.virtual).toBe('true');
    expect(tableOf().querySelector('th.ant-table-cell-fix-left, th.ant-table-cell-fix-start')?.textContent).toBe(t(rules.model.properties[columns[0]!.field]!.title));
    expect(tableOf().querySelector('th.ant-table-cell-fix-right, th.ant-table-cell-fix-end')?.textContent).toBe('操作');
  });
});

describe('a list page showing 500 rows a page', () => {
  async function showFiveHundred() {
    const host = createTestHost({ data: createMemoryProvider({ '/api/system/BillRule': ruleRows(600) }) });
    renderWithHost(<ScreenPage schema={rules} />, host);
    await screen.findByText('规则0');
    fireEvent.mouseDown(screen.getByLabelText('page-size'));
    fireEvent.click(await screen.findByTitle('500 条/页'));
    await waitFor(() => expect(tableOf().dataset.virtual).toBe('true'), { timeout: 10_000 });
    return host;
  }

  it('hides and reorders columns from the settings drawer', async () => {
    const host = await showFiveHundred();
    const headers = () => [...tableOf().querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers()).toContain('业务编码');
    fireEvent.click(document.querySelector('[data-action="columnSettings"]')!);
    const enCode = await screen.findByTestId('column-setting-enCode');
    fireEvent.click(within(enCode).getByRole('button', { name: /上\s*移/ }));
    await waitFor(() => expect(headers().indexOf('业务编码')).toBeLessThan(headers().indexOf('业务名称')));
    fireEvent.click(within(await screen.findByTestId('column-setting-prefix')).getByRole('checkbox'));
    await waitFor(() => expect(headers()).not.toContain('流水前缀'));
    expect(tableOf().dataset.virtual).toBe('true');
    expect(host.stored.size).toBeGreaterThan(0);
  });

  it('pins a column from the pin drawer', async () => {
    await showFiveHundred();
    fireEvent.click(document.querySelector('[data-action="columnPins"]')!);
    const pin = await screen.findByTestId('column-pin-fullName');
    fireEvent.click(within(pin).getByText('左侧固定'));
    await waitFor(() => expect(tableOf().querySelector('th.ant-table-cell-fix-left, th.ant-table-cell-fix-start')?.textContent).toBe('业务名称'));
  });
});

describe('the scroll offset of a hidden virtual table', () => {
  it('is put back when the table shows again', async () => {
    // jsdom has no layout and no ResizeObserver: give the wrapper sizes and an observer the test can trigger.
    const observers: (() => void)[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(this.callback);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      let width = 800;
      const widthSpy = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width);
      const scrolledTo: number[] = [];
      const scrollSpy = vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation(function (this: HTMLElement, value: number) {
        if (this.classList.contains(VIRTUAL_HOLDER)) scrolledTo.push(value);
        Object.defineProperty(this, '__top', { value, configurable: true });
      });
      vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
        return (this as unknown as { __top?: number }).__top ?? 0;
      });
      renderWithHost(<SchemaTable schema={rules} t={t} rows={ruleRows(2000)} loading={false} columns={rules.list.columns} />, createTestHost());
      const holder = tableOf().querySelector<HTMLElement>(`.${VIRTUAL_HOLDER}`)!;
      holder.scrollTop = 1200;
      fireEvent.scroll(holder);
      // The tab is hidden (display:none): the browser drops the offset, with a scroll event, and sizes go to 0.
      width = 0;
      observers.forEach((notify) => notify());
      holder.scrollTop = 0;
      fireEvent.scroll(holder);
      scrolledTo.length = 0;
      // Shown again.
      width = 800;
      observers.forEach((notify) => notify());
      await waitFor(() => expect(scrolledTo).toEqual([1200]));
      widthSpy.mockRestore();
      scrollSpy.mockRestore();
    } finally {
      globalThis.ResizeObserver = original;
      vi.restoreAllMocks();
    }
  });
});
