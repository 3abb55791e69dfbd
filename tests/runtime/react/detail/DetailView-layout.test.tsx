// @vitest-environment jsdom
/**
 * The detail view lays a record out as its form does (issue 9, spec 02 "Dynamic form detail view"): a definition's
 * card, tabs, collapse, group title and divider show around the values they hold, with the fields' spans; a field
 * hidden by its show rule leaves its container out; a form without a layout keeps the plain two-column list.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition, DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { DetailView } from '../../../../runtime/react/detail/DetailView';
import type { Row } from '../../../../runtime/react/host';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const pane = (title: string, children: DefinitionField[]) => ({ __config__: { children }, title }) as unknown as DefinitionField;

const API = '/api/visualdev/OnlineDev/detailLayout';

const layoutDefinition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'groupTitle' }, content: '基本信息' },
      {
        __config__: {
          klxKey: 'card',
          children: [
            { __config__: { klxKey: 'comInput', label: '名称', span: 12 }, __vModel__: 'name' },
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
            pane('说明', [{ __config__: { klxKey: 'textarea', label: '理由' }, __vModel__: 'reason' }]),
          ],
        },
      },
      { __config__: { klxKey: 'divider' }, content: '其他' },
      { __config__: { klxKey: 'collapse', children: [pane('生产信息', [{ __config__: { klxKey: 'comInput', label: '产线', showWhen: { field: 'kind', in: ['plant'] } }, __vModel__: 'line' }])] } },
      { __config__: { klxKey: 'comInput', label: '备注' }, __vModel__: 'note' },
    ],
  },
  columnData: {},
};

const plainDefinition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'comInput', label: '名称', span: 12 }, __vModel__: 'name' },
      { __config__: { klxKey: 'comInput', label: '备注' }, __vModel__: 'note' },
    ],
  },
  columnData: {},
};

const screenOf = (definition: Definition): ScreenSchema =>
  definitionToScreen(definition, { id: 'vdDetailLayout', route: 'model/detailLayout', api: API, title: { 'zh-CN': '布局详情' } });

async function openDetail(definition: Definition, record: Row) {
  const schema = screenOf(definition);
  const host = createTestHost({ data: createMemoryProvider({ [API]: [{ id: 'r1', ...record }] }) });
  renderWithHost(<DetailView schema={schema} t={screenTranslator(schema, 'zh-CN')} recordId="r1" onClose={() => undefined} />, host);
  return screen.findByTestId('detail-view');
}

const layoutPart = (root: HTMLElement, kind: string) => root.querySelector<HTMLElement>(`[data-layout="${kind}"]`);
const fieldCell = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-field="${name}"]`);

describe('detail view layout', () => {
  it('shows the group title, card, tabs and divider in the form\'s order, each value inside its container', async () => {
    const view = await openDetail(layoutDefinition, { name: '笔记本', kind: 'office', qty: 3, reason: '新员工入职', note: '加急' });
    const order = [...view.querySelectorAll<HTMLElement>('[data-layout]')].map((element) => element.dataset.layout);
    expect(order).toEqual(['groupTitle', 'card', 'tabs', 'divider']);
    expect(within(layoutPart(view, 'groupTitle')!).getByText('基本信息')).toBeTruthy();
    const card = layoutPart(view, 'card')!;
    expect(within(card).getByText('申请信息')).toBeTruthy();
    expect(within(card).getByText('名称')).toBeTruthy();
    expect(within(card).getByText('笔记本')).toBeTruthy();
    expect(within(card).getByText('办公')).toBeTruthy();
    expect(card.contains(fieldCell(view, 'qty'))).toBe(false);
    expect(within(layoutPart(view, 'divider')!).getByText('其他')).toBeTruthy();
    // A field the layout places nowhere follows it.
    expect(within(fieldCell(view, 'note')!).getByText('加急')).toBeTruthy();
    expect(layoutPart(view, 'card')!.compareDocumentPosition(fieldCell(view, 'note')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives each field its span, as the form does', async () => {
    const view = await openDetail(layoutDefinition, { name: '笔记本', kind: 'office' });
    expect(fieldCell(view, 'name')!.className).toContain('ant-col-12');
    expect(fieldCell(view, 'kind')!.className).toContain('ant-col-12');
    expect(fieldCell(view, 'note')!.className).toContain('ant-col-24');
  });

  it('shows the values of every tab, one tab at a time', async () => {
    const view = await openDetail(layoutDefinition, { name: '笔记本', kind: 'office', qty: 3, reason: '新员工入职' });
    const tabs = layoutPart(view, 'tabs')!;
    expect(within(tabs).getByRole('tab', { name: '数量' })).toBeTruthy();
    expect(tabs.contains(fieldCell(view, 'qty'))).toBe(true);
    expect(within(fieldCell(view, 'qty')!).getByText('3')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: '说明' }));
    expect(within(fieldCell(view, 'reason')!).getByText('新员工入职')).toBeTruthy();
  });

  it('leaves out the collapse and its value when its only field is hidden by its show rule', async () => {
    const office = await openDetail(layoutDefinition, { name: '笔记本', kind: 'office', line: '一号线' });
    expect(layoutPart(office, 'collapse')).toBeNull();
    expect(within(office).queryByText('一号线')).toBeNull();
  });

  it('shows the collapse with its value when the show rule holds', async () => {
    const plant = await openDetail(layoutDefinition, { name: '机床', kind: 'plant', line: '一号线' });
    const collapse = layoutPart(plant, 'collapse')!;
    expect(within(collapse).getByText('生产信息')).toBeTruthy();
    expect(within(collapse).getByText('一号线')).toBeTruthy();
  });

  it('keeps the plain two-column list for a form without a layout', async () => {
    const view = await openDetail(plainDefinition, { name: '笔记本', note: '加急' });
    expect(view.classList.contains('ant-descriptions')).toBe(true);
    expect(view.querySelector('[data-layout]')).toBeNull();
    expect(within(view).getByText('笔记本')).toBeTruthy();
    expect(within(view).getByText('加急')).toBeTruthy();
  });
});
