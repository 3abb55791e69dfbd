/**
 * The message state the navbar and drawers share: the unread counts from the socket and the message calls, and a
 * version that rises whenever a message is pushed, so open lists refresh.
 */
import { proxy } from 'valtio';
import type { UnreadCounts } from '../../runtime/core/contract/socket';

/** Message state. */
export interface MessageState {
  counts: UnreadCounts;
  /** Rises on every messagePush; lists that show messages reload when it changes. */
  version: number;
  /** True while the live socket is connected. */
  connected: boolean;
}

/** The message store (valtio proxy). */
export const messageState = proxy<MessageState>({
  counts: { unreadNoticeCount: 0, unreadMessageCount: 0, unreadSystemMessageCount: 0, unreadScheduleCount: 0, unreadTotalCount: 0 },
  version: 0,
  connected: false,
});

/** The navbar badge: unread flow, announcement and system messages (spec 01 §4.5's sum). */
export function badgeCount(counts: UnreadCounts): number {
  return counts.unreadMessageCount + counts.unreadNoticeCount + counts.unreadSystemMessageCount;
}

/** Takes new counts (from initMessage, messagePush or getUnReadMsgNum). */
export function setCounts(counts: UnreadCounts): void {
  messageState.counts = {
    unreadNoticeCount: counts.unreadNoticeCount,
    unreadMessageCount: counts.unreadMessageCount,
    unreadSystemMessageCount: counts.unreadSystemMessageCount,
    unreadScheduleCount: counts.unreadScheduleCount,
    unreadTotalCount: counts.unreadTotalCount,
  };
}
