/** A fixed page whose content belongs to a later issue: says which page it is and plainly that it is not built. */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The placeholder; `titleKey` names the page, `textKey` may say more. */
export function PlaceholderPage({ titleKey, textKey = 'placeholder.text' }: { titleKey: string; textKey?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="page-placeholder" data-page={titleKey}>
      <Result status="info" title={t(titleKey)} subTitle={t(textKey, { title: t(titleKey) })} />
    </div>
  );
}
