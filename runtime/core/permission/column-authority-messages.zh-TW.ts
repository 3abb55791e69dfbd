/**
 * The texts of column authority in Traditional Chinese (Taiwan); ./column-authority-messages.ts gathers the
 * languages.
 */
import type { ColumnAuthorityMessageKey } from './column-authority-messages.zh-CN';

/** The strings in Traditional Chinese, by key. */
export const columnAuthorityMessagesZhTW: Record<ColumnAuthorityMessageKey, string> = {
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
};
