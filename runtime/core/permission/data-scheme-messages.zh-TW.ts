/**
 * The texts of data-permission schemes in Traditional Chinese (Taiwan); ./data-scheme-messages.ts gathers the
 * languages.
 */
import type { DataSchemeMessageKey } from './data-scheme-messages.zh-CN';

/** The strings in Traditional Chinese, by key. */
export const dataSchemeMessagesZhTW: Record<DataSchemeMessageKey, string> = {
  'dataScheme.notObject': '資料權限方案的條件格式不正確',
  'dataScheme.notFound': '資料權限方案不存在或已被刪除',
  'dataScheme.pageUnknown': '該選單不是可以設定資料權限的頁面',
  'dataScheme.codeTaken': '方案編碼已存在',
  'dataScheme.nameRequired': '請輸入方案名稱',
  'dataScheme.codeRequired': '請輸入方案編碼',
  'dataScheme.noConditions': '請至少新增一個條件，或選擇「全部資料」',
  'dataScheme.groupEmpty': '第{group}個條件組沒有條件',
  'dataScheme.tooMany': '條件太多，最多{max}個',
  'dataScheme.fieldUnknown': '欄位「{field}」不是此頁面的欄位',
  'dataScheme.operatorInvalid': '欄位「{field}」的條件符號無效',
  'dataScheme.operatorNotForText': '欄位「{field}」是文字，不能比較大小',
  'dataScheme.valueRequired': '請填寫欄位「{field}」的值',
  'dataScheme.valueNotNumber': '欄位「{field}」的值必須是數字',
  'dataScheme.valueTooLong': '欄位「{field}」的值太長',
  'dataScheme.variableInvalid': '欄位「{field}」的變數無效',
  'dataScheme.variableOperator': '欄位「{field}」使用變數時只能選擇等於、不等於、屬於或不屬於',
  'dataScheme.variableNotForNumber': '欄位「{field}」是數字，不能使用變數',
  'dataScheme.op.==': '等於',
  'dataScheme.op.!=': '不等於',
  'dataScheme.op.>': '大於',
  'dataScheme.op.>=': '大於等於',
  'dataScheme.op.<': '小於',
  'dataScheme.op.<=': '小於等於',
  'dataScheme.op.contains': '包含',
  'dataScheme.op.notContains': '不包含',
  'dataScheme.op.in': '屬於',
  'dataScheme.op.notIn': '不屬於',
  'dataScheme.op.null': '為空',
  'dataScheme.op.notNull': '不為空',
  'dataScheme.var.currentUser': '目前使用者',
  'dataScheme.var.currentOrganize': '目前組織',
  'dataScheme.var.currentOrganizeAndBelow': '目前組織及子組織',
  'dataScheme.var.subordinates': '目前使用者的下屬',
  'dataScheme.var.currentUserAndSubordinates': '目前使用者及下屬',
  'dataScheme.logic.and': '且',
  'dataScheme.logic.or': '或',
};
