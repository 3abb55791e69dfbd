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
 * subTable widget. Containers are opened (their fields keep their spans); display-only kinds show nothing yet. A
 * required field with a show rule is required only while it shows (a model `allOf` conditional).
 */
import { LANGUAGES, type Language } from '../i18n/languages';
import type {
  ConditionalRule,
  DetailSpec,
  FieldSchema,
  FormField,
  ListColumn,
  ModelSchema,
  RowAction,
  ScreenMessages,
  ScreenSchema,
  ToolbarAction,
} from '../schema/types';
import { valueFields, type Definition, type DefinitionField } from './definition';

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

/** The screen id (and storage collection) of a released model's records. */
export function screenIdOf(modelId: string): string {
  return `vd${modelId.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** The API base of a released model's records. */
export function recordApiOf(modelId: string): string {
  return `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}`;
}

/** The name of the server rule that completes a dynamic record (computed fields, hidden fields dropped). */
export const LOWCODE_RULE = 'lowcodeRecord';

/** Texts the adapter writes, per language: required (label), bill-number placeholder. */
const TEXT: Record<Language, { required: (label: string) => string; billAuto: string }> = {
  'zh-CN': { required: (label) => `${label}不能为空`, billAuto: '系统自动生成' },
  'zh-TW': { required: (label) => `${label}不能為空`, billAuto: '系統自動生成' },
  en: { required: (label) => `${label} must not be empty`, billAuto: 'Generated on save' },
};

/** Collects the screen's messages. */
class Messages {
  readonly out: ScreenMessages = { 'zh-CN': {}, 'zh-TW': {}, en: {} };

  /** Adds a key with a text per language; answers the key. */
  add(key: string, text: (language: Language) => string): string {
    for (const language of LANGUAGES) this.out[language][key] = text(language);
    return key;
  }
}

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
  const required = config.required === true;
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
      form.source = { kind: 'static', options: options.map((option, index) => ({ value: String(option.value), label: messages.add(`o.${key}.${index}`, () => option.label) })) };
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
  if (toolbarValues.includes('download') || toolbarValues.includes('export')) toolbar.push('export');
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
    .filter((column) => column.prop in properties && properties[column.prop]!.type !== 'array')
    .map((column) => {
      const out: ListColumn = { field: column.prop };
      if (column.width) out.width = column.width;
      if (column.align) out.align = column.align;
      if (column.fixed === 'left' || column.fixed === 'right') out.fixed = column.fixed;
      const kind = fields.find((field) => field.name === column.prop)?.widget;
      if (kind === 'select' || kind === 'radio') out.render = 'option';
      if (kind === 'date') out.render = 'date';
      return out;
    });
  const searchable = (columnData.searchList ?? []).map((search) => search.prop).filter((prop) => properties[prop]?.type === 'string');
  const sortField = columnData.defaultSidx && properties[columnData.defaultSidx] ? columnData.defaultSidx : undefined;
  const { toolbar, rowActions } = actionsOf(definition);
  const labelWidth = typeof formData.labelWidth === 'number' ? formData.labelWidth : undefined;
  const detail = detailOf(definition);
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
    },
    form: {
      dialog: { kind: detail.kind === 'drawer' ? 'drawer' : 'modal', width: dialogWidth, title: { add: 'common.create', edit: 'common.edit' }, successMs: 1000 },
      ...(labelWidth ? { labelWidth } : {}),
      fields,
      detail,
    },
    list: { layout: 'table', columns, keywordSearch: searchable.length > 0, toolbar, rowActions },
  };
}

