/**
 * The messages of the shared pattern library (patterns.ts) in Traditional Chinese (Taiwan); ./pattern-messages.ts
 * gathers the languages.
 */
import type { PatternMessageKey } from './patterns';

/** The strings in Traditional Chinese, by key. */
export const patternMessagesZhTW: Record<PatternMessageKey, string> = {
  'pattern.mobile': '請正確輸入您的手機號碼',
  'pattern.password': '6-16位字元的密碼（數字和字母組成）',
  'pattern.idCard': '請正確輸入您的身分證號碼',
  'pattern.email': '請正確輸入您的電子郵件地址',
  'pattern.carPlate': '請正確輸入您的車牌號碼',
  'pattern.chinese': '請正確輸入中文',
  'pattern.account': '只能輸入數字英文',
  'pattern.numericCode': '編碼只能輸入數字',
  'pattern.halfMultiple': '時間只能是整數和0.5的倍數',
  'pattern.positiveInteger': '請輸入正整數',
  'pattern.fieldName': '只能輸入大小寫英文字母、數字、底線組合，且不能以數字、底線開頭',
};
