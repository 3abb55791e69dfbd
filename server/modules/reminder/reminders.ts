/**
 * The welcome reminder (spec 01 §2.8, §4.3, §7): an organisation's reminder texts reach its staff (the nearest
 * ancestor's reminder when the user's own organisation has none). A text the user has closed since its last
 * change is not shown again; closing records which texts were seen.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes, reminderLogs, reminders, users } from '../../db/schema';
import { fail } from '../../errors';

/** What getReminderWarning answers: empty texts are not shown. */
export interface ReminderWarning {
  description0: string;
  description1: string;
  phone: string;
}

type ReminderRow = typeof reminders.$inferSelect;

/** The reminder that applies to the user: their organisation's, else the nearest ancestor's. */
async function applicableReminder(db: Db, userId: string): Promise<ReminderRow | undefined> {
  const [user] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, userId));
  if (!user?.organizeId) return undefined;
  const [organizeRows, reminderRows] = await Promise.all([
    db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes),
    db.select().from(reminders),
  ]);
  const parentOf = new Map(organizeRows.map((row) => [row.id, row.parentId]));
  const byOrganize = new Map(reminderRows.map((row) => [row.organizeId, row]));
  const seen = new Set<string>();
  for (let id: string | undefined = user.organizeId; id && !seen.has(id); id = parentOf.get(id)) {
    seen.add(id);
    const found = byOrganize.get(id);
    if (found) return found;
  }
  return undefined;
}

/** The reminder texts the user has not yet seen since they last changed. */
export async function reminderFor(db: Db, userId: string): Promise<ReminderWarning> {
  const reminder = await applicableReminder(db, userId);
  if (!reminder) return { description0: '', description1: '', phone: '' };
  const logs = await db
    .select({ index: reminderLogs.reminderIndex })
    .from(reminderLogs)
    .where(and(eq(reminderLogs.userId, userId), eq(reminderLogs.organizeId, reminder.organizeId), gte(reminderLogs.createdAt, reminder.updatedAt)));
  const seen = new Set(logs.map((log) => log.index));
  return {
    description0: seen.has(0) ? '' : reminder.description0,
    description1: seen.has(1) ? '' : reminder.description1,
    phone: reminder.phone,
  };
}

/** Reads the ids path parameter: 0, 1 or 0,1 (spec 01 §7). */
export function parseReminderIds(ids: string): number[] {
  if (!/^[01](,[01])?$/.test(ids)) throw fail('reminderIdsInvalid');
  const parsed = [...new Set(ids.split(',').map(Number))];
  return parsed;
}

/** Records that the user has seen the given reminder texts. */
export async function recordReminderSeen(db: Db, userId: string, indexes: number[], at: Date): Promise<void> {
  const reminder = await applicableReminder(db, userId);
  if (!reminder) return;
  // Replace earlier entries for these texts so the log stays one row per text.
  await db
    .delete(reminderLogs)
    .where(and(eq(reminderLogs.userId, userId), eq(reminderLogs.organizeId, reminder.organizeId), inArray(reminderLogs.reminderIndex, indexes)));
  await db.insert(reminderLogs).values(indexes.map((reminderIndex) => ({ userId, organizeId: reminder.organizeId, reminderIndex, createdAt: at })));
}
