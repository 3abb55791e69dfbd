/**
 * The product's languages and the rule that picks one (spec 01 §1).
 *
 * Simplified Chinese is the source language and the fallback. A stored choice wins; otherwise the browser
 * language decides: any value containing "tw" gives Traditional Chinese, otherwise the first of zh, zhtw, en that
 * matches, otherwise Simplified Chinese.
 */

/** Every language the product ships, in the order the language selector lists them. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;

/** One of the shipped languages. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing else decides. */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** True when the value names one of the shipped languages exactly. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser or header language tag (zh, zh-TW, en-US, …) to a shipped language, or undefined. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower.includes('tw')) return 'zh-TW';
  const compact = lower.replace(/[-_]/g, '');
  for (const [prefix, language] of [['zh', 'zh-CN'], ['zhtw', 'zh-TW'], ['en', 'en']] as const) {
    if (compact.startsWith(prefix)) return language;
  }
  return undefined;
}

/** Picks the language: the stored one when valid, else the browser's by the spec's rule, else Simplified Chinese. */
export function detectLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): Language {
  if (isLanguage(stored)) return stored;
  return matchLanguage(browserLanguage) ?? DEFAULT_LANGUAGE;
}

/** Reads the first acceptable language of an Accept-Language header (quality values are ignored: order wins). */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (isLanguage(tag)) return tag;
    const matched = matchLanguage(tag);
    if (matched) return matched;
  }
  return DEFAULT_LANGUAGE;
}
