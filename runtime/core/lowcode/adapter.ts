/**
 * The one adapter from a low-code definition (`formData` / `columnData`, definition.ts) to a screen schema — what
 * the browser runtime renders and the server validates, stores, lists and authorises with, exactly as for a schema
 * file. Labels become the screen's own messages in three languages (the definition's label is the zh-CN text; a
 * field may give the others in `labelI18n`). The definition is assumed sound: check it with `definitionProblems`
 * (problems.ts) first.
 *
 * Mapping: comInput/textarea → string; numInput → number; switch → 0/1; radio/select → string with static options;
 * date → a day's timestamp; billRule → a string numbered by the server at save (fixed afterwards); calculate → a
 * read-only number computed by the server (stored when `isStorage`); table → an array of row objects edited by the
 * subTable widget; the people pickers (userSelect, usersSelect, roleSelect, posSelect, approverSelect) → an id or,
 * with `multiple`, a list of ids, shown by name in lists; reference → the id of a record of the schema screen
 * `referenceScreen` names, shown by its label; relationForm → the id of another released model's record,
 * shown by that record's relation field (the record API answers it, and a popupSelect's, as the display value plus
 * the id under `field_id`: picked-values.ts); createUser, currOrganize, currPosition → a name and createTime → a moment, context defaults the
 * server sets on create. Containers (row, card, tab, collapse) and display-only kinds (groupTitle, divider, alert, text)
 * become the form's `layout`, their texts the screen's messages; the fields inside them are still fields of the one
 * record. A required field with a show rule is required only while it shows (a model `allOf` conditional).
 */
import type { Language } from '../i18n/languages';
import type {
  ConditionalRule,
  ContextDefault,
  DetailSpec,
  FieldSchema,
  FormField,
  FormLayoutItem,
  LayoutAlert,
  LayoutPane,
  ListColumn,
  ModelSchema,
  RowAction,
  ScreenSchema,
  ToolbarAction,
} from '../schema/types';
import { isContextKind, isValueKind, PEOPLE_KINDS, valueFields, type Definition, type DefinitionField } from './definition';
import { searchFieldsOf } from '../schema/list-search';
import { Messages } from './screen-messages';
import { codeProps, dataPickerProps, pickerProps, uploadProps } from './widget-props';

/** True for the people pickers' kinds (their list cells show names, by the kind's cell). */
const isPeopleKind = (kind: string): boolean => (PEOPLE_KINDS as readonly string[]).includes(kind);
/** Array-valued kinds a list shows by their names, through the cell of the widget's own name (people pickers, addresses). */
const isListedArrayKind = (kind: string): boolean => isPeopleKind(kind) || kind === 'address' || kind === 'organizeSelect' || kind === 'departmentSelect' || kind === 'groupSelect';

/** The widget of each organisation picker kind. */
const ORG_WIDGETS = { comSelect: 'organizeSelect', depSelect: 'departmentSelect', groupSelect: 'groupSelect' } as const;

/** Where the screen is served and what it is called. */
export interface AdapterOptions {
  /** The screen id (letters and digits), also the storage collection of its records. */
  id: string;
  /** The menu urlAddress whose grants guard it. */
  route: string;
  /** The API base of its records. */
  api: string;
  /** Its title in each language (zh-CN required). */
  title: Partial<Record<Language, string>> & { 'zh-CN': string };
}

/** What the screen id of every released model's records starts with. */
export const LOWCODE_SCREEN_PREFIX = 'vd';

/** The screen id (and storage collection) of a released model's records. */
export function screenIdOf(modelId: string): string {
  return `${LOWCODE_SCREEN_PREFIX}${modelId.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** The API base of a released model's records. */
export function recordApiOf(modelId: string): string {
  return `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}`;
}

/** The name of the server rule that completes a dynamic record (computed fields, hidden fields dropped). */
export const LOWCODE_RULE = 'lowcodeRecord';

/** The context default of each kind filled in from who creates the record and when (the original's names). */
const CONTEXT_DEFAULTS: Partial<Record<string, ContextDefault>> = {
  createUser: 'currentUser',
  currOrganize: 'currentOrganize',
  currPosition: 'currentPosition',
  createTime: 'currentTime',
};

/** The model id of a released model's record API (the inverse of recordApiOf); undefined for any other path. */
export function modelIdOfRecordApi(api: string): string | undefined {
  const prefix = recordApiOf('');
  return api.startsWith(prefix) && api.length > prefix.length ? decodeURIComponent(api.slice(prefix.length)) : undefined;
}

/** The title of a file's name in a file or image list (its row's required message names it). */
const FILE_NAME_TEXT: Record<Language, string> = { 'zh-CN': '文件名称', 'zh-TW': '檔案名稱', en: 'File name' };

/** Texts the adapter writes, per language: required (label), bill-number placeholder. */
const TEXT: Record<Language, { required: (label: string) => string; billAuto: string }> = {
  'zh-CN': { required: (label) => `${label}不能为空`, billAuto: '系统自动生成' },
  'zh-TW': { required: (label) => `${label}不能為空`, billAuto: '系統自動生成' },
  en: { required: (label) => `${label} must not be empty`, billAuto: 'Generated on save' },
};

/** A field's label in a language. */
function labelOf(field: DefinitionField, language: Language): string {
  const config = field.__config__;
  const base = config.label?.trim() || field.__vModel__ || config.klxKey;
  return (language === 'zh-CN' ? undefined : config.labelI18n?.[language]?.trim()) || base;
}

/** A width as a number of pixels ("80%" or absent → the fallback). */
function pixels(value: string | number | undefined, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(number) && number > 0 && !String(value).includes('%') ? number : fallback;
}

/** The default value of a field, when it has a usable one. */
function defaultOf(field: DefinitionField, type: FieldSchema['type']): FieldSchema['default'] | undefined {
  const value = field.__config__.defaultValue;
  if (value === undefined || value === null || value === '') return undefined;
  if ((type === 'number' || type === 'integer') && typeof value === 'number') return value;
  if (type === 'string' && (typeof value === 'string' || typeof value === 'number')) return String(value);
  return undefined;
}

/** A field's model and form parts; `prefix` keys the messages of sub-table columns. */
function convertField(field: DefinitionField, messages: Messages, prefix: string): { schema: FieldSchema; form: FormField; required: boolean } {
  const config = field.__config__;
  const name = field.__vModel__!;
  const key = `${prefix}${name}`;
  const title = messages.add(`f.${key}`, (language) => labelOf(field, language));
  // The server fills context defaults in on create: never a required input of the user's.
  const contextDefault = CONTEXT_DEFAULTS[config.klxKey];
  const required = config.required === true && contextDefault === undefined;
  const requiredKey = required ? messages.add(`r.${key}`, (language) => TEXT[language].required(labelOf(field, language))) : undefined;
  const form: FormField = { name, widget: 'input' };
  if (config.span !== undefined) form.span = config.span;
  if (config.showWhen) form.visibleWhen = { field: config.showWhen.field, in: config.showWhen.in };
  let schema: FieldSchema;
  switch (config.klxKey) {
    case 'textarea':
    case 'comInput': {
      schema = { type: 'string', title };
      form.widget = config.klxKey === 'textarea' ? 'textarea' : 'input';
      if (typeof field.maxlength === 'number' && field.maxlength > 0) schema.maxLength = field.maxlength;
      const rule = config.regList?.find((entry) => entry.pattern);
      if (rule) {
        schema.pattern = rule.pattern;
        const text = rule.message || config.regErrorText;
        if (text) schema.errorMessage = { pattern: messages.add(`p.${key}`, () => text) };
      }
      if (required) {
        schema.minLength = 1;
        schema.errorMessage = { ...schema.errorMessage, minLength: requiredKey };
      }
      break;
    }
    case 'numInput':
      schema = { type: 'number', title };
      form.widget = 'number';
      if (typeof field.min === 'number') schema.minimum = field.min;
      if (typeof field.max === 'number') schema.maximum = field.max;
      if (typeof field.precision === 'number') form.props = { precision: field.precision };
      break;
    case 'switch':
      schema = { type: 'integer', title, enum: [0, 1] };
      form.widget = 'switch';
      break;
    case 'radio':
    case 'select': {
      const options = field.options ?? [];
      schema = { type: 'string', title, enum: options.map((option) => String(option.value)) };
      form.widget = config.klxKey;
      form.source = { kind: 'static', options: options.map((option, index) => ({ value: String(option.value), label: messages.add(`o.${key}.${index}`, (language) => (language === 'zh-CN' ? undefined : option.labelI18n?.[language]?.trim()) || option.label) })) };
      break;
    }
    case 'date':
      schema = { type: 'integer', title };
      form.widget = 'date';
      break;
    case 'billRule':
      schema = { type: 'string', title };
      form.widget = 'input';
      form.disabledOnEdit = true;
      // Never typed: the server numbers it at save (mode -1 matches no dialog).
      form.enabledWhenMode = -1;
      form.placeholder = messages.add('billAuto', (language) => TEXT[language].billAuto);
      break;
    case 'createUser':
    case 'currOrganize':
    case 'currPosition':
      schema = { type: 'string', title, contextDefault };
      form.widget = 'input';
      break;
    case 'createTime':
      schema = { type: 'integer', title, contextDefault };
      form.widget = 'date';
      form.props = { showTime: true };
      break;
    case 'calculate':
      schema = { type: 'number', title, readOnly: true };
      form.widget = 'computed';
      // A column total "{table-column}" reads the table.
      form.compute = { formula: field.expression ?? '0', from: [...new Set(formulaFields(field.expression ?? '').map((key) => key.split('-')[0]!))], precision: field.precision ?? 2 };
      if (field.thousands || field.isAmountChinese) form.props = { ...(field.thousands ? { thousands: true } : {}), ...(field.isAmountChinese ? { isAmountChinese: true } : {}) };
      break;
    case 'table': {
      const columns = (config.children ?? []).filter((column) => column.__vModel__);
      const properties: Record<string, FieldSchema> = {};
      const rowRequired: string[] = [];
      const formColumns: FormField[] = [];
      for (const column of columns) {
        const converted = convertField(column, messages, `${name}-`);
        properties[column.__vModel__!] = converted.schema;
        if (converted.required) rowRequired.push(column.__vModel__!);
        formColumns.push(converted.form);
      }
      schema = { type: 'array', title, items: { type: 'object', properties, ...(rowRequired.length ? { required: rowRequired } : {}) } };
      if (required) {
        schema.minItems = 1;
        schema.errorMessage = { minItems: requiredKey };
      }
      form.widget = 'subTable';
      form.table = { columns: formColumns, summary: field.showSummary ? (field.summaryField ?? []) : [] };
      break;
    }
    case 'uploadFz':
    case 'uploadImg': {
      const fileTitle = messages.add('fileName', (language) => FILE_NAME_TEXT[language]);
      schema = { type: 'array', title, items: { type: 'object', required: ['name', 'fileId'], properties: { name: { type: 'string', title: fileTitle }, fileId: { type: 'string', title: fileTitle } } } };
      if (required) {
        schema.minItems = 1;
        schema.errorMessage = { minItems: requiredKey };
      }
      form.widget = config.klxKey;
      form.props = uploadProps(field, messages, key);
      break;
    }
    case 'editor':
      schema = { type: 'string', title };
      form.widget = 'editor';
      if (required) {
        schema.minLength = 1;
        schema.errorMessage = { minLength: requiredKey };
      }
      if (typeof field.height === 'number' && field.height > 0) form.props = { height: field.height };
      break;
    case 'userSelect':
    case 'usersSelect':
    case 'roleSelect':
    case 'posSelect':
    case 'approverSelect': {
      // Ids (mixed "id--kind" values for usersSelect); the server checks that they exist (picker-values.ts).
      schema = field.multiple ? { type: 'array', title, items: { type: 'string' } } : { type: 'string', title };
      if (required) {
        if (field.multiple) schema.minItems = 1;
        else schema.minLength = 1;
        schema.errorMessage = field.multiple ? { minItems: requiredKey } : { minLength: requiredKey };
      }
      form.widget = config.klxKey;
      form.props = pickerProps(field);
      break;
    }
    case 'popupSelect':
    case 'autoComplete': {
      // A data interface's row id (popupSelect; ids with multiple) or free text with suggestions (autoComplete).
      const many = config.klxKey === 'popupSelect' && field.multiple === true;
      schema = many ? { type: 'array', title, items: { type: 'string' } } : { type: 'string', title };
      if (required) {
        if (many) schema.minItems = 1;
        else schema.minLength = 1;
        schema.errorMessage = many ? { minItems: requiredKey } : { minLength: requiredKey };
      }
      form.widget = config.klxKey;
      form.props = dataPickerProps(field);
      break;
    }
    case 'relationForm': {
      // The id of a record of another released model; the server checks it exists and the caller may see it
      // (server/modules/visualdev/relation-values.ts). One record: `multiple` does not apply.
      schema = { type: 'string', title };
      if (required) {
        schema.minLength = 1;
        schema.errorMessage = { minLength: requiredKey };
      }
      form.widget = 'relationForm';
      const { multiple: _multiple, interfaceId: _interface, propsValue: _value, templateJson: _template, ...props } = dataPickerProps(field);
      form.props = { ...props, ...(typeof field.modelId === 'string' && field.modelId ? { modelId: field.modelId } : {}) };
      break;
    }
    case 'reference':
      // The id of a record of the schema screen `referenceScreen` names, shown by that screen's label field; the
      // server checks it exists and the caller may see it (server/modules/resource/reference-values.ts).
      schema = { type: 'string', title };
      if (required) {
        schema.minLength = 1;
        schema.errorMessage = { minLength: requiredKey };
      }
      form.widget = 'reference';
      form.reference = { screen: field.referenceScreen ?? '' };
      break;
    case 'comSelect':
    case 'depSelect':
    case 'groupSelect': {
      // Ids of organisations, departments or groups; the server checks that they exist (org-picker-values.ts).
      schema = field.multiple ? { type: 'array', title, items: { type: 'string' } } : { type: 'string', title };
      if (required) {
        if (field.multiple) schema.minItems = 1;
        else schema.minLength = 1;
        schema.errorMessage = field.multiple ? { minItems: requiredKey } : { minLength: requiredKey };
      }
      form.widget = ORG_WIDGETS[config.klxKey];
      if (field.multiple) form.props = { multiple: true };
      break;
    }
    case 'address': {
      // One id-path, or with `multiple` a list of unique paths; the server checks them against the areas (address-values.ts).
      schema = { type: 'array', title };
      if (required) {
        schema.minItems = 1;
        schema.errorMessage = { minItems: requiredKey };
      }
      form.widget = 'address';
      form.props = { ...(field.multiple ? { multiple: true } : {}), ...(typeof field.level === 'number' ? { level: field.level } : {}) };
      break;
    }
    case 'barcode':
    case 'qrcode':
      // Shows another field's value or a fixed text: read-only, never stored from the form.
      schema = { type: 'string', title, readOnly: true };
      form.widget = config.klxKey;
      form.props = codeProps(field);
      break;
    default:
      throw new Error(`Field "${name}" has the kind "${config.klxKey}", which the adapter does not convert`);
  }
  const fallback = defaultOf(field, schema.type);
  if (fallback !== undefined) schema.default = fallback;
  if (requiredKey) schema.errorMessage = { ...schema.errorMessage, required: requiredKey };
  if (config.tipLabel) schema.description = messages.add(`d.${key}`, () => config.tipLabel!);
  if (config.noShow || (config.visibility && !config.visibility.includes('pc'))) form.props = { ...form.props, noShow: true };
  return { schema, form, required };
}

const ALERT_TYPES: ReadonlySet<string> = new Set(['success', 'info', 'warning', 'error']);

/**
 * The form's layout: value fields by name, containers and display parts with their texts as the screen's messages
 * (the definition's text is the zh-CN one; `__config__.labelI18n` may give the others). Undefined when the form has
 * no container or display part, so a plain form's schema stays as it was.
 */
function layoutOf(fields: readonly DefinitionField[], messages: Messages): FormLayoutItem[] | undefined {
  let count = 0;
  let arranged = false;
  const text = (value: unknown, owner: DefinitionField | undefined): string | undefined => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const i18n = owner?.__config__?.labelI18n;
    return messages.add(`l.${count++}`, (language) => (language === 'zh-CN' ? undefined : i18n?.[language]?.trim()) || value.trim());
  };
  const spanOf = (field: DefinitionField) => (field.__config__.span !== undefined ? { span: field.__config__.span } : {});
  const panes = (field: DefinitionField): LayoutPane[] =>
    (field.__config__.children ?? []).map((pane, index) => ({
      title: text(pane.title ?? pane.__config__?.label, pane) ?? text(String(index + 1), undefined)!,
      children: walk(pane.__config__?.children ?? []),
    }));
  const walk = (list: readonly DefinitionField[]): FormLayoutItem[] => {
    const out: FormLayoutItem[] = [];
    for (const field of list) {
      const kind = field.__config__?.klxKey ?? '';
      if (kind === 'table' || isValueKind(kind) || isContextKind(kind)) {
        if (field.__vModel__) out.push(field.__vModel__);
        continue;
      }
      arranged = true;
      switch (kind) {
        case 'row':
          out.push({ kind: 'row', ...spanOf(field), children: walk(field.__config__.children ?? []) });
          break;
        case 'card': {
          const title = text(field.header ?? field.title, field);
          out.push({ kind: 'card', ...spanOf(field), ...(title ? { title } : {}), children: walk(field.__config__.children ?? []) });
          break;
        }
        case 'tab':
          out.push({ kind: 'tabs', ...spanOf(field), items: panes(field) });
          break;
        case 'collapse':
          out.push({ kind: 'collapse', ...spanOf(field), ...(field.accordion ? { accordion: true } : {}), items: panes(field) });
          break;
        case 'groupTitle': {
          const title = text(field.content ?? field.title ?? field.__config__.label, field);
          if (title) out.push({ kind: 'groupTitle', ...spanOf(field), title });
          break;
        }
        case 'divider': {
          const title = text(field.content ?? field.title, field);
          out.push({ kind: 'divider', ...spanOf(field), ...(title ? { title } : {}) });
          break;
        }
        case 'alert': {
          const title = text(field.title ?? field.content, field);
          if (!title) break;
          const description = text(field.description, field);
          const type = field.type && ALERT_TYPES.has(field.type) ? { type: field.type as NonNullable<LayoutAlert['type']> } : {};
          out.push({ kind: 'alert', ...spanOf(field), title, ...(description ? { description } : {}), ...type });
          break;
        }
        case 'text': {
          const content = text(field.content ?? field.__config__.defaultValue ?? field.title, field);
          if (content) out.push({ kind: 'text', ...spanOf(field), content });
          break;
        }
        default:
          // The items of a tab or collapse outside one, or a kind the checks refuse: their fields still show.
          out.push(...walk(field.__config__?.children ?? []));
      }
    }
    return out;
  };
  const layout = walk(fields);
  return arranged ? layout : undefined;
}

/** The field keys a formula names ("{a}", "{table-column}"). */
export function formulaFields(expression: string): string[] {
  return [...new Set([...expression.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!))];
}

/** The toolbar and row actions of the list, from the definition's buttons (defaults: add; edit, remove, detail). */
function actionsOf(definition: Definition): { toolbar: ToolbarAction[]; rowActions: RowAction[] } {
  const toolbarValues = definition.columnData.btnsList?.map((button) => button.value) ?? ['add'];
  const rowValues = definition.columnData.columnBtnsList?.map((button) => button.value) ?? ['edit', 'remove', 'detail'];
  const toolbar: ToolbarAction[] = [];
  if (toolbarValues.includes('add')) toolbar.push('add');
  // The original's download and upload buttons: the list's spreadsheet export and import.
  if (toolbarValues.includes('download')) toolbar.push('exportSheet');
  if (toolbarValues.includes('upload')) toolbar.push('importSheet');
  toolbar.push('refresh', 'columnSettings');
  const rowActions: RowAction[] = [];
  if (rowValues.includes('edit')) rowActions.push('edit');
  if (rowValues.includes('remove')) rowActions.push('remove');
  if (rowValues.includes('detail')) rowActions.push('detail');
  return { toolbar, rowActions };
}

/** The detail view of the definition's popupType. */
function detailOf(definition: Definition): DetailSpec {
  const { formData } = definition;
  const kind = formData.popupType === 'drawer' ? 'drawer' : formData.popupType === 'fullScreen' ? 'fullScreen' : 'modal';
  const width = kind === 'drawer' ? pixels(formData.drawerWidth, 600) : kind === 'fullScreen' ? pixels(formData.fullScreenWidth, 1000) : pixels(formData.generalWidth, 600);
  const templates = (Array.isArray(formData.printId) ? formData.printId : formData.printId ? [formData.printId] : []).filter(Boolean);
  const detail: DetailSpec = { kind, width };
  if (formData.hasPrintBtn && templates.length) detail.print = { templateIds: templates, ...(formData.printButtonText ? { text: formData.printButtonText } : {}) };
  return detail;
}

/** Converts a (sound) definition into the screen schema of its records. */
export function definitionToScreen(definition: Definition, options: AdapterOptions): ScreenSchema {
  const messages = new Messages();
  const title = messages.add('title', (language) => options.title[language]?.trim() || options.title['zh-CN']);
  const properties: Record<string, FieldSchema> = {};
  const required: string[] = [];
  const conditionals: ConditionalRule[] = [];
  const fields: FormField[] = [];
  for (const field of valueFields(definition.formData.fields)) {
    const converted = convertField(field, messages, '');
    const modelId = modelIdOfRecordApi(options.api);
    if (converted.form.widget === 'qrcode' && converted.form.props?.dataType === 'form' && modelId) converted.form.props.modelId = modelId;
    const name = field.__vModel__!;
    properties[name] = converted.schema;
    fields.push(converted.form);
    const rule = field.__config__.showWhen;
    if (converted.required && rule) {
      conditionals.push({ if: { properties: { [rule.field]: { enum: rule.in } }, required: [rule.field] }, then: { required: [name] } });
    } else if (converted.required) {
      required.push(name);
    }
  }
  const model: ModelSchema = { type: 'object', properties };
  if (required.length) model.required = required;
  if (conditionals.length) model.allOf = conditionals;

  const { columnData, formData } = definition;
  const columns: ListColumn[] = (columnData.columnList ?? [])
    // A list shows no arrays, except a people picker's ids (shown by their names).
    .filter((column) => column.prop in properties && (properties[column.prop]!.type !== 'array' || isListedArrayKind(fields.find((field) => field.name === column.prop)?.widget ?? '')))
    .map((column) => {
      const out: ListColumn = { field: column.prop };
      if (column.width) out.width = column.width;
      if (column.align) out.align = column.align;
      if (column.fixed === 'left' || column.fixed === 'right') out.fixed = column.fixed;
      const kind = fields.find((field) => field.name === column.prop)?.widget;
      if (kind === 'select' || kind === 'radio') out.render = 'option';
      if (kind === 'date') out.render = 'date';
      if (kind === 'editor') out.render = 'richText';
      if (kind && isListedArrayKind(kind)) out.render = kind;
      // A related record is shown by its relation field, not its id.
      if (kind === 'relationForm') out.render = 'relationForm';
      // A reference is shown by the referenced record's label.
      if (kind === 'reference') out.render = 'reference';
      return out;
    });
  const search = searchFieldsOf(columnData.searchList ?? [], { model: { type: 'object', properties } });
  // The keyword (for callers that send one) searches the text fields searched by "contains".
  const searchable = search.filter((item) => item.match === 'fuzzy' && properties[item.field]?.type === 'string').map((item) => item.field);
  const sortField = columnData.defaultSidx && properties[columnData.defaultSidx] ? columnData.defaultSidx : undefined;
  const { toolbar, rowActions } = actionsOf(definition);
  const labelWidth = typeof formData.labelWidth === 'number' ? formData.labelWidth : undefined;
  const detail = detailOf(definition);
  const layout = layoutOf(definition.formData.fields, messages);
  const dialogWidth = detail.kind === 'drawer' ? pixels(formData.drawerWidth, 600) : detail.kind === 'fullScreen' ? pixels(formData.fullScreenWidth, 1000) : pixels(formData.generalWidth, 600);
  return {
    id: options.id,
    title,
    route: options.route,
    messages: messages.out,
    model,
    resource: {
      api: options.api,
      keyword: searchable,
      paged: columnData.hasPage !== false,
      ...(sortField ? { sort: [{ field: sortField, order: columnData.sort === 'asc' ? 'asc' : 'desc' }] } : {}),
      rules: [LOWCODE_RULE],
      ...(toolbar.includes('exportSheet') || toolbar.includes('importSheet') ? { spreadsheet: { export: toolbar.includes('exportSheet'), import: toolbar.includes('importSheet') } } : {}),
    },
    // The original's button codes of its download and upload buttons (release makes them permission items).
    permissions: { export: 'btn_download', import: 'btn_upload' },
    form: {
      dialog: { kind: detail.kind === 'drawer' ? 'drawer' : 'modal', width: dialogWidth, title: { add: 'common.create', edit: 'common.edit' }, successMs: 1000 },
      ...(labelWidth ? { labelWidth } : {}),
      fields,
      ...(layout ? { layout } : {}),
      detail,
    },
    // The search list becomes the list's search bar, a field each (as the original shows it), without a keyword box.
    list: { layout: 'table', columns, keywordSearch: false, ...(search.length ? { search } : {}), toolbar, rowActions },
  };
}

