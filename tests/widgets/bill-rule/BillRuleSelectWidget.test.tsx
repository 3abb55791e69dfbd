// @vitest-environment jsdom
/**
 * The business-rule template picker (spec 02, widgets/bill-rule): a 1000 px dialog with the rule categories on the
 * left filtering the list, keyword search and reset, a table of 序号, business name, business code and serial start
 * number paged by the selector; one rule is chosen and its code stored, the field showing the rule's name — also for
 * a code stored before (looked up by the selector's keyword).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../runtime/react/host';
import { fieldCell } from '../../runtime/react/support/form-queries';
import { createMemoryProvider } from '../../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../../runtime/react/support/test-host';

const RULES = [
  { id: 'r1', fullName: '资产入库单', enCode: 'AssetIn', category: 'c_asset', startNumber: '1' },
  { id: 'r2', fullName: '资产领用单', enCode: 'AssetUse', category: 'c_asset', startNumber: '100' },
  { id: 'r3', fullName: '采购申请单', enCode: 'Purchase', category: 'c_buy', startNumber: '5000' },
];

const schema: ScreenSchema = {
  id: 'billRulePickerTest',
  title: 'common.edit',
  route: 'test/billRulePicker',
  resource: { api: '/api/test/BillRulePicker' },
  model: { type: 'object', properties: { rule: { type: 'string', title: 'billRulePicker.title' } } },
  form: { fields: [{ name: 'rule', widget: 'billRuleSelect' }] },
  list: { columns: [{ field: 'rule' }] },
} as unknown as ScreenSchema;

/** A provider whose selector filters by category and keyword, as the server's does. */
function provider() {
  const data = createMemoryProvider();
  data.dictionaries.set('billRuleCategory', [
    { id: 'c_asset', enCode: 'asset', fullName: '资产类' },
    { id: 'c_buy', enCode: 'buy', fullName: '采购类' },
  ]);
  data.answers.set('GET /api/system/BillRule/Selector', (payload?: Record<string, unknown>) => {
    const keyword = String(payload?.keyword ?? '');
    const list = RULES.filter((rule) => (!payload?.categoryId || rule.category === payload.categoryId) && (!keyword || rule.fullName.includes(keyword) || rule.enCode.includes(keyword)));
    return { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } };
  });
  return data;
}

function renderPicker(initial: Row = {}) {
  const data = provider();
  const seen: Row[] = [];
  function Harness() {
    const [values, setValues] = useState<Row>(initial);
    return (
      <SchemaForm
        schema={schema}
        t={screenTranslator(schema, 'zh-CN')}
        values={values}
        mode="edit"
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
      />
    );
  }
  renderWithHost(<Harness />, createTestHost({ data }));
  return { data, seen };
}

afterEach(() => cleanup());

describe('the business-rule template picker', () => {
  it('lists the rules in a 1000 px dialog, filters by category and keyword, and stores the chosen rule\'s code', async () => {
    const { seen } = renderPicker();
    fireEvent.click(fieldCell('rule').querySelector('button[data-picker="billRuleSelect"]')!);
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    expect(within(dialog).getByText('选择单据规则')).toBeTruthy();
    await within(dialog).findByText('采购申请单');
    const headers = [...dialog.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['序号', '业务名称', '业务编码', '流水起始']));
    expect(within(dialog).getByText('5000')).toBeTruthy();

    // The category on the left keeps its rules only.
    fireEvent.click(await within(dialog).findByText('资产类'));
    await waitFor(() => expect(within(dialog).queryByText('采购申请单')).toBeNull());
    expect(within(dialog).getByText('资产入库单')).toBeTruthy();
    // A keyword narrows further; reset brings the category's rules back.
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '领用' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(within(dialog).queryByText('资产入库单')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    await within(dialog).findByText('资产入库单');

    fireEvent.click(within(dialog).getByText('资产领用单'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ rule: 'AssetUse' }));
    expect(fieldCell('rule').textContent).toContain('资产领用单');
  });

  it('shows a stored rule code by the rule\'s name', async () => {
    renderPicker({ rule: 'Purchase' });
    await waitFor(() => expect(fieldCell('rule').textContent).toContain('采购申请单'));
  });
});
