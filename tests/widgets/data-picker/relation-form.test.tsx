// @vitest-environment jsdom
/**
 * The related-data picker (relationForm, issue 11 item 4; spec 02 "Generic related-data picker") and the popup
 * data picker's popover mode in a schema form over an in-memory provider answering the relation calls: the picker
 * lists another model's records with keyword search and paging, emits the chosen record's id and shows it by its
 * relation field — in a dialog, a drawer or a popover by the field; disabled with a value, the label opens the
 * related record's read-only detail view (the model's own form); a list or detail cell shows the display value the
 * server answers (issues 9 and 11: `field` plus `field_id`) without a lookup, as a link to the related record's
 * detail; a failed lookup leaves the widget's label empty.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { FormField, ScreenSchema } from '../../../runtime/core/schema/types';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../runtime/react/host';
import { dataPickerCells } from '../../../widgets/data-picker';
import { fieldCell } from '../../runtime/react/support/form-queries';
import { createMemoryProvider, type MemoryProvider } from '../../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../../runtime/react/support/test-host';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => cleanup());

/** 30 pumps of the related model: 泵1 … 泵30. */
const PUMPS = Array.from({ length: 30 }, (_, index) => ({ id: `p${index + 1}`, name: `泵${index + 1}`, kind: index % 2 ? '生产' : '办公' }));

/** The related model's form, as its Config answers it. */
const PUMP_FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' },
    { __config__: { klxKey: 'comInput', label: '位置' }, __vModel__: 'place' },
  ],
};

interface ListPayload {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  ids?: string[];
  relationField?: string;
}

/** A provider answering the relation calls as the server does: keyword over the relation field, paging, ids. */
function relationServer(): MemoryProvider {
  const data = createMemoryProvider({ '/api/visualdev/Relation/m1': [{ id: 'p7', name: '泵7', place: '三号车间' }] });
  data.answers.set('POST /api/visualdev/Relation/m1/List', (payload?: ListPayload) => {
    if (payload?.ids) return { list: PUMPS.filter((row) => payload.ids!.includes(row.id)).map(({ id, name }) => ({ id, name })) };
    const rows = PUMPS.filter((row) => row.name.includes(payload?.keyword ?? ''));
    const size = payload?.pageSize ?? 20;
    const page = payload?.currentPage ?? 1;
    return { list: rows.slice((page - 1) * size, page * size), pagination: { total: rows.length } };
  });
  data.answers.set('GET /api/visualdev/Relation/m1/Config', { id: 'm1', fullName: '水泵', formData: JSON.stringify(PUMP_FORM), columnData: JSON.stringify({ columnList: [{ prop: 'name' }] }) });
  return data;
}

function schemaWith(field: Partial<FormField>): ScreenSchema {
  return {
    id: 'relationForm',
    title: 'common.edit',
    route: 'test/relation',
    messages: { 'zh-CN': {}, 'zh-TW': {}, en: {} },
    model: { type: 'object', properties: { value: { type: 'string', title: 'common.description' } } },
    resource: { api: '/api/test', keyword: [], paged: false },
    form: { dialog: { kind: 'modal', width: 600, title: { add: 'common.create', edit: 'common.edit' }, successMs: 1000 }, fields: [{ name: 'value', ...field } as FormField] },
    list: { layout: 'table', columns: [{ field: 'value' }], keywordSearch: false, toolbar: [], rowActions: [] },
  };
}

function renderForm(field: Partial<FormField>, data: MemoryProvider, options: { initial?: Row; disabled?: boolean } = {}) {
  const schema = schemaWith(field);
  const seen: Row[] = [];
  function Harness() {
    const [values, setValues] = useState<Row>(options.initial ?? {});
    return (
      <SchemaForm
        schema={schema}
        t={screenTranslator(schema, 'zh-CN')}
        values={values}
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
        mode="add"
        disabled={options.disabled}
      />
    );
  }
  renderWithHost(<Harness />, createTestHost({ data }));
  return { seen };
}

const RELATION = { widget: 'relationForm' as const, props: { modelId: 'm1', relationField: 'name', columnOptions: JSON.stringify([{ value: 'name', label: '名称' }, { value: 'kind', label: '类别' }]) } };

describe('related-data picker', () => {
  it('opens a dialog of the related model’s records, searches and pages them, and stores the chosen id shown by its name', async () => {
    const data = relationServer();
    const { seen } = renderForm(RELATION, data);
    fireEvent.click(fieldCell('value').querySelector('button[data-picker="relationForm"]')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择数据')).toBeTruthy();
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['名称', '类别']));
    await within(dialog).findByText('泵1');
    fireEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('泵21');
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '泵2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await within(dialog).findByText('泵29');
    expect(within(dialog).queryByText('泵1')).toBeNull();
    expect(data.calls.filter((call) => call.api === 'POST /api/visualdev/Relation/m1/List').at(-1)?.values).toMatchObject({ keyword: '泵2', currentPage: 1, pageSize: 20, relationField: 'name', columnOptions: 'name,kind' });
    expect(within(dialog).getAllByRole('radio').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByText('泵23'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ value: 'p23' }));
    await waitFor(() => expect(fieldCell('value').textContent).toContain('泵23'));
  });

  it('opens in a drawer, or in a popover by the field', async () => {
    renderForm({ ...RELATION, props: { ...RELATION.props, popupType: 'drawer' } }, relationServer());
    fireEvent.click(fieldCell('value').querySelector('button[data-picker]')!);
    const drawer = await screen.findByRole('dialog');
    expect(drawer.closest('.ant-drawer')).not.toBeNull();
    cleanup();
    const { seen } = renderForm({ ...RELATION, props: { ...RELATION.props, popupType: 'popover' } }, relationServer());
    fireEvent.click(fieldCell('value').querySelector('button[data-picker]')!);
    const popover = await screen.findByRole('dialog');
    expect(popover.closest('.ant-popover')).not.toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(await within(popover).findByText('泵3'));
    fireEvent.click(within(popover).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ value: 'p3' }));
  });

  it('disabled with a value, opens the related record read-only in the model’s own detail view', async () => {
    const data = relationServer();
    const { seen } = renderForm(RELATION, data, { initial: { value: 'p7' }, disabled: true });
    await waitFor(() => expect(fieldCell('value').textContent).toContain('泵7'));
    fireEvent.click(fieldCell('value').querySelector('button[data-picker]')!);
    const detail = await screen.findByTestId('detail-view');
    expect(within(detail).getByText('位置')).toBeTruthy();
    expect(within(detail).getByText('三号车间')).toBeTruthy();
    expect(screen.queryByText('选择数据')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('disabled without a value opens nothing', async () => {
    renderForm(RELATION, relationServer(), { disabled: true });
    const button = fieldCell('value').querySelector<HTMLButtonElement>('button[data-picker]')!;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a list or detail cell shows the name the server answers, looks nothing up, and opens the related record by its id', async () => {
    const schema = schemaWith(RELATION);
    const cell = (row: Row) =>
      dataPickerCells.relationForm!(row.value, { column: { field: 'value' }, row, t: screenTranslator(schema, 'zh-CN'), labels: {}, field: schema.form.fields[0] });
    const data = relationServer();
    renderWithHost(<div>{cell({ value: '泵7', value_id: 'p7' })}</div>, createTestHost({ data }));
    fireEvent.click(await screen.findByText('泵7'));
    const detail = await screen.findByTestId('detail-view');
    expect(within(detail).getByText('三号车间')).toBeTruthy();
    expect(data.calls.some((call) => call.api === 'POST /api/visualdev/Relation/m1/List')).toBe(false);
    cleanup();
    // Without an id (nothing to open) it is plain text; an empty name shows nothing.
    renderWithHost(<div>{cell({ value: '泵8' })}</div>, createTestHost({ data: relationServer() }));
    expect((await screen.findByText('泵8')).tagName).toBe('SPAN');
    cleanup();
    renderWithHost(<div>{cell({ value: '', value_id: 'p9' })}</div>, createTestHost({ data: relationServer() }));
    expect(document.querySelector('.klx-relation-names')?.textContent).toBe('');
  });

  it('leaves the label of a stored id empty when the lookup fails', async () => {
    const failing = createMemoryProvider();
    failing.answers.set('POST /api/visualdev/Relation/m1/List', () => {
      throw new Error('down');
    });
    renderForm(RELATION, failing, { initial: { value: 'p9' }, disabled: true });
    await waitFor(() => expect(failing.calls.some((call) => call.api === 'POST /api/visualdev/Relation/m1/List')).toBe(true));
    await waitFor(() => expect(fieldCell('value').textContent).not.toContain('p9'));
  });
});

describe('popup data picker as a popover', () => {
  it('opens its table in a popover by the field and emits the chosen row', async () => {
    const data = createMemoryProvider();
    data.answers.set('POST /api/system/DataInterface/di1/Action/List', { list: [{ id: 'd1', fullName: '设备1' }], pagination: { total: 1 } });
    data.answers.set('POST /api/system/DataInterface/di1/Action/InfoByIds', [{ id: 'd1', fullName: '设备1' }]);
    const { seen } = renderForm({ widget: 'popupSelect', props: { interfaceId: 'di1', popupType: 'popover' } }, data);
    fireEvent.click(fieldCell('value').querySelector('button[data-picker="popupSelect"]')!);
    const popover = await screen.findByRole('dialog');
    expect(popover.closest('.ant-popover')).not.toBeNull();
    fireEvent.click(await within(popover).findByText('设备1'));
    fireEvent.click(within(popover).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ value: 'd1' }));
    await waitFor(() => expect(document.querySelector('.ant-popover:not(.ant-popover-hidden)')).toBeNull());
  });
});
