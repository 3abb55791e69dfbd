/** The mail channel: one mail per send to every recipient with an address, through the configured SMTP relay. */
import { sendMail, SmtpError, type SmtpOptions } from './smtp-client';
import { Channel, ChannelError, withAddresses, type ChannelProvider } from './types';

/** Creates the mail provider for a relay and a sender address. */
export function mailChannel(options: SmtpOptions & { from: string }): ChannelProvider {
  return {
    channel: Channel.mail,
    async send(message, recipients) {
      const { reachable, withoutAddress } = withAddresses(recipients, (recipient) => recipient.email);
      if (reachable.length === 0) return { channel: Channel.mail, delivered: 0, withoutAddress };
      try {
        await sendMail(options, { from: options.from, to: reachable.map((recipient) => recipient.email.trim()), subject: message.title, body: message.content });
      } catch (error) {
        throw new ChannelError(Channel.mail, error instanceof SmtpError ? error.message : error instanceof Error ? error.message : String(error));
      }
      return { channel: Channel.mail, delivered: reachable.length, withoutAddress };
    },
  };
}
