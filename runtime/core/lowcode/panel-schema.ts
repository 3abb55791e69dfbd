/**
 * A designer's property panel as a screen schema, so the runtime's own SchemaForm renders it (the designers are
 * built with the runtime they feed). Each property descriptor says how the property is typed and edited, its name
 * in three languages, and how it reads from and writes to its target, so a panel's values go both ways: `readAll`
 * reads them, `writeAll` writes them back. The form designer's field, form and list panels (field-panel.ts,
 * designer-panels.ts) and the report and portal designers' panels (board-panels.ts) are built with it.
 */
import { LANGUAGES } from '../i18n/languages';
import type { FieldSchema, FormField, OptionSource, ScreenMessages, ScreenSchema } from '../schema/types';
import { NAME_INDEX, type Names } from './field-kinds';

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

/** Value helpers of descriptors: a blank value, text, a finite number, a 0/1 flag, object rows. */
export const blank = (value: unknown) => value === undefined || value === null || value === '';
export const asText = (value: unknown) => (blank(value) ? undefined : String(value));
export const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
export const flag = (value: unknown) => (value === true ? 1 : 0);
export const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object') : []);

/** Sets or (when blank) removes a key. */
export function put<T extends object>(target: T, key: keyof T, value: unknown): void {
  if (blank(value)) delete target[key];
  else (target as Record<keyof T, unknown>)[key] = value;
}

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
