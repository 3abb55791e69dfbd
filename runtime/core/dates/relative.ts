/**
 * The two relative-date helpers of spec 01 §9 and spec 03 §9. They answer with an i18n key and a count, or with
 * the formatted date, so the interface translates (texts in relative-messages.ts) and `now` is always passed in.
 *
 * Units are fixed lengths: minute 60 s, hour 60 min, day 24 h, week 7 days, month 30 days. Counts are whole
 * units elapsed (rounded down) and never below 1.
 *
 * - {@link describeElapsedTime} (the long scale): under 1 minute just now; then minutes, hours, days (under a
 *   week), weeks (1 to 3, while under 28 days), months (1 to 3, from 28 days to under 120 days; 28-29 days count
 *   as 1 month so the scale never jumps back), then the full date.
 * - {@link describeRecentTime} (the short scale): under 30 s just now; minutes under 1 hour; hours under 1 day;
 *   "1 day ago" under 2 days; then the full date.
 *
 * A time up to one minute in the future (clock skew between server and browser) reads as just now; further in the
 * future it is shown as its date. An unreadable time gives `{ date: '' }`.
 */
import dayjs from 'dayjs';

/** The message keys the helpers answer with. */
export const RELATIVE_TIME_KEYS = [
  'relativeTime.justNow',
  'relativeTime.minutesAgo',
  'relativeTime.hoursAgo',
  'relativeTime.daysAgo',
  'relativeTime.weeksAgo',
  'relativeTime.monthsAgo',
  'relativeTime.oneDayAgo',
] as const;

/** A message key of the relative-date helpers. */
export type RelativeTimeKey = (typeof RELATIVE_TIME_KEYS)[number];

/** A relative description (`count` fills the template's `{n}`), or the full date when too far back. */
export type RelativeTime = { key: RelativeTimeKey; count?: number } | { date: string };

/** The product's default date format (spec 01 §9). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/** A point in time: epoch milliseconds, a Date, or a date text dayjs reads. */
export type TimeInput = number | string | Date;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/** How far back `time` lies from `now`, and its date text; undefined when either cannot be read. */
function elapsed(time: TimeInput, now: TimeInput, format: string): { ms: number; date: string } | undefined {
  const then = dayjs(time);
  const current = dayjs(now);
  if (!then.isValid() || !current.isValid()) return undefined;
  return { ms: current.valueOf() - then.valueOf(), date: then.format(format) };
}

function count(key: RelativeTimeKey, ms: number, unit: number): RelativeTime {
  return { key, count: Math.max(1, Math.floor(ms / unit)) };
}

/** The long relative scale: just now, minutes, hours, days, weeks (≤ 3), months (≤ 3), then the date. */
export function describeElapsedTime(time: TimeInput, now: TimeInput, format: string = DEFAULT_DATE_FORMAT): RelativeTime {
  const span = elapsed(time, now, format);
  if (!span) return { date: '' };
  const { ms, date } = span;
  if (ms <= -MINUTE) return { date };
  if (ms < MINUTE) return { key: 'relativeTime.justNow' };
  if (ms < HOUR) return count('relativeTime.minutesAgo', ms, MINUTE);
  if (ms < DAY) return count('relativeTime.hoursAgo', ms, HOUR);
  if (ms < WEEK) return count('relativeTime.daysAgo', ms, DAY);
  if (ms < 4 * WEEK) return count('relativeTime.weeksAgo', ms, WEEK);
  if (ms < 4 * MONTH) return count('relativeTime.monthsAgo', ms, MONTH);
  return { date };
}

/** The short relative scale: just now (< 30 s), minutes, hours, "1 day ago" (< 2 days), then the date. */
export function describeRecentTime(time: TimeInput, now: TimeInput, format: string = DEFAULT_DATE_FORMAT): RelativeTime {
  const span = elapsed(time, now, format);
  if (!span) return { date: '' };
  const { ms, date } = span;
  if (ms <= -MINUTE) return { date };
  if (ms < 30 * SECOND) return { key: 'relativeTime.justNow' };
  if (ms < HOUR) return count('relativeTime.minutesAgo', ms, MINUTE);
  if (ms < DAY) return count('relativeTime.hoursAgo', ms, HOUR);
  if (ms < 2 * DAY) return { key: 'relativeTime.oneDayAgo' };
  return { date };
}
