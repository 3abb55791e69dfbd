// @vitest-environment jsdom
/**
 * Layout containers in the schema form (issue 9 §5): a definition's card, tabs, collapse, group title, divider,
 * alert and text render as such around the fields they hold — the same form a schema file with `form.layout` gets.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition, DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { SchemaForm, type SchemaFormHandle } from '../../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../../runtime/react/host';
import { fieldCell, fieldError } from '../support/form-queries';
import { createTestHost, renderWithHost } from '../support/test-host';

const pane = (title: string, children: DefinitionField[]) => ({ __config__: { children }, title }) as unknown as DefinitionField;

const definition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'groupTitle' }, content: '基本信息' },
      { __config__: { klxKey: 'alert' }, title: '请如实填写', description: '提交后不可修改', type: 'warning' },
      {
        __config__: {
          klxKey: 'card',
          children: [
            { __config__: { klxKey: 'comInput', label: '名称', required: true, span: 12 }, __vModel__: 'name' },
            { __config__: { klxKey: 'select', label: '类别', span: 12 }, __vModel__: 'kind', options: [{ label: '办公', value: 'office' }, { label: '生产', value: 'plant' }] },
          ],
        },
        header: '申请信息',
      },
      {
        __config__: {
          klxKey: 'tab',
          children: [
            pane('数量', [{ __config__: { klxKey: 'numInput', label: '数量' }, __vModel__: 'qty' }]),
            pane('说明', [{ __config__: { klxKey: 'textarea', label: '理由', required: true }, __vModel__: 'reason' }]),
          ],
        },
      },
      { __config__: { klxKey: 'divider' }, content: '其他' },
      { __config__: { klxKey: 'collapse', children: [pane('生产信息', [{ __config__: { klxKey: 'comInput', label: '产线', showWhen: { field: 'kind', in: ['plant'] } }, __vModel__: 'line' }])] } },
      { __config__: { klxKey: 'text' }, content: '以上信息仅用于资产管理' },
    ],
  },
  columnData: {},
};

const schema: ScreenSchema = definitionToScreen(definition, { id: 'vdLayoutForm', route: 'model/layout', api: '/api/visualdev/OnlineDev/layout', title: { 'zh-CN': '布局' } });

function renderForm(values: Row = {}) {
  const ref = createRef<SchemaFormHandle>();
  const current: { values: Row } = { values };
  function Harness() {
    const [state, setState] = useState<Row>(values);
    current.values = state;
    return <SchemaForm ref={ref} schema={schema} t={screenTranslator(schema, 'zh-CN')} values={state} onChange={setState} mode="add" />;
  }
  renderWithHost(<Harness />, createTestHost());
  return { ref, current };
}

const layoutPart = (kind: string) => document.querySelector<HTMLElement>(`[data-layout="${kind}"]`);

describe('layout containers in the schema form', () => {
  it('renders the group title, the alert, the divider and the text where the definition puts them', () => {
    renderForm();
    expect(within(layoutPart('groupTitle')!).getByText('基本信息')).toBeTruthy();
    const alert = layoutPart('alert')!;
    expect(alert.querySelector('.ant-alert-warning')).not.toBeNull();
    expect(within(alert).getByText('请如实填写')).toBeTruthy();
    expect(within(alert).getByText('提交后不可修改')).toBeTruthy();
    expect(within(layoutPart('divider')!).getByText('其他')).toBeTruthy();
    expect(within(layoutPart('text')!).getByText('以上信息仅用于资产管理')).toBeTruthy();
    const order = [...document.querySelectorAll<HTMLElement>('[data-layout]')].map((element) => element.dataset.layout);
    expect(order).toEqual(['groupTitle', 'alert', 'card', 'tabs', 'divider', 'text']);
  });

  it('puts the card\'s fields inside the card under its header', () => {
    renderForm();
    const card = layoutPart('card')!;
    expect(within(card).getByText('申请信息')).toBeTruthy();
    expect(card.contains(fieldCell('name'))).toBe(true);
    expect(card.contains(fieldCell('kind'))).toBe(true);
    expect(card.contains(fieldCell('qty'))).toBe(false);
  });

  it('shows one tab at a time, with every tab\'s fields in the form, and a required field in a closed tab still stops the save', async () => {
    const { ref } = renderForm({ name: '笔记本' });
    const tabs = layoutPart('tabs')!;
    expect(within(tabs).getByRole('tab', { name: '数量' })).toBeTruthy();
    expect(tabs.contains(fieldCell('qty'))).toBe(true);
    expect(tabs.contains(fieldCell('reason'))).toBe(true);
    let valid = true;
    act(() => {
      valid = ref.current!.validate();
    });
    expect(valid).toBe(false);
    fireEvent.click(within(tabs).getByRole('tab', { name: '说明' }));
    await waitFor(() => expect(fieldError('reason')).toContain('理由不能为空'));
  });

  it('leaves out a collapse whose only field its show rule hides, and shows it once the rule holds', async () => {
    const { current } = renderForm();
    expect(layoutPart('collapse')).toBeNull();
    fireEvent.mouseDown(fieldCell('kind').querySelector('[role="combobox"]')!);
    fireEvent.click((await screen.findAllByTitle('生产'))!.at(-1)!);
    await waitFor(() => expect(current.values.kind).toBe('plant'));
    await waitFor(() => expect(layoutPart('collapse')).not.toBeNull());
    expect(within(layoutPart('collapse')!).getByText('生产信息')).toBeTruthy();
    expect(layoutPart('collapse')!.contains(fieldCell('line'))).toBe(true);
  });
});
