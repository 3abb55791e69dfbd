/**
 * The screen-schema format: one JSON file describes a record and everything done with it — its model (validation
 * and storage), its form, its list, the permissions guarding each action, and its API resource. The browser
 * runtime renders it; the server reads the same file to validate, store, list and authorise.
 *
 * Texts in a schema are message keys. A key resolves in the screen's own `messages` first, then in the shared
 * catalogue (`common.*`, `validation.*`, …), so a new screen — strings in three languages included — is one file.
 *
 * This file is the single source of the format: `npm run schema:meta` generates `schemas/screen.schema.json`
 * from these types for editors and for the test that validates every schema file.
 */
import type { ListSearchField } from './list-search';

/** A message key, resolved in the screen's messages, then in the shared catalogue. */
export type MessageKey = string;

/** The screen's own strings, per language; each language must hold the same keys. */
export interface ScreenMessages {
  'zh-CN': Record<string, string>;
  'zh-TW': Record<string, string>;
  en: Record<string, string>;
}

/** One screen. */
export interface ScreenSchema {
  /** Path of the meta-schema, for editors. */
  $schema?: string;
  /**
   * Identifier of the screen, unique across schema files; also the storage collection of its records.
   * @pattern ^[a-zA-Z][a-zA-Z0-9]*$
   */
  id: string;
  /** Title of the screen (a message key). */
  title: MessageKey;
  /** The menu urlAddress the screen serves, e.g. "eam/eamPosition"; the route is "/" + route. Its menu entry's grants guard the screen. */
  route: string;
  /** Opened inside another screen of the same route (e.g. the dictionary categories drawer), not a page of its own. */
  embedded?: boolean;
  /** The screen's strings in every language. */
  messages: ScreenMessages;
  /** The record: what is validated and stored. */
  model: ModelSchema;
  /** How the server exposes and stores the record. */
  resource: ResourceSpec;
  /** How a record is edited. */
  form: FormSpec;
  /** How records are listed. */
  list: ListSpec;
  /** Which permission code guards which action; missing actions use the defaults (btn_add, btn_edit, btn_remove). */
  permissions?: PermissionSpec;
  /**
   * The screen's entry in the main system's menu. On start the server adds it (a page at `route`, named by `title`,
   * with the buttons, columns and form fields the screen needs) when no menu entry serves the route yet — once:
   * what an administrator later changes or removes stays as they left it.
   */
  menu?: ScreenMenuEntry;
}

/** Where a screen appears in the menu. */
export interface ScreenMenuEntry {
  /** The enCode of the parent entry (a catalogue such as "system" or "eam"); top level when left out or unknown. */
  parent?: string;
  /** The icon (an Ant Design icon name, e.g. "TableOutlined"). */
  icon: string;
  /**
   * Position among its siblings (sortCode).
   * @minimum 0
   */
  sort?: number;
}

/** The JSON Schema types a field may have. */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

/** Custom messages per failing keyword (ajv-errors), as message keys. */
export interface FieldMessages {
  required?: MessageKey;
  type?: MessageKey;
  minLength?: MessageKey;
  maxLength?: MessageKey;
  pattern?: MessageKey;
  minimum?: MessageKey;
  maximum?: MessageKey;
  enum?: MessageKey;
  const?: MessageKey;
  minItems?: MessageKey;
  not?: MessageKey;
}

/** A field of the record, as JSON Schema with message keys for titles and errors. */
export interface FieldSchema {
  type: FieldType;
  /** Label of the field (a message key). */
  title: MessageKey;
  description?: MessageKey;
  default?: string | number | boolean | null | (string | number)[];
  minLength?: number;
  maxLength?: number;
  /** A regular expression, or a name from the shared pattern library written as "@name" (e.g. "@mobile"). */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  enum?: (string | number)[];
  /** Items of an array field: values, or the rows of a sub-table. */
  items?: { type: 'string' | 'integer' | 'number' } | RowSchema;
  minItems?: number;
  /** Forbidden values, e.g. a start number of all zeros: { "pattern": "^0+$" }. */
  not?: { pattern?: string; const?: string | number };
  /** Computed by the server; never taken from a request. */
  readOnly?: boolean;
  /**
   * Filled in from the signed-in user or the clock when a record is created: the new form shows it (not editable),
   * and the server sets it on create whatever the request says; it never changes afterwards. "currentUser",
   * "currentOrganize" and "currentPosition" store the name (a string field), "currentTime" the moment and
   * "currentDate" the day's start, in milliseconds (an integer field).
   */
  contextDefault?: ContextDefault;
  errorMessage?: FieldMessages;
}

/** What a context default takes: the user, their organisation or position, the time or the date of creation. */
export type ContextDefault = 'currentUser' | 'currentOrganize' | 'currentPosition' | 'currentTime' | 'currentDate';

/**
 * The rows of a sub-table: each row an object of cells. A required cell must not be empty (null, '' and [] fail),
 * with the column's own `errorMessage.required`.
 */
export interface RowSchema {
  type: 'object';
  /** Cells every row needs. */
  required?: string[];
  properties: Record<string, FieldSchema>;
}

/** The record model: a JSON Schema object. */
export interface ModelSchema {
  type: 'object';
  /** Fields every record needs. */
  required?: string[];
  properties: Record<string, FieldSchema>;
  /** Conditional parts: when the `if` fields match, the `then` fields are required. */
  allOf?: ConditionalRule[];
}

/** "When these fields have these values, these fields are required." */
export interface ConditionalRule {
  if: { properties: Record<string, { const?: string | number | boolean; enum?: (string | number | boolean)[] }>; required: string[] };
  then: { required: string[] };
}

/** How the server exposes and stores a record. */
export interface ResourceSpec {
  /** Base path of the API, e.g. "/api/eam/EamPosition". */
  api: string;
  /**
   * Records form a tree through this parent key; roots have `rootId`. A `lazy` tree loads one level at a time, as
   * the areas do (CONTRACT.md): `GET {api}/{parentId}` lists a parent's children ({ list } of rows with
   * `hasChildren`; with a keyword, the matches at any depth), `GET {api}/{id}/Info` reads one record, and the list
   * page loads a row's children when it is expanded.
   */
  tree?: { parentKey: string; rootId: string; lazy?: boolean };
  /** Fields the keyword filter searches. */
  keyword: string[];
  /** Field sets that must be unique (within the same scope), with the message when they are not. */
  unique?: { fields: string[]; message: MessageKey }[];
  /** Paged answers ({ list, pagination }) rather than the whole list ({ list }). */
  paged: boolean;
  /** Default order of the list. */
  sort?: { field: string; order: 'asc' | 'desc' }[];
  /** Records belong to a parent record given in the path, e.g. dictionary entries of a type. */
  scope?: ScopeSpec;
  /** Selector endpoint: GET {api}/Selector/{excludeId}, a tree of { id, fullName, parentId, children }. */
  selector?: { labelField: string; topNode?: { id: string; label: MessageKey } };
  /** State toggle: PUT {api}/{id}/Actions/State flips this 0/1 field. */
  stateField?: string;
  /**
   * Copy: POST {api}/{id}/Actions/Copy stores a copy of a record the caller may read, guarded like a create; the
   * label field gets the copy suffix and each unique text field a short random tail, so the copy saves.
   */
  copy?: boolean;
  /** Export of one record's subtree as a file (GET {api}/{id}/Action/Export) and import of such a file. */
  transfer?: { extension: string };
  /**
   * Spreadsheets of the list: `export` — the records as an xlsx of the chosen columns (POST {api}/Actions/Export);
   * `import` — a template (GET {api}/Template), the preview of an uploaded sheet (GET {api}/ImportPreview) and the
   * import of its rows (POST {api}/ImportData), with the failed rows as a sheet (POST {api}/ImportExceptionData).
   */
  spreadsheet?: { export?: boolean; import?: boolean };
  /** Server-side rules beyond the model, by name (implemented by the engine's rule registry). */
  rules?: string[];
  /**
   * Grade management (分级管理) confines the screen: a grade administrator — a non-administrator with at least one
   * grade — lists, reads, creates, edits, deletes and picks only records whose `field` (an organisation id) lies
   * where their grades allow the action (see, add, edit, delete on the organisation and below it). Callers without
   * grades are not confined by it; administrators never are.
   */
  grade?: { field: string };
  /** Message shown on a successful create, update and delete (keys; defaults common.createSuccess …). */
  successMessages?: { create?: MessageKey; update?: MessageKey; remove?: MessageKey };
}

/** How records belong to a parent record (a scope), e.g. dictionary entries to their type. */
export interface ScopeSpec {
  /** The model property holding the scope's id (set on create, never changed). */
  field: string;
  /** The query or path parameter naming the scope in requests. */
  param: string;
  /** The screen whose records are the scopes. */
  parentResource: string;
  /**
   * Menu entries of this type serve one scope each: an enabled entry whose propertyJson `moduleId` names a scope (by
   * id or by its `enCode`) lists and edits that scope's records with its own grants and buttons, as the screen's page
   * does for every scope (the dynamic dictionary page, menu type 4).
   */
  menuType?: number;
}

/** The widgets the registry offers to forms. */
export type WidgetName =
  | 'input'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'radio'
  | 'treeSelect'
  | 'cascader'
  | 'date'
  | 'computed'
  | 'subTable'
  /** A file list (value: an array of { name, fileId, url, fileSize, fileExtension }); props limit, accept, fileSize, sizeUnit, buttonText. */
  | 'uploadFz'
  /** An image list with picture cards (value: an array of { name, fileId, url }); props limit, accept, fileSize, sizeUnit. */
  | 'uploadImg'
  /** Rich text (HTML, sanitised by the server when stored and by the browser when shown); props height. */
  | 'editor'
  /** An HTML template with `{{key}}` placeholders (print templates), edited as text; its source lists the keys to insert. */
  | 'htmlTemplate'
  /** An avatar: one picture uploaded as `userAvatar`, the value its public address. */
  | 'avatar'
  /** A barcode of the field's value (or props.text): props format, width, height, margin, lineColor, background. */
  | 'barcode'
  /** A QR code of the field's value (or props.text): props size, colorDark, colorLight, correctLevel. */
  | 'qrcode'
  /**
   * Province / city / district (spec 02 "Address picker"): an 800 px dialog with a lazily loaded tree of the areas
   * and the chosen list. Value: one id-path (a string array) or, with props.multiple, a list of unique paths; props
   * level (0 province … 3 street; default 2: districts), multiple, clearable.
   */
  | 'address'
  /** The organisation picker (选择组织, the organisation tree): an organisation id, or ids with props.multiple. */
  | 'organizeSelect'
  /** The department picker (the organisation tree, departments only): a department id, or ids with props.multiple. */
  | 'departmentSelect'
  /** The group picker (分组选择): a group id, or ids with props.multiple. */
  | 'groupSelect'
  /** Two number inputs, minimum and maximum: the value [min, max] with null for an open end; props precision. */
  | 'numberRange'
  /** The approver picker (450 px lazy organisation/user tree, users only): a user id, or ids with props.multiple. */
  | 'approverSelect'
  /** The staff picker: a user id (or `currentUser`), ids with props.multiple; props title, isAdd, currentUser, selectType ("custom"), ableIds ("id--kind" comma-joined). */
  | 'userSelect'
  /** The user / role / position / group selector: "id--kind" values (kinds department, company, role, position, group, user); props multiple, selectType, ableIds. */
  | 'usersSelect'
  /** The role picker (organisation and global tabs): a role id, or ids with props.multiple. */
  | 'roleSelect'
  /** The position picker: a position id, or ids with props.multiple. */
  | 'posSelect'
  /**
   * The popup data picker (spec 02): a row of a data interface chosen in an 800 px dialog or drawer with keyword,
   * table, radio or checkbox and paging; the value is the row's `propsValue` (ids with props.multiple). Props
   * interfaceId, propsValue, relationField, columnOptions [{ value, label }], templateJson, popupType, popupWidth,
   * popupTitle, hasPage, pageSize, multiple, clearable.
   */
  | 'popupSelect'
  /** Text with suggestions from a data interface (at most 50 of up to 10,000 rows); props interfaceId, relationField, templateJson (`@keyword` takes the typed text). */
  | 'autoComplete'
  /**
   * The related-data picker (spec 02, 关联表单): a record of a released low-code model (props.modelId) chosen in a
   * dialog, drawer or popover with keyword, table (props.columnOptions), radio and paging; the value is the record's
   * id, shown by its props.relationField. Disabled with a value, it opens the record read-only. The server checks
   * that the record exists and that the caller may see it. Props popupType, popupWidth, popupTitle, hasPage, pageSize.
   */
  | 'relationForm'
  /**
   * A record of another screen (the field's `reference`): its id, chosen in a search over that screen's records by
   * their label field and shown by that label; the server checks that the record exists and that the caller may see
   * it under that screen's data-permission schemes.
   */
  | 'reference'
  /**
   * The business-rule template picker (spec 02, 1000 px): a bill rule chosen in a dialog with the rule categories on
   * the left, keyword, and a table of the enabled rules (序号, name, code, serial start number); the value is the
   * rule's code (`enCode`), shown by its name. Where a bill-rule field chooses its rule (the form designer's panel).
   */
  | 'billRuleSelect';

/** What a `reference` field refers to. */
export interface ReferenceSpec {
  /** The id of the screen whose record the value names; it must declare `resource.selector` (its label field). */
  screen: string;
}

/**
 * Where a choice widget gets its options. An API source's `url` may name placeholders: `{id}` is the edited record
 * ("0" when adding), other names take the screen's context or the form's values — a choice whose URL names a field
 * offers nothing until that field has a value and is cleared when it changes (dependent choices).
 */
export type OptionSource =
  | { kind: 'static'; options: { value: string | number; label: MessageKey }[] }
  | { kind: 'dictionary'; typeCode: string; valueKey?: 'enCode' | 'id' }
  | { kind: 'api'; url: string; valueKey?: string; labelKey?: string; topNode?: { id: string; label: MessageKey }; excludeSelf?: boolean };

/** A computed value: a formula over numeric fields, or a named rule of the runtime (e.g. the bill-rule example). */
export interface ComputeSpec {
  /** A formula (spec 02 §5) over other fields, e.g. "{a} * {b}". */
  formula?: string;
  /** A client compute rule by its name in the runtime registry, contributed by a module (e.g. the bill-rule module's "billRuleExample"). */
  rule?: string;
  /** The fields it reads. */
  from: string[];
  precision?: number;
}

/** One field of the form. */
export interface FormField {
  /** The model property edited here. */
  name: string;
  widget: WidgetName;
  /** Grid span out of 24. */
  span?: number;
  placeholder?: MessageKey;
  /** Options for select, radio, treeSelect and cascader. */
  source?: OptionSource;
  /** Cannot change once the record exists. */
  disabledOnEdit?: boolean;
  /** Only enabled when the dialog's mode argument equals this value. */
  enabledWhenMode?: number;
  /** Shown only while another field has one of these values. */
  visibleWhen?: { field: string; in: (string | number | boolean)[] };
  /** Validation runs when the field loses focus (in addition to on save). */
  validateOnBlur?: boolean;
  /** A check on blur against the server, e.g. a duplicate account. */
  asyncCheck?: { url: string; param: string; message: MessageKey };
  compute?: ComputeSpec;
  /** Rows of a text area. */
  rows?: number;
  /** Cascader: store only the last id of the chosen path in this field. */
  lastIdInto?: string;
  /** Extra properties for the widget (min, max, precision, maxLength, checked values…). */
  props?: Record<string, string | number | boolean>;
  /** For the subTable widget (an array of row objects): its columns, each naming a property of the rows. */
  table?: SubTableSpec;
  /** For the reference widget: the screen whose record the value names. */
  reference?: ReferenceSpec;
}

/** An editable sub-table: columns edited in each row, and the columns totalled in the 合计 row. */
export interface SubTableSpec {
  /** The columns; `name` is a property of the row model, `compute` formulas read the row's cells. */
  columns: FormField[];
  /** Columns totalled in the summary row (two decimals when not whole). */
  summary?: string[];
}

/** An item of a form's layout: a form field by its `name`, or a container or display part. */
export type FormLayoutItem = string | FormLayoutPart;

/** A container or display-only part of a form's layout. */
export type FormLayoutPart = LayoutRow | LayoutCard | LayoutTabs | LayoutCollapse | LayoutGroupTitle | LayoutDivider | LayoutAlert | LayoutText;

/** What every layout part has. */
interface LayoutPartBase {
  /**
   * Grid span out of 24 (default the full row).
   * @minimum 1
   * @maximum 24
   */
  span?: number;
}

/** A grid row: its items sit side by side by their spans. */
export interface LayoutRow extends LayoutPartBase {
  kind: 'row';
  children: FormLayoutItem[];
}

/** A card with an optional header around its items. */
export interface LayoutCard extends LayoutPartBase {
  kind: 'card';
  title?: MessageKey;
  children: FormLayoutItem[];
}

/** A titled group of items in a tabs or collapse part. */
export interface LayoutPane {
  title: MessageKey;
  children: FormLayoutItem[];
}

/** Tabs: one pane shows at a time. */
export interface LayoutTabs extends LayoutPartBase {
  kind: 'tabs';
  items: LayoutPane[];
}

/** Collapsible panels, all open at first (only the first with `accordion`, which keeps one open at a time). */
export interface LayoutCollapse extends LayoutPartBase {
  kind: 'collapse';
  accordion?: boolean;
  items: LayoutPane[];
}

/** A group title between fields. */
export interface LayoutGroupTitle extends LayoutPartBase {
  kind: 'groupTitle';
  title: MessageKey;
}

/** A horizontal line, with an optional text on it. */
export interface LayoutDivider extends LayoutPartBase {
  kind: 'divider';
  title?: MessageKey;
}

/** A notice box. */
export interface LayoutAlert extends LayoutPartBase {
  kind: 'alert';
  title: MessageKey;
  description?: MessageKey;
  /** Its colour and icon (default info). */
  type?: 'success' | 'info' | 'warning' | 'error';
}

/** A paragraph of text. */
export interface LayoutText extends LayoutPartBase {
  kind: 'text';
  content: MessageKey;
}

/** The read-only detail view of a record (spec 02 "Dynamic form detail view"). */
export interface DetailSpec {
  /** A dialog, a full-screen page with a back header, or a drawer. */
  kind: 'modal' | 'fullScreen' | 'drawer';
  width: number | string;
  /** The print button: shown only when print templates are named. */
  print?: { templateIds: string[]; text?: string };
}

/** The add/edit dialog. */
export interface FormSpec {
  dialog: {
    kind: 'modal' | 'drawer';
    width: number;
    title: { add: MessageKey; edit: MessageKey };
    /** How long the server's success message shows, in ms (1000–1500). */
    successMs: number;
    /** Closes on a click outside (default false, so typed input is not lost). */
    maskClosable?: boolean;
    /** Closes on Escape, asking first when the user changed a field (default true). */
    keyboard?: boolean;
  };
  labelWidth?: number;
  /**
   * The value of the screen's context (what a left-tree node or the page passes) that is the dialog's mode
   * argument: a field with `enabledWhenMode` is enabled only while this value, as a number, equals its own — e.g.
   * the dictionary page's `isTree`, so an entry's parent can be chosen only in a tree type. Without it the dialog
   * has no mode argument.
   * @pattern ^[a-zA-Z][a-zA-Z0-9]*$
   */
  modeParam?: string;
  fields: FormField[];
  /**
   * How the fields are arranged: fields by name and layout containers (rows, cards, tabs, collapses) holding more,
   * with display-only parts (group titles, dividers, alerts, texts) between them. Fields the layout does not name
   * follow after it, in form order. Without a layout, the fields show in form order on the grid.
   */
  layout?: FormLayoutItem[];
  /** The record's detail view; with it, rows offer a "detail" action. */
  detail?: DetailSpec;
}

/** The actions a toolbar may show. */
export type ToolbarAction = 'add' | 'expandAll' | 'refresh' | 'export' | 'import' | 'exportSheet' | 'importSheet' | 'columnSettings';

/**
 * A row action, by its name in the runtime registry: the standard ones are "edit", "detail" (needs `form.detail`;
 * guarded by btn_detail), "remove", "state" (needs
 * `resource.stateField`), "export" (needs `resource.transfer`) and "addChild" (needs `resource.tree`); a module
 * contributes its own (the users module: "resetPassword", "unlock").
 * @pattern ^[a-zA-Z][a-zA-Z0-9]*$
 */
export type RowAction = string;

/** One list column. */
export interface ListColumn {
  /** The model property shown. */
  field: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /**
   * How the value is shown, by the name of a cell renderer in the runtime registry: "text" (as is, the default),
   * "yesNo" (是/否 tag), "enabledTag" (启用 green / 禁用 red tag), "option" (the label of the form field's option),
   * "date"; a module may contribute more.
   * @pattern ^[a-zA-Z][a-zA-Z0-9]*$
   */
  render?: string;
  /** For render "option": the field's form source labels the value. */
  fixed?: 'left' | 'right';
}

/** The list page. */
export interface ListSpec {
  /** plain table, tree table, or a left tree driving the table. */
  layout: 'table' | 'treeTable' | 'leftTree';
  columns: ListColumn[];
  /** Keyword search with search and reset. */
  keywordSearch: boolean;
  /**
   * Fields of the search bar, each with its own input beside the keyword (runtime/core/schema/list-search.ts):
   * "exact" (equals; one of several for a multiple choice), "fuzzy" (contains; text) or "range" (between two
   * values; numbers and dates). The server filters by them with the list's other conditions.
   */
  search?: ListSearchField[];
  toolbar: ToolbarAction[];
  rowActions: RowAction[];
  /** For leftTree: where the tree comes from and what a node passes to the table. */
  leftTree?: {
    title: MessageKey;
    url: string;
    labelKey: string;
    passes: { param: string; from: string }[];
    manage?: { screen: string; label: MessageKey };
    /**
     * Only nodes without children hold records (default false: every node does). A node with children is then a
     * group that expands on a click instead of being chosen, and the first leaf is chosen on first load.
     */
    leavesOnly?: boolean;
  };
}

/**
 * Button codes per action. The generic actions are add, edit, remove, state (default: the edit code), export and
 * import; a module's own row action names its key here (e.g. the users module's "resetPassword", "unlock"). Every
 * code must be a button of the screen's menu entry.
 */
export interface PermissionSpec {
  add?: string;
  edit?: string;
  remove?: string;
  state?: string;
  export?: string;
  import?: string;
  /** A module action's code, by the key its row action declares. */
  [action: string]: string | undefined;
}
