/**
 * A user's in-site messages (spec 01 §2.5, §4.4): the list with its filters, opening one (which marks it read),
 * marking all read, deleting from the record, the unread counts — and delivering a message to recipients, which
 * pushes `messagePush` with each recipient's new counts to their sockets on every instance.
 *
 * The counts are always counted from the rows, never kept as a separate counter, and a read is one conditional
 * UPDATE (`is_read = 0` → 1), so concurrent reads of the same message lower the count once and the count stays
 * exact.
 */
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { UnreadCounts } from '../../../runtime/core/contract/socket';
import type { Db } from '../../db/client';
import { messageReceives, messages, users } from '../../db/schema';
import { fail } from '../../errors';
import type { SocketHub } from '../../realtime/hub';

/** Message type codes (spec 01 §3). */
export const MessageType = { notice: 1, flow: 2, system: 3, schedule: 4 } as const;

/** The list filters of the drawer and the record page. */
export interface InboxFilter {
  keyword: string;
  /** 1–4, or undefined for all. */
  type?: number;
  /** '0' unread only, '1' read only, undefined both. */
  isRead?: '0' | '1';
}

/** One row of the list (spec 01 §3 "Message (list item)"). */
export interface InboxItem {
  id: string;
  title: string;
  type: number;
  isRead: '0' | '1';
  releaseUser: string;
  /** Milliseconds since the epoch. */
  releaseTime: number | null;
  flowType: number;
}

/** One opened message (spec 01 §3 "Message detail"). */
export interface InboxDetail extends InboxItem {
  excerpt: string;
  bodyText: string;
  files: string;
}

/** Zero counts. */
export const NO_UNREAD: UnreadCounts = { unreadNoticeCount: 0, unreadMessageCount: 0, unreadSystemMessageCount: 0, unreadScheduleCount: 0, unreadTotalCount: 0 };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filterConditions(userId: string, filter: InboxFilter): SQL[] {
  const conditions: SQL[] = [eq(messageReceives.userId, userId)];
  if (filter.type !== undefined) conditions.push(eq(messages.type, filter.type));
  if (filter.isRead !== undefined) conditions.push(eq(messageReceives.isRead, filter.isRead === '1' ? 1 : 0));
  if (filter.keyword !== '') conditions.push(ilike(messages.title, `%${escapeLike(filter.keyword)}%`));
  return conditions;
}

const itemColumns = {
  id: messages.id,
  title: messages.title,
  type: messages.type,
  isRead: messageReceives.isRead,
  releaseUser: users.realName,
  releaseAccount: users.account,
  releaseTime: messages.releaseTime,
  flowType: messages.flowType,
};

type ItemRow = { id: string; title: string; type: number; isRead: number; releaseUser: string | null; releaseAccount: string | null; releaseTime: Date | null; flowType: number };

function toItem(row: ItemRow): InboxItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    isRead: row.isRead === 1 ? '1' : '0',
    releaseUser: row.releaseUser ? `${row.releaseUser}/${row.releaseAccount}` : '',
    releaseTime: row.releaseTime ? row.releaseTime.getTime() : null,
    flowType: row.flowType,
  };
}

/** The inbox calls. */
export interface Inbox {
  list(userId: string, filter: InboxFilter, page: { currentPage: number; pageSize: number; order: 'asc' | 'desc' }): Promise<{ list: InboxItem[]; total: number }>;
  /** Opens a message: marks it read (once) and answers it. */
  open(userId: string, messageId: string, at: Date): Promise<InboxDetail>;
  /** Marks every message matching the filter read; answers how many changed. */
  readAll(userId: string, filter: InboxFilter, at: Date): Promise<number>;
  /** Removes messages from the user's record; answers how many. */
  remove(userId: string, messageIds: readonly string[]): Promise<number>;
  unreadCounts(userId: string): Promise<UnreadCounts>;
  /** Gives a stored message to recipients (once each) and pushes it to their sockets. */
  deliver(messageId: string, userIds: readonly string[]): Promise<number>;
  /** Pushes `messagePush` with their new counts to users who were just given a message (stored by the caller). */
  pushDelivered(messageId: string, title: string, type: number, userIds: readonly string[]): Promise<void>;
}

/** Creates the inbox over the database and the socket hub. */
export function createInbox(db: Db, hub: SocketHub): Inbox {
  const countsFor = async (userIds: readonly string[]): Promise<Map<string, UnreadCounts>> => {
    const result = new Map<string, UnreadCounts>(userIds.map((id) => [id, { ...NO_UNREAD }]));
    if (userIds.length === 0) return result;
    const rows = await db
      .select({ userId: messageReceives.userId, type: messages.type, count: sql<number>`count(*)::int` })
      .from(messageReceives)
      .innerJoin(messages, eq(messages.id, messageReceives.messageId))
      .where(and(inArray(messageReceives.userId, [...userIds]), eq(messageReceives.isRead, 0)))
      .groupBy(messageReceives.userId, messages.type);
    for (const row of rows) {
      const counts = result.get(row.userId);
      if (!counts) continue;
      const count = Number(row.count);
      if (row.type === MessageType.notice) counts.unreadNoticeCount += count;
      else if (row.type === MessageType.flow) counts.unreadMessageCount += count;
      else if (row.type === MessageType.system) counts.unreadSystemMessageCount += count;
      else if (row.type === MessageType.schedule) counts.unreadScheduleCount += count;
      counts.unreadTotalCount += count;
    }
    return result;
  };

  const pushDelivered: Inbox['pushDelivered'] = async (messageId, title, type, userIds) => {
    const counts = await countsFor(userIds);
    await Promise.all(
      userIds.map((userId) => hub.sendToUsers([userId], { method: 'messagePush', id: messageId, title, messageType: type, ...(counts.get(userId) ?? NO_UNREAD) })),
    );
  };

  return {
    async list(userId, filter, page) {
      const where = and(...filterConditions(userId, filter));
      const [rows, totals] = await Promise.all([
        db
          .select(itemColumns)
          .from(messageReceives)
          .innerJoin(messages, eq(messages.id, messageReceives.messageId))
          .leftJoin(users, eq(users.id, messages.releaseUserId))
          .where(where)
          .orderBy(page.order === 'asc' ? asc(messages.releaseTime) : desc(messages.releaseTime), asc(messages.id))
          .limit(page.pageSize)
          .offset((page.currentPage - 1) * page.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(messageReceives)
          .innerJoin(messages, eq(messages.id, messageReceives.messageId))
          .where(where),
      ]);
      return { list: rows.map(toItem), total: Number(totals[0]?.total ?? 0) };
    },

    async open(userId, messageId, at) {
      const [row] = await db
        .select({ ...itemColumns, excerpt: messages.excerpt, bodyText: messages.bodyText, files: messages.files })
        .from(messageReceives)
        .innerJoin(messages, eq(messages.id, messageReceives.messageId))
        .leftJoin(users, eq(users.id, messages.releaseUserId))
        .where(and(eq(messageReceives.userId, userId), eq(messageReceives.messageId, messageId)));
      if (!row) throw fail('messageNotFound');
      if (row.isRead === 0) {
        await db
          .update(messageReceives)
          .set({ isRead: 1, readTime: at })
          .where(and(eq(messageReceives.userId, userId), eq(messageReceives.messageId, messageId), eq(messageReceives.isRead, 0)));
      }
      return { ...toItem({ ...row, isRead: 1 }), excerpt: row.excerpt, bodyText: row.bodyText, files: row.files };
    },

    async readAll(userId, filter, at) {
      const matching = db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            ...(filter.type !== undefined ? [eq(messages.type, filter.type)] : []),
            ...(filter.keyword !== '' ? [ilike(messages.title, `%${escapeLike(filter.keyword)}%`)] : []),
          ),
        );
      const changed = await db
        .update(messageReceives)
        .set({ isRead: 1, readTime: at })
        .where(and(eq(messageReceives.userId, userId), eq(messageReceives.isRead, 0), inArray(messageReceives.messageId, matching)))
        .returning({ id: messageReceives.messageId });
      return changed.length;
    },

    async remove(userId, messageIds) {
      if (messageIds.length === 0) return 0;
      const removed = await db
        .delete(messageReceives)
        .where(and(eq(messageReceives.userId, userId), inArray(messageReceives.messageId, [...messageIds])))
        .returning({ id: messageReceives.messageId });
      return removed.length;
    },

    async unreadCounts(userId) {
      return (await countsFor([userId])).get(userId) ?? { ...NO_UNREAD };
    },

    async deliver(messageId, userIds) {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return 0;
      const [message] = await db.select({ title: messages.title, type: messages.type }).from(messages).where(eq(messages.id, messageId));
      if (!message) throw fail('messageNotFound');
      const inserted = await db
        .insert(messageReceives)
        .values(unique.map((userId) => ({ messageId, userId })))
        .onConflictDoNothing()
        .returning({ userId: messageReceives.userId });
      const reached = inserted.map((row) => row.userId);
      await pushDelivered(messageId, message.title, message.type, reached);
      return reached.length;
    },

    pushDelivered,
  };
}
