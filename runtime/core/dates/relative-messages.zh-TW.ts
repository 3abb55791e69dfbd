/**
 * The texts of the relative-date helpers (relative.ts) in Traditional Chinese (Taiwan); ./relative-messages.ts
 * gathers the languages.
 */
import type { RelativeTimeKey } from './relative';

/** The strings in Traditional Chinese, by key. */
export const relativeTimeMessagesZhTW: Record<RelativeTimeKey, string> = {
  'relativeTime.justNow': '剛剛',
  'relativeTime.minutesAgo': '{n}分鐘前',
  'relativeTime.hoursAgo': '{n}小時前',
  'relativeTime.daysAgo': '{n}天前',
  'relativeTime.weeksAgo': '{n}週前',
  'relativeTime.monthsAgo': '{n}個月前',
  'relativeTime.oneDayAgo': '1天前',
};
