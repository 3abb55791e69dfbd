/** /downloadApp?appid=…: where the app-download QR code leads (public): names the app and the mobile editions. */
import { MobileOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** The download page. */
export function DownloadAppPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div data-testid="download-app" style={{ padding: 24 }}>
      <Result icon={<MobileOutlined />} title={t('download.title')} subTitle={t('download.text', { appid: params.get('appid') ?? '' })} />
    </div>
  );
}
