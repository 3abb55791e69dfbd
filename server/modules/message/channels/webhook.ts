/**
 * The generic webhook channel (消息中心 → 账号配置 → webhook配置): the message and its recipients posted as JSON to
 * one address — `{ title, content, recipients: [{ userId, realName, email, mobilePhone }], sentAt }` — for a
 * system of the operator's own to deliver. With a secret set, each post carries `X-KLX-Signature: sha256=<hex>`,
 * the HMAC-SHA256 of the exact body under the secret, so the receiver can check it came from here. A 2xx answer
 * means accepted; every recipient counts as delivered.
 */
import { postJson } from './http-post';
import { Channel, type ChannelProvider } from './types';

/** The hex HMAC-SHA256 of `text` under `secret` (WebCrypto). */
export async function webhookSignature(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return [...signature].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Creates the webhook provider for an address and an optional signing secret. */
export function webhookChannel(options: { url: string; secret: string; timeoutMs?: number; now?: () => Date }): ChannelProvider {
  return {
    channel: Channel.webhook,
    async send(message, recipients) {
      if (recipients.length === 0) return { channel: Channel.webhook, delivered: 0, withoutAddress: [] };
      const body = {
        title: message.title,
        content: message.content,
        recipients: recipients.map(({ userId, realName, email, mobilePhone }) => ({ userId, realName, email, mobilePhone })),
        sentAt: (options.now?.() ?? new Date()).toISOString(),
      };
      // postJson sends JSON.stringify(body): the same text is signed.
      const headers: Record<string, string> = options.secret ? { 'x-klx-signature': `sha256=${await webhookSignature(options.secret, JSON.stringify(body))}` } : {};
      await postJson(Channel.webhook, options.url, body, headers, options.timeoutMs);
      return { channel: Channel.webhook, delivered: recipients.length, withoutAddress: [] };
    },
  };
}
