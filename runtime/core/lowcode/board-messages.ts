/**
 * The texts of data reports and portals (issue 9 §4) in every language: the checks made when a report or portal is
 * saved (each naming the part that is wrong), the refusals of their calls and the labels the server puts into their
 * answers. Merged into the shared catalogue (runtime/core/i18n/messages.ts), so the server and the browser read the
 * same.
 *
 * Each language is a file of its own (./board-messages.<language>.ts), so that the browser, which loads only the
 * language in use, does not download the others (issue 13).
 */
import type { Language } from '../i18n/languages';
import { boardMessagesZhCN, type ReportMessageKey } from './board-messages.zh-CN';
import { boardMessagesZhTW } from './board-messages.zh-TW';
import { boardMessagesEn } from './board-messages.en';

export type { ReportMessageKey } from './board-messages.zh-CN';

/** The report and portal texts per language. */
export const BOARD_MESSAGES: Record<Language, Record<ReportMessageKey, string>> = {
  'zh-CN': boardMessagesZhCN,
  'zh-TW': boardMessagesZhTW,
  en: boardMessagesEn,
};
