/**
 * The texts of the relative-date helpers (relative.ts) in the three languages. `{n}` is the count the helper
 * returns. English uses short units so one template reads right for 1 and for many.
 */
import type { Language } from '../i18n/languages';
import type { RelativeTimeKey } from './relative';

/** Relative-date templates per language, keyed by the helpers' message keys. */
export const RELATIVE_TIME_MESSAGES: Record<Language, Record<RelativeTimeKey, string>> = {
  'zh-CN': {
    'relativeTime.justNow': '刚刚',
    'relativeTime.minutesAgo': '{n}分钟前',
    'relativeTime.hoursAgo': '{n}小时前',
    'relativeTime.daysAgo': '{n}天前',
    'relativeTime.weeksAgo': '{n}周前',
    'relativeTime.monthsAgo': '{n}个月前',
    'relativeTime.oneDayAgo': '1天前',
  },
  'zh-TW': {
    'relativeTime.justNow': '剛剛',
    'relativeTime.minutesAgo': '{n}分鐘前',
    'relativeTime.hoursAgo': '{n}小時前',
    'relativeTime.daysAgo': '{n}天前',
    'relativeTime.weeksAgo': '{n}週前',
    'relativeTime.monthsAgo': '{n}個月前',
    'relativeTime.oneDayAgo': '1天前',
  },
  en: {
    'relativeTime.justNow': 'just now',
    'relativeTime.minutesAgo': '{n} min ago',
    'relativeTime.hoursAgo': '{n} h ago',
    'relativeTime.daysAgo': '{n} d ago',
    'relativeTime.weeksAgo': '{n} wk ago',
    'relativeTime.monthsAgo': '{n} mo ago',
    'relativeTime.oneDayAgo': '1 day ago',
  },
};
