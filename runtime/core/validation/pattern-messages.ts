/**
 * The messages of the shared pattern library (patterns.ts) in the three languages. The zh-CN texts are spec 03 §5's
 * literals, verbatim; the other languages mirror the same keys (the type makes a missing key a compile error).
 *
 * Each language is a file of its own (./pattern-messages.<language>.ts), so that the browser, which loads only the
 * language in use, does not download the others (issue 13).
 */
import type { Language } from '../i18n/languages';
import type { PatternMessageKey } from './patterns';
import { patternMessagesZhCN } from './pattern-messages.zh-CN';
import { patternMessagesZhTW } from './pattern-messages.zh-TW';
import { patternMessagesEn } from './pattern-messages.en';

/** Pattern messages per language, keyed by the keys PATTERNS names. */
export const PATTERN_MESSAGES: Record<Language, Record<PatternMessageKey, string>> = {
  'zh-CN': patternMessagesZhCN,
  'zh-TW': patternMessagesZhTW,
  en: patternMessagesEn,
};
