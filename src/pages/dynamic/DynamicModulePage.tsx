/**
 * A low-code page of the menu (types 3 form, 4 dictionary, 5 report, 8 portal; spec 01 §2.2). A form model (3) is
 * rendered from its released definition (FormModelPage), a dynamic dictionary (4) lists its dictionary type's entries
 * (DictionaryModelPage), a data report (5) its released report (DataReportPage), a portal (8) its cards (PortalPage).
 */
import { Descriptions, Result, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuType } from '../../../runtime/core/contract/session';
import type { MenuRoute } from '../../../runtime/core/routing/menu-routes';
import { PlaceholderIcon } from '../placeholder/PlaceholderPage';
import { DictionaryModelPage } from './DictionaryModelPage';
import { FormModelPage } from './FormModelPage';

// Reports and portals load ECharts: their pages are split off so the shell's bundle stays small.
const DataReportPage = lazy(() => import('./DataReportPage'));
const PortalPage = lazy(() => import('./PortalPage'));
const pageSpinner = <Spin style={{ display: 'block', margin: '48px auto' }} />;

/** The placeholder of a low-code page. */
export function DynamicModulePage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  if (route.meta.type === MenuType.dynamicForm) return <FormModelPage route={route} />;
  if (route.meta.type === MenuType.dynamicDictionary) return <DictionaryModelPage route={route} />;
  if (route.meta.type === MenuType.dynamicReport)
    return (
      <Suspense fallback={pageSpinner}>
        <DataReportPage route={route} />
      </Suspense>
    );
  if (route.meta.type === MenuType.portal)
    return (
      <Suspense fallback={pageSpinner}>
        <PortalPage route={route} />
      </Suspense>
    );
  return (
    <div data-testid="dynamic-placeholder" data-module-id={route.meta.moduleId ?? ''}>
      <Result
        status="info"
        icon={<PlaceholderIcon />}
        title={route.meta.title}
        subTitle={t('dynamic.later', { kind: t(`dynamic.kind.${route.meta.type}`) })}
        extra={
          <Descriptions size="small" column={1} bordered style={{ maxWidth: 480, margin: '0 auto' }}>
            <Descriptions.Item label={t('dynamic.kindLabel')}>{t(`dynamic.kind.${route.meta.type}`)}</Descriptions.Item>
            <Descriptions.Item label="moduleId">{route.meta.moduleId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="isTree">{route.meta.isTree ?? 0}</Descriptions.Item>
          </Descriptions>
        }
      />
    </div>
  );
}
