/**
 * A portal page (menu type 8, issue 9 §4): the released portal named by the entry's moduleId, each card's data read
 * by the server through the guard of what it shows (`GET /api/visualdev/Portal/{id}/Data`).
 */
import { Result } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '../../../runtime/core/routing/menu-routes';
import { http } from '../../api/client';
import { PortalView } from './board/PortalView';
import type { PortalAnswer } from './board/types';

/** The page of a released portal. */
export default function PortalPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const moduleId = route.meta.moduleId ?? '';
  const load = useCallback(() => http.get<PortalAnswer>(`/api/visualdev/Portal/${encodeURIComponent(moduleId)}/Data`), [moduleId]);
  if (!moduleId) return <Result status="warning" title={route.meta.title} subTitle={t('board.noModule')} />;
  return (
    <div data-testid="portal-page" data-module-id={moduleId}>
      <PortalView load={load} />
    </div>
  );
}
