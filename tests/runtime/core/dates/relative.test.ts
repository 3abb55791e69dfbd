/** The relative-date helpers of spec 01 §9 and spec 03 §9. */
import { fc, test } from '@fast-check/vitest';
import { LANGUAGES } from '../../../../runtime/core/i18n/languages';
import { RELATIVE_TIME_MESSAGES } from '../../../../runtime/core/dates/relative-messages';
import {
  describeElapsedTime,
  describeRecentTime,
  RELATIVE_TIME_KEYS,
  type RelativeTime,
} from '../../../../runtime/core/dates/relative';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

// A local wall-clock time, so the expected date text does not depend on the machine's time zone.
const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (ms: number) => NOW - ms;

/** The order of the scale's steps; a later step never comes before an earlier one as time passes. */
const STEP: Record<string, number> = {
  'relativeTime.justNow': 0,
  'relativeTime.minutesAgo': 1,
  'relativeTime.hoursAgo': 2,
  'relativeTime.daysAgo': 3,
  'relativeTime.oneDayAgo': 3,
  'relativeTime.weeksAgo': 4,
  'relativeTime.monthsAgo': 5,
  date: 6,
};
const step = (result: RelativeTime) => ('date' in result ? STEP.date! : STEP[result.key]!);

describe('describeElapsedTime', () => {
  it.each([
    [0, { key: 'relativeTime.justNow' }],
    [59 * SECOND, { key: 'relativeTime.justNow' }],
    [MINUTE, { key: 'relativeTime.minutesAgo', count: 1 }],
    [59 * MINUTE + 59 * SECOND, { key: 'relativeTime.minutesAgo', count: 59 }],
    [HOUR, { key: 'relativeTime.hoursAgo', count: 1 }],
    [23 * HOUR, { key: 'relativeTime.hoursAgo', count: 23 }],
    [DAY, { key: 'relativeTime.daysAgo', count: 1 }],
    [6 * DAY, { key: 'relativeTime.daysAgo', count: 6 }],
    [WEEK, { key: 'relativeTime.weeksAgo', count: 1 }],
    [27 * DAY, { key: 'relativeTime.weeksAgo', count: 3 }],
    [28 * DAY, { key: 'relativeTime.monthsAgo', count: 1 }],
    [60 * DAY, { key: 'relativeTime.monthsAgo', count: 2 }],
    [119 * DAY, { key: 'relativeTime.monthsAgo', count: 3 }],
    [-30 * SECOND, { key: 'relativeTime.justNow' }],
  ])('%i ms ago is %j', (elapsed, expected) => {
    expect(describeElapsedTime(ago(elapsed), NOW)).toEqual(expected);
  });

  it('shows the full date from four months back, and for times further ahead than a minute', () => {
    const then = new Date(2024, 1, 3, 4, 5, 6);
    expect(describeElapsedTime(then, NOW)).toEqual({ date: '2024-02-03 04:05' });
    expect(describeElapsedTime(ago(120 * DAY), NOW)).toHaveProperty('date');
    expect(describeElapsedTime(new Date(2024, 5, 15, 12, 5), NOW)).toEqual({ date: '2024-06-15 12:05' });
    expect(describeElapsedTime(then, NOW, 'YYYY/MM/DD')).toEqual({ date: '2024/02/03' });
  });

  it('reads Date objects, epoch milliseconds and date text alike, and answers an empty date for junk', () => {
    const text = new Date(ago(2 * HOUR)).toISOString();
    expect(describeElapsedTime(text, new Date(NOW))).toEqual({ key: 'relativeTime.hoursAgo', count: 2 });
    expect(describeElapsedTime('not a date', NOW)).toEqual({ date: '' });
  });

  const elapsed = fc.integer({ min: -MINUTE + 1, max: 200 * DAY });

  test.prop([elapsed, elapsed])('never steps back as time passes, and counts never fall within a step', (a, b) => {
    const [earlier, later] = a <= b ? [a, b] : [b, a];
    const first = describeElapsedTime(ago(earlier), NOW);
    const second = describeElapsedTime(ago(later), NOW);
    expect(step(first)).toBeLessThanOrEqual(step(second));
    if ('key' in first && 'key' in second && first.key === second.key) expect(first.count ?? 0).toBeLessThanOrEqual(second.count ?? 0);
  });

  const LIMIT: Partial<Record<string, number>> = {
    'relativeTime.minutesAgo': 59,
    'relativeTime.hoursAgo': 23,
    'relativeTime.daysAgo': 6,
    'relativeTime.weeksAgo': 3,
    'relativeTime.monthsAgo': 3,
  };

  test.prop([elapsed])('every count lies between 1 and its step’s limit, weeks and months at most 3', (ms) => {
    const result = describeElapsedTime(ago(ms), NOW);
    if ('date' in result) {
      expect(ms).toBeGreaterThanOrEqual(120 * DAY);
      return;
    }
    const limit = LIMIT[result.key];
    if (limit === undefined) {
      expect(result).toEqual({ key: 'relativeTime.justNow' });
      return;
    }
    expect(result.count).toBeGreaterThanOrEqual(1);
    expect(result.count).toBeLessThanOrEqual(limit);
  });
});

describe('describeRecentTime', () => {
  it.each([
    [29 * SECOND, { key: 'relativeTime.justNow' }],
    [30 * SECOND, { key: 'relativeTime.minutesAgo', count: 1 }],
    [5 * MINUTE, { key: 'relativeTime.minutesAgo', count: 5 }],
    [HOUR, { key: 'relativeTime.hoursAgo', count: 1 }],
    [DAY - 1, { key: 'relativeTime.hoursAgo', count: 23 }],
    [DAY, { key: 'relativeTime.oneDayAgo' }],
    [2 * DAY - 1, { key: 'relativeTime.oneDayAgo' }],
  ])('%i ms ago is %j', (elapsed, expected) => {
    expect(describeRecentTime(ago(elapsed), NOW)).toEqual(expected);
  });

  it('shows the date from two days back', () => {
    expect(describeRecentTime(new Date(2024, 5, 13, 12, 0), NOW)).toEqual({ date: '2024-06-13 12:00' });
  });

  const elapsed = fc.integer({ min: -MINUTE + 1, max: 10 * DAY });

  test.prop([elapsed, elapsed])('never steps back as time passes', (a, b) => {
    const [earlier, later] = a <= b ? [a, b] : [b, a];
    const first = describeRecentTime(ago(earlier), NOW);
    const second = describeRecentTime(ago(later), NOW);
    expect(step(first)).toBeLessThanOrEqual(step(second));
    if ('key' in first && 'key' in second && first.key === second.key) expect(first.count ?? 0).toBeLessThanOrEqual(second.count ?? 0);
  });

  test.prop([elapsed])('switches to the date exactly at two days', (ms) => {
    expect('date' in describeRecentTime(ago(ms), NOW)).toBe(ms >= 2 * DAY);
  });
});

describe('RELATIVE_TIME_MESSAGES', () => {
  it.each(LANGUAGES)('%s has a template for every key, with {n} where a count is given', (language) => {
    const messages = RELATIVE_TIME_MESSAGES[language];
    expect(Object.keys(messages).sort()).toEqual([...RELATIVE_TIME_KEYS].sort());
    for (const key of RELATIVE_TIME_KEYS) {
      const counted = !['relativeTime.justNow', 'relativeTime.oneDayAgo'].includes(key);
      expect(messages[key].includes('{n}')).toBe(counted);
    }
  });

  it('uses the spec’s Simplified Chinese texts', () => {
    expect(Object.values(RELATIVE_TIME_MESSAGES['zh-CN'])).toEqual(['刚刚', '{n}分钟前', '{n}小时前', '{n}天前', '{n}周前', '{n}个月前', '1天前']);
  });
});
