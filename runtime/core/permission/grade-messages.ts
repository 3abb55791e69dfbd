/**
 * The texts of grade management (分级管理: delegated administrators of chosen organisations) in every language.
 * Merged into the shared catalogue (runtime/core/i18n/messages.ts).
 */
import type { Language } from '../i18n/languages';

const zhCN = {
  'grade.notAllowed': '您没有管理该组织的权限',
  'grade.forAdministrator': '系统管理员拥有全部权限，无需分级管理',
  'grade.tooMany': '一次最多设置{max}个组织',
} as const;

/** A key of the grade-management texts. */
export type GradeMessageKey = keyof typeof zhCN;

/** The grade-management texts per language. */
export const GRADE_MESSAGES: Record<Language, Record<GradeMessageKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': {
    'grade.notAllowed': '您沒有管理該組織的權限',
    'grade.forAdministrator': '系統管理員擁有全部權限，無需分級管理',
    'grade.tooMany': '一次最多設定{max}個組織',
  },
  en: {
    'grade.notAllowed': 'You may not manage this organisation',
    'grade.forAdministrator': 'A system administrator holds every right and needs no grade',
    'grade.tooMany': 'At most {max} organisations at a time',
  },
};
