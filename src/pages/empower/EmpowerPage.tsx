/** /eam/empower: where accounts with isActive 0 are sent; tells them so and lets them sign out. */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../layout/useSignOut';

/** The empower page. */
export function EmpowerPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Result
      status="warning"
      title={t('empower.title')}
      subTitle={t('empower.text')}
      extra={<Button onClick={() => void signOut()}>{t('nav.logout')}</Button>}
    />
  );
}
