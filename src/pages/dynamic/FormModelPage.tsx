/**
 * A form model page (menu type 3): the released definition named by the entry's moduleId, loaded from
 * `/api/visualdev/OnlineDev/{moduleId}/Config`, turned into a screen schema by the one adapter
 * (runtime/core/lowcode/adapter.ts) and rendered by the same runtime as the schema files — list, form and detail —
 * with the grants of this menu route. The server serves its records from the same schema.
 */
import { Result, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { definitionToScreen, recordApiOf, screenIdOf } from '../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../runtime/core/lowcode/definition';
import type { MenuRoute } from '../../../runtime/core/routing/menu-routes';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { http } from '../../api/client';
import { useScreenHost } from '../screens';

const StandardScreen = lazy(() => import('../../../widgets/StandardScreen'));

interface ModelConfig {
  fullName: string;
  formData: string;
  columnData: string;
}

/** The page of a released form model. */
export function FormModelPage({ route }: { route: MenuRoute }) {
  const host = useScreenHost(route.path);
  const moduleId = route.meta.moduleId ?? '';
  const [config, setConfig] = useState<ModelConfig | undefined>();
  const [failed, setFailed] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    setConfig(undefined);
    setFailed(undefined);
    http
      .get<ModelConfig>(`${recordApiOf(moduleId)}/Config`)
      .then((data) => live && setConfig(data))
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [moduleId]);

  const schema = useMemo<ScreenSchema | undefined>(() => {
    if (!config) return undefined;
    const definition = { formData: JSON.parse(config.formData), columnData: JSON.parse(config.columnData) } as Definition;
    return definitionToScreen(definition, { id: screenIdOf(moduleId), route: route.path.replace(/^\//, ''), api: recordApiOf(moduleId), title: { 'zh-CN': route.meta.title } });
  }, [config, moduleId, route.path, route.meta.title]);

  if (failed) return <Result status="warning" title={route.meta.title} subTitle={failed} data-testid="form-model-failed" />;
  if (!schema) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div data-testid="form-model-page" data-module-id={moduleId}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <StandardScreen schema={schema} host={host} />
      </Suspense>
    </div>
  );
}
