/**
 * The messages a generated screen carries: each key with its text in every language, collected while a definition
 * is converted (adapter.ts) so labels, placeholders and button texts reach the runtime's translator.
 */
import { LANGUAGES, type Language } from '../i18n/languages';
import type { ScreenMessages } from '../schema/types';

/** Collects the screen's messages. */
export class Messages {
  readonly out: ScreenMessages = { 'zh-CN': {}, 'zh-TW': {}, en: {} };

  /** Adds a key with a text per language; answers the key. */
  add(key: string, text: (language: Language) => string): string {
    for (const language of LANGUAGES) this.out[language][key] = text(language);
    return key;
  }
}
