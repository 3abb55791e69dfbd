/**
 * The texts of data-permission schemes (row-level schemes of a page) in every language: the refusals of a scheme's
 * conditions, each naming the field, and the names of the operators and variables the scheme dialog offers.
 * Merged into the shared catalogue (runtime/core/i18n/messages.ts), so the server's refusals and the browser read the same.
 *
 * Each language is a file of its own (./data-scheme-messages.<language>.ts), so that the browser, which loads only the
 * language in use, does not download the others (issue 13).
 */
import type { Language } from '../i18n/languages';
import { dataSchemeMessagesZhCN, type DataSchemeMessageKey } from './data-scheme-messages.zh-CN';
import { dataSchemeMessagesZhTW } from './data-scheme-messages.zh-TW';
import { dataSchemeMessagesEn } from './data-scheme-messages.en';

export type { DataSchemeMessageKey } from './data-scheme-messages.zh-CN';

/** The data-scheme texts per language. */
export const DATA_SCHEME_MESSAGES: Record<Language, Record<DataSchemeMessageKey, string>> = {
  'zh-CN': dataSchemeMessagesZhCN,
  'zh-TW': dataSchemeMessagesZhTW,
  en: dataSchemeMessagesEn,
};
