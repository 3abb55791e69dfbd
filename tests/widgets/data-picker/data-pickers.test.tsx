// @vitest-environment jsdom
/**
 * The data-interface pickers (spec 02 "Generic related-data picker", autocomplete) in a schema form over an
 * in-memory data interface: the popup picker opens an 800 px dialog titled 选择数据 with keyword search, paging and
 * radio selection, refuses to confirm nothing, keeps the old value on cancel, and shows the chosen row by its label
 * (also disabled, where it opens nothing); the autocomplete shows at most 50 distinct suggestions fetched with
 * pageSize 10000 and the typed text in place of @keyword, and shows none when the call fails.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { FormField, ScreenSchema } from '../../../runtime/core/schema/types';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../runtime/react/host';
import { MAX_SUGGESTIONS, suggestionsOf } from '../../../widgets/data-picker/AutoCompleteWidget';
import { dataPickerCells } from '../../../widgets/data-picker';
import { fieldCell } from '../../runtime/react/support/form-queries';
import { createMemoryProvider, type MemoryProvider } from '../../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../../runtime/react/support/test-host';

// antd tables and dialogs render slowly in jsdom on a loaded machine: wait for states, generously.
vi.setConfig({ testTimeout: 120_000 });

afterEach(() => cleanup());

/** 45 rows: 设备1 … 设备45. */
const ROWS = Array.from({ length: 45 }, (_, index) => ({ id: `d${index + 1}`, fullName: `设备${index + 1}`, code: `C${index + 1}` }));

interface ListPayload {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  paramList?: { field: string; defaultValue: string }[];
}

/** A provider answering the engine's calls like the server: keyword over fullName, paging. */
function engine(): MemoryProvider {
  const data = createMemoryProvider();
  data.answers.set('POST /api/system/DataInterface/di1/Action/List', (payload?: ListPayload) => {
    const keyword = payload?.keyword ?? '';
    const rows = ROWS.filter((row) => row.fullName.includes(keyword));
    const size = payload?.pageSize ?? 20;
    const page = payload?.currentPage ?? 1;
    return { list: rows.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: rows.length } };
  });
  data.answers.set('POST /api/system/DataInterface/di1/Action/InfoByIds', (payload?: { ids?: string[] }) => ROWS.filter((row) => payload?.ids?.includes(row.id)));
  return data;
}

function schemaWith(field: Partial<FormField>): ScreenSchema {
  return {
    id: 'pickerForm',
    title: 'common.edit',
    route: 'test/picker',
    messages: { 'zh-CN': {}, 'zh-TW': {}, en: {} },
    model: { type: 'object', properties: { value: { type: 'string', title: 'common.description' } } },
    resource: { api: '/api/test', keyword: [], paged: false },
    form: { dialog: { kind: 'modal', width: 600, title: { add: 'common.create', edit: 'common.edit' }, successMs: 1000 }, fields: [{ name: 'value', widget: 'popupSelect', ...field } as FormField] },
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

const POPUP = { widget: 'popupSelect' as const, props: { interfaceId: 'di1', columnOptions: 'fullName,code' } };

describe('popup data picker', () => {
  it('opens an 800 px dialog, searches, pages, and emits the chosen row’s id', async () => {
    const data = engine();
    const { seen } = renderForm(POPUP, data);
    fireEvent.click(fieldCell('value').querySelector('button[data-picker="popupSelect"]')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择数据')).toBeTruthy();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
    await within(dialog).findByText('设备1', undefined, { timeout: 10_000 });
    // 20 a page: the second page starts at 设备21.
    fireEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('设备21', undefined, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '设备4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await within(dialog).findByText('设备45', undefined, { timeout: 10_000 });
    expect(within(dialog).queryByText('设备21')).toBeNull();
    fireEvent.click(within(dialog).getByText('设备42'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ value: 'd42' }));
    await waitFor(() => expect(fieldCell('value').textContent).toContain('设备42'));
  });

  it('will not confirm nothing in single mode, and cancel keeps the previous value', async () => {
    const { seen } = renderForm(POPUP, engine(), { initial: { value: 'd3' } });
    await waitFor(() => expect(fieldCell('value').textContent).toContain('设备3'));
    fireEvent.click(fieldCell('value').querySelector('button[data-picker]')!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('设备1', undefined, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByText('设备5'));
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toEqual([]);
    expect(fieldCell('value').textContent).toContain('设备3');
  });

  it('refuses to confirm when no row is chosen', async () => {
    const { seen } = renderForm(POPUP, engine());
    fireEvent.click(fieldCell('value').querySelector('button[data-picker]')!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('设备1', undefined, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('opens in a drawer with checkboxes when asked, and emits the ids', async () => {
    const { seen } = renderForm({ ...POPUP, props: { ...POPUP.props, popupType: 'drawer', multiple: true } }, engine());
    fireEvent.click(fieldCell('value').querySelector('button[data-picker]')!);
    const drawer = await screen.findByRole('dialog');
    expect(drawer.closest('.ant-drawer')).not.toBeNull();
    await within(drawer).findByText('设备1', undefined, { timeout: 10_000 });
    fireEvent.click(within(drawer).getByText('设备1'));
    fireEvent.click(within(drawer).getByText('设备2'));
    expect(within(drawer).getAllByRole('checkbox').length).toBeGreaterThan(2);
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ value: ['d1', 'd2'] }));
  });

  it('disabled, shows the label and opens nothing; read-only display shows the label', async () => {
    renderForm(POPUP, engine(), { initial: { value: 'd7' }, disabled: true });
    await waitFor(() => expect(fieldCell('value').textContent).toContain('设备7'));
    const button = fieldCell('value').querySelector<HTMLButtonElement>('button[data-picker]')!;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    // A list or detail cell shows the display value the server answers (issues 9 and 11), looking nothing up.
    const data = engine();
    const schema = schemaWith(POPUP);
    renderWithHost(<div>{dataPickerCells.popupSelect!('设备9', { column: { field: 'value' }, row: { value: '设备9', value_id: 'd9' }, t: screenTranslator(schema, 'zh-CN'), labels: {}, field: schema.form.fields[0] })}</div>, createTestHost({ data }));
    await screen.findByText('设备9');
    expect(data.calls).toEqual([]);
  });

  it('leaves the label empty when the lookup fails', async () => {
    const data = createMemoryProvider();
    data.answers.set('POST /api/system/DataInterface/di1/Action/InfoByIds', () => {
      throw new Error('down');
    });
    render(<div />);
    renderForm(POPUP, data, { initial: { value: 'd9' }, disabled: true });
    await waitFor(() => expect(data.calls.some((call) => call.api === 'POST /api/system/DataInterface/di1/Action/InfoByIds')).toBe(true));
    await waitFor(() => expect(fieldCell('value').textContent).not.toContain('d9'));
  });
});

describe('autocomplete', () => {
  it('keeps 50 distinct, non-empty suggestions in the order fetched', () => {
    const rows = [{ name: '' }, ...Array.from({ length: 10_000 }, (_, index) => ({ name: `v${index % 80}` }))];
    const shown = suggestionsOf(rows, 'name');
    expect(MAX_SUGGESTIONS).toBe(50);
    expect(shown).toEqual(Array.from({ length: 50 }, (_, index) => `v${index}`));
  });

  const AUTO = { widget: 'autoComplete' as const, props: { interfaceId: 'di2', relationField: 'name', templateJson: JSON.stringify([{ field: 'q', defaultValue: '@keyword' }]) } };

  it('shows at most 50 distinct suggestions, fetched 10000 at a time with @keyword replaced', async () => {
    const data = createMemoryProvider();
    const payloads: ListPayload[] = [];
    data.answers.set('POST /api/system/DataInterface/di2/Action/List', (payload?: ListPayload) => {
      payloads.push(payload ?? {});
      return { list: Array.from({ length: 120 }, (_, index) => ({ name: `建议${index % 80}` })), pagination: { total: 120 } };
    });
    const { seen } = renderForm(AUTO, data);
    const input = fieldCell('value').querySelector('input')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '建议' } });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(payloads.at(-1)).toMatchObject({ keyword: '建议', pageSize: 10000, paramList: [{ field: 'q', defaultValue: '建议' }] }));
    expect(seen.at(-1)).toEqual({ value: '建议' });
    // antd renders a virtual list: count the options it was given through its accessible listbox.
    const options = document.querySelectorAll('[role="listbox"] [role="option"]');
    expect(options.length).toBeLessThanOrEqual(50);
    expect(options.length).toBeGreaterThan(0);
  });

  it('fails silently: no suggestions, the typed text stays', async () => {
    const data = createMemoryProvider();
    data.answers.set('POST /api/system/DataInterface/di2/Action/List', () => {
      throw new Error('down');
    });
    const { seen } = renderForm(AUTO, data);
    const input = fieldCell('value').querySelector('input')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'abc' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0);
    expect(seen.at(-1)).toEqual({ value: 'abc' });
  });
});
