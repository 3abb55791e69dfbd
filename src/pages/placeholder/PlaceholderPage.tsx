/** A fixed page whose content belongs to a later issue: says which page it is and plainly that it is not built. */
import { InfoCircleFilled } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The placeholder pages' icon, in the theme colour (antd's info status keeps its own fixed blue). */
export function PlaceholderIcon() {
  const { token } = theme.useToken();
  return <InfoCircleFilled data-testid="placeholder-icon" style={{ color: token.colorPrimary }} />;
}

/** The placeholder; `titleKey` names the page, `textKey` may say more. */
export function PlaceholderPage({ titleKey, textKey = 'placeholder.text' }: { titleKey: string; textKey?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="page-placeholder" data-page={titleKey}>
      <Result status="info" icon={<PlaceholderIcon />} title={t(titleKey)} subTitle={t(textKey, { title: t(titleKey) })} />
    </div>
  );
}
