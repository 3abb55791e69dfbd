/**
 * The two office-collaboration services (a DingTalk-style and an enterprise-WeChat-style group robot): a markdown
 * message posted to the group's webhook address, mentioning the recipients by mobile number. Both answer
 * `{ errcode, errmsg }`; any errcode but 0 is the channel's failure. One post reaches the group, so every recipient
 * counts as delivered.
 */
import { postJson } from './http-post';
import { Channel, ChannelError, type ChannelId, type ChannelProvider, type OutgoingMessage, type Recipient } from './types';

function checkAnswer(channel: ChannelId, answer: unknown) {
  const code = (answer as { errcode?: unknown } | null)?.errcode;
  if (code !== 0) throw new ChannelError(channel, `refused: ${JSON.stringify(answer).slice(0, 200)}`);
}

const mobiles = (recipients: readonly Recipient[]) => recipients.map((recipient) => recipient.mobilePhone.trim()).filter((phone) => phone !== '');

function robotChannel(channel: ChannelId, url: string, body: (message: OutgoingMessage, recipients: readonly Recipient[]) => unknown, timeoutMs?: number): ChannelProvider {
  return {
    channel,
    async send(message, recipients) {
      if (recipients.length === 0) return { channel, delivered: 0, withoutAddress: [] };
      checkAnswer(channel, await postJson(channel, url, body(message, recipients), {}, timeoutMs));
      return { channel, delivered: recipients.length, withoutAddress: [] };
    },
  };
}

/** The DingTalk-style group robot. */
export function dingChannel(options: { webhookUrl: string; timeoutMs?: number }): ChannelProvider {
  return robotChannel(
    Channel.ding,
    options.webhookUrl,
    (message, recipients) => ({
      msgtype: 'markdown',
      markdown: { title: message.title, text: `### ${message.title}\n\n${message.content}` },
      at: { atMobiles: mobiles(recipients), isAtAll: false },
    }),
    options.timeoutMs,
  );
}

/** The enterprise-WeChat-style group robot. */
export function weComChannel(options: { webhookUrl: string; timeoutMs?: number }): ChannelProvider {
  return robotChannel(
    Channel.weCom,
    options.webhookUrl,
    (message, recipients) => ({
      msgtype: 'text',
      text: { content: `${message.title}\n${message.content}`, mentioned_mobile_list: mobiles(recipients) },
    }),
    options.timeoutMs,
  );
}
