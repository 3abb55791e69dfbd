/**
 * Expanding a schedule's repetition into its occurrences (spec 03 §3 "Schedule"), with the rrule library rather
 * than hand-written date arithmetic. A repeating schedule is stored as one row per occurrence, so the delete
 * scopes and the reminders act on rows (server/db/schema.ts `schedules`).
 *
 * The rule runs on the instants as given (rrule's UTC arithmetic): a daily schedule at 09:00 stays at 09:00 in
 * every zone without daylight saving, which is what the product's users (China) have. A monthly schedule on the
 * 31st skips the months without one, and a yearly one on 29 February the years without one (RFC 5545).
 */
import * as rruleModule from 'rrule';
import type { Frequency } from 'rrule';
import type { ScheduleRepetition as Repetition } from '../../../runtime/core/contract/schedule';

// rrule gives Node its CommonJS build (the named exports sit on `default` there) and bundlers its ES build.
const { RRule } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

const FREQUENCY: Record<Exclude<Repetition, '1'>, Frequency> = {
  '2': RRule.DAILY,
  '3': RRule.WEEKLY,
  '4': RRule.MONTHLY,
  '5': RRule.YEARLY,
};

/** The most occurrences one schedule may have (a daily schedule for about three years). */
export const MAX_OCCURRENCES = 1000;

/** One occurrence: its start and end. */
export interface Occurrence {
  start: Date;
  end: Date;
}

/** What a schedule's times and repetition say. */
export interface RecurrenceInput {
  start: Date;
  end: Date;
  repetition: Repetition;
  /** The last instant an occurrence may start at (inclusive); required when repeating. */
  repeatUntil?: Date | null;
}

/**
 * The occurrences, first to last, each as long as the first. Answers at most `max + 1` of them, so a caller can
 * tell "too many" from "exactly the maximum".
 */
export function expandOccurrences(input: RecurrenceInput, max = MAX_OCCURRENCES): Occurrence[] {
  const length = input.end.getTime() - input.start.getTime();
  if (input.repetition === '1' || !input.repeatUntil) return [{ start: input.start, end: input.end }];
  const rule = new RRule({ freq: FREQUENCY[input.repetition], dtstart: input.start, until: input.repeatUntil });
  return rule.all((_date, index) => index <= max).map((start) => ({ start, end: new Date(start.getTime() + length) }));
}
