// @vitest-environment jsdom
/**
 * One conformance suite for every registered widget (STYLE.md §13): inside a real schema form, each widget
 * renders, reports a change with the value its field stores, honours disabled and read-only, and shows its error.
 * A widget registered without a driver here fails the suite, so a new widget is covered the moment it exists.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { screenTranslator } from '../../runtime/core/schema/messages';
import type { FieldSchema, FormField, ScreenSchema, WidgetName } from '../../runtime/core/schema/types';
import { SchemaForm, type SchemaFormHandle } from '../../runtime/react/form/SchemaForm';
import type { Row } from '../../runtime/react/host';
import { standardWidgets } from '../../widgets';
import { fieldCell, fieldError } from '../runtime/react/support/form-queries';
import { createMemoryProvider, type MemoryProvider } from '../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../runtime/react/support/test-host';

/** How the suite drives one widget. */
interface Driver {
  model: Omit<FieldSchema, 'title'>;
  field?: Partial<FormField>;
  /** Extra model fields the widget's field reads. */
  extra?: Record<string, FieldSchema>;
  initial?: Row;
  /** Makes the user change the value. */
  change(cell: HTMLElement): Promise<void>;
  expected: Row;
  /** The element that must be disabled (or read-only). */
  control(cell: HTMLElement): HTMLElement;
  /** Whether the control shows antd's error status. */
  status?: boolean;
  /** The widget never takes input (computed): read-only always. */
  neverEditable?: boolean;
  /** A display item (barcode, QR code): it shows its value, has no control and never reports a change. */
  displayOnly?: boolean;
  /** Answers the widget's calls need from the provider (uploads). */
  setup?(data: MemoryProvider): void;
}

const TREE = [{ id: 'o1', fullName: '总部', children: [{ id: 'o2', fullName: '信息部' }] }];
const input = (cell: HTMLElement) => cell.querySelector<HTMLElement>('input, textarea, button[role="switch"]')!;
const pick = async (cell: HTMLElement, title: string) => {
  fireEvent.mouseDown(cell.querySelector('[role="combobox"]') ?? cell.querySelector('.ant-select, .ant-cascader')!);
  fireEvent.click(await screen.findByTitle(title));
};

const FILE_ROW = { type: 'object' as const, required: ['name', 'fileId'], properties: { name: { type: 'string' as const, title: 'common.description' }, fileId: { type: 'string' as const, title: 'common.description' } } };
const STORED_FILE = { name: 'a.txt', fileId: '20260101aaaa.txt', url: '/api/file/Download/annex/20260101aaaa.txt', fileSize: 3, fileExtension: 'txt' };
const STORED_IMAGE = { name: 'a.png', fileId: '20260101bbbb.png', url: '/api/file/Download/annexpic/20260101bbbb.png' };
const choose = (cell: HTMLElement, file: File) => fireEvent.change(cell.querySelector('input[type="file"]')!, { target: { files: [file] } });

/** The people pickers (issue 11 item 4): open the dialog, choose a node, confirm. */
function peoplePickerDrivers(): Record<'approverSelect' | 'userSelect' | 'usersSelect' | 'roleSelect' | 'posSelect', Driver> {
  const setup = (data: MemoryProvider) => {
    data.answers.set('POST /api/permission/Users/GetListByAuthorize/0', {
      list: [
        { id: 'o1', fullName: '总部', type: 'company', hasChildren: true, isLeaf: false },
        { id: 'u1', fullName: '张三/zhangsan', type: 'user', isLeaf: true, hasChildren: false },
      ],
    });
    data.answers.set('POST /api/permission/Users/getSelectedList', (payload?: { ids?: string[] }) => ({ list: (payload?.ids ?? []).filter((id) => id === 'u1').map((id) => ({ id, fullName: '张三/zhangsan', type: 'user' })) }));
    data.answers.set('GET /api/permission/Role/Selector', [
      { id: '1', fullName: '全局', type: 'global', children: [{ id: 'r1', fullName: '审计员', type: 'role', isLeaf: true }] },
      { id: '0', fullName: '组织', type: 'organize', children: [{ id: 'o1', fullName: '总部', type: 'company', children: [{ id: 'r2', fullName: '经理角色', type: 'role', isLeaf: true }] }] },
    ]);
    data.answers.set('GET /api/permission/Position/Selector', [{ id: 'o1', fullName: '总部', type: 'company', children: [{ id: 'p1', fullName: '出纳', type: 'position', isLeaf: true }] }]);
  };
  const choose = (name: string) => async (cell: HTMLElement) => {
    fireEvent.click(cell.querySelector('button[data-picker]')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText(name));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  };
  const control = (cell: HTMLElement) => cell.querySelector<HTMLElement>('button[data-picker]')!;
  const one = { model: { type: 'string' as const, minLength: 1 }, control, status: true, setup };
  return {
    approverSelect: { ...one, change: choose('张三/zhangsan'), expected: { value: 'u1' } },
    userSelect: { ...one, change: choose('张三/zhangsan'), expected: { value: 'u1' } },
    usersSelect: { ...one, model: { type: 'array', items: { type: 'string' }, minItems: 1 }, field: { props: { multiple: true } }, change: choose('张三/zhangsan'), expected: { value: ['u1--user'] } },
    roleSelect: { ...one, change: choose('经理角色'), expected: { value: 'r2' } },
    posSelect: { ...one, change: choose('出纳'), expected: { value: 'p1' } },
  };
}

const DRIVERS: Record<WidgetName, Driver> = {
  input: { model: { type: 'string', minLength: 1 }, change: async (cell) => void fireEvent.change(input(cell), { target: { value: 'abc' } }), expected: { value: 'abc' }, control: input, status: true },
  textarea: { model: { type: 'string', minLength: 1 }, field: { rows: 4 }, change: async (cell) => void fireEvent.change(input(cell), { target: { value: 'x\ny' } }), expected: { value: 'x\ny' }, control: input, status: true },
  number: { model: { type: 'integer', minimum: 5 }, change: async (cell) => void fireEvent.change(input(cell), { target: { value: '12' } }), expected: { value: 12 }, control: input, status: true },
  switch: { model: { type: 'integer', enum: [0, 1] }, initial: { value: 0 }, change: async (cell) => void fireEvent.click(input(cell)), expected: { value: 1 }, control: input },
  select: {
    model: { type: 'string', minLength: 1 },
    field: { source: { kind: 'static', options: [{ value: 'a', label: 'common.yes' }, { value: 'b', label: 'common.no' }] } },
    change: (cell) => pick(cell, '否'),
    expected: { value: 'b' },
    control: (cell) => cell.querySelector<HTMLElement>('input[role="combobox"]')!,
    status: true,
  },
  reference: {
    model: { type: 'string', minLength: 1 },
    field: { reference: { screen: 'smsTemplate' } },
    setup: (data) =>
      data.answers.set('GET /api/system/Reference/smsTemplate', (payload?: { ids?: string }) => ({
        list: [{ id: 's1', fullName: '验证码短信' }].filter((item) => payload?.ids === undefined || payload.ids.split(',').includes(item.id)),
      })),
    change: (cell) => pick(cell, '验证码短信'),
    expected: { value: 's1' },
    control: (cell) => cell.querySelector<HTMLElement>('input[role="combobox"]')!,
    status: true,
  },
  radio: {
    model: { type: 'string', minLength: 1 },
    field: { source: { kind: 'static', options: [{ value: 'a', label: 'common.yes' }, { value: 'b', label: 'common.no' }] } },
    change: async () => void fireEvent.click((await screen.findByText('否')).closest('label')!.querySelector('input')!),
    expected: { value: 'b' },
    control: (cell) => cell.querySelector<HTMLElement>('input[type="radio"]')!,
  },
  treeSelect: {
    model: { type: 'string', minLength: 1 },
    field: { source: { kind: 'api', url: '/api/tree/Selector/{id}', topNode: { id: '-1', label: 'common.yes' } } },
    change: (cell) => pick(cell, '信息部'),
    expected: { value: 'o2' },
    control: (cell) => cell.querySelector<HTMLElement>('input[role="combobox"]')!,
    status: true,
  },
  cascader: {
    model: { type: 'array', items: { type: 'string' }, minItems: 1 },
    field: { source: { kind: 'api', url: '/api/tree/Selector/{id}' }, lastIdInto: 'last' },
    extra: { last: { type: 'string', title: 'common.description' } },
    change: async (cell) => {
      fireEvent.mouseDown(cell.querySelector('.ant-select, .ant-cascader, [role="combobox"]')!);
      fireEvent.click(await screen.findByText('总部'));
      fireEvent.click(await screen.findByText('信息部'));
    },
    expected: { value: ['o1', 'o2'], last: 'o2' },
    control: (cell) => cell.querySelector<HTMLElement>('input[role="combobox"]')!,
    status: true,
  },
  date: {
    model: { type: 'integer' },
    change: async (cell) => {
      const field = input(cell);
      fireEvent.mouseDown(field);
      fireEvent.focus(field);
      fireEvent.change(field, { target: { value: '2024-05-06' } });
      fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    },
    expected: { value: new Date(2024, 4, 6).getTime() },
    control: input,
    status: true,
  },
  computed: {
    model: { type: 'number', minimum: 100 },
    field: { compute: { formula: '{a} * 2', from: ['a'] } },
    extra: { a: { type: 'number', title: 'common.sort' } },
    change: async () => undefined,
    initial: { a: 21 },
    expected: { a: 21, value: 42 },
    control: input,
    neverEditable: true,
  },
  subTable: {
    model: { type: 'array', minItems: 1, items: { type: 'object', required: ['name'], properties: { name: { type: 'string', title: 'common.description' }, qty: { type: 'number', title: 'common.sort' } } } },
    field: { table: { columns: [{ name: 'name', widget: 'input' }, { name: 'qty', widget: 'number' }], summary: ['qty'] } },
    change: async (cell) => {
      fireEvent.click(within(cell).getByText(/添加/).closest('button')!);
      fireEvent.change(await within(cell).findByPlaceholderText('请输入'), { target: { value: 'abc' } });
    },
    expected: { value: [{ name: 'abc' }] },
    control: (cell) => cell.querySelector<HTMLElement>('button.ant-btn-dashed')!,
  },
  uploadFz: {
    model: { type: 'array', minItems: 1, items: FILE_ROW },
    setup(data) {
      // A file the server holds already: the probe says so, and the merge answers the stored file.
      data.answers.set('GET /api/file/chunk', { uploaded: true, chunkNumbers: [1], merge: true });
      data.answers.set('POST /api/file/merge', STORED_FILE);
    },
    change: async (cell) => void choose(cell, new File(['abc'], 'a.txt')),
    expected: { value: [STORED_FILE] },
    control: (cell) => cell.querySelector<HTMLElement>('button')!,
  },
  uploadImg: {
    model: { type: 'array', minItems: 1, items: FILE_ROW },
    setup(data) {
      data.upload = async () => ({ msg: '上传成功', data: STORED_IMAGE });
      data.answers.set(`GET ${STORED_IMAGE.url}`, { url: '/api/file/Download?encryption=x' });
    },
    change: async (cell) => void choose(cell, new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })),
    expected: { value: [STORED_IMAGE] },
    control: (cell) => cell.querySelector<HTMLElement>('input[type="file"]')!,
  },
  editor: {
    model: { type: 'string', minLength: 1 },
    change: async (cell) => {
      const editable = await waitFor(() => cell.querySelector<HTMLElement>('.ql-editor') ?? Promise.reject(new Error('quill not loaded yet')));
      editable.innerHTML = '<p>hello</p>';
    },
    expected: { value: '<p>hello</p>' },
    control: (cell) => cell.querySelector<HTMLElement>('fieldset')!,
  },
  avatar: {
    model: { type: 'string', minLength: 1 },
    setup: (data) => {
      data.upload = async (url, file) => {
        data.calls.push({ op: 'upload', api: url, values: { name: file instanceof File ? file.name : '' } });
        return { msg: '', data: { fileId: '20261124face.png' } };
      };
    },
    change: async (cell) => void fireEvent.change(cell.querySelector('input[type="file"]')!, { target: { files: [new File([new Uint8Array(8)], 'face.png', { type: 'image/png' })] } }),
    expected: { value: '/api/file/Image/userAvatar/20261124face.png' },
    control: (cell) => cell.querySelector<HTMLElement>('button')!,
  },
  htmlTemplate: {
    model: { type: 'string', minLength: 1 },
    field: { source: { kind: 'static', options: [{ value: 'billNo', label: 'common.yes' }] } },
    // Choosing a field inserts its placeholder at the cursor.
    change: (cell) => pick(cell, '是'),
    expected: { value: '{{billNo}}' },
    control: (cell) => cell.querySelector<HTMLElement>('textarea')!,
    status: true,
  },
  barcode: {
    model: { type: 'string', minLength: 1 },
    initial: { value: 'ABC123' },
    change: async () => undefined,
    expected: { value: 'ABC123' },
    control: (cell) => cell.querySelector<HTMLElement>('.klx-barcode')!,
    displayOnly: true,
  },
  qrcode: {
    model: { type: 'string', minLength: 1 },
    initial: { value: 'ABC123' },
    change: async () => undefined,
    expected: { value: 'ABC123' },
    control: (cell) => cell.querySelector<HTMLElement>('.klx-qrcode')!,
    displayOnly: true,
  },
  ...peoplePickerDrivers(),
  // The address picker at level 0: a province is a leaf; choose it and confirm (one id-path).
  address: {
    model: { type: 'array', minItems: 1 },
    field: { props: { level: 0 } },
    setup: (data) => {
      data.answers.set('GET /api/system/Area/-1/Selector/0', { list: [{ id: '11', fullName: '北京市', hasChildren: true, isLeaf: false }] });
      data.answers.set('POST /api/system/Area/GetAreaByIds', (payload?: { idsList?: string[][] }) => (payload?.idsList ?? []).map((path) => path.map((id) => (id === '11' ? '北京市' : id))));
    },
    change: async (cell) => {
      fireEvent.click(cell.querySelector('button[data-picker]')!);
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(await within(dialog).findByText('北京市'));
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    },
    expected: { value: ['11'] },
    control: (cell) => cell.querySelector<HTMLElement>('button[data-picker]')!,
    status: true,
  },
  ...orgPickerDrivers(),
  numberRange: {
    model: { type: 'array', minItems: 1 },
    change: async (cell) => void fireEvent.change(cell.querySelector('input')!, { target: { value: '3' } }),
    expected: { value: [3, null] },
    control: (cell) => cell.querySelector<HTMLElement>('input')!,
    status: true,
  },
  ...dataPickerDrivers(),
  billRuleSelect: {
    model: { type: 'string', minLength: 1 },
    setup: (data) => data.answers.set('GET /api/system/BillRule/Selector', { list: [{ id: 'r1', fullName: '资产入库单', enCode: 'AssetIn', startNumber: '1' }], pagination: { total: 1 } }),
    change: async (cell) => {
      fireEvent.click(cell.querySelector('button[data-picker]')!);
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(await within(dialog).findByText('资产入库单'));
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    },
    expected: { value: 'AssetIn' },
    control: (cell) => cell.querySelector<HTMLElement>('button[data-picker]')!,
    status: true,
  },
};

/**
 * The data pickers: the popup picker chooses a row in its dialog; autocomplete takes typed text; the related-data
 * picker chooses a record of another model in its dialog.
 */
function dataPickerDrivers(): Record<'popupSelect' | 'autoComplete' | 'relationForm', Driver> {
  const setup = (data: MemoryProvider) => {
    data.answers.set('POST /api/system/DataInterface/di1/Action/List', { list: [{ id: 'r1', fullName: '甲号设备' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    data.answers.set('POST /api/system/DataInterface/di1/Action/InfoByIds', (payload?: { ids?: string[] }) => (payload?.ids ?? []).filter((id) => id === 'r1').map((id) => ({ id, fullName: '甲号设备' })));
  };
  return {
    popupSelect: {
      model: { type: 'string', minLength: 1 },
      field: { props: { interfaceId: 'di1', columnOptions: JSON.stringify([{ value: 'fullName', label: '名称' }]) } },
      setup,
      change: async (cell) => {
        fireEvent.click(cell.querySelector('button[data-picker]')!);
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(await within(dialog).findByText('甲号设备'));
        fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      },
      expected: { value: 'r1' },
      control: (cell) => cell.querySelector<HTMLElement>('button[data-picker]')!,
      status: true,
    },
    relationForm: {
      model: { type: 'string', minLength: 1 },
      field: { props: { modelId: 'm1', relationField: 'name' } },
      setup: (data) => {
        const rows = [{ id: 'rec1', name: '一号泵' }];
        data.answers.set('POST /api/visualdev/Relation/m1/List', (payload?: { ids?: string[] }) => ({ list: payload?.ids ? rows.filter((row) => payload.ids!.includes(row.id)) : rows, pagination: { total: 1 } }));
      },
      change: async (cell) => {
        fireEvent.click(cell.querySelector('button[data-picker]')!);
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(await within(dialog).findByText('一号泵'));
        fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      },
      expected: { value: 'rec1' },
      control: (cell) => cell.querySelector<HTMLElement>('button[data-picker]')!,
      status: true,
    },
    autoComplete: {
      model: { type: 'string', minLength: 1 },
      field: { props: { interfaceId: 'di1' } },
      setup,
      change: async (cell) => void fireEvent.change(cell.querySelector('input')!, { target: { value: '甲号' } }),
      expected: { value: '甲号' },
      control: (cell) => cell.querySelector<HTMLElement>('input')!,
      status: true,
    },
  };
}

/** The organisation, department and group pickers: open the dialog, choose a node, confirm. */
function orgPickerDrivers(): Record<'organizeSelect' | 'departmentSelect' | 'groupSelect', Driver> {
  const setup = (data: MemoryProvider) => {
    data.answers.set('GET /api/permission/Organize/Department/Selector/0', [{ id: 'o1', fullName: '总部', type: 'company', children: [{ id: 'o2', fullName: '信息部', type: 'department' }] }]);
    data.answers.set('GET /api/permission/Group/Selector', [{ id: 'g1', fullName: '项目组', type: 'group' }]);
  };
  const choose = (name: string) => async (cell: HTMLElement) => {
    fireEvent.click(cell.querySelector('button[data-picker]')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText(name));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  };
  const one = { model: { type: 'string' as const, minLength: 1 }, control: (cell: HTMLElement) => cell.querySelector<HTMLElement>('button[data-picker]')!, status: true, setup };
  return {
    organizeSelect: { ...one, change: choose('总部'), expected: { value: 'o1' } },
    departmentSelect: { ...one, change: choose('信息部'), expected: { value: 'o2' } },
    groupSelect: { ...one, model: { type: 'array', items: { type: 'string' }, minItems: 1 }, field: { props: { multiple: true } }, change: choose('项目组'), expected: { value: ['g1'] } },
  };
}

function schemaFor(name: WidgetName, driver: Driver): ScreenSchema {
  const extraFields: FormField[] = Object.keys(driver.extra ?? {}).map((key) => ({ name: key, widget: 'number' }));
  return {
    id: `conformance${name}`,
    title: 'common.edit',
    route: 'test/conformance',
    messages: { 'zh-CN': {}, 'zh-TW': {}, en: {} },
    model: { type: 'object', required: driver.model.type === 'integer' && name === 'date' ? ['value'] : name === 'switch' ? [] : ['value'], properties: { value: { ...driver.model, title: 'common.description' } as FieldSchema, ...(driver.extra ?? {}) } },
    resource: { api: '/api/test', keyword: [], paged: false },
    form: { dialog: { kind: 'modal', width: 600, title: { add: 'common.create', edit: 'common.edit' }, successMs: 1000 }, fields: [...extraFields, { name: 'value', widget: name, ...(driver.field ?? {}) }] },
    list: { layout: 'table', columns: [{ field: 'value' }], keywordSearch: false, toolbar: [], rowActions: [] },
  };
}

function renderWidget(name: WidgetName, options: { disabled?: boolean; readonly?: boolean; values?: Row; driver?: Driver } = {}) {
  const driver = options.driver ?? DRIVERS[name];
  const schema = schemaFor(name, driver);
  const data = createMemoryProvider();
  data.answers.set('GET /api/tree/Selector/0', TREE);
  driver.setup?.(data);
  const seen: Row[] = [];
  const ref = createRef<SchemaFormHandle>();
  function Harness() {
    const [values, setValues] = useState<Row>(options.values ?? driver.initial ?? {});
    return (
      <SchemaForm
        ref={ref}
        schema={schema}
        t={screenTranslator(schema, 'zh-CN')}
        values={values}
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
        mode="add"
        disabled={options.disabled}
        readonly={options.readonly}
      />
    );
  }
  renderWithHost(<Harness />, createTestHost({ data }));
  return { driver, seen, ref, cell: () => fieldCell('value') };
}

it('has a driver for every registered widget', () => {
  expect(Object.keys(standardWidgets).sort()).toEqual(Object.keys(DRIVERS).sort());
});

describe.each(Object.keys(standardWidgets) as WidgetName[])('%s widget', (name) => {
  it('renders with its label', async () => {
    const { cell } = renderWidget(name);
    await waitFor(() => expect(cell().textContent).toContain('说明'));
  });

  it('reports changes with the value its field stores', async () => {
    const { driver, seen, cell } = renderWidget(name);
    await driver.change(cell());
    if (driver.displayOnly) {
      // A display item shows the value it was given and never changes it.
      await waitFor(() => expect(cell().querySelector('svg')).not.toBeNull(), { timeout: 5000 });
      expect(seen.filter((values) => values.value !== driver.expected.value)).toEqual([]);
      return;
    }
    await waitFor(() => expect(seen.at(-1)).toMatchObject(driver.expected), { timeout: 5000 });
  });

  it('honours disabled', async () => {
    const { driver, cell } = renderWidget(name, { disabled: true });
    if (driver.displayOnly) {
      // Nothing to disable: it still shows its code and offers no input.
      await waitFor(() => expect(cell().querySelector('svg')).not.toBeNull(), { timeout: 5000 });
      expect(cell().querySelector('input, textarea, button, [contenteditable="true"]')).toBeNull();
      return;
    }
    const control = await waitFor(() => driver.control(cell()) ?? Promise.reject(new Error('no control yet')));
    expect(control.hasAttribute('disabled') || control.hasAttribute('readonly')).toBe(true);
  });

  it('honours read-only', async () => {
    const { driver, cell } = renderWidget(name, { readonly: true });
    if (driver.displayOnly) {
      await waitFor(() => expect(cell().querySelector('svg')).not.toBeNull(), { timeout: 5000 });
      expect(cell().querySelector('input, textarea, button, [contenteditable="true"]')).toBeNull();
      return;
    }
    const control = await waitFor(() => driver.control(cell()) ?? Promise.reject(new Error('no control yet')));
    expect(control.hasAttribute('disabled') || control.hasAttribute('readonly')).toBe(true);
    if (!driver.neverEditable) {
      // A read-only form keeps the widget from taking input (antd locks it as disabled or readOnly).
      expect(control.getAttribute('aria-disabled') === 'true' || control.hasAttribute('disabled') || control.hasAttribute('readonly')).toBe(true);
    }
  });

  it('shows its error', async () => {
    // A switch always holds 0 or 1, so its error comes from a value outside the enum.
    const invalid: Row = name === 'computed' ? { a: 1 } : name === 'number' ? { value: 1 } : name === 'switch' ? { value: 7 } : {};
    const { ref, cell, driver } = renderWidget(name, { values: invalid });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150)); // let a computed value settle
      ref.current!.validate();
    });
    await waitFor(() => expect(fieldError('value')).not.toBe(''));
    if (driver.status) expect(cell().querySelector('[class*="status-error"]')).not.toBeNull();
  });
});

it('shows the cascader placeholder while the path is empty', async () => {
  renderWidget('cascader', { values: { value: [] } });
  await waitFor(() => expect(fieldCell('value').textContent).toContain('请选择'));
});

it('picks several with a multiple select, storing the ids joined by commas', async () => {
  const driver: Driver = { ...DRIVERS.select, field: { ...DRIVERS.select.field, props: { multiple: true } } };
  const { seen, cell } = renderWidget('select', { driver, values: { value: 'a' } });
  await waitFor(() => expect(cell().textContent).toContain('是'));
  await pick(cell(), '否');
  await waitFor(() => expect(seen.at(-1)).toEqual({ value: 'a,b' }));
  for (const remove of cell().querySelectorAll<HTMLElement>('.ant-select-selection-item-remove, [class*="remove"]')) fireEvent.click(remove);
  await waitFor(() => expect(seen.at(-1)?.value).toBeUndefined());
});
