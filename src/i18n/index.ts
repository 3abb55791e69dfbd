/**
 * i18next set up with the shell strings and the shared message catalogue. The language comes from storage, else
 * the browser (spec 01 §1); changing it updates <html lang> and the document title.
 *
 * Only the language in use is downloaded (issue 13): each language's strings are a bundle of their own
 * (./bundles/*) that {@link loadCatalogue} imports the first time the language is wanted — before the first render,
 * and when the user switches language. Code that holds every language at once (the tests) hands them over with
 * {@link provideCatalogues} instead.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, type Language } from '../../runtime/core/i18n/languages';
import { readStored } from '../stores/storage';

type Strings = Record<string, string>;

// One dynamic import per language: the bundler makes each its own chunk, fetched only when that language is used.
const BUNDLES: Record<Language, () => Promise<{ strings: Strings }>> = {
  'zh-CN': () => import('./bundles/zh-CN'),
  'zh-TW': () => import('./bundles/zh-TW'),
  en: () => import('./bundles/en'),
};

const loaded: Partial<Record<Language, Strings>> = {};

function register(language: Language, strings: Strings) {
  loaded[language] = strings;
  if (i18next.isInitialized && !i18next.hasResourceBundle(language, 'translation')) i18next.addResourceBundle(language, 'translation', strings);
}

/** Makes languages' strings available without loading them (all three, in the tests). */
export function provideCatalogues(catalogues: Partial<Record<Language, Strings>>): void {
  for (const [language, strings] of Object.entries(catalogues) as [Language, Strings][]) register(language, strings);
}

/** Loads a language's strings if they are not there yet; {@link setupI18n} can then switch to it at once. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (!loaded[language]) register(language, (await BUNDLES[language]()).strings);
}

/** The language the app starts in. */
export function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : readStored<string | null>('language', null);
  const browser = typeof navigator === 'undefined' ? null : navigator.language;
  return detectLanguage(stored, browser);
}

/** Starts i18next, or switches its language; safe to call more than once. The language's strings must be loaded. */
export function setupI18n(language: Language = initialLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(loaded).map(([lng, strings]) => [lng, { translation: strings }])),
      lng: language,
      fallbackLng: 'zh-CN',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

export { i18next };
