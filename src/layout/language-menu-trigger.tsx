/**
 * The language selector's behaviour without its look: the button the caller draws opens the menu of languages
 * (antd's Dropdown, in ./LanguageMenu), whose code loads only when the user first points at or clicks the button —
 * the sign-in page shows its selector without shipping antd's menu (issue 13).
 */
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../runtime/core/i18n/languages';
import { languageInUse } from '../i18n';
import { switchLanguage } from './language-choice';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** What the caller's button needs: the language shown, and the handler that asks for the menu (until it has). */
export interface LanguageButtonProps {
  current: Language;
  want?: () => void;
}

/** Draws `button` with the language menu around it once the user wants it. */
export function LanguageMenuTrigger({ button }: { button: (props: LanguageButtonProps) => ReactElement }) {
  const { i18n } = useTranslation();
  const current = languageInUse(i18n.language);
  const [menuWanted, setMenuWanted] = useState(false);
  const drawn = button({ current, want: menuWanted ? undefined : () => setMenuWanted(true) });
  if (!menuWanted) return drawn;
  return (
    <Suspense fallback={drawn}>
      <LanguageMenu current={current} onChoose={(language) => void switchLanguage(language)}>
        {drawn}
      </LanguageMenu>
    </Suspense>
  );
}
