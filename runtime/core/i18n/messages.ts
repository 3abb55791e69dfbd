/**
 * The shared message catalogue and its lookup. Server answers and client toasts resolve the same keys, so a
 * message reads the same wherever it is shown.
 */
import { en } from './catalogue/en';
import { zhCN, type CoreMessageKey } from './catalogue/zh-CN';
import { zhTW } from './catalogue/zh-TW';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export type { CoreMessageKey } from './catalogue/zh-CN';

/** The shared messages per language. */
export const coreMessages: Record<Language, Record<CoreMessageKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
};

/** Values substituted for `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown names stay as written so a missing value is visible. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** Resolves a shared message in a language, falling back to Simplified Chinese. */
export function translate(language: Language, key: CoreMessageKey, params?: MessageParams): string {
  const template = coreMessages[language]?.[key] ?? coreMessages[DEFAULT_LANGUAGE][key];
  return interpolate(template, params);
}
