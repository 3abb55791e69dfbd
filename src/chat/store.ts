/**
 * The internal chat's state (spec 01 §2.6, §4.5): unread counts per sender, the conversation list, the open chat
 * window's messages, and the socket frames that change them. Kept outside the lazily loaded chat drawer, so a
 * message that arrives while the drawer was never opened still raises its conversation's count and makes the
 * chat icon blink.
 *
 * MessageList answers carry no request id, so at most one MessageList is in flight at a time (a queue): each answer
 * belongs to the oldest request.
 */
import { proxy } from 'valtio';
import type { ChatMessageItem, ClientFrame, ServerFrame } from '../../runtime/core/contract/socket';
import { session } from '../stores/session';
import type { ChatConversation } from './api';

/** The user the chat window talks to. */
export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

/** Chat state. */
export interface ChatState {
  /** Unread messages per sender. */
  unread: Record<string, number>;
  conversations: ChatConversation[];
  /** The chat window's peer, while it is open. */
  peer: ChatPeer | undefined;
  /** The open window's messages, oldest first. */
  messages: ChatMessageItem[];
  /** How many the server holds for the open window (for paging older ones). */
  total: number;
  /** True while the drawer is open. */
  drawerOpen: boolean;
}

/** The chat store (valtio proxy). */
export const chatState = proxy<ChatState>({ unread: {}, conversations: [], peer: undefined, messages: [], total: 0, drawerOpen: false });

type ListAnswer = Extract<ServerFrame, { method: 'messageList' }>;
const listQueue: Array<{ frame: ClientFrame; resolve(answer: ListAnswer): void; reject(error: Error): void; timer?: ReturnType<typeof setTimeout> }> = [];
let sender: ((frame: ClientFrame) => boolean) | undefined;

/** Sets how frames reach the socket (live.ts, while a socket runs). */
export function setChatSender(send: ((frame: ClientFrame) => boolean) | undefined): void {
  sender = send;
  if (send) pumpList();
}

/** Sends a frame on the live socket; false when none is open. */
export function sendChatFrame(frame: ClientFrame): boolean {
  return sender ? sender({ ...frame, token: session.token } as ClientFrame) : false;
}

function pumpList() {
  const head = listQueue[0];
  if (!head || head.timer) return;
  head.timer = setTimeout(() => {
    listQueue.shift();
    head.reject(new Error('messageList timeout'));
    pumpList();
  }, 15_000);
  if (!sendChatFrame(head.frame)) {
    clearTimeout(head.timer);
    listQueue.shift();
    head.reject(new Error('socket closed'));
    pumpList();
  }
}

/** Asks for one page of history with a user; resolves with the messageList answer. */
export function requestMessageList(query: { toUserId: string; currentPage: number; pageSize: number; keyword?: string }): Promise<ListAnswer> {
  return new Promise<ListAnswer>((resolve, reject) => {
    listQueue.push({
      frame: { method: 'MessageList', toUserId: query.toUserId, formUserId: session.userInfo?.userId ?? '', currentPage: query.currentPage, pageSize: query.pageSize, sord: 'desc', keyword: query.keyword ?? '' },
      resolve,
      reject,
    });
    if (listQueue.length === 1) pumpList();
  });
}

/** The total of unread chat messages (the chat icon blinks while it is above 0). */
export function totalUnread(unread: Readonly<Record<string, number>>): number {
  return Object.values(unread).reduce((sum, count) => sum + count, 0);
}

/** A key that identifies one message across the pushed frames and the history answers. */
export function messageKey(message: Pick<ChatMessageItem, 'sendUserId' | 'sendTime' | 'content'>): string {
  return `${message.sendUserId}|${message.sendTime}|${message.content}`;
}

function bringToTop(conversation: ChatConversation) {
  const others = chatState.conversations.filter((item) => item.id !== conversation.id);
  chatState.conversations = [conversation, ...others];
}

function append(message: ChatMessageItem) {
  const key = messageKey(message);
  if (chatState.messages.some((item) => messageKey(item) === key)) return;
  chatState.messages.push(message);
  chatState.total += 1;
}

/** Marks the peer's messages read, on the server and here. */
export function markPeerRead(peerId: string): void {
  if (chatState.unread[peerId]) delete chatState.unread[peerId];
  const conversation = chatState.conversations.find((item) => item.id === peerId);
  if (conversation) conversation.unreadMessage = 0;
  sendChatFrame({ method: 'UpdateReadMessage', formUserId: peerId });
}

/** Handles the chat frames of the live socket; answers false for other frames. */
export function handleChatFrame(frame: ServerFrame): boolean {
  const me = session.userInfo?.userId ?? '';
  switch (frame.method) {
    case 'initMessage':
      chatState.unread = Object.fromEntries(frame.unreadNums.filter((entry) => entry.unreadNums > 0).map((entry) => [entry.formUserId, entry.unreadNums]));
      return false;
    case 'receiveMessage': {
      const open = chatState.peer?.id === frame.formUserId;
      const previous = chatState.conversations.find((item) => item.id === frame.formUserId);
      if (open) {
        append({ id: '', sendUserId: frame.formUserId, receiveUserId: me, contentType: frame.messageType, content: frame.formMessage, sendTime: frame.dateTime });
        markPeerRead(frame.formUserId);
      } else {
        chatState.unread[frame.formUserId] = (chatState.unread[frame.formUserId] ?? 0) + 1;
      }
      bringToTop({
        id: frame.formUserId,
        realName: frame.realName,
        account: frame.account,
        headIcon: frame.headIcon,
        unreadMessage: open ? 0 : (previous?.unreadMessage ?? 0) + 1,
        latestMessage: frame.formMessage,
        messageType: frame.messageType,
        latestDate: frame.latestDate ?? frame.dateTime,
      });
      return true;
    }
    case 'sendMessage': {
      if (chatState.peer?.id === frame.toUserId) {
        append({ id: '', sendUserId: me, receiveUserId: frame.toUserId, contentType: frame.messageType, content: frame.toMessage, sendTime: frame.dateTime });
      }
      const previous = chatState.conversations.find((item) => item.id === frame.toUserId);
      bringToTop({
        id: frame.toUserId,
        realName: frame.toRealName,
        account: frame.toAccount,
        headIcon: frame.toHeadIcon,
        unreadMessage: previous?.unreadMessage ?? 0,
        latestMessage: frame.toMessage,
        messageType: frame.messageType,
        latestDate: frame.latestDate ?? frame.dateTime,
      });
      return true;
    }
    case 'messageList': {
      const head = listQueue.shift();
      if (head) {
        clearTimeout(head.timer);
        head.resolve(frame);
        pumpList();
      }
      return true;
    }
    default:
      return false;
  }
}

/** Forgets everything (sign-out). */
export function resetChat(): void {
  chatState.unread = {};
  chatState.conversations = [];
  chatState.peer = undefined;
  chatState.messages = [];
  chatState.total = 0;
}
