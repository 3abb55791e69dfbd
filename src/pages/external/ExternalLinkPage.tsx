/**
 * A link shown inside the app (spec 01 §2.1 /externalLink, §2.2 type 7 with _self): the address, with the data-view
 * host and token placeholders replaced, in a full-size iframe. Only http(s) and same-origin addresses are shown.
 */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { resolveLinkUrl } from '../../../runtime/core/routing/menu-routes';
import { isSafeUrl } from '../../../runtime/core/validation/urls';
import { dataViewHost } from '../../layout/sidebar/menu-items';
import { session } from '../../stores/session';

/** True for addresses safe to frame: http(s), or a path on this origin (never empty). */
export function isFramable(url: string): boolean {
  return url.trim() !== '' && isSafeUrl(url);
}

/** The framed link; `url` comes from the menu route, else from the ?url= query. */
export function ExternalLinkPage({ url }: { url?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { token } = useSnapshot(session);
  const raw = url ?? params.get('url') ?? '';
  const address = resolveLinkUrl(raw, { dataViewHost: dataViewHost(), token });
  if (!address || !isFramable(address)) return <Result status="warning" title={t('external.invalid')} />;
  return <iframe className="klx-external-link" src={address} title={t('route.externalLink')} data-testid="external-link-frame" style={{ width: '100%', height: 'calc(100% - 4px)', border: 0 }} />;
}
