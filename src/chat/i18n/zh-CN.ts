/**
 * The strings of the internal chat (navbar icon, drawer, window) in Simplified Chinese (source). The browser loads
 * only the language in use (issue 13).
 */
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
