/** The texts of the relative-date helpers (relative.ts) in English; ./relative-messages.ts gathers the languages. */
import type { RelativeTimeKey } from './relative';

/** The strings in English, by key. */
export const relativeTimeMessagesEn: Record<RelativeTimeKey, string> = {
  'relativeTime.justNow': 'just now',
  'relativeTime.minutesAgo': '{n} min ago',
  'relativeTime.hoursAgo': '{n} h ago',
  'relativeTime.daysAgo': '{n} d ago',
  'relativeTime.weeksAgo': '{n} wk ago',
  'relativeTime.monthsAgo': '{n} mo ago',
  'relativeTime.oneDayAgo': '1 day ago',
};
