/**
 * The schedule calls' logic (spec 03 §7 "Schedules"): a user's schedules for a date range, one occurrence, create,
 * edit and delete with the three scopes. Everyone signed in keeps their own schedules; participants see them too;
 * only the creator edits or deletes. A schedule someone may not see answers "not found", so ids reveal nothing.
 *
 * Each occurrence is a row (server/db/schema.ts `schedules`) with its own reminder instant, so a reminder fires per
 * occurrence and a deleted occurrence takes its reminder with it. Editing with the scope "this" changes that row;
 * "this and later" and "all" move the rows in scope by the same amount when the repetition is unchanged (an
 * occurrence deleted earlier stays deleted), and re-expand the rule when it changed.
 *
 * Deleting tells the participants (issue 12): one schedule message (type 4, body type 3, which the message drawer
 * does not open: the schedule is gone) per deletion, in each participant's saved language (the deleter's when none
 * is saved), naming the schedule, its first deleted start and who deleted it.
 */
import dayjs from 'dayjs';
import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { ScheduleMessageBody, ScheduleRecord, ScheduleScope, ScheduleUser } from '../../../runtime/core/contract/schedule';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../runtime/core/i18n/languages';
import { translate } from '../../../runtime/core/i18n/messages';
import type { Db } from '../../db/client';
import { messageReceives, messages, schedules, users } from '../../db/schema';
import { fail } from '../../errors';
import { occurrencesInScope } from './delete-scope';
import { parseScheduleInput, type ScheduleInput } from './input';
import { expandOccurrences, MAX_OCCURRENCES, type Occurrence } from './recurrence';

type ScheduleRow = typeof schedules.$inferSelect;

/** The longest range one list call may cover (a calendar shows at most six weeks; a year is generous). */
const MAX_RANGE_MS = 400 * 24 * 3600_000;
const MINUTE = 60_000;

/** The schedule service. */
export interface Schedules {
  /** The occurrences the user created or takes part in that overlap [from, to), by start. */
  list(userId: string, from: Date, to: Date): Promise<ScheduleRecord[]>;
  /** One occurrence the user may see; with only a group id, that group's first occurrence. */
  get(userId: string, id: string, groupId?: string): Promise<ScheduleRecord>;
  /** Creates a schedule from a form body; answers the first occurrence's id and the group id. */
  create(userId: string, body: Record<string, unknown>, at: Date): Promise<{ id: string; groupId: string; count: number }>;
  /** Edits an occurrence and, by scope, others of its series. */
  update(userId: string, id: string, scope: ScheduleScope, body: Record<string, unknown>, at: Date): Promise<void>;
  /** Deletes an occurrence and, by scope, others of its series, and tells the participants; answers how many went. */
  remove(userId: string, id: string, scope: ScheduleScope, at?: Date, language?: Language): Promise<number>;
}

/** When an occurrence starting at `start` should remind, or null: none asked for, or the occurrence has begun. */
export function remindAtFor(start: Date, reminderTime: number, at: Date): Date | null {
  if (reminderTime < 0 || start.getTime() <= at.getTime()) return null;
  return new Date(start.getTime() - reminderTime * MINUTE);
}

const visibleTo = (userId: string) => or(eq(schedules.creatorUserId, userId), sql`${schedules.toUserIds} @> ${JSON.stringify([userId])}::jsonb`);

/** Gives a stored message to users and pushes it to them (the inbox's `pushDelivered`). */
export type DeliveredPush = (messageId: string, title: string, type: number, userIds: readonly string[]) => Promise<void>;

/** The schedule message type (spec 01 §3: 4 schedule). */
const SCHEDULE_MESSAGE_TYPE = 4;

/** Creates the schedule service over the database; `push` tells participants' sockets about deletion messages. */
export function createSchedules(db: Db, push?: DeliveredPush): Schedules {
  /** Stores one deletion message per language for the participants of the removed rows, then pushes it. */
  const tellParticipants = async (deleterId: string, removed: readonly ScheduleRow[], at: Date, fallback: Language) => {
    const participants = [...new Set(removed.flatMap((row) => row.toUserIds))].filter((id) => id !== deleterId);
    if (participants.length === 0) return;
    const first = [...removed].sort((a, b) => a.startDay.getTime() - b.startDay.getTime())[0]!;
    const people = await db.select({ id: users.id, language: users.language, realName: users.realName }).from(users).where(inArray(users.id, [...participants, deleterId]));
    const deleter = people.find((person) => person.id === deleterId)?.realName ?? '';
    const byLanguage = new Map<Language, string[]>();
    for (const person of people) {
      if (person.id === deleterId || !participants.includes(person.id)) continue;
      const language = isLanguage(person.language) ? person.language : fallback;
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), person.id]);
    }
    const body: ScheduleMessageBody = { id: first.id, groupId: first.groupId, type: 3, startDay: first.startDay.getTime() };
    const sent = [...byLanguage].map(([language, userIds]) => {
      const params = { title: first.title, user: deleter, startTime: dayjs(first.startDay).format('YYYY-MM-DD HH:mm') };
      return {
        userIds,
        message: {
          id: crypto.randomUUID(),
          type: SCHEDULE_MESSAGE_TYPE,
          title: translate(language, 'schedule.deletedTitle', params).slice(0, 200),
          bodyText: JSON.stringify(body),
          excerpt: translate(language, 'schedule.deletedContent', params).slice(0, 500),
          enabledMark: 1,
          releaseUserId: deleterId,
          releaseTime: at,
          createdBy: deleterId,
          createdAt: at,
        },
      };
    });
    if (sent.length === 0) return;
    await db.transaction(async (tx) => {
      await tx.insert(messages).values(sent.map((entry) => entry.message));
      await tx.insert(messageReceives).values(sent.flatMap((entry) => entry.userIds.map((userId) => ({ messageId: entry.message.id, userId, createdAt: at })))).onConflictDoNothing();
    });
    if (push) for (const entry of sent) await push(entry.message.id, entry.message.title, SCHEDULE_MESSAGE_TYPE, entry.userIds);
  };

  const namesOf = async (rows: readonly ScheduleRow[]): Promise<Map<string, ScheduleUser>> => {
    const ids = [...new Set(rows.flatMap((row) => [row.creatorUserId, ...row.toUserIds]))];
    if (ids.length === 0) return new Map();
    const found = await db.select({ id: users.id, realName: users.realName, account: users.account }).from(users).where(inArray(users.id, ids));
    return new Map(found.map((user) => [user.id, { id: user.id, name: `${user.realName}/${user.account}` }]));
  };

  const toRecords = async (userId: string, rows: readonly ScheduleRow[]): Promise<ScheduleRecord[]> => {
    const names = await namesOf(rows);
    const person = (id: string): ScheduleUser => names.get(id) ?? { id, name: id };
    return rows.map((row) => ({
      id: row.id,
      groupId: row.groupId,
      type: row.type,
      urgent: row.urgent,
      title: row.title,
      content: row.content,
      startDay: row.startDay.getTime(),
      endDay: row.endDay.getTime(),
      creatorUserId: row.creatorUserId,
      creatorUser: person(row.creatorUserId),
      toUserIds: row.toUserIds,
      toUsers: row.toUserIds.map(person),
      repetition: row.repetition as ScheduleRecord['repetition'],
      repeatTime: row.repeatTime?.getTime() ?? null,
      reminderTime: row.reminderTime,
      isCreator: row.creatorUserId === userId,
    }));
  };

  const load = async (userId: string, id: string): Promise<ScheduleRow> => {
    const [row] = await db.select().from(schedules).where(and(eq(schedules.id, id), visibleTo(userId)));
    if (!row) throw fail('scheduleNotFound');
    return row;
  };

  const loadOwn = async (userId: string, id: string): Promise<ScheduleRow> => {
    const row = await load(userId, id);
    if (row.creatorUserId !== userId) throw fail('scheduleNotCreator');
    return row;
  };

  /** Refuses participants who are not enabled users; the creator is never their own participant. */
  const checkParticipants = async (userId: string, input: ScheduleInput): Promise<ScheduleInput> => {
    const toUserIds = input.toUserIds.filter((id) => id !== userId);
    if (toUserIds.length > 0) {
      const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, toUserIds), eq(users.enabledMark, 1)));
      if (found.length !== toUserIds.length) throw fail('scheduleParticipantsInvalid');
    }
    return { ...input, toUserIds };
  };

  const fields = (input: ScheduleInput) => ({
    type: input.type,
    urgent: input.urgent,
    title: input.title,
    content: input.content,
    toUserIds: input.toUserIds,
    repetition: input.repetition,
    repeatTime: input.repeatUntil,
    reminderTime: input.reminderTime,
  });

  const rowsOf = (userId: string, groupId: string, input: ScheduleInput, occurrences: readonly Occurrence[], at: Date) =>
    occurrences.map((occurrence) => ({
      id: crypto.randomUUID(),
      groupId,
      ...fields(input),
      startDay: occurrence.start,
      endDay: occurrence.end,
      creatorUserId: userId,
      remindAt: remindAtFor(occurrence.start, input.reminderTime, at),
      remindedAt: null,
      createdAt: at,
    }));

  return {
    async list(userId, from, to) {
      if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > MAX_RANGE_MS) throw fail('scheduleRangeInvalid');
      const rows = await db
        .select()
        .from(schedules)
        .where(and(visibleTo(userId), lt(schedules.startDay, to), gt(schedules.endDay, from)))
        .orderBy(asc(schedules.startDay), asc(schedules.id))
        .limit(2000);
      return toRecords(userId, rows);
    },

    async get(userId, id, groupId) {
      if (id) return (await toRecords(userId, [await load(userId, id)]))[0]!;
      const [row] = await db
        .select()
        .from(schedules)
        .where(and(eq(schedules.groupId, groupId ?? ''), visibleTo(userId)))
        .orderBy(asc(schedules.startDay))
        .limit(1);
      if (!row) throw fail('scheduleNotFound');
      return (await toRecords(userId, [row]))[0]!;
    },

    async create(userId, body, at) {
      const parsed = parseScheduleInput(body);
      const input = await checkParticipants(userId, parsed.input);
      const groupId = crypto.randomUUID();
      const rows = rowsOf(userId, groupId, input, parsed.occurrences, at);
      await db.insert(schedules).values(rows);
      return { id: rows[0]!.id, groupId, count: rows.length };
    },

    async update(userId, id, scope, body, at) {
      const target = await loadOwn(userId, id);
      const parsed = parseScheduleInput(body);
      const input = await checkParticipants(userId, parsed.input);
      const series = await db.select().from(schedules).where(eq(schedules.groupId, target.groupId)).orderBy(asc(schedules.startDay));
      const inScope = new Set(occurrencesInScope(series.map((row) => ({ id: row.id, start: row.startDay })), { id: target.id, start: target.startDay }, series.length === 1 ? 3 : scope));
      const length = input.end.getTime() - input.start.getTime();
      const delta = input.start.getTime() - target.startDay.getTime();
      const sameRule = input.repetition === target.repetition && (input.repeatUntil?.getTime() ?? null) === (target.repeatTime?.getTime() ?? null);
      await db.transaction(async (tx) => {
        if (scope === 1 && series.length > 1) {
          // One occurrence edited: its own times and texts; it stays in its series under the series' rule.
          await tx
            .update(schedules)
            .set({ ...fields(input), repetition: target.repetition, repeatTime: target.repeatTime, startDay: input.start, endDay: input.end, remindAt: remindAtFor(input.start, input.reminderTime, at), remindedAt: null })
            .where(eq(schedules.id, target.id));
          return;
        }
        if (sameRule) {
          for (const row of series.filter((candidate) => inScope.has(candidate.id))) {
            const start = new Date(row.startDay.getTime() + delta);
            const remindAt = remindAtFor(start, input.reminderTime, at);
            const unchangedReminder = (remindAt?.getTime() ?? null) === (row.remindAt?.getTime() ?? null);
            await tx
              .update(schedules)
              .set({ ...fields(input), startDay: start, endDay: new Date(start.getTime() + length), remindAt, remindedAt: unchangedReminder ? row.remindedAt : null })
              .where(eq(schedules.id, row.id));
          }
          return;
        }
        // A new rule: the occurrences in scope are replaced by the rule's expansion, from this occurrence for
        // "this and later", from the series' (moved) first occurrence for "all".
        const first = series[0]!;
        const anchor = scope === 3 || series.length === 1 ? new Date(first.startDay.getTime() + delta) : input.start;
        if (input.repeatUntil && input.repeatUntil.getTime() < anchor.getTime()) throw fail('scheduleRepeatEndBeforeStart');
        const occurrences = expandOccurrences({ start: anchor, end: new Date(anchor.getTime() + length), repetition: input.repetition, repeatUntil: input.repeatUntil });
        if (occurrences.length > MAX_OCCURRENCES) throw fail('scheduleTooManyOccurrences', { max: MAX_OCCURRENCES });
        await tx.delete(schedules).where(inArray(schedules.id, [...inScope]));
        await tx.insert(schedules).values(rowsOf(userId, target.groupId, input, occurrences, at));
      });
    },

    async remove(userId, id, scope, at = new Date(), language = DEFAULT_LANGUAGE) {
      const target = await loadOwn(userId, id);
      const series = await db
        .select({ id: schedules.id, start: schedules.startDay })
        .from(schedules)
        .where(scope === 2 ? and(eq(schedules.groupId, target.groupId), gte(schedules.startDay, target.startDay)) : eq(schedules.groupId, target.groupId));
      const ids = occurrencesInScope(series, { id: target.id, start: target.startDay }, scope);
      const removed = await db.delete(schedules).where(and(inArray(schedules.id, ids), eq(schedules.creatorUserId, userId))).returning();
      await tellParticipants(userId, removed, at, language);
      return removed.length;
    },
  };
}
