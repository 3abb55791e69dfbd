/**
 * Resolves a screen's message keys: the screen's own messages in the language first, then the shared catalogue,
 * then Simplified Chinese, and finally the key itself so that a missing string is visible rather than blank.
 */
import { coreMessages, interpolate, type MessageParams } from '../i18n/messages';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { layoutMessageKeys } from './layout';
import type { ScreenSchema } from './types';

/** Turns a message key into text. */
export type Translate = (key: string, params?: MessageParams) => string;

/** A translator for one screen in one language. */
export function screenTranslator(schema: Pick<ScreenSchema, 'messages'> | undefined, language: Language): Translate {
  const own = schema?.messages?.[language] ?? {};
  const ownDefault = schema?.messages?.[DEFAULT_LANGUAGE] ?? {};
  const shared = coreMessages[language] as Record<string, string>;
  const sharedDefault = coreMessages[DEFAULT_LANGUAGE] as Record<string, string>;
  return (key, params) => interpolate(own[key] ?? shared[key] ?? ownDefault[key] ?? sharedDefault[key] ?? key, params);
}

/** Every message key a screen refers to (titles, labels, messages, placeholders). */
export function referencedKeys(schema: ScreenSchema): string[] {
  const keys = new Set<string>([schema.title]);
  for (const field of Object.values(schema.model.properties)) {
    keys.add(field.title);
    if (field.description) keys.add(field.description);
    for (const message of Object.values(field.errorMessage ?? {})) if (message) keys.add(message);
  }
  for (const unique of schema.resource.unique ?? []) keys.add(unique.message);
  if (schema.resource.selector?.topNode) keys.add(schema.resource.selector.topNode.label);
  for (const message of Object.values(schema.resource.successMessages ?? {})) if (message) keys.add(message);
  keys.add(schema.form.dialog.title.add);
  keys.add(schema.form.dialog.title.edit);
  for (const field of schema.form.fields) {
    if (field.placeholder) keys.add(field.placeholder);
    if (field.asyncCheck) keys.add(field.asyncCheck.message);
    if (field.source?.kind === 'static') for (const option of field.source.options) keys.add(option.label);
    if (field.source?.kind === 'api' && field.source.topNode) keys.add(field.source.topNode.label);
  }
  for (const key of layoutMessageKeys(schema.form.layout ?? [])) keys.add(key);
  if (schema.list.leftTree) {
    keys.add(schema.list.leftTree.title);
    if (schema.list.leftTree.manage) keys.add(schema.list.leftTree.manage.label);
  }
  return [...keys];
}
