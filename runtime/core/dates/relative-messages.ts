/**
 * The texts of the relative-date helpers (relative.ts) in the three languages. `{n}` is the count the helper
 * returns. English uses short units so one template reads right for 1 and for many.
 *
 * Each language is a file of its own (./relative-messages.<language>.ts), so that the browser, which loads only the
 * language in use, does not download the others (issue 13).
 */
import type { Language } from '../i18n/languages';
import type { RelativeTimeKey } from './relative';
import { relativeTimeMessagesZhCN } from './relative-messages.zh-CN';
import { relativeTimeMessagesZhTW } from './relative-messages.zh-TW';
import { relativeTimeMessagesEn } from './relative-messages.en';

/** Relative-date templates per language, keyed by the helpers' message keys. */
export const RELATIVE_TIME_MESSAGES: Record<Language, Record<RelativeTimeKey, string>> = {
  'zh-CN': relativeTimeMessagesZhCN,
  'zh-TW': relativeTimeMessagesZhTW,
  en: relativeTimeMessagesEn,
};
