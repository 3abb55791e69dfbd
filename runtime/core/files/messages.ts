/**
 * The texts of uploads and files (spec 02 §4, §5, §8) in every language; the zh-CN texts are the spec's, verbatim.
 * Merged into the shared catalogue (runtime/core/i18n/messages.ts), so the server's refusals and the browser's
 * checks read the same.
 *
 * Each language is a file of its own (./messages.<language>.ts), so that the browser, which loads only the
 * language in use, does not download the others (issue 13).
 */
import type { Language } from '../i18n/languages';
import { fileMessagesZhCN, type FileMessageKey } from './messages.zh-CN';
import { fileMessagesZhTW } from './messages.zh-TW';
import { fileMessagesEn } from './messages.en';

export type { FileMessageKey } from './messages.zh-CN';

/** The file messages per language. */
export const FILE_MESSAGES: Record<Language, Record<FileMessageKey, string>> = {
  'zh-CN': fileMessagesZhCN,
  'zh-TW': fileMessagesZhTW,
  en: fileMessagesEn,
};
