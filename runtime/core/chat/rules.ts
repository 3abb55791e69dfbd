/**
 * The internal chat's input rules (spec 01 §5): text is trimmed and an empty message is not sent; a chat image must
 * be an image and under 5 MB (5242880 bytes), else the message is "image size cannot exceed 5M".
 */
import { isImageName } from '../files/rules';

/** Chat images must be smaller than this many bytes. */
export const CHAT_IMAGE_MAX_BYTES = 5_242_880;

/** The text to send, trimmed; undefined when nothing is left (nothing is sent). */
export function chatTextToSend(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Why a chosen file cannot be sent as a chat image (a message key), or undefined when it can. */
export function refuseChatImage(file: { name: string; size: number; type?: string }): 'file.notImage' | 'error.chatImageTooLarge' | undefined {
  const imageType = file.type ? file.type.startsWith('image/') : true;
  if (!isImageName(file.name) || !imageType) return 'file.notImage';
  if (file.size >= CHAT_IMAGE_MAX_BYTES) return 'error.chatImageTooLarge';
  return undefined;
}
