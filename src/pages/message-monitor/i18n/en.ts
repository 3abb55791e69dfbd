/**
 * The strings of the message monitor (消息中心 → 消息监控) in English. The browser loads only the language in use (issue
 * 13).
 */
import type { MonitorKey } from './zh-CN';

/** The strings in English, by key. */
export const monitorEn: Record<MonitorKey, string> = {
  'monitor.keyword': 'Title, content, recipient or template',
  'monitor.channel': 'Channel',
  'monitor.status': 'Status',
  'monitor.statusAll': 'All statuses',
  'monitor.channelAll': 'All channels',
  'monitor.success': 'Sent',
  'monitor.failure': 'Failed',
  'monitor.timeRange': 'Sent at',
  'monitor.search': 'Search',
  'monitor.reset': 'Reset',
  'monitor.clear': 'Clear all',
  'monitor.clearConfirm': 'This will delete every send record. Continue?',
  'monitor.batchDelete': 'Delete selected',
  'monitor.batchDeleteConfirm': 'This will delete the {{count}} selected send records. Continue?',
  'monitor.detail': 'Details',
  'monitor.detailTitle': 'Send details',
  'monitor.title': 'Message title',
  'monitor.content': 'Message content',
  'monitor.recipient': 'Recipient',
  'monitor.address': 'Address',
  'monitor.template': 'Message template',
  'monitor.source': 'Used for',
  'monitor.sourceTest': 'Channel test',
  'monitor.sourceNotice': 'Announcement release',
  'monitor.sourceSchedule': 'Schedule reminder',
  'monitor.sendTime': 'Sent at',
  'monitor.error': 'Reason',
  'monitor.errorNoAddress': 'The recipient has no address for this channel',
  'monitor.errorNotConfigured': 'The channel is not set up',
  'monitor.channel1': 'In-site message',
  'monitor.channel2': 'Email',
  'monitor.channel3': 'SMS',
  'monitor.channel4': 'DingTalk',
  'monitor.channel5': 'WeCom',
  'monitor.channel6': 'Webhook',
};
