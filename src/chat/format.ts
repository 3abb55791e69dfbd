/** How the chat shows a message's time and a conversation's latest message. */
import type { TFunction } from 'i18next';

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:mm` for today, else `YYYY-MM-DD HH:mm` (spec 01 §9's default date format). */
export function formatChatTime(ms: number, now: Date = new Date()): string {
  if (!ms) return '';
  const date = new Date(ms);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const sameDay = date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  return sameDay ? time : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${time}`;
}

/** The line under a conversation: the text, or [image] for an image. */
export function previewOf(messageType: string, content: string, t: TFunction | ((key: string) => string)): string {
  return messageType === 'image' ? (t as (key: string) => string)('chat.imageMessage') : content;
}
