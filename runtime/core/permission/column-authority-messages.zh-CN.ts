/**
 * The texts of column authority in Simplified Chinese (the source language); ./column-authority-messages.ts gathers
 * the languages.
 */
export const columnAuthorityMessagesZhCN = {
  'columnAuthority.moduleNotFound': '菜单不存在',
  'columnAuthority.notAList': '列表字段格式不正确，应为数组',
  'columnAuthority.tooMany': '列表字段最多{max}项',
  'columnAuthority.badEntry': '第{index}项列表字段格式不正确',
  'columnAuthority.unknownColumn': '“{prop}”不是该菜单的列表字段',
  'columnAuthority.duplicateColumn': '列表字段“{prop}”重复',
  'columnAuthority.tab': '列表默认显示',
  'columnAuthority.save': '保存',
  'columnAuthority.restore': '恢复默认',
  'columnAuthority.hint': '用户未自行设置列时，列表按此顺序、显示与固定方式展示；未授权的列始终不显示',
  'columnAuthority.empty': '该菜单没有列表字段',
} as const;

/** A key of the column-authority texts. */
export type ColumnAuthorityMessageKey = keyof typeof columnAuthorityMessagesZhCN;
