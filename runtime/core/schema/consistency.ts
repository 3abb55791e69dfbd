/**
 * Checks a screen schema beyond what the meta-schema can say: every form field, column, key and conditional
 * names a model property; every referenced message exists in all three languages; the screen's messages hold the
 * same keys in each language. Returns the problems found (empty when the schema is sound).
 */
import { coreMessages } from '../i18n/messages';
import { LANGUAGES } from '../i18n/languages';
import { referencedKeys } from './messages';
import type { ScreenSchema } from './types';

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
  for (const column of schema.list.columns) need(column.field, 'list.columns');
  for (const name of schema.resource.keyword) need(name, 'resource.keyword');
  for (const unique of schema.resource.unique ?? []) for (const name of unique.fields) need(name, 'resource.unique');
  if (schema.resource.tree) need(schema.resource.tree.parentKey, 'resource.tree.parentKey');
  if (schema.resource.stateField) need(schema.resource.stateField, 'resource.stateField');
  for (const sort of schema.resource.sort ?? []) need(sort.field, 'resource.sort');

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
