/**
 * Checks a screen schema beyond what the meta-schema can say: every form field, column, key and conditional
 * names a model property; every referenced message exists in all three languages; the screen's messages hold the
 * same keys in each language; an action the list offers has what it works on (state → resource.stateField,
 * export/import → resource.transfer, addChild/expandAll → resource.tree), a module's own row action has its
 * button code in `permissions`, and a column over a field chosen from options shows the option's label (a cell
 * renderer other than plain text), a reference field names its screen, stores a string and is listed by its label;
 * the form's layout places only form fields, each once. Returns the problems found (empty when the schema is sound).
 */
import { coreMessages } from '../i18n/messages';
import { LANGUAGES } from '../i18n/languages';
import { NAME_DEFAULTS } from './context-defaults';
import { layoutFieldNames } from './layout';
import { searchProblems } from './list-search';
import { referencedKeys } from './messages';
import type { ScreenSchema } from './types';

/** The row actions of the generic runtime (runtime/react/list/row-actions.tsx); any other is a module's contribution. */
export const STANDARD_ROW_ACTIONS: ReadonlySet<string> = new Set(['edit', 'detail', 'remove', 'state', 'copy', 'export', 'addChild']);

/** Lists what is wrong with a schema. */
export function schemaProblems(schema: ScreenSchema): string[] {
  const problems: string[] = [];
  const fields = new Set(Object.keys(schema.model.properties));
  const need = (name: string, where: string) => {
    if (!fields.has(name)) problems.push(`${where} names "${name}", which is not a model property`);
  };
  for (const name of schema.model.required ?? []) need(name, 'model.required');
  for (const rule of schema.model.allOf ?? []) {
    for (const name of [...Object.keys(rule.if.properties), ...rule.if.required, ...rule.then.required]) need(name, 'model.allOf');
  }
  for (const field of schema.form.fields) {
    need(field.name, 'form.fields');
    if (field.visibleWhen) need(field.visibleWhen.field, `form field ${field.name}.visibleWhen`);
    if (field.lastIdInto) need(field.lastIdInto, `form field ${field.name}.lastIdInto`);
    for (const from of field.compute?.from ?? []) need(from, `form field ${field.name}.compute`);
  }
  // The layout places form fields, each at most once.
  const formFields = new Set(schema.form.fields.map((field) => field.name));
  const placed = new Set<string>();
  for (const name of layoutFieldNames(schema.form.layout ?? [])) {
    if (!formFields.has(name)) problems.push(`form.layout names "${name}", which is not a form field`);
    else if (placed.has(name)) problems.push(`form.layout places "${name}" more than once`);
    placed.add(name);
  }
  // A context default stores a name in a string field, a time in an integer field.
  for (const [name, field] of Object.entries(schema.model.properties)) {
    if (!field.contextDefault) continue;
    const wanted = NAME_DEFAULTS.has(field.contextDefault) ? 'string' : 'integer';
    if (field.type !== wanted) problems.push(`model property "${name}" takes the context default "${field.contextDefault}", which needs the type "${wanted}"`);
  }
  for (const column of schema.list.columns) need(column.field, 'list.columns');
  // A list shows what the form shows: the label of the chosen option, never the stored value ("no" where the form says 无).
  const chosenFromOptions = new Set(schema.form.fields.filter((field) => field.source).map((field) => field.name));
  for (const column of schema.list.columns) {
    if (chosenFromOptions.has(column.field) && (!column.render || column.render === 'text')) {
      problems.push(`list column "${column.field}" would show the stored value of a field chosen from options: give it "render": "option"`);
    }
  }
  // A reference stores one record id of the screen it names (registry.ts checks that screen is loaded and has a label).
  for (const field of schema.form.fields) {
    if (field.widget === 'reference' && !field.reference?.screen) problems.push(`form field ${field.name} is a reference, but reference.screen names no screen`);
    if (field.widget !== 'reference' && field.reference) problems.push(`form field ${field.name} declares reference, which only the reference widget reads`);
    if (field.widget === 'reference' && fields.has(field.name) && schema.model.properties[field.name]!.type !== 'string') problems.push(`form field ${field.name} is a reference, which stores a record id: its model type must be "string"`);
  }
  const references = new Set(schema.form.fields.filter((field) => field.widget === 'reference').map((field) => field.name));
  for (const column of schema.list.columns) {
    if (references.has(column.field) && column.render !== 'reference') problems.push(`list column "${column.field}" would show the stored id of a reference: give it "render": "reference"`);
  }
  for (const name of schema.resource.keyword) need(name, 'resource.keyword');
  problems.push(...searchProblems(schema));
  for (const unique of schema.resource.unique ?? []) for (const name of unique.fields) need(name, 'resource.unique');
  if (schema.resource.tree) need(schema.resource.tree.parentKey, 'resource.tree.parentKey');
  if (schema.resource.stateField) need(schema.resource.stateField, 'resource.stateField');
  if (schema.resource.grade) need(schema.resource.grade.field, 'resource.grade.field');
  for (const sort of schema.resource.sort ?? []) need(sort.field, 'resource.sort');
  // Actions that need a part of the resource to work on.
  const actions = new Set<string>([...schema.list.rowActions, ...schema.list.toolbar]);
  if (actions.has('state') && !schema.resource.stateField) problems.push('list offers "state", but resource.stateField names no field to flip');
  if (actions.has('copy') && !schema.resource.copy) problems.push('list offers "copy", but resource.copy is not set');
  if (actions.has('detail') && !schema.form.detail) problems.push('list offers "detail", but form.detail declares no detail view');
  if (actions.has('export') && !schema.resource.transfer) problems.push('list offers "export", but resource.transfer declares no file kind');
  if (actions.has('import') && !schema.resource.transfer) problems.push('list offers "import", but resource.transfer declares no file kind');
  if (actions.has('exportSheet') && !schema.resource.spreadsheet?.export) problems.push('list offers "exportSheet", but resource.spreadsheet.export is not set');
  if (actions.has('importSheet') && !schema.resource.spreadsheet?.import) problems.push('list offers "importSheet", but resource.spreadsheet.import is not set');
  // A module's own row action has no default code the server could know: the schema names it.
  for (const action of schema.list.rowActions) {
    if (!STANDARD_ROW_ACTIONS.has(action) && !schema.permissions?.[action]) problems.push(`row action "${action}" is a module's own: permissions.${action} must name its button code`);
  }
  if ((actions.has('addChild') || actions.has('expandAll')) && !schema.resource.tree) problems.push('list offers a tree action ("addChild" or "expandAll"), but resource.tree is not declared');

  const reference = Object.keys(schema.messages['zh-CN']).sort().join('\n');
  for (const language of LANGUAGES) {
    if (Object.keys(schema.messages[language] ?? {}).sort().join('\n') !== reference) {
      problems.push(`messages.${language} does not hold the same keys as messages.zh-CN`);
    }
    for (const [key, text] of Object.entries(schema.messages[language] ?? {})) {
      if (!text.trim()) problems.push(`messages.${language}.${key} is empty`);
    }
  }
  for (const key of referencedKeys(schema)) {
    for (const language of LANGUAGES) {
      const shared = coreMessages[language] as Record<string, string>;
      if (!(key in (schema.messages[language] ?? {})) && !(key in shared)) problems.push(`message "${key}" is missing in ${language}`);
    }
  }
  return problems;
}
