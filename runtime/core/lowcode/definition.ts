/**
 * The low-code definition format: a form (`formData`) and a list (`columnData`) in the original product's shape
 * (CONTRACT.md "Visual development"; spec 02 §3 "Form widget config", "Form definition"). Fields are keyed by their
 * kind (`__config__.klxKey`) and store their value under `__vModel__`. The adapter (adapter.ts) turns a definition
 * into a screen schema; nothing else reads this format.
 */
import type { Language } from '../i18n/languages';

/**
 * The kinds of the widget kit (issue 11): file and image lists and rich text store a value; the barcode and QR code
 * show the value of another field (`relationField`) or a fixed text (`staticText`) and store nothing of their own.
 */
export const MEDIA_KINDS = ['uploadFz', 'uploadImg', 'editor', 'barcode', 'qrcode'] as const;

/**
 * The people pickers (issue 11 item 4): the staff picker, the user / role / position / group selector, the role and
 * position pickers and the approver picker, each storing ids (widgets/pickers).
 */
export const PEOPLE_KINDS = ['userSelect', 'usersSelect', 'roleSelect', 'posSelect', 'approverSelect'] as const;

/** The address picker (province / city / district; widgets/address): id-paths of areas. */
export const AREA_KINDS = ['address'] as const;

/** The organisation, department and group pickers (widgets/org-pickers): an id, or ids with `multiple`. */
export const ORG_KINDS = ['comSelect', 'depSelect', 'groupSelect'] as const;

/**
 * The data pickers (widgets/data-picker): the popup data picker (a data interface row's id), autocomplete (text)
 * and the related-data picker (关联表单: the id of a record of another released model).
 */
export const DATA_KINDS = ['popupSelect', 'autoComplete', 'relationForm'] as const;

/** A record of a schema screen (the `reference` widget): its id, named by `referenceScreen`. */
export const REFERENCE_KINDS = ['reference'] as const;

/** The field kinds the adapter turns into stored values. */
export const VALUE_KINDS = ['comInput', 'textarea', 'numInput', 'switch', 'radio', 'select', 'date', 'billRule', 'calculate', 'table', ...MEDIA_KINDS, ...PEOPLE_KINDS, ...AREA_KINDS, ...ORG_KINDS, ...DATA_KINDS, ...REFERENCE_KINDS] as const;

/**
 * Kinds that store a value the server fills in on create from who creates the record and when (context defaults):
 * the creator, their organisation, their position, the creation time.
 */
export const CONTEXT_KINDS = ['createUser', 'currOrganize', 'currPosition', 'createTime'] as const;

/** A kind filled in from the creation context. */
export type ContextKind = (typeof CONTEXT_KINDS)[number];

/** True for kinds filled in from the creation context. */
export function isContextKind(kind: string): kind is ContextKind {
  return (CONTEXT_KINDS as readonly string[]).includes(kind);
}

/** Kinds that only arrange other fields (their children live in `__config__.children`). */
export const CONTAINER_KINDS = ['row', 'card', 'tab', 'collapse'] as const;

/** Kinds that show something but store nothing. */
export const DISPLAY_KINDS = ['groupTitle', 'divider', 'alert', 'text'] as const;

/** A kind of stored field. */
export type ValueKind = (typeof VALUE_KINDS)[number];

/** A kind of container. */
export type ContainerKind = (typeof CONTAINER_KINDS)[number];

/** Every kind the adapter knows. */
export type FieldKind = ValueKind | ContainerKind | (typeof DISPLAY_KINDS)[number];

/** A regular-expression rule of a field with its own message. */
export interface RegRule {
  pattern: string;
  message?: string;
}

/** "Show this field only while another field has one of these values" — a declarative rule, never code. */
export interface ShowRule {
  field: string;
  in: (string | number | boolean)[];
}

/** The widget config of a field (spec 02 §3 "Form widget config"). */
export interface FieldConfig {
  /** The kind; absent only on the items of a tab or collapse. */
  klxKey: FieldKind | string;
  label?: string;
  /** The label in other languages (the `label` is the zh-CN one). */
  labelI18n?: Partial<Record<Language, string>>;
  tipLabel?: string;
  showLabel?: boolean;
  required?: boolean;
  layout?: 'colFormItem' | 'rowFormItem';
  span?: number;
  labelWidth?: number;
  regList?: RegRule[];
  regErrorText?: string;
  defaultValue?: unknown;
  noShow?: boolean;
  /** Where the field shows: `pc`, `app`; a list without `pc` hides it in the browser. */
  visibility?: string[];
  formId?: string | number;
  tableName?: string;
  /** Shown only while another field has one of the values (hidden: not required, not stored). */
  showWhen?: ShowRule;
  /** For billRule: the bill rule's enCode that numbers the field at save. */
  rule?: string;
  /** Children of containers, sub-table columns, and the items of tabs and collapses. */
  children?: DefinitionField[];
}

/** A choice of a radio or select: its label (the zh-CN text), value, and the label in the other languages. */
export interface DefinitionOption {
  label: string;
  value: string | number;
  labelI18n?: Partial<Record<Language, string>>;
}

/** A field (or container) of a form definition. */
export interface DefinitionField {
  __config__: FieldConfig;
  /** The key the value is stored under (value kinds only). */
  __vModel__?: string;
  placeholder?: string;
  /** Choices of radio and select. */
  options?: DefinitionOption[];
  maxlength?: number;
  min?: number;
  max?: number;
  precision?: number;
  /** For calculate: the formula over other fields, e.g. "{qty} * {price}"; "{table-column}" is the column's total. */
  expression?: string;
  /** For calculate: stored with the record (otherwise shown only). */
  isStorage?: boolean;
  thousands?: boolean;
  isAmountChinese?: boolean;
  /** For table: show the totals row over these columns. */
  showSummary?: boolean;
  summaryField?: string[];
  /** Title of a tab or collapse item, a card's header, a group title's or text's content. */
  title?: string;
  content?: string;
  /** A card's header (the original's name; `title` is read too). */
  header?: string;
  /** An alert's second line. */
  description?: string;
  /** An alert's kind: success, info, warning or error. */
  type?: string;
  /** A collapse keeps one panel open at a time. */
  accordion?: boolean;
  /** uploadFz, uploadImg: the most files (0 or absent: no limit). */
  limit?: number;
  /** uploadFz, uploadImg: accepted types, e.g. ".pdf,.docx" or "image/*". */
  accept?: string;
  /** uploadFz, uploadImg: the largest file, in `sizeUnit`. */
  fileSize?: number;
  /** uploadFz, uploadImg: KB, MB or GB (powers of 1024). */
  sizeUnit?: string;
  /** uploadFz: the upload button's text. */
  buttonText?: string;
  /** editor: the editing area's height in pixels. */
  height?: number;
  /** barcode: the format (CODE128 by default). */
  format?: string;
  /** barcode: bar width; qrcode: unused. */
  width?: number;
  /** barcode: bar colour; qrcode: `colorDark`. */
  lineColor?: string;
  /** barcode: background colour; qrcode: `colorLight`. */
  background?: string;
  /** qrcode: size in pixels. */
  size?: number;
  colorDark?: string;
  colorLight?: string;
  /** barcode, qrcode: the fixed text shown when `relationField` is absent or empty. */
  staticText?: string;
  /**
   * qrcode: what it encodes — `static` (the fixed text), `relation` (another field's value), or `form`: the record
   * itself as the dynamic DFD payload (runtime/core/format/dfd-payload.ts). Absent: relation, else static.
   */
  dataType?: 'static' | 'relation' | 'form';
  /** barcode, qrcode: the value key of the field whose value is shown. */
  relationField?: string;
  /** popupSelect, autoComplete: the data interface read (server/modules/data-interface). */
  interfaceId?: string;
  /** popupSelect: the row key stored as the value (default id). */
  propsValue?: string;
  /** popupSelect: the table's columns. */
  columnOptions?: { value: string; label: string }[];
  /** popupSelect, autoComplete: the interface's parameters (`@keyword` takes the typed text in autocomplete). */
  templateJson?: { field?: string; relationField?: string; defaultValue?: string }[];
  /** relationForm: the released model whose record is chosen. */
  modelId?: string;
  /** reference: the schema screen whose record is chosen (its id; the screen declares a label field). */
  referenceScreen?: string;
  /** popupSelect, relationForm: dialog (default), drawer or popover; the width and title of the popup; paging. */
  popupType?: string;
  popupWidth?: string | number;
  popupTitle?: string;
  hasPage?: boolean;
  pageSize?: number;
  /** People pickers: several may be chosen (a list of ids), else one. */
  multiple?: boolean;
  /** userSelect, usersSelect: "custom" offers only the users behind `ableIds`. */
  selectType?: string;
  /** The custom select type's conditions: "id--kind" values (kinds department, company, role, position, group, user). */
  ableIds?: string[];
  /** userSelect: offers 新增用户 inside the picker (default true). */
  isAdd?: boolean;
  /** userSelect: offers 当前用户 (the value `currentUser`). */
  currentUser?: boolean;
  /** address: the deepest level offered (0 province, 1 city, 2 district — the default, 3 street). */
  level?: number;
}

/** The form part of a definition (spec 02 §3 "Form definition"). */
export interface FormData {
  popupType?: 'general' | 'fullScreen' | 'drawer';
  generalWidth?: string | number;
  fullScreenWidth?: string | number;
  drawerWidth?: string | number;
  labelWidth?: number;
  gutter?: number;
  span?: number;
  hasPrintBtn?: boolean;
  printId?: string[] | string;
  printButtonText?: string;
  fields: DefinitionField[];
}

/** A list column of a definition. */
export interface DefinitionColumn {
  prop: string;
  label?: string;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  width?: number;
  fixed?: 'left' | 'right' | 'none' | '';
}

/** A search field of a definition: 1 exact, 2 fuzzy, 3 range. */
export interface DefinitionSearch {
  prop: string;
  label?: string;
  searchType?: 1 | 2 | 3;
}

/** A toolbar or row button of a definition. */
export interface DefinitionButton {
  value: string;
  label?: string;
}

/** The list part of a definition (CONTRACT.md `columnData`). */
export interface ColumnData {
  type?: 1 | 2 | 3;
  searchList?: DefinitionSearch[];
  columnList?: DefinitionColumn[];
  defaultSidx?: string;
  sort?: 'asc' | 'desc';
  hasPage?: boolean;
  pageSize?: number;
  btnsList?: DefinitionButton[];
  columnBtnsList?: DefinitionButton[];
  useColumnPermission?: boolean;
  useFormPermission?: boolean;
  useBtnPermission?: boolean;
}

/** A whole definition as the adapter reads it. */
export interface Definition {
  formData: FormData;
  columnData: ColumnData;
}

/** True for kinds that store a value. */
export function isValueKind(kind: string): kind is ValueKind {
  return (VALUE_KINDS as readonly string[]).includes(kind);
}

/** True for container kinds. */
export function isContainerKind(kind: string): kind is ContainerKind {
  return (CONTAINER_KINDS as readonly string[]).includes(kind);
}

/** True for display-only kinds. */
export function isDisplayKind(kind: string): boolean {
  return (DISPLAY_KINDS as readonly string[]).includes(kind);
}

/**
 * The value fields of a form in the order they show, containers opened (a tab's or collapse's items hold their
 * fields in `__config__.children` too). Sub-table columns stay inside their table.
 */
export function valueFields(fields: readonly DefinitionField[]): DefinitionField[] {
  const out: DefinitionField[] = [];
  const walk = (list: readonly DefinitionField[]) => {
    for (const field of list) {
      const kind = field.__config__?.klxKey;
      if (kind === 'table') out.push(field);
      else if (isValueKind(kind ?? '') || isContextKind(kind ?? '')) out.push(field);
      else if (field.__config__?.children) walk(field.__config__.children);
    }
  };
  walk(fields);
  return out;
}
