/**
 * Every string of the three languages at once, for code that needs them all together (the tests, which give them
 * to {@link provideCatalogues} so that every language is there without loading). The browser never imports this
 * module: it loads the bundle of the language in use (see ./index.ts).
 */
import type { Language } from '../../runtime/core/i18n/languages';
import { strings as en } from './bundles/en';
import { strings as zhCN } from './bundles/zh-CN';
import { strings as zhTW } from './bundles/zh-TW';

/** Every string the client shows, per language. */
export const resources: Record<Language, Record<string, string>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
