/**
 * The strings of the message monitor (消息中心 → 消息监控) in Simplified Chinese (source). The browser loads only the
 * language in use (issue 13).
 */
export const monitorZhCN = {
  'monitor.keyword': '请输入标题、内容、接收人或模板',
  'monitor.channel': '发送渠道',
  'monitor.status': '发送状态',
  'monitor.statusAll': '全部状态',
  'monitor.channelAll': '全部渠道',
  'monitor.success': '成功',
  'monitor.failure': '失败',
  'monitor.timeRange': '发送时间',
  'monitor.search': '查询',
  'monitor.reset': '重置',
  'monitor.clear': '清空',
  'monitor.clearConfirm': '此操作将清空全部发送记录，是否继续？',
  'monitor.batchDelete': '批量删除',
  'monitor.batchDeleteConfirm': '此操作将删除选中的 {{count}} 条发送记录，是否继续？',
  'monitor.detail': '详情',
  'monitor.detailTitle': '发送详情',
  'monitor.title': '消息标题',
  'monitor.content': '消息内容',
  'monitor.recipient': '接收人',
  'monitor.address': '接收地址',
  'monitor.template': '消息模板',
  'monitor.source': '消息来源',
  'monitor.sourceTest': '渠道测试',
  'monitor.sourceNotice': '公告发布',
  'monitor.sourceSchedule': '日程提醒',
  'monitor.sendTime': '发送时间',
  'monitor.error': '失败原因',
  'monitor.errorNoAddress': '接收人没有该渠道的地址',
  'monitor.errorNotConfigured': '该渠道未配置',
  'monitor.channel1': '站内消息',
  'monitor.channel2': '邮件',
  'monitor.channel3': '短信',
  'monitor.channel4': '钉钉',
  'monitor.channel5': '企业微信',
  'monitor.channel6': 'Webhook',
};

/** A monitor string key. */
export type MonitorKey = keyof typeof monitorZhCN;
