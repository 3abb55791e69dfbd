/**
 * The texts of column authority (模块列表权限: an administrator's arrangement of a page's list columns) in every
 * language. Merged into the shared catalogue (runtime/core/i18n/messages.ts).
 *
 * Each language is a file of its own (./column-authority-messages.<language>.ts), so that the browser, which loads only the
 * language in use, does not download the others (issue 13).
 */
import type { Language } from '../i18n/languages';
import { columnAuthorityMessagesZhCN, type ColumnAuthorityMessageKey } from './column-authority-messages.zh-CN';
import { columnAuthorityMessagesZhTW } from './column-authority-messages.zh-TW';
import { columnAuthorityMessagesEn } from './column-authority-messages.en';

export type { ColumnAuthorityMessageKey } from './column-authority-messages.zh-CN';

/** The column-authority texts per language. */
export const COLUMN_AUTHORITY_MESSAGES: Record<Language, Record<ColumnAuthorityMessageKey, string>> = {
  'zh-CN': columnAuthorityMessagesZhCN,
  'zh-TW': columnAuthorityMessagesZhTW,
  en: columnAuthorityMessagesEn,
};
