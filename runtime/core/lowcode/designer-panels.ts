/**
 * The form designer's panels of the form itself and of its list, built like the field's panel (field-panel.ts,
 * panel-schema.ts): the form's properties (spec 02 §3 "Form definition") and the list's (columnData), each
 * descriptor reading from and writing to the definition.
 */
import type { ScreenSchema } from '../schema/types';
import type { ColumnData, FormData } from './definition';
import type { Names } from './field-kinds';
import { asNumber, asText, flag, panelSchema, put, readAll, rows, writeAll, type PropertyDescriptor } from './panel-schema';

type FormProps = Omit<FormData, 'fields'>;

const formText = (key: keyof FormProps, names: Names): PropertyDescriptor<FormProps> => ({
  names,
  schema: { type: 'string' },
  read: (form) => (form[key] === undefined ? undefined : String(form[key])),
  write: (form, value) => put(form, key, asText(value)),
});

const formNumber = (key: 'labelWidth' | 'gutter', names: Names): PropertyDescriptor<FormProps> => ({
  names,
  schema: { type: 'integer', minimum: 0, maximum: 500 },
  form: { widget: 'number' },
  read: (form) => form[key],
  write: (form, value) => put(form, key, asNumber(value)),
});

/** The form's properties (spec 02 §3 "Form definition"). */
export const FORM_PROPERTIES: [string, PropertyDescriptor<FormProps>][] = [
  [
    'popupType',
    {
      names: ['弹窗类型', '彈窗類型', 'Popup type'],
      schema: { type: 'string', enum: ['general', 'fullScreen', 'drawer'] },
      form: { widget: 'select' },
      choices: [
        { value: 'general', names: ['居中弹窗', '居中彈窗', 'Dialog'] },
        { value: 'fullScreen', names: ['全屏弹窗', '全屏彈窗', 'Full screen'] },
        { value: 'drawer', names: ['右侧弹窗', '右側彈窗', 'Drawer'] },
      ],
      read: (form) => form.popupType ?? 'general',
      write: (form, value) => put(form, 'popupType', asText(value)),
    },
  ],
  ['generalWidth', formText('generalWidth', ['弹窗宽度', '彈窗寬度', 'Dialog width'])],
  ['fullScreenWidth', formText('fullScreenWidth', ['全屏宽度', '全屏寬度', 'Full-screen width'])],
  ['drawerWidth', formText('drawerWidth', ['抽屉宽度', '抽屜寬度', 'Drawer width'])],
  ['labelWidth', formNumber('labelWidth', ['标题宽度', '標題寬度', 'Label width'])],
  ['gutter', formNumber('gutter', ['栅格间距', '柵格間距', 'Grid gutter'])],
  [
    'hasPrintBtn',
    {
      names: ['打印按钮', '打印按鈕', 'Print button'],
      schema: { type: 'integer', enum: [0, 1], default: 0 },
      form: { widget: 'switch' },
      read: (form) => flag(form.hasPrintBtn),
      write: (form, value) => {
        if (value === 1) form.hasPrintBtn = true;
        else if (form.hasPrintBtn !== undefined) form.hasPrintBtn = false;
      },
    },
  ],
  ['printButtonText', formText('printButtonText', ['按钮文字', '按鈕文字', 'Button text'])],
  [
    'printId',
    {
      names: ['打印模板', '打印模板', 'Print templates'],
      schema: { type: 'string' },
      read: (form) => (Array.isArray(form.printId) ? form.printId.join(',') : form.printId),
      write: (form, value) => put(form, 'printId', asText(value)?.split(',').map((id) => id.trim()).filter(Boolean)),
    },
  ],
];

/** The form properties' panel. */
export function formPanel(): ScreenSchema {
  return panelSchema({ id: 'designerForm', properties: FORM_PROPERTIES });
}

/** The values of the form properties' panel. */
export function formPanelValues(formData: FormData): Record<string, unknown> {
  return readAll(FORM_PROPERTIES, formData);
}

/** The form properties with the panel's values written back (the fields are not touched). */
export function applyFormPanel(formData: FormData, values: Record<string, unknown>): FormProps {
  const { fields: _fields, ...props } = formData;
  return writeAll(FORM_PROPERTIES, props, values);
}

const BUTTONS: { value: string; names: Names }[] = [
  { value: 'add', names: ['新增', '新增', 'Add'] },
  { value: 'download', names: ['导出', '匯出', 'Export'] },
];
const ROW_BUTTONS: { value: string; names: Names }[] = [
  { value: 'edit', names: ['编辑', '編輯', 'Edit'] },
  { value: 'remove', names: ['删除', '刪除', 'Delete'] },
  { value: 'detail', names: ['详情', '詳情', 'Detail'] },
];

const buttonList = (key: 'btnsList' | 'columnBtnsList', names: Names, choices: { value: string; names: Names }[], fallback: string[]): PropertyDescriptor<ColumnData> => ({
  names,
  schema: { type: 'string' },
  form: { widget: 'select', props: { multiple: true } },
  choices,
  read: (columns) => (columns[key]?.map((button) => button.value) ?? fallback).join(','),
  write: (columns, value) => {
    const picked = asText(value)?.split(',').filter(Boolean) ?? [];
    const before = new Map(columns[key]?.map((button) => [button.value, button]));
    columns[key] = picked.map((picked) => before.get(picked) ?? { value: picked, label: choices.find((choice) => choice.value === picked)?.names[0] ?? picked });
  },
});

/** The list's properties (CONTRACT.md `columnData`). */
export const LIST_PROPERTIES: [string, PropertyDescriptor<ColumnData>][] = [
  [
    'columnList',
    {
      names: ['列表字段', '列表欄位', 'Columns'],
      schema: { type: 'array', items: { type: 'object', required: ['prop'], properties: { prop: { type: 'string', title: 'c.prop' }, label: { type: 'string', title: 'c.label' }, align: { type: 'string', title: 'c.align' }, width: { type: 'number', title: 'c.width' }, fixed: { type: 'string', title: 'c.fixed' } } } },
      form: { widget: 'subTable', table: { columns: [{ name: 'prop', widget: 'select' }, { name: 'label', widget: 'input' }, { name: 'align', widget: 'select' }, { name: 'width', widget: 'number' }, { name: 'fixed', widget: 'select' }] } },
      columns: { prop: ['字段', '欄位', 'Field'], label: ['列名', '列名', 'Heading'], align: ['对齐', '對齊', 'Align'], width: ['宽度', '寬度', 'Width'], fixed: ['固定', '固定', 'Fixed'] },
      read: (columns) => (columns.columnList ?? []).map((column) => ({ ...column })),
      write: (columns, value) => {
        columns.columnList = rows(value)
          .filter((row) => asText(row.prop))
          .map((row) => {
            const column: NonNullable<ColumnData['columnList']>[number] = { prop: String(row.prop) };
            if (asText(row.label)) column.label = String(row.label);
            if (row.align === 'left' || row.align === 'center' || row.align === 'right') column.align = row.align;
            if (asNumber(row.width)) column.width = row.width as number;
            if (row.fixed === 'left' || row.fixed === 'right') column.fixed = row.fixed;
            return column;
          });
      },
    },
  ],
  [
    'searchList',
    {
      names: ['查询字段', '查詢欄位', 'Search fields'],
      schema: { type: 'array', items: { type: 'object', required: ['prop'], properties: { prop: { type: 'string', title: 'c.prop' }, searchType: { type: 'integer', title: 'c.searchType' } } } },
      form: { widget: 'subTable', table: { columns: [{ name: 'prop', widget: 'select' }, { name: 'searchType', widget: 'select' }] } },
      columns: { prop: ['字段', '欄位', 'Field'], searchType: ['查询方式', '查詢方式', 'Match'] },
      read: (columns) => (columns.searchList ?? []).map((search) => ({ prop: search.prop, searchType: search.searchType ?? 2 })),
      write: (columns, value) => {
        columns.searchList = rows(value)
          .filter((row) => asText(row.prop))
          .map((row) => ({ prop: String(row.prop), searchType: row.searchType === 1 || row.searchType === 3 ? row.searchType : 2 }));
      },
    },
  ],
  [
    'defaultSidx',
    {
      names: ['默认排序字段', '默認排序欄位', 'Default sort field'],
      schema: { type: 'string' },
      form: { widget: 'select' },
      read: (columns) => columns.defaultSidx,
      write: (columns, value) => put(columns, 'defaultSidx', asText(value)),
    },
  ],
  [
    'sort',
    {
      names: ['排序方向', '排序方向', 'Sort order'],
      schema: { type: 'string', enum: ['asc', 'desc'] },
      form: { widget: 'select' },
      choices: [
        { value: 'asc', names: ['升序', '升序', 'Ascending'] },
        { value: 'desc', names: ['降序', '降序', 'Descending'] },
      ],
      read: (columns) => columns.sort ?? 'desc',
      write: (columns, value) => put(columns, 'sort', value === 'asc' ? 'asc' : 'desc'),
    },
  ],
  [
    'hasPage',
    {
      names: ['分页', '分頁', 'Paged'],
      schema: { type: 'integer', enum: [0, 1], default: 1 },
      form: { widget: 'switch' },
      read: (columns) => (columns.hasPage === false ? 0 : 1),
      write: (columns, value) => {
        columns.hasPage = value !== 0;
      },
    },
  ],
  [
    'pageSize',
    {
      names: ['每页条数', '每頁條數', 'Page size'],
      schema: { type: 'integer', minimum: 1, maximum: 500 },
      form: { widget: 'number', validateOnBlur: true },
      read: (columns) => columns.pageSize ?? 20,
      write: (columns, value) => put(columns, 'pageSize', asNumber(value)),
    },
  ],
  ['btnsList', buttonList('btnsList', ['列表按钮', '列表按鈕', 'Toolbar buttons'], BUTTONS, ['add'])],
  ['columnBtnsList', buttonList('columnBtnsList', ['行按钮', '行按鈕', 'Row buttons'], ROW_BUTTONS, ['edit', 'remove', 'detail'])],
];

const ALIGN: Names[] = [
  ['左', '左', 'Left'],
  ['中', '中', 'Centre'],
  ['右', '右', 'Right'],
];

/** The list panel over the form's value fields (the keys a column or a search may name). */
export function listPanel(keys: { key: string; label: string }[]): ScreenSchema {
  const fieldOptions = keys.map(({ key, label }) => ({ value: key, label: `${label} (${key})` }));
  return panelSchema({
    id: 'designerList',
    properties: LIST_PROPERTIES,
    options: {
      defaultSidx: fieldOptions,
      'columnList.prop': fieldOptions,
      'columnList.align': ['left', 'center', 'right'].map((value, index) => ({ value, label: ALIGN[index]! })),
      'columnList.fixed': [
        { value: 'left', label: ALIGN[0]! },
        { value: 'right', label: ALIGN[2]! },
      ],
      'searchList.prop': fieldOptions,
      'searchList.searchType': [
        { value: 1, label: ['精确', '精確', 'Exact'] },
        { value: 2, label: ['模糊', '模糊', 'Contains'] },
        { value: 3, label: ['范围', '範圍', 'Range'] },
      ],
    },
  });
}

/** The values of the list panel. */
export function listPanelValues(columnData: ColumnData): Record<string, unknown> {
  return readAll(LIST_PROPERTIES, columnData);
}

/** The list properties with the panel's values written back. */
export function applyListPanel(columnData: ColumnData, values: Record<string, unknown>): ColumnData {
  return writeAll(LIST_PROPERTIES, columnData, values);
}
