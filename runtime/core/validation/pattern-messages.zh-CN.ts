/**
 * The messages of the shared pattern library (patterns.ts) in Simplified Chinese (the source language); ./pattern-
 * messages.ts gathers the languages.
 */
import type { PatternMessageKey } from './patterns';

/** The strings in Simplified Chinese, by key. */
export const patternMessagesZhCN: Record<PatternMessageKey, string> = {
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
};
