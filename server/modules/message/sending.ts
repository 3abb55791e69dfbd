/**
 * Sending by configuration (issue 12 item 4): a sending setting (schemas/sendMessageConfig.json) names, for one
 * use — an announcement's release or a schedule reminder — the message template (schemas/messageTemplate.json)
 * that renders its title and content and the channels it goes out on. With no enabled setting, or one whose
 * template is missing or disabled, a use keeps its own title and content and goes in-site only (the behaviour
 * before templates existed).
 *
 * Channels other than in-site go through the providers the system settings configure (channels/providers.ts),
 * after the in-site message is stored: a mail relay that is down never costs a user their inbox copy. A channel
 * that is asked for but not configured, or that fails, is reported to `onError` (the server log) and skipped.
 * Every such delivery leaves a row per recipient in the send log (send-log.ts, 消息中心 → 消息监控): sent, or failed
 * with the provider's error, no address, or a channel that is not configured.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { renderTemplate } from '../../../runtime/core/messaging/template';
import type { Db } from '../../db/client';
import { records, users } from '../../db/schema';
import type { SettingsService } from '../settings/settings-service';
import { configuredProviders } from './channels/providers';
import { Channel, ChannelError, type ChannelId, type ChannelProvider, type ChannelOutcome, type OutgoingMessage, type Recipient } from './channels/types';
import { NO_ADDRESS, NOT_CONFIGURED, writeSendLog, type SendContext, type SendLogEntry } from './send-log';

/** The screen ids of the template and sending-setting records. */
export const MESSAGE_TEMPLATE_SCREEN = 'messageTemplate';
export const SEND_CONFIG_SCREEN = 'sendMessageConfig';

/** What a sending setting is for (the `messageSource` options of schemas/sendMessageConfig.json). */
export const MessageSource = { notice: 1, scheduleReminder: 2 } as const;

/** A use's number. */
export type MessageSourceId = (typeof MessageSource)[keyof typeof MessageSource];

/** How one use is sent: the rendered message and its channels. */
export interface SendPlan {
  message: OutgoingMessage;
  channels: ChannelId[];
  /** Whether a template rendered it (false: the use's own text, in-site only). */
  templated: boolean;
  /** The template that rendered it. */
  template?: { id: string; name: string };
}

/** Rendering and sending by configuration. */
export interface MessageSending {
  /** Plans one use: its template renders `values` when configured, else `fallback` goes in-site. */
  plan(source: MessageSourceId, values: Readonly<Record<string, string | number>>, fallback: OutgoingMessage): Promise<SendPlan>;
  /** The template and channels configured for a use, read once (for a batch), or undefined. */
  configured(source: MessageSourceId): Promise<ConfiguredSending | undefined>;
  /** The users with their channel addresses. */
  recipients(userIds: readonly string[]): Promise<Recipient[]>;
  /** Sends a message to users on the channels other than in-site and logs each recipient; answers what each channel did. */
  sendExternal(channels: readonly ChannelId[], message: OutgoingMessage, userIds: readonly string[], context?: SendContext): Promise<ChannelOutcome[]>;
  /** Sends through one provider and logs each recipient (also the channel test); rethrows the provider's failure. */
  sendLogged(provider: ChannelProvider, message: OutgoingMessage, recipients: readonly Recipient[], context?: SendContext): Promise<ChannelOutcome>;
}

/** A use's enabled setting with its enabled template. */
export interface ConfiguredSending {
  templateId: string;
  templateName: string;
  title: string;
  content: string;
  channels: ChannelId[];
}

const asChannels = (value: unknown): ChannelId[] =>
  Array.isArray(value) ? [...new Set(value.filter((item): item is ChannelId => Object.values(Channel).includes(item as ChannelId)))] : [];

/** Renders a configured sending over the use's values. */
export function renderConfigured(configured: ConfiguredSending, values: Readonly<Record<string, string | number>>): SendPlan {
  return {
    message: { title: renderTemplate(configured.title, values), content: renderTemplate(configured.content, values) },
    channels: configured.channels,
    templated: true,
    template: { id: configured.templateId, name: configured.templateName },
  };
}

/** Creates the sending service over the database and the settings. */
export function createMessageSending(db: Db, settings: SettingsService, onError: (error: unknown) => void = () => {}, now: () => Date = () => new Date()): MessageSending {
  const log = async (context: SendContext, entries: SendLogEntry[]) => {
    try {
      await writeSendLog(db, context, entries, now());
    } catch (error) {
      onError(error);
    }
  };
  const sendLogged = async (provider: ChannelProvider, message: OutgoingMessage, recipients: readonly Recipient[], context: SendContext = {}) => {
    const entry = (recipient: Recipient, ok: boolean, error?: string): SendLogEntry => ({ channel: provider.channel, recipient, title: message.title, content: message.content, ok, error });
    try {
      const outcome = await provider.send(message, recipients);
      const missing = new Set(outcome.withoutAddress);
      await log(context, recipients.map((recipient) => (missing.has(recipient.userId) ? entry(recipient, false, NO_ADDRESS) : entry(recipient, true))));
      return outcome;
    } catch (error) {
      const detail = error instanceof ChannelError ? error.detail : error instanceof Error ? error.message : String(error);
      await log(context, recipients.map((recipient) => entry(recipient, false, detail)));
      throw error;
    }
  };
  const configured = async (source: MessageSourceId): Promise<ConfiguredSending | undefined> => {
    const [setting] = await db
      .select({ data: records.data })
      .from(records)
      .where(and(eq(records.screen, SEND_CONFIG_SCREEN), sql`${records.data} ->> 'messageSource' = ${String(source)}`, sql`${records.data} ->> 'enabledMark' = '1'`))
      .limit(1);
    const templateId = setting?.data.templateId;
    if (typeof templateId !== 'string') return undefined;
    const [template] = await db
      .select({ data: records.data })
      .from(records)
      .where(and(eq(records.screen, MESSAGE_TEMPLATE_SCREEN), eq(records.id, templateId)));
    if (!template || template.data.enabledMark === 0) return undefined;
    return {
      templateId,
      templateName: String(template.data.fullName ?? ''),
      title: String(template.data.title ?? ''),
      content: String(template.data.content ?? ''),
      channels: asChannels(setting!.data.channels),
    };
  };
  const recipientsOf = async (userIds: readonly string[]): Promise<Recipient[]> =>
    userIds.length === 0
      ? []
      : db
          .select({ userId: users.id, realName: users.realName, email: users.email, mobilePhone: users.mobilePhone })
          .from(users)
          .where(inArray(users.id, [...new Set(userIds)]));
  return {
    configured,
    recipients: recipientsOf,
    async plan(source, values, fallback) {
      const found = await configured(source);
      return found ? renderConfigured(found, values) : { message: fallback, channels: [Channel.inSite], templated: false };
    },
    sendLogged,
    async sendExternal(channels, message, userIds, context = {}) {
      const wanted = channels.filter((channel) => channel !== Channel.inSite);
      if (wanted.length === 0 || userIds.length === 0) return [];
      const providers = configuredProviders(await settings.all());
      const recipients = await recipientsOf(userIds);
      const outcomes = await Promise.all(
        wanted.map(async (channel) => {
          const provider = providers.get(channel);
          if (!provider) {
            onError(new Error(`message channel ${channel} is asked for but not configured in the system settings`));
            await log(context, recipients.map((recipient) => ({ channel, recipient, title: message.title, content: message.content, ok: false, error: NOT_CONFIGURED })));
            return undefined;
          }
          try {
            return await sendLogged(provider, message, recipients, context);
          } catch (error) {
            onError(error);
            return undefined;
          }
        }),
      );
      return outcomes.filter((outcome): outcome is ChannelOutcome => outcome !== undefined);
    },
  };
}
