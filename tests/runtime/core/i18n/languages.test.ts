/** The language-detection rule of spec 01 §1. */
import { fc, test } from '@fast-check/vitest';
import { detectLanguage, languageFromHeader, LANGUAGES, matchLanguage } from '../../../../runtime/core/i18n/languages';

describe('detectLanguage', () => {
  it.each([
    [null, 'zh-TW', 'zh-TW'],
    [null, 'zh-tw', 'zh-TW'],
    [null, 'zh-CN', 'zh-CN'],
    [null, 'zh', 'zh-CN'],
    [null, 'en-US', 'en'],
    [null, 'en', 'en'],
    [null, 'fr-FR', 'zh-CN'],
    [null, null, 'zh-CN'],
    ['en', 'zh-TW', 'en'],
    ['zh-TW', 'en-US', 'zh-TW'],
    ['klingon', 'en-GB', 'en'],
  ])('stored %s and browser %s give %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });

  test.prop([fc.constantFrom(...LANGUAGES), fc.option(fc.string())])('a valid stored language always wins', (stored, browser) => {
    expect(detectLanguage(stored, browser)).toBe(stored);
  });

  test.prop([fc.string(), fc.string()])('any browser value containing tw gives Traditional Chinese', (before, after) => {
    expect(detectLanguage(null, `${before}tw${after}`)).toBe('zh-TW');
    expect(detectLanguage(undefined, `${before}TW${after}`)).toBe('zh-TW');
  });

  test.prop([fc.string()])('the answer is always one of the shipped languages', (browser) => {
    expect(LANGUAGES).toContain(detectLanguage(null, browser));
  });

  test.prop([fc.string().filter((s) => !/tw|^zh|^en/i.test(s.replace(/[-_]/g, '')))])('unmatched browser languages fall back to Simplified Chinese', (browser) => {
    expect(matchLanguage(browser)).toBeUndefined();
    expect(detectLanguage(null, browser)).toBe('zh-CN');
  });
});

describe('languageFromHeader', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW,zh;q=0.9', 'zh-TW'],
    ['fr-FR, en;q=0.5', 'en'],
    ['', 'zh-CN'],
    [undefined, 'zh-CN'],
  ])('%s gives %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
