/**
 * The live socket's frames (CONTRACT.md "Live socket", spec 01 §4.5, §7): what the client sends and what the server
 * pushes. Every frame is one JSON object with a `method` field.
 */

/** Unread counts per message type, as initMessage and messagePush carry them. */
export interface UnreadCounts {
  /** Type 1, announcements. */
  unreadNoticeCount: number;
  /** Type 2, flow messages. */
  unreadMessageCount: number;
  /** Type 3, system messages. */
  unreadSystemMessageCount: number;
  /** Type 4, schedule reminders. */
  unreadScheduleCount: number;
  /** All four together. */
  unreadTotalCount: number;
}

/** Unread chat messages from one sender. */
export interface ChatUnread {
  formUserId: string;
  unreadNums: number;
}

/** Frames the client sends. */
export type ClientFrame =
  | { method: 'OnConnection'; token?: string; mobileDevice?: boolean }
  | { method: 'heartCheck'; token?: string }
  | { method: 'SendMessage'; token?: string; toUserId: string; messageType: 'text' | 'image'; messageContent: string }
  | { method: 'MessageList'; token?: string; toUserId: string; formUserId?: string; currentPage?: number; pageSize?: number; sord?: string; keyword?: string }
  | { method: 'UpdateReadMessage'; token?: string; formUserId: string };

/** One chat message as the socket and the history call answer it. */
export interface ChatMessageItem {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: 'text' | 'image';
  /** The text, or for images JSON text `{ path, name, width?, height? }`. */
  content: string;
  /** Milliseconds since the epoch. */
  sendTime: number;
}

/** Frames the server pushes. */
export type ServerFrame =
  | ({ method: 'initMessage'; onlineUsers: string[]; unreadNums: ChatUnread[] } & UnreadCounts)
  | { method: 'Online'; userId: string }
  | { method: 'Offline'; userId: string }
  | { method: 'heartCheck' }
  | ({ method: 'messagePush'; title: string; id: string; messageType: number } & UnreadCounts)
  | {
      method: 'sendMessage';
      toUserId: string;
      toMessage: string;
      messageType: 'text' | 'image';
      dateTime: number;
      toAccount: string;
      toRealName: string;
      toHeadIcon: string;
      latestDate: number;
    }
  | {
      method: 'receiveMessage';
      formUserId: string;
      formMessage: string;
      messageType: 'text' | 'image';
      dateTime: number;
      headIcon: string;
      realName: string;
      account: string;
      latestDate: number;
    }
  | { method: 'messageList'; list: ChatMessageItem[]; pagination: { currentPage: number; pageSize: number; total: number } }
  | { method: 'logout'; token?: string; msg: string }
  | { method: 'closeSocket'; msg?: string }
  | { method: 'refresh'; msg?: string }
  | { method: 'error'; msg: string };

/** The names of the frames the server pushes. */
export type ServerFrameMethod = ServerFrame['method'];

/** Parses a server frame; undefined for anything that is not a JSON object with a string method. */
export function parseServerFrame(text: string): ServerFrame | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as { method?: unknown }).method === 'string') return value as ServerFrame;
  } catch {
    return undefined;
  }
  return undefined;
}
