/**
 * The texts of grade management in Simplified Chinese (the source language); ./grade-messages.ts gathers the
 * languages.
 */
export const gradeMessagesZhCN = {
  'grade.notAllowed': '您没有管理该组织的权限',
  'grade.forAdministrator': '系统管理员拥有全部权限，无需分级管理',
  'grade.tooMany': '一次最多设置{max}个组织',
} as const;

/** A key of the grade-management texts. */
export type GradeMessageKey = keyof typeof gradeMessagesZhCN;
