/**
 * The SMS channel over an HTTP provider: POST {url} with `{ phoneNumbers, title, content }` and, when a key is set,
 * `Authorization: Bearer {key}`. A 2xx answer means accepted. Providers with another shape sit behind a gateway
 * that speaks this one.
 */
import { postJson } from './http-post';
import { Channel, withAddresses, type ChannelProvider } from './types';

/** Creates the SMS provider for a gateway address and key. */
export function smsChannel(options: { url: string; key: string; timeoutMs?: number }): ChannelProvider {
  return {
    channel: Channel.sms,
    async send(message, recipients) {
      const { reachable, withoutAddress } = withAddresses(recipients, (recipient) => recipient.mobilePhone);
      if (reachable.length === 0) return { channel: Channel.sms, delivered: 0, withoutAddress };
      const headers: Record<string, string> = options.key ? { authorization: `Bearer ${options.key}` } : {};
      const phoneNumbers = reachable.map((recipient) => recipient.mobilePhone.trim());
      await postJson(Channel.sms, options.url, { phoneNumbers, title: message.title, content: message.content }, headers, options.timeoutMs);
      return { channel: Channel.sms, delivered: reachable.length, withoutAddress };
    },
  };
}
