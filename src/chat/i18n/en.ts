/**
 * The strings of the internal chat (navbar icon, drawer, window) in English. The browser loads only the language in
 * use (issue 13).
 */
import type { ChatKey } from './zh-CN';

/** The strings in English, by key. */
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
