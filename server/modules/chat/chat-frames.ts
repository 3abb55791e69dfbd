/**
 * The chat frames of the live socket (CONTRACT.md "Live socket"): SendMessage stores the message and pushes
 * `receiveMessage` to every open socket of the recipient and the `sendMessage` echo to every open socket of the
 * sender (every tab and device, on every instance, through the hub's bus); MessageList answers one page of history
 * to the asking socket; UpdateReadMessage marks a sender's messages read.
 *
 * The frame's own token is ignored: the socket was opened with a session, and that session's user is the sender.
 * Text is trimmed and an empty text is refused (spec 01 §5); an image message must name a chat image the file
 * store holds (uploaded to `/api/file/Uploader/IM`, images only, 5 MB).
 */
import type { Context } from 'hono';
import type { ChatUnread, ClientFrame, ServerFrame } from '../../../runtime/core/contract/socket';
import { CHAT_IMAGE_MAX_BYTES } from '../../../runtime/core/chat/rules';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import type { LocalSocket } from '../../realtime/hub';
import { CHAT_TEXT_MAX, history, markRead, requireContact, chatProfile, storeMessage, unreadBySender } from './chat-store';

/** The upload type of chat images (server/modules/file/policy.ts). */
export const CHAT_IMAGE_TYPE = 'IM';
/** The most messages one MessageList page answers. */
export const CHAT_PAGE_MAX = 100;

const IMAGE_PATH = /^\/api\/file\/Download\/IM\/([A-Za-z0-9][A-Za-z0-9._-]{0,199})$/;

function pageNumber(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) throw fail('invalidPaging');
  return Math.min(number, max);
}

/** The text of a text message: trimmed, not empty, not too long. */
export function chatText(value: unknown): string {
  if (typeof value !== 'string') throw fail('chatMessageEmpty');
  const text = value.trim();
  if (text === '') throw fail('chatMessageEmpty');
  if (text.length > CHAT_TEXT_MAX) throw fail('chatMessageTooLong', { max: CHAT_TEXT_MAX });
  return text;
}

/** The stored JSON of an image message: `{ path, name, width?, height? }` naming a held chat image. */
export async function chatImage(value: unknown, sizeOf: (key: string) => Promise<number | undefined>): Promise<string> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fail('chatImageInvalid');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw fail('chatImageInvalid');
  const { path, name, width, height } = parsed as Record<string, unknown>;
  const match = typeof path === 'string' ? IMAGE_PATH.exec(path) : null;
  const size = match ? await sizeOf(`${CHAT_IMAGE_TYPE}/${match[1]}`) : undefined;
  if (!match || size === undefined) throw fail('chatImageInvalid');
  // Spec 01 §5: under 5 MB (the upload type allows 5 MB itself; a chat image must be smaller).
  if (size >= CHAT_IMAGE_MAX_BYTES) throw fail('chatImageTooLarge');
  const dimension = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100_000 ? Math.round(n) : undefined);
  return JSON.stringify({
    path,
    name: typeof name === 'string' ? name.slice(0, 200) : match[1],
    ...(dimension(width) !== undefined ? { width: dimension(width) } : {}),
    ...(dimension(height) !== undefined ? { height: dimension(height) } : {}),
  });
}

/** Unread chat messages per sender, for initMessage. */
export function chatUnread(c: Context<AppEnv>, userId: string): Promise<ChatUnread[]> {
  return unreadBySender(c.get('services').db, userId);
}

/** Handles the chat frames; answers undefined for any other frame (the socket then answers an error). */
export async function handleChatFrame(frame: ClientFrame, socket: LocalSocket, c: Context<AppEnv>): Promise<ServerFrame[] | undefined> {
  const services = c.get('services');
  const { db } = services;
  switch (frame.method) {
    case 'SendMessage': {
      const to = await requireContact(db, socket.userId, frame.toUserId);
      const messageType = frame.messageType === 'image' ? 'image' : frame.messageType === 'text' ? 'text' : undefined;
      if (!messageType) throw fail('badRequest');
      const content =
        messageType === 'text'
          ? chatText(frame.messageContent)
          : await chatImage(frame.messageContent, (key) => services.files.size(key));
      const from = await chatProfile(db, socket.userId);
      if (!from) throw fail('chatContactNotFound');
      const stored = await storeMessage(db, { fromId: from.id, toId: to.id, contentType: messageType, content }, services.now());
      await Promise.all([
        services.realtime.sendToUsers([to.id], {
          method: 'receiveMessage',
          formUserId: from.id,
          formMessage: content,
          messageType,
          dateTime: stored.sendTime,
          headIcon: from.headIcon,
          realName: from.realName,
          account: from.account,
          latestDate: stored.sendTime,
        }),
        services.realtime.sendToUsers([from.id], {
          method: 'sendMessage',
          toUserId: to.id,
          toMessage: content,
          messageType,
          dateTime: stored.sendTime,
          toAccount: to.account,
          toRealName: to.realName,
          toHeadIcon: to.headIcon,
          latestDate: stored.sendTime,
        }),
      ]);
      return [];
    }
    case 'MessageList': {
      const other = typeof frame.toUserId === 'string' ? frame.toUserId : '';
      if (other === '' || other.length > 100) throw fail('chatContactNotFound');
      const currentPage = pageNumber(frame.currentPage, 1, 1_000_000);
      const pageSize = pageNumber(frame.pageSize, 30, CHAT_PAGE_MAX);
      const keyword = typeof frame.keyword === 'string' ? frame.keyword.trim().slice(0, 200) : '';
      const order = typeof frame.sord === 'string' && frame.sord.toLowerCase() === 'asc' ? 'asc' : 'desc';
      const { list, total } = await history(db, socket.userId, other, { currentPage, pageSize, keyword, order });
      return [{ method: 'messageList', list, pagination: { currentPage, pageSize, total } }];
    }
    case 'UpdateReadMessage': {
      const from = typeof frame.formUserId === 'string' ? frame.formUserId : '';
      if (from === '' || from.length > 100) throw fail('chatContactNotFound');
      await markRead(db, socket.userId, from, services.now());
      return [];
    }
    default:
      return undefined;
  }
}
