/** The message calls under /api/message (spec 01 §7). */
import type { UnreadCounts } from '../../runtime/core/contract/socket';
import { http } from '../api/client';

/** One message in a list. */
export interface MessageItem {
  id: string;
  title: string;
  type: number;
  isRead: '0' | '1';
  releaseUser: string;
  releaseTime: number | null;
  flowType: number;
}

/** An opened message. */
export interface MessageDetail extends MessageItem {
  excerpt: string;
  bodyText: string;
  /** JSON array text of `{ name, url }`. */
  files: string;
}

/** The list filter. */
export interface MessageQuery {
  currentPage: number;
  pageSize: number;
  keyword: string;
  type: string;
  isRead: string;
  sort?: 'desc' | 'asc';
}

/** Paged list. */
export const listMessages = (query: MessageQuery) =>
  http.get<{ list: MessageItem[]; pagination: { currentPage: number; pageSize: number; total: number } }>('/api/message', { sort: 'desc', ...query });
/** Opens (and marks read). */
export const readMessage = (id: string) => http.get<MessageDetail>(`/api/message/ReadInfo/${encodeURIComponent(id)}`);
/** Marks all matching read; answers the server's message. */
export const readAllMessages = (filter: { keyword: string; type: string; isRead: string }) => http.send('POST', '/api/message/Actions/ReadAll', { data: filter });
/** Removes from the record. */
export const deleteMessageRecords = (ids: string[]) => http.send('DELETE', '/api/message/Record', { data: { ids } });
/** The unread counts. */
export const unreadCounts = () => http.get<UnreadCounts>('/api/message/getUnReadMsgNum');
