/** The chat calls (spec 01 §7): conversations, removing one, deleting its records, the contacts, and image upload. */
import type { ChatContact, ChatConversation } from '../../runtime/core/contract/chat';
import { http } from '../api/client';
import { i18next } from '../i18n';
import { session } from '../stores/session';

export type { ChatContact, ChatConversation };

/** The stored chat image a message names. */
export interface ChatImageContent {
  path: string;
  name: string;
  width?: number;
  height?: number;
}

/** The recent conversations. */
export const listConversations = () => http.get<{ list: ChatConversation[] }>('/api/message/imreply');
/** Removes a conversation from the caller's list. */
export const removeConversation = (id: string) => http.send('DELETE', `/api/message/imreply/relocation/${encodeURIComponent(id)}`);
/** Deletes the caller's chat records with a user. */
export const deleteChatRecords = (id: string) => http.send('DELETE', `/api/message/imreply/deleteChatRecord/${encodeURIComponent(id)}`);
/** A page of contacts (page size 20). */
export const listContacts = (query: { currentPage: number; pageSize: number; keyword: string }) =>
  http.get<{ list: ChatContact[]; pagination: { currentPage: number; pageSize: number; total: number } }>('/api/permission/Users/ImUser', query);
/** A signed inline link for a chat image. */
export const imageLink = async (image: ChatImageContent) => (await http.get<{ url: string }>(image.path, { name: image.name, inline: '1' })).url;

/** Uploads one chat image to the common upload address plus /IM; answers the stored file (rejects with the server's msg). */
export async function uploadChatImage(file: File): Promise<{ name: string; url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/file/Uploader/IM?n=${Math.floor(Date.now() / 1000)}`, {
    method: 'POST',
    headers: { Authorization: session.token, 'klx-origin': 'pc', 'Accept-Language': i18next.language },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data?: { name: string; url: string } };
  if (envelope.code !== 200 || !envelope.data) throw new Error(envelope.msg);
  return envelope.data;
}

/** The image a message's content names, or undefined when it is not one. */
export function parseImageContent(content: string): ChatImageContent | undefined {
  try {
    const value = JSON.parse(content) as Partial<ChatImageContent>;
    return value && typeof value.path === 'string' ? { path: value.path, name: String(value.name ?? ''), width: value.width, height: value.height } : undefined;
  } catch {
    return undefined;
  }
}
