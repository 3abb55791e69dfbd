/** The words for a schedule's codes (type, urgency, repetition, reminder) in the current language. */
import type { TFunction } from 'i18next';

/** The type's word; an unknown code shows as itself. */
export const typeLabel = (t: TFunction, type: string) => (/^[1-4]$/.test(type) ? t(`schedule.type${type}`) : type);
/** The urgency's word. */
export const urgentLabel = (t: TFunction, urgent: number) => ([1, 2, 3].includes(urgent) ? t(`schedule.urgent${urgent}`) : String(urgent));
/** The urgency's tag colour. */
export const urgentColour = (urgent: number) => (urgent === 3 ? 'red' : urgent === 2 ? 'orange' : 'blue');
/** The repetition's words. */
export const repetitionLabel = (t: TFunction, repetition: string) => (/^[1-5]$/.test(repetition) ? t(`schedule.repetition${repetition}`) : repetition);
/** How long before the start a reminder comes, in words. */
export function reminderLabel(t: TFunction, minutes: number): string {
  if (minutes < 0) return t('schedule.reminderNone');
  if (minutes === 0) return t('schedule.reminderAtStart');
  if (minutes % 1440 === 0) return t('schedule.reminderDays', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('schedule.reminderHours', { count: minutes / 60 });
  return t('schedule.reminderMinutes', { count: minutes });
}
/** The format of start and end (spec 03: yyyy-MM-dd HH:mm). */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
