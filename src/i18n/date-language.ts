/**
 * dayjs speaks the app's language: antd's calendars and date pickers take month and weekday names from dayjs's
 * locale, not from ConfigProvider, so without this a zh-CN or zh-TW page shows "Nov" and "Su Mo Tu".
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Language } from '../../runtime/core/i18n/languages';

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

/** The dayjs locale of a language (zh-CN's for one we do not know). */
export function dayjsLocaleOf(language: string): string {
  return DAYJS_LOCALES[language as Language] ?? DAYJS_LOCALES['zh-CN'];
}

/** Sets dayjs's global locale to the language's; cheap and idempotent, so it may run on every render. */
export function applyDateLanguage(language: string): void {
  const locale = dayjsLocaleOf(language);
  if (dayjs.locale() !== locale) dayjs.locale(locale);
}
