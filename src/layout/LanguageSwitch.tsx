/**
 * The language selector (spec 01 §1, §2.4): applies the language at once, remembers it, saves it to the server
 * when signed in, and says so in the new language. The language shown on the sign-in page — chosen there or
 * detected from the browser — is the one the user signs in with: it is saved for the user at sign-in, so the
 * server's earlier choice does not switch the app away from it (issue 14).
 */
import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, matchLanguage, type Language } from '../../runtime/core/i18n/languages';
import { saveSystemLanguage } from '../api/current-user';
import { notifySuccess } from '../host/notify';
import { i18next, setupI18n } from '../i18n';
import { session, signInMarker } from '../stores/session';
import { settings } from '../stores/settings';

/** The name of each language in itself. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

/** The shipped language i18next is showing (a regional tag such as en-US counts as its language). */
export function languageInUse(i18nLanguage: string | undefined = i18next.language): Language {
  return isLanguage(i18nLanguage) ? i18nLanguage : (matchLanguage(i18nLanguage) ?? DEFAULT_LANGUAGE);
}

/** Switches the interface language. */
export function applyLanguage(language: Language): void {
  settings.language = language;
  setupI18n(language);
}

/** Switches the language, saves it for the signed-in user and confirms it. */
export async function switchLanguage(language: Language): Promise<void> {
  applyLanguage(language);
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

// The menu (antd's Dropdown and Menu) loads when the user first points at or clicks the button: the sign-in page
// shows the button without shipping the menu's code (issue 13).
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** A compact language dropdown. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { i18n } = useTranslation();
  const current = languageInUse(i18n.language);
  const [menuWanted, setMenuWanted] = useState(false);
  const want = () => setMenuWanted(true);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label="language"
      title={LANGUAGE_NAMES[current]}
      data-testid="language-select"
      data-language={current}
      onMouseEnter={menuWanted ? undefined : want}
      onClick={menuWanted ? undefined : want}
    >
      {compact ? null : LANGUAGE_NAMES[current]}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu current={current} onChoose={(language) => void switchLanguage(language)}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
