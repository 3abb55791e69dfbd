/**
 * The strings of the internal chat (navbar icon, drawer, window) in Traditional Chinese (Taiwan). The browser loads
 * only the language in use (issue 13).
 */
import type { ChatKey } from './zh-CN';

/** The strings in Traditional Chinese, by key. */
export const chatZhTW: Record<ChatKey, string> = {
  'chat.open': '即時聊天',
  'chat.drawerTitle': '即時聊天',
  'chat.tabMessages': '訊息',
  'chat.tabContacts': '聯絡人',
  'chat.searchContacts': '搜尋：姓名/帳號',
  'chat.noConversations': '尚無訊息',
  'chat.noContacts': '尚無聯絡人',
  'chat.remove': '移除',
  'chat.deleteRecords': '刪除聊天紀錄',
  'chat.deleteRecordsConfirm': '此操作將清除目前聊天的所有紀錄，是否繼續？',
  'chat.emoji': '表情符號',
  'chat.image': '圖片',
  'chat.history': '聊天紀錄',
  'chat.historySearch': '搜尋聊天紀錄',
  'chat.noHistory': '尚無聊天紀錄',
  'chat.placeholder': '請輸入訊息，按 Enter 傳送',
  'chat.send': '傳送',
  'chat.imageMessage': '[圖片]',
  'chat.loadMore': '載入更多',
  'chat.noMore': '沒有更多了',
  'chat.offline': '連線已中斷，正在重新連線…',
  'chat.uploadFailed': '圖片上傳失敗',
};
