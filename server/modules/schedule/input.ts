/**
 * Reading a schedule from the form's body (spec 03 §3 "Schedule"): every field checked, with a clear message in
 * the caller's language for each refusal (server/errors.ts). Times come as milliseconds since the epoch (what our
 * client sends) or as `yyyy-MM-dd HH:mm` text read in the server's time zone (what the original client shows).
 */
import {
  SCHEDULE_REMINDERS,
  SCHEDULE_REPETITIONS,
  SCHEDULE_TYPES,
  SCHEDULE_URGENCIES,
  type ScheduleRepetition,
} from '../../../runtime/core/contract/schedule';
import { fail } from '../../errors';
import { MAX_OCCURRENCES, expandOccurrences, type Occurrence } from './recurrence';

/** The longest title and content. */
const MAX_TITLE = 100;
const MAX_CONTENT = 2000;
/** The most participants one schedule may name. */
const MAX_PARTICIPANTS = 500;
/** Times outside these years are mistakes, not schedules. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/** A checked schedule, before expansion. */
export interface ScheduleInput {
  type: string;
  urgent: number;
  title: string;
  content: string;
  start: Date;
  end: Date;
  toUserIds: string[];
  repetition: ScheduleRepetition;
  repeatUntil: Date | null;
  reminderTime: number;
}

/** Reads an instant: milliseconds (number or digits), `yyyy-MM-dd HH:mm[:ss]` or `yyyy-MM-dd`; undefined when absent. */
export function parseInstant(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let ms: number | undefined;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    const digits = /^-?\d{1,15}$/.exec(text);
    const dated = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
    if (digits) ms = Number(text);
    else if (dated) {
      const [year, month, day, hour, minute, second] = dated.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
      const date = new Date(year, month - 1, day, hour, minute, second);
      // new Date rolls 31 February over into March: refuse what is not a real calendar time.
      if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || hour > 23 || minute > 59 || second > 59) throw fail('scheduleTimeInvalid');
      ms = date.getTime();
    }
  }
  if (ms === undefined || !Number.isInteger(ms) || ms < EARLIEST || ms > LATEST) throw fail('scheduleTimeInvalid');
  return new Date(ms);
}

function text(value: unknown, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw fail('badRequest');
  const trimmed = value.trim();
  if (trimmed.length > max) throw fail('scheduleTooLong', { max });
  return trimmed;
}

function code<T extends string | number>(value: unknown, allowed: readonly T[], fallback: T, error: 'scheduleTypeInvalid' | 'scheduleUrgentInvalid' | 'scheduleRepetitionInvalid' | 'scheduleReminderInvalid'): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' && typeof value !== 'number') throw fail(error);
  const found = allowed.find((candidate) => String(candidate) === String(value).trim());
  if (found === undefined) throw fail(error);
  return found;
}

/** Reads the participants: user ids as an array or comma-separated text. */
export function parseParticipants(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : undefined;
  if (!entries || entries.length > MAX_PARTICIPANTS) throw fail('scheduleParticipantsInvalid');
  const ids: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string' || entry.length > 100) throw fail('scheduleParticipantsInvalid');
    const id = entry.trim();
    if (id !== '') ids.push(id);
  }
  return [...new Set(ids)];
}

/** Checks a schedule body; answers the input and its occurrences. */
export function parseScheduleInput(body: Record<string, unknown>): { input: ScheduleInput; occurrences: Occurrence[] } {
  const title = text(body.title, MAX_TITLE);
  if (title === '') throw fail('scheduleTitleRequired');
  const start = parseInstant(body.startDay ?? body.startTime);
  const end = parseInstant(body.endDay ?? body.endTime);
  if (!start || !end) throw fail('scheduleTimeRequired');
  if (end.getTime() <= start.getTime()) throw fail('scheduleEndBeforeStart');
  const repetition = code(body.repetition, SCHEDULE_REPETITIONS, '1', 'scheduleRepetitionInvalid');
  let repeatUntil: Date | null = null;
  if (repetition !== '1') {
    repeatUntil = parseInstant(body.repeatTime) ?? null;
    if (!repeatUntil) throw fail('scheduleRepeatEndRequired');
    if (repeatUntil.getTime() < start.getTime()) throw fail('scheduleRepeatEndBeforeStart');
  }
  const input: ScheduleInput = {
    type: code(body.type, SCHEDULE_TYPES, '1', 'scheduleTypeInvalid'),
    urgent: code(body.urgent, SCHEDULE_URGENCIES, 1, 'scheduleUrgentInvalid'),
    title,
    content: text(body.content, MAX_CONTENT),
    start,
    end,
    toUserIds: parseParticipants(body.toUserIds),
    repetition,
    repeatUntil,
    reminderTime: code(body.reminderTime, SCHEDULE_REMINDERS, -1, 'scheduleReminderInvalid'),
  };
  const occurrences = expandOccurrences({ start, end, repetition, repeatUntil });
  if (occurrences.length > MAX_OCCURRENCES) throw fail('scheduleTooManyOccurrences', { max: MAX_OCCURRENCES });
  return { input, occurrences };
}
