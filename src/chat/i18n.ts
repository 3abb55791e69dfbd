/** The strings of the internal chat (navbar icon, drawer, window), in the three languages. */

/** Simplified Chinese (source). */
export const chatZhCN = {
  'chat.open': '即时聊天',
  'chat.drawerTitle': '即时聊天',
  'chat.tabMessages': '消息',
  'chat.tabContacts': '联系人',
  'chat.searchContacts': '搜索：姓名/账号',
  'chat.noConversations': '暂无消息',
  'chat.noContacts': '暂无联系人',
  'chat.remove': '移除',
  'chat.deleteRecords': '删除聊天记录',
  'chat.deleteRecordsConfirm': '此操作将清空当前聊天的所有记录，是否继续？',
  'chat.emoji': '表情',
  'chat.image': '图片',
  'chat.history': '聊天记录',
  'chat.historySearch': '搜索聊天记录',
  'chat.noHistory': '暂无聊天记录',
  'chat.placeholder': '请输入消息，按 Enter 发送',
  'chat.send': '发送',
  'chat.imageMessage': '[图片]',
  'chat.loadMore': '加载更多',
  'chat.noMore': '没有更多了',
  'chat.offline': '连接已断开，正在重新连接…',
  'chat.uploadFailed': '图片上传失败',
} as const;

/** A chat string key. */
export type ChatKey = keyof typeof chatZhCN;

/** Traditional Chinese (Taiwan). */
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

/** English. */
export const chatEn: Record<ChatKey, string> = {
  'chat.open': 'Chat',
  'chat.drawerTitle': 'Chat',
  'chat.tabMessages': 'Messages',
  'chat.tabContacts': 'Contacts',
  'chat.searchContacts': 'Search: name / account',
  'chat.noConversations': 'No messages',
  'chat.noContacts': 'No contacts',
  'chat.remove': 'Remove',
  'chat.deleteRecords': 'Delete chat records',
  'chat.deleteRecordsConfirm': 'This will clear all records of the current chat. Continue?',
  'chat.emoji': 'Emoji',
  'chat.image': 'Image',
  'chat.history': 'Chat history',
  'chat.historySearch': 'Search the chat history',
  'chat.noHistory': 'No chat history',
  'chat.placeholder': 'Type a message; Enter sends',
  'chat.send': 'Send',
  'chat.imageMessage': '[Image]',
  'chat.loadMore': 'Load more',
  'chat.noMore': 'No more',
  'chat.offline': 'Disconnected; reconnecting…',
  'chat.uploadFailed': 'The image could not be uploaded',
};
