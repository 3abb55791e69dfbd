/**
 * Announcements (system → notice): drafts an administrator writes and edits, released to everyone or to chosen
 * organisations, roles, positions or users. Releasing stamps the release time and user, gives each recipient the
 * message (type 1) and pushes it to their sockets. A released announcement can still be corrected; it is not
 * delivered twice. When a sending setting for announcements is configured (sending.ts), its template renders what
 * the other channels it names carry; the in-site message stays the announcement as written.
 */
import dayjs from 'dayjs';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageReceives, messages, users } from '../../db/schema';
import { fail } from '../../errors';
import type { Inbox } from './inbox';
import { MessageType } from './inbox';
import { parseRecipients, resolveRecipients } from './recipients';
import { MessageSource, type MessageSending } from './sending';

/** An announcement as the edit form sends it. */
export interface NoticeInput {
  title: string;
  bodyText: string;
  excerpt: string;
  files: string;
  toUserIds: string[];
}

/** An attachment entry. */
interface FileEntry {
  name: string;
  url: string;
  fileId?: string;
  fileSize?: number;
}

function text(value: unknown, max: number, required: boolean, name: 'title' | 'excerpt' | 'bodyText'): string {
  if (value === undefined || value === null) {
    if (required) throw fail('noticeTitleRequired');
    return '';
  }
  if (typeof value !== 'string') throw fail('badRequest');
  const trimmed = name === 'bodyText' ? value : value.trim();
  if (required && trimmed === '') throw fail('noticeTitleRequired');
  if (trimmed.length > max) throw fail('noticeTooLong', { max });
  return trimmed;
}

function parseFiles(value: unknown): string {
  if (value === undefined || value === null || value === '') return '[]';
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fail('noticeFilesInvalid');
    }
  }
  if (!Array.isArray(parsed) || parsed.length > 20) throw fail('noticeFilesInvalid');
  const files: FileEntry[] = parsed.map((entry: unknown) => {
    const file = entry as Partial<FileEntry> | null;
    if (!file || typeof file.name !== 'string' || typeof file.url !== 'string' || file.name.length > 255 || file.url.length > 1000) throw fail('noticeFilesInvalid');
    // Only links into this server's file calls: no script or foreign addresses in a list everyone opens.
    if (!/^\/api\/file\//.test(file.url)) throw fail('noticeFilesInvalid');
    return {
      name: file.name,
      url: file.url,
      ...(typeof file.fileId === 'string' ? { fileId: file.fileId.slice(0, 200) } : {}),
      ...(typeof file.fileSize === 'number' && Number.isFinite(file.fileSize) ? { fileSize: file.fileSize } : {}),
    };
  });
  return JSON.stringify(files);
}

/** Validates an announcement body; `sanitize` cleans the HTML body with an allow-list. */
export function parseNoticeInput(body: Record<string, unknown>, sanitize: (html: string) => string): NoticeInput {
  return {
    title: text(body.title, 100, true, 'title'),
    bodyText: sanitize(text(body.bodyText, 200_000, false, 'bodyText')),
    excerpt: text(body.excerpt, 500, false, 'excerpt'),
    files: parseFiles(body.files),
    toUserIds: parseRecipients(body.toUserIds),
  };
}

/** One row of the announcement list. */
export interface NoticeRow {
  id: string;
  title: string;
  excerpt: string;
  enabledMark: number;
  toUserIds: string[];
  releaseTime: number | null;
  releaseUser: string;
  creatorTime: number;
}

/** The announcement calls. */
export interface Notices {
  list(query: { keyword: string; currentPage: number; pageSize: number }): Promise<{ list: NoticeRow[]; total: number }>;
  get(id: string): Promise<NoticeInput & { id: string; enabledMark: number }>;
  create(input: NoticeInput, userId: string, at: Date): Promise<string>;
  update(id: string, input: NoticeInput, at: Date): Promise<void>;
  remove(id: string): Promise<void>;
  /** Releases (once) and delivers; answers how many recipients got it. */
  release(id: string, userId: string, at: Date): Promise<number>;
}

/** Creates the announcement service. */
export function createNotices(db: Db, inbox: Inbox, sending?: MessageSending): Notices {
  const load = async (id: string) => {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.type, MessageType.notice)));
    if (!row) throw fail('messageNotFound');
    return row;
  };
  return {
    async list(query) {
      const where = and(
        eq(messages.type, MessageType.notice),
        ...(query.keyword ? [ilike(messages.title, `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)] : []),
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ message: messages, releaseUser: users.realName, releaseAccount: users.account })
          .from(messages)
          .leftJoin(users, eq(users.id, messages.releaseUserId))
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(query.pageSize)
          .offset((query.currentPage - 1) * query.pageSize),
        db.select({ total: count() }).from(messages).where(where),
      ]);
      return {
        total: Number(totals[0]?.total ?? 0),
        list: rows.map(({ message, releaseUser, releaseAccount }) => ({
          id: message.id,
          title: message.title,
          excerpt: message.excerpt,
          enabledMark: message.enabledMark,
          toUserIds: message.toUserIds,
          releaseTime: message.releaseTime?.getTime() ?? null,
          releaseUser: releaseUser ? `${releaseUser}/${releaseAccount}` : '',
          creatorTime: message.createdAt.getTime(),
        })),
      };
    },
    async get(id) {
      const row = await load(id);
      return { id: row.id, title: row.title, bodyText: row.bodyText, excerpt: row.excerpt, files: row.files, toUserIds: row.toUserIds, enabledMark: row.enabledMark };
    },
    async create(input, userId, at) {
      const id = crypto.randomUUID();
      await db.insert(messages).values({ id, type: MessageType.notice, ...input, createdBy: userId, createdAt: at, enabledMark: 0 });
      return id;
    },
    async update(id, input, at) {
      await load(id);
      await db.update(messages).set({ ...input, updatedAt: at }).where(eq(messages.id, id));
    },
    async remove(id) {
      await load(id);
      await db.transaction(async (tx) => {
        await tx.delete(messageReceives).where(eq(messageReceives.messageId, id));
        await tx.delete(messages).where(eq(messages.id, id));
      });
    },
    async release(id, userId, at) {
      const claimed = await db
        .update(messages)
        .set({ enabledMark: 1, releaseTime: at, releaseUserId: userId })
        .where(and(eq(messages.id, id), eq(messages.type, MessageType.notice), eq(messages.enabledMark, 0)))
        .returning({ toUserIds: messages.toUserIds, title: messages.title, excerpt: messages.excerpt });
      if (!claimed[0]) {
        await load(id);
        throw fail('noticeAlreadyReleased');
      }
      const recipients = await resolveRecipients(db, claimed[0].toUserIds);
      const reached = await inbox.deliver(id, recipients);
      if (sending) {
        const { title, excerpt } = claimed[0];
        const plan = await sending.plan(MessageSource.notice, { title, content: excerpt, releaseTime: dayjs(at).format('YYYY-MM-DD HH:mm') }, { title, content: excerpt });
        await sending.sendExternal(plan.channels, plan.message, recipients, { source: MessageSource.notice, template: plan.template });
      }
      return reached;
    },
  };
}
