/**
 * The service-centre link and the app-download QR popover (spec 01 §2.4; online edition only): a 160×160 QR code
 * of /downloadApp?appid=… on this origin.
 */
import { CustomerServiceOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The id of the app the QR code offers. */
export const APP_ID = 'klx-eam';

/** The address the QR code holds. */
export function downloadAppUrl(origin: string, appId = APP_ID): string {
  return `${origin}/downloadApp?appid=${encodeURIComponent(appId)}`;
}

/** The QR code image. */
function DownloadQr() {
  const [source, setSource] = useState('');
  const url = downloadAppUrl(window.location.origin);
  useEffect(() => {
    let alive = true;
    // The QR encoder loads only when the popover first opens.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(url, { width: 160, margin: 1 }))
      .then((data) => alive && setSource(data));
    return () => {
      alive = false;
    };
  }, [url]);
  return source ? <img src={source} width={160} height={160} alt={url} data-testid="app-download-qr" data-url={url} /> : <div style={{ width: 160, height: 160 }} />;
}

/** The service-centre button. */
export function ServiceCenterButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tooltip title={t('route.serviceCenter')}>
      <Button type="text" icon={<CustomerServiceOutlined />} aria-label={t('route.serviceCenter')} onClick={() => navigate('/eam_serviceCenter')} />
    </Tooltip>
  );
}

/** The app-download button with its QR popover. */
export function AppDownloadButton() {
  const { t } = useTranslation();
  return (
    <Popover content={<DownloadQr />} title={t('nav.downloadApp')} trigger="hover" placement="bottom">
      <Button type="text" icon={<MobileOutlined />} aria-label={t('nav.downloadApp')} data-testid="app-download" />
    </Popover>
  );
}
