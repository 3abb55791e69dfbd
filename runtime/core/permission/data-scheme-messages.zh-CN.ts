/**
 * The texts of data-permission schemes in Simplified Chinese (the source language); ./data-scheme-messages.ts
 * gathers the languages.
 */
export const dataSchemeMessagesZhCN = {
  'dataScheme.notObject': '数据权限方案的条件格式不正确',
  'dataScheme.notFound': '数据权限方案不存在或已被删除',
  'dataScheme.pageUnknown': '该菜单不是可以设置数据权限的页面',
  'dataScheme.codeTaken': '方案编码已存在',
  'dataScheme.nameRequired': '请输入方案名称',
  'dataScheme.codeRequired': '请输入方案编码',
  'dataScheme.noConditions': '请至少添加一个条件，或选择“全部数据”',
  'dataScheme.groupEmpty': '第{group}个条件组没有条件',
  'dataScheme.tooMany': '条件太多，最多{max}个',
  'dataScheme.fieldUnknown': '字段“{field}”不是此页面的字段',
  'dataScheme.operatorInvalid': '字段“{field}”的条件符号无效',
  'dataScheme.operatorNotForText': '字段“{field}”是文本，不能比较大小',
  'dataScheme.valueRequired': '请填写字段“{field}”的值',
  'dataScheme.valueNotNumber': '字段“{field}”的值必须是数字',
  'dataScheme.valueTooLong': '字段“{field}”的值太长',
  'dataScheme.variableInvalid': '字段“{field}”的变量无效',
  'dataScheme.variableOperator': '字段“{field}”使用变量时只能选择等于、不等于、属于或不属于',
  'dataScheme.variableNotForNumber': '字段“{field}”是数字，不能使用变量',
  'dataScheme.op.==': '等于',
  'dataScheme.op.!=': '不等于',
  'dataScheme.op.>': '大于',
  'dataScheme.op.>=': '大于等于',
  'dataScheme.op.<': '小于',
  'dataScheme.op.<=': '小于等于',
  'dataScheme.op.contains': '包含',
  'dataScheme.op.notContains': '不包含',
  'dataScheme.op.in': '属于',
  'dataScheme.op.notIn': '不属于',
  'dataScheme.op.null': '为空',
  'dataScheme.op.notNull': '不为空',
  'dataScheme.var.currentUser': '当前用户',
  'dataScheme.var.currentOrganize': '当前组织',
  'dataScheme.var.currentOrganizeAndBelow': '当前组织及子组织',
  'dataScheme.var.subordinates': '当前用户的下属',
  'dataScheme.var.currentUserAndSubordinates': '当前用户及下属',
  'dataScheme.logic.and': '且',
  'dataScheme.logic.or': '或',
} as const;

/** A key of the data-scheme texts. */
export type DataSchemeMessageKey = keyof typeof dataSchemeMessagesZhCN;
