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
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { renderTemplate } from '../../../runtime/core/messaging/template';
import type { Db } from '../../db/client';
import { records, users } from '../../db/schema';
import type { SettingsService } from '../settings/settings-service';
import { configuredProviders } from './channels/providers';
import { Channel, type ChannelId, type ChannelOutcome, type OutgoingMessage, type Recipient } from './channels/types';

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
}

/** Rendering and sending by configuration. */
export interface MessageSending {
  /** Plans one use: its template renders `values` when configured, else `fallback` goes in-site. */
  plan(source: MessageSourceId, values: Readonly<Record<string, string | number>>, fallback: OutgoingMessage): Promise<SendPlan>;
  /** The template and channels configured for a use, read once (for a batch), or undefined. */
  configured(source: MessageSourceId): Promise<ConfiguredSending | undefined>;
  /** The users with their channel addresses. */
  recipients(userIds: readonly string[]): Promise<Recipient[]>;
  /** Sends a message to users on the channels other than in-site; answers what each channel did. */
  sendExternal(channels: readonly ChannelId[], message: OutgoingMessage, userIds: readonly string[]): Promise<ChannelOutcome[]>;
}

/** A use's enabled setting with its enabled template. */
export interface ConfiguredSending {
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
  };
}

/** Creates the sending service over the database and the settings. */
export function createMessageSending(db: Db, settings: SettingsService, onError: (error: unknown) => void = () => {}): MessageSending {
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
    return { title: String(template.data.title ?? ''), content: String(template.data.content ?? ''), channels: asChannels(setting!.data.channels) };
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
    async sendExternal(channels, message, userIds) {
      const wanted = channels.filter((channel) => channel !== Channel.inSite);
      if (wanted.length === 0 || userIds.length === 0) return [];
      const providers = configuredProviders(await settings.all());
      const recipients = await recipientsOf(userIds);
      const outcomes = await Promise.all(
        wanted.map(async (channel) => {
          const provider = providers.get(channel);
          if (!provider) {
            onError(new Error(`message channel ${channel} is asked for but not configured in the system settings`));
            return undefined;
          }
          try {
            return await provider.send(message, recipients);
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
