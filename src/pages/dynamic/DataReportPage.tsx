/**
 * A data report page (menu type 5, issue 9 §4): the released report named by the entry's moduleId, computed by the
 * server through its source model's guard (`POST /api/visualdev/DataReport/{id}/Data`).
 */
import { Result } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '../../../runtime/core/routing/menu-routes';
import { http } from '../../api/client';
import { ReportView } from './board/ReportView';
import type { ReportAnswer } from './board/types';

/** The page of a released report. */
export default function DataReportPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const moduleId = route.meta.moduleId ?? '';
  const load = useCallback((body: Record<string, unknown>) => http.post<ReportAnswer>(`/api/visualdev/DataReport/${encodeURIComponent(moduleId)}/Data`, body), [moduleId]);
  if (!moduleId) return <Result status="warning" title={route.meta.title} subTitle={t('board.noModule')} />;
  return (
    <div data-testid="data-report-page" data-module-id={moduleId}>
      <ReportView load={load} showTitle={false} />
    </div>
  );
}
