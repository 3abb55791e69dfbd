/** /view/:moduleId: the data-visualisation view a type-6 menu entry opens in a new window; the screen designer comes later. */
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** The data-view placeholder. */
export function DataViewPage() {
  const { t } = useTranslation();
  const { moduleId = '' } = useParams();
  return (
    <div data-testid="data-view" data-module-id={moduleId}>
      <Result icon={<FundProjectionScreenOutlined />} title={t('dataView.title', { id: moduleId })} subTitle={t('dataView.later', { id: moduleId })} />
    </div>
  );
}
