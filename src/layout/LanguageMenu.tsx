/**
 * The language selector's menu, loaded when it is first wanted (see language-menu-trigger.tsx): a dropdown over the button,
 * open as soon as it has loaded because the user has just pointed at or clicked the button. It brings antd's
 * configuration along for the sign-in page, which has none (inside the shell the shell's applies).
 */
import { Dropdown } from 'antd';
import { useState, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../runtime/core/i18n/languages';
import { AntdProvider } from '../AntdProvider';
import { LANGUAGE_NAMES } from './language-choice';

/** The dropdown of the three languages around `children` (the selector's button). */
export default function LanguageMenu({ current, onChoose, children }: { current: Language; onChoose: (language: Language) => void; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <AntdProvider>
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
    </AntdProvider>
  );
}
