/**
 * The send log behind 消息中心 → 消息监控 (issue 12): every delivery through a channel provider leaves one row per
 * recipient — channel, what it was for, the template, the recipient and their address, title, a content excerpt,
 * and whether it went out (with the provider's error when not). The log is written after the send, never inside
 * it: a log that cannot be written is reported and costs nobody their message.
 */
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageSendLog } from '../../db/schema';
import { fail } from '../../errors';
import type { SendLogItem } from '../../../runtime/core/contract/send-log';
import { Channel, type ChannelId, type Recipient } from './channels/types';

/** The longest content kept in the log. */
export const LOG_EXCERPT_LENGTH = 500;

/** The error recorded for a recipient the channel has no address for. */
export const NO_ADDRESS = 'noAddress';
/** The error recorded when a channel is asked for but not configured. */
export const NOT_CONFIGURED = 'notConfigured';

/** What a send was for and which template rendered it. */
export interface SendContext {
  /** sending.ts `MessageSource`, 0 for a channel test. */
  source?: number;
  template?: { id: string; name: string };
}

/** One row to log. */
export interface SendLogEntry {
  channel: ChannelId;
  recipient: Recipient;
  title: string;
  content: string;
  ok: boolean;
  error?: string;
}

export type { SendLogItem };

/** The monitor's filter. */
export interface SendLogFilter {
  keyword: string;
  channel?: number;
  status?: number;
  from?: Date;
  to?: Date;
}

/** The address a channel uses for a recipient. */
export function addressFor(channel: ChannelId, recipient: Recipient): string {
  if (channel === Channel.mail) return recipient.email.trim();
  if (channel === Channel.inSite) return recipient.userId;
  return recipient.mobilePhone.trim();
}

/** Writes log rows (one statement). */
export async function writeSendLog(db: Db, context: SendContext, entries: readonly SendLogEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(messageSendLog).values(
    entries.map((entry) => ({
      id: crypto.randomUUID(),
      channel: entry.channel,
      source: context.source ?? 0,
      templateId: context.template?.id ?? '',
      templateName: (context.template?.name ?? '').slice(0, 200),
      recipientId: entry.recipient.userId,
      recipientName: entry.recipient.realName,
      recipientAddress: addressFor(entry.channel, entry.recipient).slice(0, 320),
      title: entry.title.slice(0, 200),
      content: entry.content.slice(0, LOG_EXCERPT_LENGTH),
      status: entry.ok ? 1 : 0,
      error: entry.ok ? '' : (entry.error ?? '').slice(0, 1000),
      createdAt: at,
    })),
  );
}

const toItem = (row: typeof messageSendLog.$inferSelect): SendLogItem => ({
  id: row.id,
  channel: row.channel,
  source: row.source,
  templateId: row.templateId,
  templateName: row.templateName,
  recipientId: row.recipientId,
  recipientName: row.recipientName,
  recipientAddress: row.recipientAddress,
  title: row.title,
  content: row.content,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.getTime(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(filter: SendLogFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.channel !== undefined) parts.push(eq(messageSendLog.channel, filter.channel));
  if (filter.status !== undefined) parts.push(eq(messageSendLog.status, filter.status));
  if (filter.from) parts.push(gte(messageSendLog.createdAt, filter.from));
  if (filter.to) parts.push(lt(messageSendLog.createdAt, filter.to));
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    parts.push(
      or(
        ilike(messageSendLog.title, pattern),
        ilike(messageSendLog.content, pattern),
        ilike(messageSendLog.recipientName, pattern),
        ilike(messageSendLog.recipientAddress, pattern),
        ilike(messageSendLog.templateName, pattern),
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** The monitor's reads and removals. */
export interface SendLog {
  list(filter: SendLogFilter, page: { currentPage: number; pageSize: number }): Promise<{ list: SendLogItem[]; total: number }>;
  get(id: string): Promise<SendLogItem>;
  /** Removes rows by id; answers how many went. */
  remove(ids: readonly string[]): Promise<number>;
  /** Removes every row; answers how many went. */
  clear(): Promise<number>;
}

/** Creates the send-log reader over the database. */
export function createSendLog(db: Db): SendLog {
  return {
    async list(filter, page) {
      const where = conditions(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(messageSendLog)
          .where(where)
          .orderBy(desc(messageSendLog.createdAt), desc(messageSendLog.id))
          .limit(page.pageSize)
          .offset((page.currentPage - 1) * page.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(messageSendLog).where(where),
      ]);
      return { list: rows.map(toItem), total: Number(counted?.total ?? 0) };
    },
    async get(id) {
      const [row] = await db.select().from(messageSendLog).where(eq(messageSendLog.id, id));
      if (!row) throw fail('messageSendLogNotFound');
      return toItem(row);
    },
    async remove(ids) {
      if (ids.length === 0) return 0;
      return (await db.delete(messageSendLog).where(inArray(messageSendLog.id, [...ids])).returning({ id: messageSendLog.id })).length;
    },
    async clear() {
      return (await db.delete(messageSendLog).returning({ id: messageSendLog.id })).length;
    },
  };
}
