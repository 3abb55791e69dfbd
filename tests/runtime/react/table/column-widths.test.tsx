// @vitest-environment jsdom
/** Columns keep a minimum width and a narrow table scrolls sideways (issue 14: names wrapped at 800 px). */
import { fc, test } from '@fast-check/vitest';
import users from '../../../../schemas/users.json';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { HEADER_PADDING, MIN_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH, headerWidth, tableScrollWidth } from '../../../../runtime/react/table/column-widths';
import billRule from '../../../../schemas/billRule.json';
import { SchemaTable } from '../../../../runtime/react/table/SchemaTable';
import { createTestHost, renderWithHost } from '../support/test-host';

const schema = users as unknown as ScreenSchema;
const t = screenTranslator(schema, 'zh-CN');
const rows = [{ id: 'u1', account: 'admin', realName: '管理员', gender: '1', mobilePhone: '13800138000', email: 'admin@example.com', enabledMark: 1 }];
const widths = fc.array(fc.option(fc.integer({ min: 1, max: 600 }), { nil: undefined }), { maxLength: 12 });

describe('tableScrollWidth', () => {
  test.prop([widths, fc.integer({ min: 1, max: 300 })])('is the declared widths plus the minimum for every column without one', (list, min) => {
    const declared = list.reduce<number>((sum, width) => sum + (width ?? 0), 0);
    const unsized = list.filter((width) => width === undefined).length;
    expect(tableScrollWidth(list, min)).toBe(declared + unsized * min);
  });

  test.prop([widths, fc.integer({ min: 1, max: 300 })])('leaves each column without a width at least the minimum', (list, min) => {
    const unsized = list.filter((width) => width === undefined).length;
    const left = tableScrollWidth(list, min) - list.reduce<number>((sum, width) => sum + (width ?? 0), 0);
    if (unsized) expect(left / unsized).toBeGreaterThanOrEqual(min);
  });

  it('treats a width that is not a number as none', () => {
    expect(tableScrollWidth([60, '20%', undefined], 100)).toBe(260);
  });
});

describe('SchemaTable widths', () => {
  const tableWidth = () => (document.querySelector('.ant-table table') as HTMLElement).style.width;

  it('scrolls the users list sideways below the width its columns need (row numbers, four free columns, gender, has signed in, state)', () => {
    renderWithHost(<SchemaTable schema={schema} t={t} rows={rows} loading={false} columns={schema.list.columns} />, createTestHost());
    expect(tableWidth()).toBe(`${60 + 4 * MIN_COLUMN_WIDTH + 80 + 100 + 90}px`);
    expect(document.querySelector('.ant-table-content')).not.toBeNull();
    // Without a fixed column the layout is automatic, and each column without a width carries the minimum.
    const minimums = [...document.querySelectorAll('.ant-table colgroup col')].map((col) => (col as HTMLElement).style.minWidth).filter(Boolean);
    expect(minimums).toEqual(Array(4).fill(`${MIN_COLUMN_WIDTH}px`));
  });

  it('counts the action and checkbox columns', () => {
    renderWithHost(
      <SchemaTable schema={schema} t={t} rows={rows} loading={false} columns={schema.list.columns} actions={() => null} selection={{ selectedKeys: [], onChange: () => undefined }} />,
      createTestHost(),
    );
    expect(tableWidth()).toBe(`${60 + 4 * MIN_COLUMN_WIDTH + 80 + 100 + 90 + 180 + SELECTION_COLUMN_WIDTH}px`);
  });
});

describe('headerWidth', () => {
  test.prop([fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 5 })])('grows with every character added to a title', (title, more) => {
    expect(headerWidth(title + more)).toBeGreaterThan(headerWidth(title));
    expect(headerWidth(title)).toBeGreaterThanOrEqual(HEADER_PADDING);
  });

  it('gives a Chinese character a full em and a Latin one about half', () => {
    expect(headerWidth('操作')).toBe(HEADER_PADDING + 28);
    expect(headerWidth('Actions')).toBe(HEADER_PADDING + 56);
  });
});

describe('English headers (issue 14: they wrapped inside widths chosen for Chinese)', () => {
  const rules = billRule as unknown as ScreenSchema;

  it('widens a declared column to its English title, and leaves the Chinese one as declared', () => {
    const declared = rules.list.columns.find((column) => column.field === 'dateFormat')!.width!;
    const colWidth = (language: 'zh-CN' | 'en') => {
      const view = renderWithHost(<SchemaTable schema={rules} t={screenTranslator(rules, language)} rows={[]} loading={false} columns={rules.list.columns} />, createTestHost());
      const index = [...document.querySelectorAll('.ant-table thead th')].findIndex((th) => th.textContent === screenTranslator(rules, language)(rules.model.properties.dateFormat!.title));
      const width = (document.querySelectorAll('.ant-table colgroup col')[index] as HTMLElement).style.width;
      view.unmount();
      return width;
    };
    const english = screenTranslator(rules, 'en')(rules.model.properties.dateFormat!.title);
    expect(headerWidth(english)).toBeGreaterThan(declared);
    expect(colWidth('en')).toBe(`${headerWidth(english)}px`);
    expect(colWidth('zh-CN')).toBe(`${declared}px`);
  });
});
