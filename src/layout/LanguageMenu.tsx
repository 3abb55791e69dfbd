/**
 * The language selector's menu, loaded when it is first wanted (see LanguageSwitch): a dropdown over the button,
 * open as soon as it has loaded because the user has just pointed at or clicked the button.
 */
import { Dropdown } from 'antd';
import { useState, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../runtime/core/i18n/languages';
import { LANGUAGE_NAMES } from './LanguageSwitch';

/** The dropdown of the three languages around `children` (the selector's button). */
export default function LanguageMenu({ current, onChoose, children }: { current: Language; onChoose: (language: Language) => void; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({ key: language, label: <span data-testid={`language-${language}`}>{LANGUAGE_NAMES[language]}</span> })),
        onClick: ({ key }) => {
          setOpen(false);
          onChoose(key as Language);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
