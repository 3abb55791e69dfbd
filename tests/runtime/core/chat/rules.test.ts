/** The chat's input rules (spec 01 §5): trimmed text, nothing sent when empty; images only and under 5 MB. */
import { fc, test } from '@fast-check/vitest';
import { CHAT_IMAGE_MAX_BYTES, chatTextToSend, refuseChatImage } from '../../../../runtime/core/chat/rules';

describe('chat text', () => {
  test.prop([fc.string()])('sends the trimmed text, or nothing when only blanks are left', (text) => {
    const sent = chatTextToSend(text);
    if (text.trim() === '') expect(sent).toBeUndefined();
    else expect(sent).toBe(text.trim());
  });

  it.each([
    ['  hello ', 'hello'],
    ['\n\t ', undefined],
    ['', undefined],
    [' 你好 😀 ', '你好 😀'],
  ])('%j → %j', (text, sent) => {
    expect(chatTextToSend(text)).toBe(sent);
  });
});

describe('chat images', () => {
  test.prop([fc.integer({ min: 0, max: 20 * 1024 * 1024 })])('accepts an image exactly when it is under 5242880 bytes', (size) => {
    expect(refuseChatImage({ name: 'photo.png', size, type: 'image/png' })).toBe(size < 5_242_880 ? undefined : 'error.chatImageTooLarge');
  });

  it('uses the spec’s limit of 5242880 bytes', () => {
    expect(CHAT_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(refuseChatImage({ name: 'a.jpg', size: 5_242_879 })).toBeUndefined();
    expect(refuseChatImage({ name: 'a.jpg', size: 5_242_880 })).toBe('error.chatImageTooLarge');
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['archive.zip', 'application/zip'],
    ['fake.png', 'application/pdf'],
  ])('refuses %s (%s) as not an image', (name, type) => {
    expect(refuseChatImage({ name, size: 10, type })).toBe('file.notImage');
  });
});
