/**
 * Choosing the interface language (spec 01 §1, §2.4): applies it at once — after its strings have loaded, the first
 * time it is used (issue 13) — remembers it, saves it to the server when signed in, and says so in the new
 * language. The language shown on the sign-in page — chosen there or detected from the browser — is the one the
 * user signs in with: it is saved for the user at sign-in, so the server's earlier choice does not switch the app
 * away from it (issue 14). No UI here: the sign-in page and the navbar each draw their own selector.
 */
import type { Language } from '../../runtime/core/i18n/languages';
import { saveSystemLanguage } from '../api/current-user';
import { notifyError, notifySuccess } from '../host/notify';
import { i18next, languageInUse, loadCatalogue, setupI18n } from '../i18n';
import { session, signInMarker } from '../stores/session';
import { settings } from '../stores/settings';

/** The name of each language in itself. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

/** Switches the interface language once its strings are there. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  settings.language = language;
  setupI18n(language);
}

/** Switches the language, saves it for the signed-in user and confirms it. */
export async function switchLanguage(language: Language): Promise<void> {
  try {
    await applyLanguage(language);
  } catch {
    // Its strings could not be fetched (the network): the page stays in the language it shows, and says why.
    notifyError(i18next.t('common.requestFailed'));
    return;
  }
  if (session.token) {
    try {
      await saveSystemLanguage(language);
    } catch {
      return; // the http client showed why
    }
  }
  notifySuccess(i18next.t('nav.switchLanguageSuccess', { lng: language }), 1.5);
}

/**
 * Keeps the sign-in page's language for the user who has just signed in (call it once the token is set): the
 * session guard keeps it rather than the language the server had saved, and it is saved for the user.
 */
export async function keepLanguageAtSignIn(): Promise<void> {
  const language = languageInUse();
  // Marked before the first await: the user's information may arrive, with the old language, before the save ends.
  signInMarker.language = language;
  try {
    await saveSystemLanguage(language);
  } catch {
    // The http client showed why; the sign-in stands and the language stays in use here.
  }
}
