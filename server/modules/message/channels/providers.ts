/**
 * The channel providers the system settings configure: mail when `mailHost` and `mailFrom` are set, SMS when
 * `smsUrl` is, each office service when its webhook address is, the generic webhook when `webhookUrl` is. In-site delivery is the inbox's and needs none.
 */
import type { SysConfigValues } from '../../settings/defaults';
import { mailChannel } from './mail';
import { dingChannel, weComChannel } from './office-webhooks';
import { smsChannel } from './sms';
import { webhookChannel } from './webhook';
import { Channel, type ChannelId, type ChannelProvider } from './types';

/** The settings the providers read. */
export type ChannelSettings = Pick<SysConfigValues, 'mailHost' | 'mailPort' | 'mailFrom' | 'smsUrl' | 'smsKey' | 'dingWebhookUrl' | 'weComWebhookUrl' | 'webhookUrl' | 'webhookSecret'>;

/** The configured providers of the channels other than in-site, by channel. */
export function configuredProviders(settings: ChannelSettings): Map<ChannelId, ChannelProvider> {
  const providers = new Map<ChannelId, ChannelProvider>();
  if (settings.mailHost.trim() && settings.mailFrom.trim()) {
    providers.set(Channel.mail, mailChannel({ host: settings.mailHost.trim(), port: settings.mailPort, from: settings.mailFrom.trim() }));
  }
  if (settings.smsUrl.trim()) providers.set(Channel.sms, smsChannel({ url: settings.smsUrl.trim(), key: settings.smsKey }));
  if (settings.dingWebhookUrl.trim()) providers.set(Channel.ding, dingChannel({ webhookUrl: settings.dingWebhookUrl.trim() }));
  if (settings.weComWebhookUrl.trim()) providers.set(Channel.weCom, weComChannel({ webhookUrl: settings.weComWebhookUrl.trim() }));
  if (settings.webhookUrl.trim()) providers.set(Channel.webhook, webhookChannel({ url: settings.webhookUrl.trim(), secret: settings.webhookSecret }));
  return providers;
}
