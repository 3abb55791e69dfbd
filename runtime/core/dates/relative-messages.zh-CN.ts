/**
 * The texts of the relative-date helpers (relative.ts) in Simplified Chinese (the source language); ./relative-
 * messages.ts gathers the languages.
 */
import type { RelativeTimeKey } from './relative';

/** The strings in Simplified Chinese, by key. */
export const relativeTimeMessagesZhCN: Record<RelativeTimeKey, string> = {
  'relativeTime.justNow': '刚刚',
  'relativeTime.minutesAgo': '{n}分钟前',
  'relativeTime.hoursAgo': '{n}小时前',
  'relativeTime.daysAgo': '{n}天前',
  'relativeTime.weeksAgo': '{n}周前',
  'relativeTime.monthsAgo': '{n}个月前',
  'relativeTime.oneDayAgo': '1天前',
};
