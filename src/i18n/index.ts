/**
 * i18next set up with the shell strings and the shared message catalogue. The language comes from storage, else
 * the browser (spec 01 §1); changing it updates <html lang> and the document title.
 *
 * The browser downloads only what it shows (issue 13), in two parts per language:
 * - the sign-in strings (./sign-in/*, well under 1 KB after gzip), fetched before the first render by
 *   {@link loadSignInStrings}: the sign-in page, the document title and the route guard's spinner need no more;
 * - the language's whole bundle (./bundles/*, which takes the sign-in strings from their chunk), fetched by
 *   {@link loadCatalogueInUse} before any page past the sign-in page renders (see ../router/lazy-page.tsx) — on
 *   leaving the sign-in page, or on a direct visit to a signed-in page — and merged into i18next.
 * Switching language loads both parts of the new language ({@link loadCatalogue}) before switching. Each part is a
 * dynamic import, so the bundler makes it a chunk of its own, and holds that language alone. Code that holds every
 * language at once (the tests) hands them over with {@link provideCatalogues} instead.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, matchLanguage, type Language } from '../../runtime/core/i18n/languages';
import { readStored } from '../stores/storage';

type Strings = Record<string, string>;

// One dynamic import per language and part: each is its own chunk, fetched only when that language is used.
const SIGN_IN: Record<Language, () => Promise<Strings>> = {
  'zh-CN': () => import('./sign-in/zh-CN').then((module) => module.signInZhCN),
  'zh-TW': () => import('./sign-in/zh-TW').then((module) => module.signInZhTW),
  en: () => import('./sign-in/en').then((module) => module.signInEn),
};
const BUNDLES: Record<Language, () => Promise<Strings>> = {
  'zh-CN': () => import('./bundles/zh-CN').then((module) => module.strings),
  'zh-TW': () => import('./bundles/zh-TW').then((module) => module.strings),
  en: () => import('./bundles/en').then((module) => module.strings),
};

/** The strings each language holds so far: its sign-in strings, or all of them once it is complete. */
const held: Partial<Record<Language, Strings>> = {};
const complete = new Set<Language>();
/** Loads under way, so that two callers wanting the same part share one fetch. */
const underWay = new Map<string, Promise<void>>();

function register(language: Language, strings: Strings, whole: boolean) {
  held[language] = { ...held[language], ...strings };
  if (whole) complete.add(language);
  if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', strings, true, true);
}

function once(key: string, load: () => Promise<void>): Promise<void> {
  let loading = underWay.get(key);
  if (!loading) {
    // A failed load is forgotten, so that the next call tries again.
    loading = load().finally(() => underWay.delete(key));
    underWay.set(key, loading);
  }
  return loading;
}

/** Makes languages' strings available, whole, without loading them (all three, in the tests). */
export function provideCatalogues(catalogues: Partial<Record<Language, Strings>>): void {
  for (const [language, strings] of Object.entries(catalogues) as [Language, Strings][]) register(language, strings, true);
}

/** Loads a language's sign-in strings if it holds none yet: enough for the sign-in page's first render. */
export async function loadSignInStrings(language: Language): Promise<void> {
  if (held[language]) return;
  await once(`sign-in:${language}`, async () => register(language, await SIGN_IN[language](), false));
}

/** Loads all of a language's strings if they are not there yet; {@link setupI18n} can then switch to it at once. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (complete.has(language)) return;
  await once(`bundle:${language}`, async () => register(language, await BUNDLES[language](), true));
}

/** The shipped language i18next is showing (a regional tag such as en-US counts as its language). */
export function languageInUse(i18nLanguage: string | undefined = i18next.language): Language {
  return isLanguage(i18nLanguage) ? i18nLanguage : (matchLanguage(i18nLanguage) ?? DEFAULT_LANGUAGE);
}

/**
 * Completes the strings of the language on screen, trying the fetch twice: pages past the sign-in page wait for
 * it before they render (the sign-in page's first render had its sign-in strings only).
 */
export async function loadCatalogueInUse(): Promise<void> {
  const language = languageInUse();
  await loadCatalogue(language).catch(() => loadCatalogue(language));
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
      resources: Object.fromEntries(Object.entries(held).map(([lng, strings]) => [lng, { translation: strings }])),
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
