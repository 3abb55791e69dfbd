/**
 * The message monitor's wire shape: one delivery through a provider (mail, SMS, DingTalk, WeCom, webhook) to one
 * recipient, as `/api/message/MessageMonitor` lists it (server/modules/message/send-log.ts) and the monitor page
 * shows it (src/pages/message-monitor).
 */
export interface SendLogItem {
  id: string;
  /** The channel: 1 in-site, 2 mail, 3 SMS, 4 DingTalk, 5 WeCom, 6 webhook. */
  channel: number;
  /** What sent it: 0 a channel test, 1 a notice, 2 a schedule reminder. */
  source: number;
  templateId: string;
  templateName: string;
  recipientId: string;
  recipientName: string;
  recipientAddress: string;
  title: string;
  content: string;
  /** 1 sent, 0 failed. */
  status: number;
  /** The provider's error when it failed. */
  error: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}
