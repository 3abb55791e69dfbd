/** The language selector: applies the language at once and remembers it (saving to the server comes with the navbar). */
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../runtime/core/i18n/languages';
import { settings } from '../stores/settings';
import { setupI18n } from '../i18n';

/** The name of each language in itself. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

/** Switches the interface language. */
export function applyLanguage(language: Language): void {
  settings.language = language;
  setupI18n(language);
}

/** A compact language dropdown. */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_NAMES[language] })),
        onClick: ({ key }) => applyLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label="language">
        {LANGUAGE_NAMES[i18n.language as Language] ?? LANGUAGE_NAMES['zh-CN']}
      </Button>
    </Dropdown>
  );
}
