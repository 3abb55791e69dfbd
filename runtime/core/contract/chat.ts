/**
 * The internal chat's wire shapes (spec 01 §3, §7): what `/api/message/imreply` and the contacts call answer, as the
 * server builds them (server/modules/chat) and the chat drawer reads them (src/chat).
 */

/** One conversation (spec 01 §3 "Chat conversation"). */
export interface ChatConversation {
  /** The other user. */
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  unreadMessage: number;
  /** The latest message's text (for images, its JSON). */
  latestMessage: string;
  /** The latest message's type ('' when every message was deleted). */
  messageType: string;
  /** Milliseconds since the epoch. */
  latestDate: number;
}

/** One contact (spec 01 §3 "Contact"). */
export interface ChatContact {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  department: string;
}
