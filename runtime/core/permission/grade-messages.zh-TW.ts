/** The texts of grade management in Traditional Chinese (Taiwan); ./grade-messages.ts gathers the languages. */
import type { GradeMessageKey } from './grade-messages.zh-CN';

/** The strings in Traditional Chinese, by key. */
export const gradeMessagesZhTW: Record<GradeMessageKey, string> = {
  'grade.notAllowed': '您沒有管理該組織的權限',
  'grade.forAdministrator': '系統管理員擁有全部權限，無需分級管理',
  'grade.tooMany': '一次最多設定{max}個組織',
};
