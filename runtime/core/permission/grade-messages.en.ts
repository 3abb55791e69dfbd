/** The texts of grade management in English; ./grade-messages.ts gathers the languages. */
import type { GradeMessageKey } from './grade-messages.zh-CN';

/** The strings in English, by key. */
export const gradeMessagesEn: Record<GradeMessageKey, string> = {
  'grade.notAllowed': 'You may not manage this organisation',
  'grade.forAdministrator': 'A system administrator holds every right and needs no grade',
  'grade.tooMany': 'At most {max} organisations at a time',
};
