/**
 * The form designer's panel of the selected field, generated from its kind's property list (field-kinds.ts) and the
 * descriptors below: one per property a field may have (label, required, rules, options, widths, the pickers'
 * settings…), each reading from and writing to the definition's field.
 */
import type { FieldSchema, FormField, ScreenSchema } from '../schema/types';
import type { DefinitionField } from './definition';
import { BARCODE_FORMATS } from '../format/codes';
import { KIND_PROPERTIES, type Names, type PropertyName } from './field-kinds';
import { asNumber, asText, blank, flag, panelSchema, put, readAll, rows, writeAll, type PropertyDescriptor } from './panel-schema';

type Field = DefinitionField;

const config = (key: keyof Field['__config__'], names: Names, schema: Omit<FieldSchema, 'title'> = { type: 'string' }, form?: Omit<FormField, 'name'>): PropertyDescriptor<Field> => ({
  names,
  schema,
  form,
  read: (field) => field.__config__[key],
  write: (field, value) => put(field.__config__, key, schema.type === 'string' ? asText(value) : value),
});

const configFlag = (key: 'required' | 'noShow', names: Names): PropertyDescriptor<Field> => ({
  names,
  schema: { type: 'integer', enum: [0, 1], default: 0 },
  form: { widget: 'switch' },
  read: (field) => flag(field.__config__[key]),
  write: (field, value) => {
    if (value === 1) field.__config__[key] = true;
    else delete field.__config__[key];
  },
});

const own = (key: keyof Field, names: Names, schema: Omit<FieldSchema, 'title'> = { type: 'string' }, form?: Omit<FormField, 'name'>): PropertyDescriptor<Field> => ({
  names,
  schema,
  form: form ?? (schema.type === 'number' || schema.type === 'integer' ? { widget: 'number' } : undefined),
  read: (field) => field[key],
  write: (field, value) => put(field, key, schema.type === 'string' ? asText(value) : asNumber(value)),
});

const ownFlag = (key: 'isStorage' | 'thousands' | 'isAmountChinese' | 'showSummary' | 'accordion' | 'multiple' | 'currentUser', names: Names): PropertyDescriptor<Field> => ({
  names,
  schema: { type: 'integer', enum: [0, 1], default: 0 },
  form: { widget: 'switch' },
  read: (field) => flag(field[key]),
  write: (field, value) => {
    if (value === 1) field[key] = true;
    else delete field[key];
  },
});

const secondLabel = (language: 'zh-TW' | 'en', names: Names): PropertyDescriptor<Field> => ({
  names,
  schema: { type: 'string' },
  read: (field) => field.__config__.labelI18n?.[language],
  write: (field, value) => {
    const labels = { ...field.__config__.labelI18n };
    put(labels, language, asText(value));
    if (Object.keys(labels).length) field.__config__.labelI18n = labels;
    else delete field.__config__.labelI18n;
  },
});

/** A value key: letters, digits and underscores, starting with a letter (problems.ts checks the same). */
const KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,63}$';

/** A colour as the code widgets take it: #rgb, #rrggbb or #rrggbbaa. */
const COLOR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$';

/** How many data interfaces the interface select offers. */
const INTERFACE_CHOICES = 500;

/** A popup width in pixels from a number or its text ("800", "800px"). */
const pixelsOf = (value: unknown): number | undefined => {
  const width = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(width) ? width : undefined;
};

/** A list of `{ a, b }` rows kept as the definition keeps it, only rows whose first key is filled. */
const pairs = (value: unknown, first: string, second: string) =>
  rows(value)
    .filter((row) => !blank(row[first]))
    .map((row) => ({ [first]: String(row[first]), [second]: asText(row[second]) ?? '' }));

/**
 * A descriptor that leaves the field as it was when the panel gives back what it read (a width kept as "900px", a
 * parameter kept under its original key), so opening and saving a panel changes nothing.
 */
function stable(descriptor: PropertyDescriptor<Field>): PropertyDescriptor<Field> {
  return { ...descriptor, write: (field, value) => (JSON.stringify(descriptor.read(field)) === JSON.stringify(value) ? undefined : descriptor.write(field, value)) };
}

/**
 * The pickers' properties (issue 11 item 4): what the people, organisation, address and data pickers read from a
 * definition (adapter.ts pickerProps, dataPickerProps), so an administrator configures each in the designer.
 */
const PICKER_PROPERTIES = Object.fromEntries(
  Object.entries({
  selectType: {
    names: ['可选范围', '可選範圍', 'Offers'],
    schema: { type: 'string', enum: ['all', 'custom'], default: 'all' },
    form: { widget: 'select' },
    choices: [
      { value: 'all', names: ['全部', '全部', 'Everyone'] },
      { value: 'custom', names: ['自定义', '自訂', 'Chosen conditions'] },
    ],
    read: (field) => (field.selectType === 'custom' ? 'custom' : 'all'),
    write: (field, value) => put(field, 'selectType', value === 'custom' ? 'custom' : undefined),
  },
  ableIds: {
    names: ['可选条件（id--类型，逗号分隔）', '可選條件（id--類型，逗號分隔）', 'Conditions (id--kind, comma-separated)'],
    schema: { type: 'string', maxLength: 10_000 },
    form: { widget: 'textarea', rows: 2 },
    read: (field) => (field.ableIds?.length ? field.ableIds.join(',') : undefined),
    write: (field, value) => put(field, 'ableIds', asText(value)?.split(',').map((id) => id.trim()).filter(Boolean)),
  },
  isAdd: {
    names: ['允许新增用户', '允許新增使用者', 'Users may be added'],
    schema: { type: 'integer', enum: [0, 1], default: 1 },
    form: { widget: 'switch' },
    read: (field) => (field.isAdd === false ? 0 : 1),
    write: (field, value) => put(field, 'isAdd', value === 0 ? false : undefined),
  },
  currentUser: ownFlag('currentUser', ['可选当前用户', '可選當前使用者', 'Offers the current user']),
  level: {
    names: ['选择层级', '選擇層級', 'Deepest level'],
    schema: { type: 'integer', enum: [0, 1, 2, 3], default: 2 },
    form: { widget: 'select' },
    choices: [
      { value: 0, names: ['省', '省', 'Province'] },
      { value: 1, names: ['省市', '省市', 'Province / city'] },
      { value: 2, names: ['省市区', '省市區', 'Province / city / district'] },
      { value: 3, names: ['省市区街道', '省市區街道', 'Province / city / district / street'] },
    ],
    read: (field) => field.level,
    write: (field, value) => put(field, 'level', typeof value === 'number' ? value : undefined),
  },
  interfaceId: {
    ...own('interfaceId', ['数据接口', '資料介面', 'Data interface'], { type: 'string' }, { widget: 'select' }),
    source: { kind: 'api', url: `/api/system/DataInterface/Selector?pageSize=${INTERFACE_CHOICES}`, valueKey: 'id', labelKey: 'fullName' },
  },
  propsValue: own('propsValue', ['存储字段', '儲存欄位', 'Stored key'], { type: 'string', maxLength: 100 }),
  labelField: own('relationField', ['显示字段', '顯示欄位', 'Label key'], { type: 'string', maxLength: 100 }),
  columnOptions: {
    names: ['列表字段', '列表欄位', 'Table columns'],
    schema: { type: 'array', items: { type: 'object', properties: { value: { type: 'string', title: 'c.columnValue' }, label: { type: 'string', title: 'c.columnLabel' } } } },
    form: { widget: 'subTable', table: { columns: [{ name: 'value', widget: 'input' }, { name: 'label', widget: 'input' }] } },
    columns: { columnValue: ['字段', '欄位', 'Key'], columnLabel: ['列名', '列名', 'Column title'] },
    read: (field) => (field.columnOptions ?? []).map((column) => ({ value: column.value, label: column.label })),
    write: (field, value) => {
      const list = pairs(value, 'value', 'label').map((row) => ({ value: row.value!, label: row.label || row.value! }));
      put(field, 'columnOptions', list.length ? list : undefined);
    },
  },
  templateJson: {
    names: ['接口参数', '介面參數', 'Interface parameters'],
    schema: { type: 'array', items: { type: 'object', properties: { field: { type: 'string', title: 'c.paramField' }, defaultValue: { type: 'string', title: 'c.paramValue' } } } },
    form: { widget: 'subTable', table: { columns: [{ name: 'field', widget: 'input' }, { name: 'defaultValue', widget: 'input' }] } },
    columns: { paramField: ['参数名', '參數名', 'Parameter'], paramValue: ['默认值（@keyword 取输入）', '預設值（@keyword 取輸入）', 'Value (@keyword: the typed text)'] },
    read: (field) => (field.templateJson ?? []).map((param) => ({ field: param.field ?? param.relationField ?? '', defaultValue: param.defaultValue ?? '' })),
    write: (field, value) => {
      const list = pairs(value, 'field', 'defaultValue');
      put(field, 'templateJson', list.length ? list : undefined);
    },
  },
  modelId: {
    names: ['关联功能', '關聯功能', 'Related model'],
    schema: { type: 'string' },
    form: { widget: 'treeSelect' },
    // The models by category; the field stores the chosen model's id (a category chosen instead fails the release check).
    source: { kind: 'api', url: '/api/visualdev/Base/Selector', valueKey: 'id', labelKey: 'fullName' },
    read: (field) => field.modelId,
    write: (field, value) => put(field, 'modelId', asText(value)),
  },
  referenceScreen: {
    names: ['引用页面', '引用頁面', 'Referenced screen'],
    schema: { type: 'string' },
    form: { widget: 'select' },
    // The schema screens whose records can be referenced (those with a label field).
    source: { kind: 'api', url: '/api/system/Reference', valueKey: 'id', labelKey: 'fullName' },
    read: (field) => field.referenceScreen,
    write: (field, value) => put(field, 'referenceScreen', asText(value)),
  },
  modelField: {
    names: ['显示字段', '顯示欄位', 'Shown field'],
    schema: { type: 'string' },
    form: { widget: 'select' },
    // The related model's fields: a dependent choice, empty until a model is chosen.
    source: { kind: 'api', url: '/api/visualdev/Base/{modelId}/FormDataFields', valueKey: 'vModel', labelKey: 'label' },
    read: (field) => field.relationField,
    write: (field, value) => put(field, 'relationField', asText(value)),
  },
  popupType: {
    names: ['弹窗类型', '彈窗類型', 'Opens in'],
    schema: { type: 'string', enum: ['dialog', 'drawer', 'popover'], default: 'dialog' },
    form: { widget: 'select' },
    choices: [
      { value: 'dialog', names: ['对话框', '對話方塊', 'Dialog'] },
      { value: 'drawer', names: ['抽屉', '抽屜', 'Drawer'] },
      { value: 'popover', names: ['弹出框', '彈出框', 'Popover'] },
    ],
    read: (field) => field.popupType ?? 'dialog',
    write: (field, value) => put(field, 'popupType', value === 'drawer' || value === 'popover' ? value : undefined),
  },
  popupTitle: own('popupTitle', ['弹窗标题', '彈窗標題', 'Popup title'], { type: 'string', maxLength: 50 }),
  popupWidth: {
    names: ['弹窗宽度', '彈窗寬度', 'Popup width'],
    schema: { type: 'integer', minimum: 200, maximum: 4000 },
    form: { widget: 'number' },
    read: (field) => pixelsOf(field.popupWidth),
    write: (field, value) => put(field, 'popupWidth', asNumber(value)),
  },
  hasPage: {
    names: ['分页', '分頁', 'Paged'],
    schema: { type: 'integer', enum: [0, 1], default: 1 },
    form: { widget: 'switch' },
    read: (field) => (field.hasPage === false ? 0 : 1),
    write: (field, value) => put(field, 'hasPage', value === 0 ? false : undefined),
  },
  pageSize: own('pageSize', ['每页条数', '每頁條數', 'Rows a page'], { type: 'integer', minimum: 1, maximum: 500 }),
  } satisfies Partial<Record<PropertyName, PropertyDescriptor<Field>>>).map(([name, descriptor]) => [name, stable(descriptor as PropertyDescriptor<Field>)]),
) as Record<'selectType' | 'ableIds' | 'isAdd' | 'currentUser' | 'level' | 'interfaceId' | 'propsValue' | 'labelField' | 'columnOptions' | 'templateJson' | 'modelId' | 'referenceScreen' | 'modelField' | 'popupType' | 'popupTitle' | 'popupWidth' | 'hasPage' | 'pageSize', PropertyDescriptor<Field>>;

/** The descriptor of every property a field's panel may show. */
export const FIELD_PROPERTIES: Record<PropertyName, PropertyDescriptor<Field>> = {
  label: config('label', ['标题', '標題', 'Label'], { type: 'string', maxLength: 50 }),
  labelTw: secondLabel('zh-TW', ['标题（繁体）', '標題（繁體）', 'Label (Traditional Chinese)']),
  labelEn: secondLabel('en', ['标题（英文）', '標題（英文）', 'Label (English)']),
  vModel: {
    names: ['字段名', '欄位名', 'Value key'],
    schema: { type: 'string', pattern: KEY_PATTERN },
    form: { widget: 'input', validateOnBlur: true },
    read: (field) => field.__vModel__,
    write: (field, value) => {
      if (typeof value === 'string' && value !== '') field.__vModel__ = value;
    },
  },
  tipLabel: config('tipLabel', ['标题提示', '標題提示', 'Label tip']),
  placeholder: own('placeholder', ['占位提示', '佔位提示', 'Placeholder']),
  required: configFlag('required', ['是否必填', '是否必填', 'Required']),
  span: config('span', ['表单栅格', '表單柵格', 'Grid span'], { type: 'integer', minimum: 1, maximum: 24 }, { widget: 'number', validateOnBlur: true }),
  labelWidth: config('labelWidth', ['标题宽度', '標題寬度', 'Label width'], { type: 'integer', minimum: 0, maximum: 500 }, { widget: 'number' }),
  noShow: configFlag('noShow', ['是否隐藏', '是否隱藏', 'Hidden']),
  defaultText: config('defaultValue', ['默认值', '默認值', 'Default value']),
  defaultNumber: config('defaultValue', ['默认值', '默認值', 'Default value'], { type: 'number' }, { widget: 'number' }),
  defaultSwitch: {
    names: ['默认值', '默認值', 'Default value'],
    schema: { type: 'integer', enum: [0, 1], default: 0 },
    form: { widget: 'switch' },
    read: (field) => (field.__config__.defaultValue === 1 ? 1 : 0),
    write: (field, value) => put(field.__config__, 'defaultValue', value === 1 ? 1 : undefined),
  },
  defaultChoice: config('defaultValue', ['默认值', '默認值', 'Default value'], { type: 'string' }, { widget: 'select' }),
  regList: {
    names: ['正则校验', '正則校驗', 'Regular expressions'],
    schema: { type: 'array', items: { type: 'object', properties: { pattern: { type: 'string', title: 'c.pattern' }, message: { type: 'string', title: 'c.message' } } } },
    form: { widget: 'subTable', table: { columns: [{ name: 'pattern', widget: 'input' }, { name: 'message', widget: 'input' }] } },
    columns: { pattern: ['表达式', '表達式', 'Pattern'], message: ['错误提示', '錯誤提示', 'Message'] },
    read: (field) => (field.__config__.regList ?? []).map((rule) => ({ pattern: rule.pattern, ...(rule.message ? { message: rule.message } : {}) })),
    write: (field, value) => {
      const list = rows(value).map((row) => ({ pattern: String(row.pattern ?? ''), ...(asText(row.message) ? { message: String(row.message) } : {}) }));
      put(field.__config__, 'regList', list.length ? list : undefined);
    },
  },
  regErrorText: config('regErrorText', ['校验提示', '校驗提示', 'Check message']),
  maxlength: own('maxlength', ['最多输入', '最多輸入', 'Maximum length'], { type: 'integer', minimum: 1 }),
  min: own('min', ['最小值', '最小值', 'Minimum'], { type: 'number' }),
  max: own('max', ['最大值', '最大值', 'Maximum'], { type: 'number' }),
  precision: own('precision', ['精度', '精度', 'Decimals'], { type: 'integer', minimum: 0, maximum: 10 }),
  options: {
    names: ['选项', '選項', 'Options'],
    schema: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'value'],
        properties: { label: { type: 'string', title: 'c.label' }, labelTw: { type: 'string', title: 'c.labelTw' }, labelEn: { type: 'string', title: 'c.labelEn' }, value: { type: 'string', title: 'c.value' } },
      },
    },
    form: { widget: 'subTable', table: { columns: [{ name: 'label', widget: 'input' }, { name: 'labelTw', widget: 'input' }, { name: 'labelEn', widget: 'input' }, { name: 'value', widget: 'input' }] } },
    columns: { label: ['选项名', '選項名', 'Label'], labelTw: ['选项名（繁体）', '選項名（繁體）', 'Label (Traditional Chinese)'], labelEn: ['选项名（英文）', '選項名（英文）', 'Label (English)'], value: ['选项值', '選項值', 'Value'] },
    read: (field) => (field.options ?? []).map((option) => ({ label: option.label, labelTw: option.labelI18n?.['zh-TW'] ?? '', labelEn: option.labelI18n?.en ?? '', value: String(option.value) })),
    write: (field, value) => {
      field.options = rows(value).map((row) => {
        const labelI18n: Partial<Record<'zh-TW' | 'en', string>> = {};
        put(labelI18n, 'zh-TW', asText(row.labelTw));
        put(labelI18n, 'en', asText(row.labelEn));
        return { label: String(row.label ?? ''), value: String(row.value ?? ''), ...(Object.keys(labelI18n).length ? { labelI18n } : {}) };
      });
    },
  },
  rule: {
    // The business-rule template picker (spec 02, 1000 px) over the enabled rules; the field stores the chosen
    // rule's code (CONTRACT.md BillRule/Selector).
    ...config('rule', ['单据规则', '單據規則', 'Bill rule'], { type: 'string' }, { widget: 'billRuleSelect' }),
  },
  expression: own('expression', ['计算公式', '計算公式', 'Formula'], { type: 'string' }, { widget: 'textarea', rows: 2 }),
  isStorage: ownFlag('isStorage', ['保存数据', '保存數據', 'Store the value']),
  thousands: ownFlag('thousands', ['千位分隔', '千位分隔', 'Thousands separator']),
  isAmountChinese: ownFlag('isAmountChinese', ['大写金额', '大寫金額', 'Amount in Chinese']),
  showSummary: ownFlag('showSummary', ['显示合计', '顯示合計', 'Show totals']),
  summaryField: {
    names: ['合计字段', '合計欄位', 'Totalled columns'],
    schema: { type: 'string' },
    form: { widget: 'select', props: { multiple: true } },
    read: (field) => (field.summaryField ?? []).join(','),
    write: (field, value) => put(field, 'summaryField', asText(value)?.split(',').filter(Boolean)),
  },
  title: own('title', ['标题', '標題', 'Title']),
  content: own('content', ['内容', '內容', 'Content']),
  showWhenField: {
    names: ['显示条件字段', '顯示條件欄位', 'Shown when field'],
    schema: { type: 'string' },
    form: { widget: 'select' },
    read: (field) => field.__config__.showWhen?.field,
    write: (field, value) => {
      const name = asText(value);
      if (name) field.__config__.showWhen = { field: name, in: field.__config__.showWhen?.in ?? [] };
      else delete field.__config__.showWhen;
    },
  },
  showWhenValues: {
    names: ['显示条件取值', '顯示條件取值', 'Has one of the values'],
    schema: { type: 'string' },
    read: (field) => field.__config__.showWhen?.in.join(','),
    write: (field, value) => {
      const rule = field.__config__.showWhen;
      if (rule) rule.in = (asText(value) ?? '').split(',').map((item) => item.trim()).filter(Boolean);
    },
  },
  accordion: ownFlag('accordion', ['手风琴', '手風琴', 'One panel open at a time']),
  multiple: ownFlag('multiple', ['多选', '多選', 'Several']),
  description: own('description', ['辅助文字', '輔助文字', 'Second line']),
  alertType: {
    names: ['类型', '類型', 'Kind'],
    schema: { type: 'string', enum: ['success', 'info', 'warning', 'error'] },
    form: { widget: 'select' },
    choices: [
      { value: 'success', names: ['成功', '成功', 'Success'] },
      { value: 'info', names: ['信息', '信息', 'Information'] },
      { value: 'warning', names: ['警告', '警告', 'Warning'] },
      { value: 'error', names: ['错误', '錯誤', 'Error'] },
    ],
    read: (field) => field.type,
    write: (field, value) => put(field, 'type', asText(value)),
  },
  limit: own('limit', ['最大上传数', '最大上傳數', 'Most files'], { type: 'integer', minimum: 0, maximum: 200 }),
  accept: own('accept', ['允许类型', '允許類型', 'Accepted types'], { type: 'string', maxLength: 200 }),
  fileSize: own('fileSize', ['文件大小', '檔案大小', 'Largest file'], { type: 'number', minimum: 0 }),
  sizeUnit: {
    names: ['大小单位', '大小單位', 'Size unit'],
    schema: { type: 'string', enum: ['KB', 'MB', 'GB'] },
    form: { widget: 'select' },
    choices: (['KB', 'MB', 'GB'] as const).map((unit) => ({ value: unit, names: [unit, unit, unit] as Names })),
    read: (field) => field.sizeUnit,
    write: (field, value) => put(field, 'sizeUnit', asText(value)),
  },
  buttonText: own('buttonText', ['按钮文字', '按鈕文字', 'Button text'], { type: 'string', maxLength: 50 }),
  editorHeight: own('height', ['编辑区高度', '編輯區高度', 'Editor height'], { type: 'integer', minimum: 100, maximum: 2000 }),
  staticText: own('staticText', ['固定内容', '固定內容', 'Fixed text'], { type: 'string', maxLength: 500 }),
  relationField: {
    names: ['关联字段', '關聯欄位', 'Shows the value of'],
    schema: { type: 'string' },
    form: { widget: 'select' },
    read: (field) => field.relationField,
    write: (field, value) => put(field, 'relationField', asText(value)),
  },
  barcodeFormat: {
    names: ['编码格式', '編碼格式', 'Format'],
    schema: { type: 'string', enum: [...BARCODE_FORMATS] },
    form: { widget: 'select' },
    choices: BARCODE_FORMATS.map((format) => ({ value: format, names: [format, format, format] as Names })),
    read: (field) => field.format,
    write: (field, value) => put(field, 'format', asText(value)),
  },
  barWidth: own('width', ['条码宽度', '條碼寬度', 'Bar width'], { type: 'number', minimum: 1, maximum: 10 }),
  barHeight: own('height', ['条码高度', '條碼高度', 'Bar height'], { type: 'integer', minimum: 10, maximum: 400 }),
  lineColor: own('lineColor', ['条码颜色', '條碼顏色', 'Bar colour'], { type: 'string', pattern: COLOR_PATTERN }),
  background: own('background', ['背景颜色', '背景顏色', 'Background'], { type: 'string', pattern: COLOR_PATTERN }),
  qrSize: own('size', ['尺寸', '尺寸', 'Size'], { type: 'integer', minimum: 40, maximum: 1000 }),
  // What a QR code encodes: the fixed text, another field's value, or the record itself (the DFD payload).
  qrDataType: {
    names: ['数据类型', '資料類型', 'Encodes'],
    schema: { type: 'string', enum: ['static', 'relation', 'form'] },
    form: { widget: 'select' },
    choices: [
      { value: 'static', names: ['固定内容', '固定內容', 'Fixed text'] as Names },
      { value: 'relation', names: ['组件数据', '元件資料', 'A field\'s value'] as Names },
      { value: 'form', names: ['表单信息', '表單資訊', 'The record (DFD)'] as Names },
    ],
    read: (field) => field.dataType,
    write: (field, value) => put(field, 'dataType', asText(value)),
  },
  colorDark: own('colorDark', ['前景颜色', '前景顏色', 'Foreground'], { type: 'string', pattern: COLOR_PATTERN }),
  colorLight: own('colorLight', ['背景颜色', '背景顏色', 'Background'], { type: 'string', pattern: COLOR_PATTERN }),
  ...PICKER_PROPERTIES,
  items: {
    names: ['面板', '面板', 'Panels'],
    schema: { type: 'array', minItems: 1, items: { type: 'object', properties: { title: { type: 'string', title: 'c.title' } } } },
    form: { widget: 'subTable', table: { columns: [{ name: 'title', widget: 'input' }] } },
    columns: { title: ['面板标题', '面板標題', 'Panel title'] },
    read: (field) => (field.__config__.children ?? []).map((child) => ({ title: child.title ?? '' })),
    // Items keep their fields by position; a removed item takes its fields with it.
    write: (field, value) => {
      const old = field.__config__.children ?? [];
      field.__config__.children = rows(value).map((row, index) => ({ ...(old[index] ?? { __config__: { children: [] } as unknown as Field['__config__'] }), title: String(row.title ?? '') }));
    },
  },
};

const fieldProperties = (field: Field): [string, PropertyDescriptor<Field>][] => {
  const kind = field.__config__.klxKey as keyof typeof KIND_PROPERTIES;
  return (KIND_PROPERTIES[kind] ?? []).map((name) => [name, FIELD_PROPERTIES[name]]);
};

/** What a field's panel offers beyond the field itself: the form's other value fields (for the show rule). */
export interface FieldPanelContext {
  keys: { key: string; label: string; kind: string }[];
}

/** Kinds whose values are numbers, so a show rule's values over them are numbers too. */
const NUMERIC_KINDS = new Set(['numInput', 'switch']);

/** The property panel of a field, generated from its kind's descriptor. */
export function fieldPanel(field: Field, context: FieldPanelContext = { keys: [] }): ScreenSchema {
  const options: Record<string, { value: string; label: string }[]> = {
    showWhenField: context.keys.filter(({ key }) => key !== field.__vModel__).map(({ key, label }) => ({ value: key, label: `${label} (${key})` })),
    defaultChoice: (field.options ?? []).map((option) => ({ value: String(option.value), label: option.label || String(option.value) })),
    summaryField: (field.__config__.children ?? []).filter((column) => column.__vModel__).map((column) => ({ value: column.__vModel__!, label: column.__config__.label || column.__vModel__! })),
    // A barcode or QR code shows another field's value.
    relationField: context.keys.filter(({ key }) => key !== field.__vModel__).map(({ key, label }) => ({ value: key, label: `${label} (${key})` })),
  };
  return panelSchema({ id: 'designerField', properties: fieldProperties(field), options });
}

/** The values a field's panel shows. */
export function fieldPanelValues(field: Field): Record<string, unknown> {
  return readAll(fieldProperties(field), field);
}

/** The field with the panel's values written back (its kind, id and children unchanged). */
export function applyFieldPanel(field: Field, values: Record<string, unknown>, context: FieldPanelContext = { keys: [] }): Field {
  const next = writeAll(fieldProperties(field), field, values);
  const rule = next.__config__.showWhen;
  const target = rule ? context.keys.find(({ key }) => key === rule.field) : undefined;
  // A show rule compares values as stored: numbers for number and switch fields.
  if (rule && target && NUMERIC_KINDS.has(target.kind)) rule.in = rule.in.map((item) => (typeof item === 'string' && item.trim() !== '' && Number.isFinite(Number(item)) ? Number(item) : item));
  return next;
}
