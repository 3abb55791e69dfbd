/**
 * Internal chat storage (spec 01 §2.6, §3, §4.5): messages between two users, each user's conversation list, the
 * contacts, and the unread counts.
 *
 * Design: unread counts are never kept as counters; they are counted from the message rows (`state = 0` for the
 * receiver), and reading is one conditional UPDATE (`state = 0` → 1), so concurrent sends and reads keep every count
 * exact. A message is stored before it is pushed, so a recipient who is offline finds it (and its unread count) on
 * the next connection. A conversation row exists per side; sending (re)creates both, removing one deletes only the
 * caller's row. Deleting chat records hides the messages from the caller's side only; a message hidden from both
 * sides is removed.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatMessageItem, ChatUnread } from '../../../runtime/core/contract/socket';
import type { ChatContact, ChatConversation } from '../../../runtime/core/contract/chat';
import type { Db } from '../../db/client';
import { imContents, imReplies, organizes, users } from '../../db/schema';
import { newId } from '../../auth/tokens';
import { fail } from '../../errors';

/** The longest text message, in characters. */
export const CHAT_TEXT_MAX = 5000;

/** A chat participant as the frames and lists show one. */
export interface ChatProfile {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The messages between `userId` and `otherId` that `userId` still sees. */
function visibleBetween(userId: string, otherId: string): SQL {
  return or(
    and(eq(imContents.sendUserId, userId), eq(imContents.receiveUserId, otherId), eq(imContents.sendDeleted, 0)),
    and(eq(imContents.sendUserId, otherId), eq(imContents.receiveUserId, userId), eq(imContents.receiveDeleted, 0)),
  )!;
}

function toItem(row: typeof imContents.$inferSelect): ChatMessageItem {
  return {
    id: row.id,
    sendUserId: row.sendUserId,
    receiveUserId: row.receiveUserId,
    contentType: row.contentType === 'image' ? 'image' : 'text',
    content: row.content,
    sendTime: row.sendTime.getTime(),
  };
}

/** The profile of an enabled user, or undefined. */
export async function chatProfile(db: Db, userId: string): Promise<ChatProfile | undefined> {
  const [row] = await db
    .select({ id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.enabledMark, 1)));
  return row;
}

/** Stores a message from `fromId` to `toId` and brings the conversation to the top on both sides. */
export async function storeMessage(
  db: Db,
  message: { fromId: string; toId: string; contentType: 'text' | 'image'; content: string },
  at: Date,
): Promise<ChatMessageItem> {
  const row = {
    id: newId(),
    sendUserId: message.fromId,
    receiveUserId: message.toId,
    contentType: message.contentType,
    content: message.content,
    sendTime: at,
  };
  await db.transaction(async (tx) => {
    await tx.insert(imContents).values(row);
    await tx
      .insert(imReplies)
      .values([
        { userId: message.fromId, otherUserId: message.toId, latestDate: at },
        { userId: message.toId, otherUserId: message.fromId, latestDate: at },
      ])
      .onConflictDoUpdate({ target: [imReplies.userId, imReplies.otherUserId], set: { latestDate: sql`greatest(${imReplies.latestDate}, excluded.latest_date)` } });
  });
  return toItem({ ...row, state: 0, readTime: null, sendDeleted: 0, receiveDeleted: 0 });
}

/** Unread messages per sender (initMessage's unreadNums), counted from the rows. */
export async function unreadBySender(db: Db, userId: string): Promise<ChatUnread[]> {
  const rows = await db
    .select({ formUserId: imContents.sendUserId, unreadNums: sql<number>`count(*)::int` })
    .from(imContents)
    .where(and(eq(imContents.receiveUserId, userId), eq(imContents.state, 0), eq(imContents.receiveDeleted, 0)))
    .groupBy(imContents.sendUserId)
    .orderBy(asc(imContents.sendUserId));
  return rows.map((row) => ({ formUserId: row.formUserId, unreadNums: Number(row.unreadNums) }));
}

/** Marks everything `fromId` sent to `userId` read; answers how many changed (a second reader changes none). */
export async function markRead(db: Db, userId: string, fromId: string, at: Date): Promise<number> {
  const changed = await db
    .update(imContents)
    .set({ state: 1, readTime: at })
    .where(and(eq(imContents.receiveUserId, userId), eq(imContents.sendUserId, fromId), eq(imContents.state, 0)))
    .returning({ id: imContents.id });
  return changed.length;
}

/** One page of the history between `userId` and `otherId`, newest first unless `order` is asc; keyword searches text. */
export async function history(
  db: Db,
  userId: string,
  otherId: string,
  page: { currentPage: number; pageSize: number; keyword: string; order: 'asc' | 'desc' },
): Promise<{ list: ChatMessageItem[]; total: number }> {
  const conditions: SQL[] = [visibleBetween(userId, otherId)];
  if (page.keyword !== '') conditions.push(eq(imContents.contentType, 'text'), ilike(imContents.content, `%${escapeLike(page.keyword)}%`));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(imContents)
      .where(where)
      .orderBy(page.order === 'asc' ? asc(imContents.sendTime) : desc(imContents.sendTime), page.order === 'asc' ? asc(imContents.id) : desc(imContents.id))
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(imContents).where(where),
  ]);
  return { list: rows.map(toItem), total: Number(totals[0]?.total ?? 0) };
}

/** The caller's conversations, latest first, each with its unread count and latest visible message. */
export async function conversations(db: Db, userId: string): Promise<ChatConversation[]> {
  const rows = await db
    .select({ id: imReplies.otherUserId, latestDate: imReplies.latestDate, realName: users.realName, account: users.account, headIcon: users.headIcon })
    .from(imReplies)
    .innerJoin(users, eq(users.id, imReplies.otherUserId))
    .where(eq(imReplies.userId, userId))
    .orderBy(desc(imReplies.latestDate), asc(imReplies.otherUserId))
    .limit(500);
  if (rows.length === 0) return [];
  const unread = new Map((await unreadBySender(db, userId)).map((entry) => [entry.formUserId, entry.unreadNums]));
  const others = rows.map((row) => row.id);
  // The latest message the caller still sees, per other user: the latest sent and the latest received, the later wins.
  const columns = { content: imContents.content, contentType: imContents.contentType, sendTime: imContents.sendTime };
  const [sent, received] = await Promise.all([
    db
      .selectDistinctOn([imContents.receiveUserId], { otherId: imContents.receiveUserId, ...columns })
      .from(imContents)
      .where(and(eq(imContents.sendUserId, userId), inArray(imContents.receiveUserId, others), eq(imContents.sendDeleted, 0)))
      .orderBy(imContents.receiveUserId, desc(imContents.sendTime), desc(imContents.id)),
    db
      .selectDistinctOn([imContents.sendUserId], { otherId: imContents.sendUserId, ...columns })
      .from(imContents)
      .where(and(eq(imContents.receiveUserId, userId), inArray(imContents.sendUserId, others), eq(imContents.receiveDeleted, 0)))
      .orderBy(imContents.sendUserId, desc(imContents.sendTime), desc(imContents.id)),
  ]);
  const latest = [...sent];
  for (const row of received) {
    const index = latest.findIndex((candidate) => candidate.otherId === row.otherId);
    if (index < 0) latest.push(row);
    else if (row.sendTime.getTime() >= latest[index].sendTime.getTime()) latest[index] = row;
  }
  const latestOf = new Map(latest.map((row) => [row.otherId, row]));
  return rows.map((row) => {
    const last = latestOf.get(row.id);
    return {
      id: row.id,
      realName: row.realName,
      account: row.account,
      headIcon: row.headIcon,
      unreadMessage: unread.get(row.id) ?? 0,
      latestMessage: last?.content ?? '',
      messageType: last?.contentType ?? '',
      latestDate: row.latestDate.getTime(),
    };
  });
}

/**
 * Removes a conversation from the caller's list; its unread messages are marked read, so no badge points at a
 * conversation that is no longer listed. A new message brings the conversation back.
 */
export async function removeConversation(db: Db, userId: string, otherId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(imReplies).where(and(eq(imReplies.userId, userId), eq(imReplies.otherUserId, otherId)));
    await tx
      .update(imContents)
      .set({ state: 1, readTime: at })
      .where(and(eq(imContents.receiveUserId, userId), eq(imContents.sendUserId, otherId), eq(imContents.state, 0)));
  });
}

/** Deletes the caller's chat records with `otherId` (the other side keeps theirs); the conversation stays listed. */
export async function deleteRecords(db: Db, userId: string, otherId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(imContents).set({ sendDeleted: 1 }).where(and(eq(imContents.sendUserId, userId), eq(imContents.receiveUserId, otherId)));
    await tx
      .update(imContents)
      .set({ receiveDeleted: 1, state: 1, readTime: sql`coalesce(${imContents.readTime}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(imContents.receiveUserId, userId), eq(imContents.sendUserId, otherId)));
    await tx
      .delete(imContents)
      .where(
        and(
          or(and(eq(imContents.sendUserId, userId), eq(imContents.receiveUserId, otherId)), and(eq(imContents.sendUserId, otherId), eq(imContents.receiveUserId, userId))),
          eq(imContents.sendDeleted, 1),
          eq(imContents.receiveDeleted, 1),
        ),
      );
  });
}

/**
 * The contacts: every enabled user but the caller, by real name or account, with their department — among the
 * users `visible` keeps (the caller's users-page rows, users/user-rows.ts; undefined: every user).
 */
export async function contacts(
  db: Db,
  userId: string,
  page: { currentPage: number; pageSize: number; keyword: string },
  visible?: SQL,
): Promise<{ list: ChatContact[]; total: number }> {
  const conditions: SQL[] = [ne(users.id, userId), eq(users.enabledMark, 1)];
  if (visible) conditions.push(visible);
  if (page.keyword !== '') {
    const pattern = `%${escapeLike(page.keyword)}%`;
    conditions.push(or(ilike(users.realName, pattern), ilike(users.account, pattern))!);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: users.id, realName: users.realName, account: users.account, headIcon: users.headIcon, department: organizes.fullName })
      .from(users)
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(where)
      .orderBy(asc(users.sortCode), asc(users.account))
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { list: rows.map((row) => ({ ...row, department: row.department ?? '' })), total: Number(totals[0]?.total ?? 0) };
}

/** Throws unless `otherId` is an enabled user other than the caller; answers their profile. */
export async function requireContact(db: Db, userId: string, otherId: unknown): Promise<ChatProfile> {
  if (typeof otherId !== 'string' || otherId.trim() === '' || otherId.length > 100) throw fail('chatContactNotFound');
  if (otherId === userId) throw fail('chatToSelf');
  const profile = await chatProfile(db, otherId);
  if (!profile) throw fail('chatContactNotFound');
  return profile;
}
