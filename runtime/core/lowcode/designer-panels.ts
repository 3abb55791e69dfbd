/**
 * The designer's property panels as screen schemas, so the runtime's own SchemaForm renders them (the designer is
 * built with the runtime it feeds): the selected field's panel is generated from its kind's property list
 * (field-kinds.ts) and the descriptors below, and the form's and the list's panels the same way. Each descriptor
 * says how the property is typed and edited, its name in three languages, and how it reads from and writes to the
 * definition, so a panel's values go both ways: `panelValues` reads them, `applyPanelValues` writes them back.
 */
import { LANGUAGES } from '../i18n/languages';
import type { FieldSchema, FormField, OptionSource, ScreenMessages, ScreenSchema } from '../schema/types';
import type { ColumnData, DefinitionField, FormData } from './definition';
import { BARCODE_FORMATS } from '../format/codes';
import { KIND_PROPERTIES, NAME_INDEX, type Names, type PropertyName } from './field-kinds';

/** How one property is edited and where it lives. */
export interface PropertyDescriptor<T> {
  names: Names;
  /** Its model (the title is added from `names`). */
  schema: Omit<FieldSchema, 'title'>;
  /** Its form field (the name is added); a text input when left out. */
  form?: Omit<FormField, 'name'>;
  /** Names of the columns of a sub-table property. */
  columns?: Record<string, Names>;
  /** Choices of a select property, with their names. */
  choices?: { value: string | number; names: Names }[];
  /**
   * Where a select property loads its choices when they are data, not code (a selector call such as the enabled
   * bill rules): the panel's select asks it as any schema form's API source does.
   */
  source?: Extract<OptionSource, { kind: 'api' }>;
  read(target: T): unknown;
  write(target: T, value: unknown): void;
}

type Field = DefinitionField;
const blank = (value: unknown) => value === undefined || value === null || value === '';
const asText = (value: unknown) => (blank(value) ? undefined : String(value));
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const flag = (value: unknown) => (value === true ? 1 : 0);
const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object') : []);

/** Sets or (when blank) removes a key. */
function put<T extends object>(target: T, key: keyof T, value: unknown): void {
  if (blank(value)) delete target[key];
  else (target as Record<keyof T, unknown>)[key] = value;
}

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

/** A panel: which descriptors it shows, over what target. */
export interface Panel<T> {
  id: string;
  properties: [string, PropertyDescriptor<T>][];
  /** Options of select properties, by property name (computed from the target). */
  options?: Record<string, { value: string | number; label: string | Names }[]>;
}

/** A text in every language: user-typed texts (a field's label) read the same in all. */
const namesOf = (label: string | Names): Names => (typeof label === 'string' ? [label, label, label] : label);

/** Builds the screen schema of a panel (the report and portal designers' panels use it too). */
export function panelSchema<T>(panel: Panel<T>): ScreenSchema {
  const messages: ScreenMessages = { 'zh-CN': {}, 'zh-TW': {}, en: {} };
  const say = (key: string, names: Names) => {
    for (const language of LANGUAGES) messages[language][key] = names[NAME_INDEX[language]];
    return key;
  };
  say('title', ['属性', '屬性', 'Properties']);
  const properties: Record<string, FieldSchema> = {};
  const fields: FormField[] = [];
  for (const [name, descriptor] of panel.properties) {
    const schema: FieldSchema = { ...structuredClone(descriptor.schema), title: say(`p.${name}`, descriptor.names) };
    for (const [column, names] of Object.entries(descriptor.columns ?? {})) say(`c.${column}`, names);
    const form: FormField = { name, widget: 'input', ...structuredClone(descriptor.form ?? {}) };
    const choices = descriptor.choices?.map((choice, index) => ({ value: choice.value, label: say(`o.${name}.${index}`, choice.names) })) ?? panel.options?.[name]?.map((option, index) => ({ value: option.value, label: say(`o.${name}.${index}`, namesOf(option.label)) }));
    if (choices) form.source = { kind: 'static', options: choices };
    else if (descriptor.source) form.source = structuredClone(descriptor.source);
    // The sub-table columns of a list property choose among its options too.
    for (const column of form.table?.columns ?? []) {
      const columnChoices = panel.options?.[`${name}.${column.name}`];
      if (columnChoices) {
        column.widget = 'select';
        column.source = { kind: 'static', options: columnChoices.map((option, index) => ({ value: option.value, label: say(`o.${name}.${column.name}.${index}`, namesOf(option.label)) })) };
      }
    }
    properties[name] = schema;
    fields.push(form);
  }
  return {
    id: panel.id,
    title: 'title',
    route: 'onlineDev/webDesign',
    messages,
    model: { type: 'object', properties },
    resource: { api: '/api/visualdev/Base', keyword: [], paged: false },
    form: { dialog: { kind: 'modal', width: 400, title: { add: 'title', edit: 'title' }, successMs: 1000 }, fields },
    list: { layout: 'table', columns: [], keywordSearch: false, toolbar: [], rowActions: [] },
  };
}

/** A panel's values read from its target. */
export function readAll<T>(properties: [string, PropertyDescriptor<T>][], target: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, descriptor] of properties) {
    const value = descriptor.read(target);
    if (value !== undefined) out[name] = structuredClone(value);
  }
  return out;
}

/** A copy of the target with a panel's values written back. */
export function writeAll<T>(properties: [string, PropertyDescriptor<T>][], target: T, values: Record<string, unknown>): T {
  const copy = structuredClone(target);
  for (const [name, descriptor] of properties) descriptor.write(copy, values[name]);
  return copy;
}

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
