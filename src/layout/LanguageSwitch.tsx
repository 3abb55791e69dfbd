/**
 * The language selector (spec 01 §1, §2.4): applies the language at once, remembers it, saves it to the server
 * when signed in, and says so in the new language.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../runtime/core/i18n/languages';
import { saveSystemLanguage } from '../api/current-user';
import { notifySuccess } from '../host/notify';
import { i18next, setupI18n } from '../i18n';
import { session } from '../stores/session';
import { settings } from '../stores/settings';

/** The name of each language in itself. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

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

/** A compact language dropdown. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({ key: language, label: <span data-testid={`language-${language}`}>{LANGUAGE_NAMES[language]}</span> })),
        onClick: ({ key }) => void switchLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label="language" data-testid="language-select">
        {compact ? null : (LANGUAGE_NAMES[i18n.language as Language] ?? LANGUAGE_NAMES['zh-CN'])}
      </Button>
    </Dropdown>
  );
}
