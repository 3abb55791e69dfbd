/**
 * The texts of column authority (模块列表权限: an administrator's arrangement of a page's list columns) in every
 * language. Merged into the shared catalogue (runtime/core/i18n/messages.ts).
 */
import type { Language } from '../i18n/languages';

const zhCN = {
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
export type ColumnAuthorityMessageKey = keyof typeof zhCN;

/** The column-authority texts per language. */
export const COLUMN_AUTHORITY_MESSAGES: Record<Language, Record<ColumnAuthorityMessageKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': {
    'columnAuthority.moduleNotFound': '選單不存在',
    'columnAuthority.notAList': '清單欄位格式不正確，應為陣列',
    'columnAuthority.tooMany': '清單欄位最多{max}項',
    'columnAuthority.badEntry': '第{index}項清單欄位格式不正確',
    'columnAuthority.unknownColumn': '「{prop}」不是該選單的清單欄位',
    'columnAuthority.duplicateColumn': '清單欄位「{prop}」重複',
    'columnAuthority.tab': '清單預設顯示',
    'columnAuthority.save': '儲存',
    'columnAuthority.restore': '還原預設',
    'columnAuthority.hint': '使用者未自行設定欄位時，清單依此順序、顯示與固定方式呈現；未授權的欄位一律不顯示',
    'columnAuthority.empty': '該選單沒有清單欄位',
  },
  en: {
    'columnAuthority.moduleNotFound': 'The menu entry does not exist',
    'columnAuthority.notAList': 'The column list must be an array',
    'columnAuthority.tooMany': 'At most {max} columns',
    'columnAuthority.badEntry': 'Column entry {index} is malformed',
    'columnAuthority.unknownColumn': '"{prop}" is not a list column of this menu entry',
    'columnAuthority.duplicateColumn': 'The column "{prop}" is listed twice',
    'columnAuthority.tab': 'Default list layout',
    'columnAuthority.save': 'Save',
    'columnAuthority.restore': 'Restore default',
    'columnAuthority.hint': 'Users who have not chosen their own columns see the list in this order, with these columns shown and pinned; columns they are not granted never show',
    'columnAuthority.empty': 'This menu entry has no list columns',
  },
};
