/**
 * Every field kind the designer offers, described as data: its name in three languages, what it is made of when
 * it is added, and which properties the designer's property panel edits for it (the panel itself is a screen
 * schema built from these descriptors, field-panel.ts, and rendered by the runtime's SchemaForm).
 *
 * The kinds are the adapter's own lists (definition.ts: value, container and display kinds), and the tables below
 * are typed by them: a kind added to those lists fails the typecheck here until it is described, so the palette
 * cannot drift from what the runtime renders.
 */
import type { Language } from '../i18n/languages';
import { CONTAINER_KINDS, CONTEXT_KINDS, DISPLAY_KINDS, VALUE_KINDS, type ContextKind, type DefinitionField, type FieldKind } from './definition';

/** A kind the designer offers: every kind of the adapter, the context defaults included. */
export type DesignerKind = FieldKind | ContextKind;

/** Every kind, in palette order: value kinds, context defaults, containers, display kinds. */
export const FIELD_KINDS: readonly DesignerKind[] = [...VALUE_KINDS, ...CONTEXT_KINDS, ...CONTAINER_KINDS, ...DISPLAY_KINDS];

/** The palette's groups. */
export type KindGroup = 'value' | 'context' | 'container' | 'display';

/** The group a kind belongs to. */
export function kindGroup(kind: DesignerKind): KindGroup {
  if ((VALUE_KINDS as readonly string[]).includes(kind)) return 'value';
  if ((CONTEXT_KINDS as readonly string[]).includes(kind)) return 'context';
  return (CONTAINER_KINDS as readonly string[]).includes(kind) ? 'container' : 'display';
}

/** True for kinds whose fields store a value under `__vModel__` (value kinds and context defaults). */
export function storesValue(kind: string): boolean {
  return (VALUE_KINDS as readonly string[]).includes(kind) || (CONTEXT_KINDS as readonly string[]).includes(kind);
}

/** Names in zh-CN, zh-TW, en. */
export type Names = [string, string, string];

/** The index of a language in {@link Names}. */
export const NAME_INDEX: Record<Language, 0 | 1 | 2> = { 'zh-CN': 0, 'zh-TW': 1, en: 2 };

/** The name of each kind (the zh-CN ones are the original designer's). */
export const KIND_NAMES: Record<DesignerKind, Names> = {
  comInput: ['单行输入', '單行輸入', 'Text'],
  textarea: ['多行输入', '多行輸入', 'Text area'],
  numInput: ['数字输入', '數字輸入', 'Number'],
  switch: ['开关', '開關', 'Switch'],
  radio: ['单选框组', '單選框組', 'Radio group'],
  select: ['下拉选择', '下拉選擇', 'Drop-down'],
  date: ['日期选择', '日期選擇', 'Date'],
  billRule: ['单据组件', '單據組件', 'Bill number'],
  calculate: ['计算公式', '計算公式', 'Formula'],
  table: ['设计子表', '設計子表', 'Sub-table'],
  uploadFz: ['文件上传', '檔案上傳', 'File upload'],
  uploadImg: ['图片上传', '圖片上傳', 'Image upload'],
  editor: ['富文本', '富文本', 'Rich text'],
  barcode: ['条形码', '條碼', 'Barcode'],
  qrcode: ['二维码', 'QR 碼', 'QR code'],
  userSelect: ['用户选择', '使用者選擇', 'User'],
  usersSelect: ['用户组件', '使用者元件', 'Users, roles, positions, groups'],
  roleSelect: ['角色选择', '角色選擇', 'Role'],
  posSelect: ['岗位选择', '職位選擇', 'Position'],
  popupSelect: ['弹窗选择', '彈窗選擇', 'Popup data picker'],
  autoComplete: ['下拉补全', '下拉補全', 'Autocomplete'],
  relationForm: ['关联表单', '關聯表單', 'Related record'],
  reference: ['数据引用', '資料引用', 'Reference'],
  approverSelect: ['审批人', '審核人', 'Approver'],
  address: ['省市区', '省市區', 'Province / city / district'],
  comSelect: ['组织选择', '組織選擇', 'Organisation'],
  depSelect: ['部门选择', '部門選擇', 'Department'],
  groupSelect: ['分组选择', '分組選擇', 'Group'],
  createUser: ['创建人员', '創建人員', 'Created by'],
  currOrganize: ['所属组织', '所屬組織', 'Organisation'],
  currPosition: ['所属岗位', '所屬崗位', 'Position'],
  createTime: ['创建时间', '創建時間', 'Created at'],
  row: ['栅格容器', '柵格容器', 'Grid row'],
  card: ['卡片容器', '卡片容器', 'Card'],
  tab: ['标签面板', '標籤面板', 'Tabs'],
  collapse: ['折叠面板', '折疊面板', 'Collapse'],
  groupTitle: ['分组标题', '分組標題', 'Group title'],
  divider: ['分割线', '分割線', 'Divider'],
  alert: ['提示', '提示', 'Alert'],
  text: ['文本', '文本', 'Text block'],
};

/** The properties the panel can edit (field-panel.ts describes each). */
export type PropertyName =
  | 'label'
  | 'labelTw'
  | 'labelEn'
  | 'vModel'
  | 'tipLabel'
  | 'placeholder'
  | 'required'
  | 'span'
  | 'labelWidth'
  | 'noShow'
  | 'defaultText'
  | 'defaultNumber'
  | 'defaultSwitch'
  | 'defaultChoice'
  | 'regList'
  | 'regErrorText'
  | 'maxlength'
  | 'min'
  | 'max'
  | 'precision'
  | 'options'
  | 'rule'
  | 'expression'
  | 'isStorage'
  | 'thousands'
  | 'isAmountChinese'
  | 'showSummary'
  | 'summaryField'
  | 'title'
  | 'content'
  | 'items'
  | 'showWhenField'
  | 'showWhenValues'
  | 'accordion'
  | 'description'
  | 'alertType'
  | 'limit'
  | 'accept'
  | 'fileSize'
  | 'sizeUnit'
  | 'buttonText'
  | 'editorHeight'
  | 'staticText'
  | 'relationField'
  | 'barcodeFormat'
  | 'barWidth'
  | 'barHeight'
  | 'lineColor'
  | 'background'
  | 'qrSize'
  | 'qrDataType'
  | 'colorDark'
  | 'colorLight'
  | 'multiple'
  | 'selectType'
  | 'ableIds'
  | 'isAdd'
  | 'currentUser'
  | 'level'
  | 'interfaceId'
  | 'propsValue'
  | 'labelField'
  | 'columnOptions'
  | 'templateJson'
  | 'modelId'
  | 'modelField'
  | 'referenceScreen'
  | 'popupType'
  | 'popupTitle'
  | 'popupWidth'
  | 'hasPage'
  | 'pageSize';

const COMMON: PropertyName[] = ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'required', 'span', 'labelWidth', 'noShow', 'showWhenField', 'showWhenValues'];

/** A picker of ids (people, organisations): one or several. */
const ID_PICKER: PropertyName[] = [...COMMON, 'multiple'];

/** How a data picker's popup opens. */
const POPUP: PropertyName[] = ['popupType', 'popupTitle', 'popupWidth', 'hasPage', 'pageSize'];

/** The properties of each kind, in panel order. */
export const KIND_PROPERTIES: Record<DesignerKind, PropertyName[]> = {
  comInput: [...COMMON, 'placeholder', 'defaultText', 'maxlength', 'regList', 'regErrorText'],
  textarea: [...COMMON, 'placeholder', 'defaultText', 'maxlength', 'regList', 'regErrorText'],
  numInput: [...COMMON, 'placeholder', 'defaultNumber', 'min', 'max', 'precision'],
  switch: [...COMMON, 'defaultSwitch'],
  radio: [...COMMON, 'options', 'defaultChoice'],
  select: [...COMMON, 'placeholder', 'options', 'defaultChoice'],
  date: [...COMMON, 'placeholder'],
  billRule: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow', 'rule'],
  calculate: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow', 'expression', 'precision', 'thousands', 'isAmountChinese', 'isStorage'],
  table: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'required', 'span', 'showSummary', 'summaryField'],
  uploadFz: [...COMMON, 'buttonText', 'accept', 'fileSize', 'sizeUnit', 'limit'],
  uploadImg: [...COMMON, 'accept', 'fileSize', 'sizeUnit', 'limit'],
  editor: [...COMMON, 'editorHeight'],
  barcode: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow', 'staticText', 'relationField', 'barcodeFormat', 'barWidth', 'barHeight', 'lineColor', 'background'],
  qrcode: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow', 'qrDataType', 'staticText', 'relationField', 'qrSize', 'colorDark', 'colorLight'],
  userSelect: [...ID_PICKER, 'selectType', 'ableIds', 'isAdd', 'currentUser'],
  usersSelect: [...ID_PICKER, 'selectType', 'ableIds'],
  roleSelect: ID_PICKER,
  posSelect: ID_PICKER,
  popupSelect: [...COMMON, 'placeholder', 'interfaceId', 'propsValue', 'labelField', 'columnOptions', 'templateJson', 'multiple', ...POPUP],
  autoComplete: [...COMMON, 'placeholder', 'interfaceId', 'labelField', 'templateJson'],
  relationForm: [...COMMON, 'modelId', 'modelField', 'columnOptions', ...POPUP],
  reference: [...COMMON, 'placeholder', 'referenceScreen'],
  approverSelect: ID_PICKER,
  address: [...ID_PICKER, 'level'],
  comSelect: ID_PICKER,
  depSelect: ID_PICKER,
  groupSelect: ID_PICKER,
  createUser: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow'],
  currOrganize: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow'],
  currPosition: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow'],
  createTime: ['label', 'labelTw', 'labelEn', 'vModel', 'tipLabel', 'span', 'labelWidth', 'noShow'],
  row: ['span'],
  card: ['title', 'span'],
  tab: ['items', 'span'],
  collapse: ['items', 'accordion', 'span'],
  groupTitle: ['content', 'span'],
  divider: ['content', 'span'],
  alert: ['title', 'description', 'alertType', 'span'],
  text: ['content', 'span'],
};

/** The second-language labels a new field starts with. */
function labelI18n(kind: DesignerKind): DefinitionField['__config__']['labelI18n'] {
  const [, zhTW, en] = KIND_NAMES[kind];
  return { 'zh-TW': zhTW, en };
}

/** An item of a tab or collapse. */
function item(title: string): DefinitionField {
  return { __config__: { children: [] } as unknown as DefinitionField['__config__'], title };
}

/**
 * A new field of a kind with the node id `formId`: a value key made from the kind and the id, the kind's name as
 * its label, and what the kind needs to be sound — options for choices, one column for a sub-table, two items for
 * tabs and collapses, a formula for a calculation. (A bill-number field still needs its rule chosen.)
 */
export function createField(kind: DesignerKind, formId: number): DefinitionField {
  const label = KIND_NAMES[kind][0];
  const group = kindGroup(kind);
  if (group === 'container') {
    const field: DefinitionField = { __config__: { klxKey: kind, formId, span: 24, layout: 'rowFormItem', children: [] } };
    if (kind === 'card') field.title = label;
    if (kind === 'tab' || kind === 'collapse') field.__config__.children = [item('1'), item('2')];
    return field;
  }
  if (group === 'display') {
    const field: DefinitionField = { __config__: { klxKey: kind, formId, span: 24, layout: 'colFormItem' } };
    if (kind === 'alert') field.title = label;
    else field.content = label;
    return field;
  }
  const field: DefinitionField = {
    __config__: { klxKey: kind, formId, label, labelI18n: labelI18n(kind), span: 24, layout: 'colFormItem' },
    __vModel__: `${kind}${formId}`,
  };
  switch (kind) {
    case 'radio':
    case 'select':
      field.options = [
        { label: '选项一', value: '1' },
        { label: '选项二', value: '2' },
      ];
      break;
    case 'calculate':
      field.expression = '0';
      field.precision = 2;
      break;
    case 'uploadFz':
    case 'uploadImg':
      // Spec 02 §9: 10 MB unless the field says otherwise.
      field.fileSize = 10;
      field.sizeUnit = 'MB';
      break;
    case 'barcode':
      field.staticText = 'KLX123456';
      break;
    case 'qrcode':
      field.staticText = 'KLX';
      break;
    case 'table':
      field.__config__.layout = 'rowFormItem';
      field.__config__.children = [createField('comInput', formId + 1)];
      field.__config__.children[0]!.__vModel__ = 'name';
      break;
  }
  return field;
}
