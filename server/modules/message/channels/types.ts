/**
 * The channel provider interface (issue 12 item 4): every way a message leaves the server — in-site, mail, SMS and
 * the two office-collaboration services — is a provider with one `send`. A provider is built from the system
 * settings; one that is not configured is absent, never a silent no-op that claims success.
 */

/** The channels a sending setting may name (the `channels` options of schemas/sendMessageConfig.json). */
export const Channel = { inSite: 1, mail: 2, sms: 3, ding: 4, weCom: 5, webhook: 6 } as const;

/** A channel's number. */
export type ChannelId = (typeof Channel)[keyof typeof Channel];

/** A rendered message: plain text title and content. */
export interface OutgoingMessage {
  title: string;
  content: string;
}

/** Who a message is for, with the addresses the channels use. */
export interface Recipient {
  userId: string;
  realName: string;
  email: string;
  mobilePhone: string;
}

/** What one send did. */
export interface ChannelOutcome {
  channel: ChannelId;
  /** Recipients the channel accepted the message for. */
  delivered: number;
  /** Recipients left out because they have no address for this channel. */
  withoutAddress: string[];
}

/** A channel refused or could not be reached; `detail` is for the log, never for users. */
export class ChannelError extends Error {
  constructor(
    readonly channel: ChannelId,
    readonly detail: string,
  ) {
    super(`channel ${channel}: ${detail}`);
    this.name = 'ChannelError';
  }
}

/** One way to deliver a message. */
export interface ChannelProvider {
  readonly channel: ChannelId;
  /** Delivers to the recipients that have an address for this channel; throws ChannelError when the service fails. */
  send(message: OutgoingMessage, recipients: readonly Recipient[]): Promise<ChannelOutcome>;
}

/** Splits recipients by whether `address` gives them one. */
export function withAddresses(recipients: readonly Recipient[], address: (recipient: Recipient) => string) {
  const reachable = recipients.filter((recipient) => address(recipient).trim() !== '');
  const withoutAddress = recipients.filter((recipient) => address(recipient).trim() === '').map((recipient) => recipient.userId);
  return { reachable, withoutAddress };
}
