/** dayjs follows the app's language, so antd's calendars name months and weekdays in it. */
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDateLanguage, dayjsLocaleOf } from '../../../src/i18n/date-language';

afterEach(() => applyDateLanguage('en'));

describe('date language', () => {
  it('names months and weekdays in each of the three languages', () => {
    const day = dayjs('2026-11-24T08:00:00');
    applyDateLanguage('zh-CN');
    expect(day.locale(dayjs.locale()).format('MMM dd')).toBe('11月 二');
    applyDateLanguage('zh-TW');
    expect(dayjs.locale()).toBe('zh-tw');
    expect(day.locale(dayjs.locale()).format('MMM dd')).toBe('11月 二');
    applyDateLanguage('en');
    expect(day.locale(dayjs.locale()).format('MMM dd')).toBe('Nov Tu');
  });

  it('falls back to zh-CN for a language it does not know', () => {
    expect(dayjsLocaleOf('fr')).toBe('zh-cn');
  });
});
