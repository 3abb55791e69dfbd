/**
 * The shared message catalogue and its lookup. Server answers and client toasts resolve the same keys, so a
 * message reads the same wherever it is shown.
 */
import { en } from './catalogue/en';
import { zhCN, type CoreMessageKey } from './catalogue/zh-CN';
import { zhTW } from './catalogue/zh-TW';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { PATTERN_MESSAGES } from '../validation/pattern-messages';
import type { PatternMessageKey } from '../validation/patterns';
import { RELATIVE_TIME_MESSAGES } from '../dates/relative-messages';
import type { RelativeTimeKey } from '../dates/relative';
import { FILE_MESSAGES, type FileMessageKey } from '../files/messages';
import { DATA_SCHEME_MESSAGES, type DataSchemeMessageKey } from '../permission/data-scheme-messages';
import { GRADE_MESSAGES, type GradeMessageKey } from '../permission/grade-messages';
import { COLUMN_AUTHORITY_MESSAGES, type ColumnAuthorityMessageKey } from '../permission/column-authority-messages';
import { BOARD_MESSAGES, type ReportMessageKey } from '../lowcode/board-messages';

export type { CoreMessageKey } from './catalogue/zh-CN';

/** Every key of the shared messages: the catalogue, the pattern library's messages and the relative times. */
export type SharedMessageKey = CoreMessageKey | PatternMessageKey | RelativeTimeKey | FileMessageKey | DataSchemeMessageKey | GradeMessageKey | ColumnAuthorityMessageKey | ReportMessageKey;

/** The shared messages per language. */
export const coreMessages: Record<Language, Record<SharedMessageKey, string>> = {
  'zh-CN': { ...zhCN, ...PATTERN_MESSAGES['zh-CN'], ...RELATIVE_TIME_MESSAGES['zh-CN'], ...FILE_MESSAGES['zh-CN'], ...DATA_SCHEME_MESSAGES['zh-CN'], ...GRADE_MESSAGES['zh-CN'], ...COLUMN_AUTHORITY_MESSAGES['zh-CN'], ...BOARD_MESSAGES['zh-CN'] },
  'zh-TW': { ...zhTW, ...PATTERN_MESSAGES['zh-TW'], ...RELATIVE_TIME_MESSAGES['zh-TW'], ...FILE_MESSAGES['zh-TW'], ...DATA_SCHEME_MESSAGES['zh-TW'], ...GRADE_MESSAGES['zh-TW'], ...COLUMN_AUTHORITY_MESSAGES['zh-TW'], ...BOARD_MESSAGES['zh-TW'] },
  en: { ...en, ...PATTERN_MESSAGES.en, ...RELATIVE_TIME_MESSAGES.en, ...FILE_MESSAGES.en, ...DATA_SCHEME_MESSAGES.en, ...GRADE_MESSAGES.en, ...COLUMN_AUTHORITY_MESSAGES.en, ...BOARD_MESSAGES.en },
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
export function translate(language: Language, key: SharedMessageKey, params?: MessageParams): string {
  const template = coreMessages[language]?.[key] ?? coreMessages[DEFAULT_LANGUAGE][key];
  return interpolate(template, params);
}
