/** The navbar's language selector (spec 01 §2.4): an antd text button opening the menu of languages. */
import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LANGUAGE_NAMES } from './language-choice';
import { LanguageMenuTrigger } from './language-menu-trigger';

/** A compact language dropdown. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  return (
    <LanguageMenuTrigger
      button={({ current, want }) => (
        <Button
          type="text"
          icon={<GlobalOutlined />}
          aria-label="language"
          title={LANGUAGE_NAMES[current]}
          data-testid="language-select"
          data-language={current}
          onMouseEnter={want}
          onClick={want}
        >
          {compact ? null : LANGUAGE_NAMES[current]}
        </Button>
      )}
    />
  );
}
