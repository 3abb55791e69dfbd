/**
 * The messages of the shared pattern library (patterns.ts) in the three languages. The zh-CN texts are spec 03 §5's
 * literals, verbatim; the other languages mirror the same keys (the type makes a missing key a compile error).
 */
import type { Language } from '../i18n/languages';
import type { PatternMessageKey } from './patterns';

/** Pattern messages per language, keyed by the keys PATTERNS names. */
export const PATTERN_MESSAGES: Record<Language, Record<PatternMessageKey, string>> = {
  'zh-CN': {
    'pattern.mobile': '请正确输入您的手机号',
    'pattern.password': '6-16位字符的密码（数字和字母组成）',
    'pattern.idCard': '请正确输入您的身份证号码',
    'pattern.email': '请正确输入您的邮箱地址',
    'pattern.carPlate': '请正确输入您的车牌号',
    'pattern.chinese': '请正确输入中文',
    'pattern.account': '只能输入数字英文',
    'pattern.numericCode': '编码只能输入数字',
    'pattern.halfMultiple': '时间只能是整数和0.5的倍数',
    'pattern.positiveInteger': '请输入正整数',
    'pattern.fieldName': '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
  },
  'zh-TW': {
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
  },
  en: {
    'pattern.mobile': 'Please enter a valid mobile number',
    'pattern.password': 'Password of 6-16 characters (letters and digits)',
    'pattern.idCard': 'Please enter a valid ID card number',
    'pattern.email': 'Please enter a valid e-mail address',
    'pattern.carPlate': 'Please enter a valid licence plate number',
    'pattern.chinese': 'Please enter Chinese characters only',
    'pattern.account': 'Only letters and digits are allowed',
    'pattern.numericCode': 'The code may contain digits only',
    'pattern.halfMultiple': 'The time must be a whole number or a multiple of 0.5',
    'pattern.positiveInteger': 'Please enter a positive integer',
    'pattern.fieldName': 'Only letters, digits and underscores, not starting with a digit or underscore',
  },
};
