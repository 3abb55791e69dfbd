/**
 * The texts of grade management (分级管理: delegated administrators of chosen organisations) in every language.
 * Merged into the shared catalogue (runtime/core/i18n/messages.ts).
 *
 * Each language is a file of its own (./grade-messages.<language>.ts), so that the browser, which loads only the
 * language in use, does not download the others (issue 13).
 */
import type { Language } from '../i18n/languages';
import { gradeMessagesZhCN, type GradeMessageKey } from './grade-messages.zh-CN';
import { gradeMessagesZhTW } from './grade-messages.zh-TW';
import { gradeMessagesEn } from './grade-messages.en';

export type { GradeMessageKey } from './grade-messages.zh-CN';

/** The grade-management texts per language. */
export const GRADE_MESSAGES: Record<Language, Record<GradeMessageKey, string>> = {
  'zh-CN': gradeMessagesZhCN,
  'zh-TW': gradeMessagesZhTW,
  en: gradeMessagesEn,
};
