/**
 * The strings of the message monitor (消息中心 → 消息监控) in Traditional Chinese (Taiwan). The browser loads only the
 * language in use (issue 13).
 */
import type { MonitorKey } from './zh-CN';

/** The strings in Traditional Chinese, by key. */
export const monitorZhTW: Record<MonitorKey, string> = {
  'monitor.keyword': '請輸入標題、內容、接收人或範本',
  'monitor.channel': '傳送管道',
  'monitor.status': '傳送狀態',
  'monitor.statusAll': '全部狀態',
  'monitor.channelAll': '全部管道',
  'monitor.success': '成功',
  'monitor.failure': '失敗',
  'monitor.timeRange': '傳送時間',
  'monitor.search': '查詢',
  'monitor.reset': '重設',
  'monitor.clear': '清除全部',
  'monitor.clearConfirm': '此操作將清除全部傳送紀錄，是否繼續？',
  'monitor.batchDelete': '批次刪除',
  'monitor.batchDeleteConfirm': '此操作將刪除選取的 {{count}} 筆傳送紀錄，是否繼續？',
  'monitor.detail': '詳細資料',
  'monitor.detailTitle': '傳送詳細資料',
  'monitor.title': '訊息標題',
  'monitor.content': '訊息內容',
  'monitor.recipient': '接收人',
  'monitor.address': '接收地址',
  'monitor.template': '訊息範本',
  'monitor.source': '訊息來源',
  'monitor.sourceTest': '管道測試',
  'monitor.sourceNotice': '公告發佈',
  'monitor.sourceSchedule': '日程提醒',
  'monitor.sendTime': '傳送時間',
  'monitor.error': '失敗原因',
  'monitor.errorNoAddress': '接收人沒有該管道的地址',
  'monitor.errorNotConfigured': '該管道尚未設定',
  'monitor.channel1': '站內訊息',
  'monitor.channel2': '電子郵件',
  'monitor.channel3': '簡訊',
  'monitor.channel4': '釘釘',
  'monitor.channel5': '企業微信',
  'monitor.channel6': 'Webhook',
};
