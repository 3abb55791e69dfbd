/**
 * Renders a whole screen from its schema: the list page, or — for `list.layout: 'leftTree'` — the left tree beside
 * it, the selected node's values passed to the list (and through it to the dialog). Texts come from the screen's
 * messages in the host's language. A "manage" entry of the left tree opens another schema's list, found with
 * `resolveSchema`.
 */
import { useCallback, useMemo, useState } from 'react';
import { screenTranslator } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import { HostProvider, useHost, type TreeNode } from '../host';
import { LeftTreePanel } from '../list/LeftTreePanel';
import { ListPage } from '../list/ListPage';

/** Props of {@link ScreenPage}. */
export interface ScreenPageProps {
  schema: ScreenSchema;
  /** The route's modelId (menu id) whose grants apply; defaults to the host's. */
  modelId?: string;
  /** Finds another screen's schema by id (for the left tree's "manage" drawer). */
  resolveSchema?(id: string): ScreenSchema | undefined;
  /** Values the screen is opened with when no left tree passes them (e.g. the one scope a menu entry serves). */
  context?: Record<string, unknown>;
}

/** A screen; with a `modelId`, the permission checks below use that route's grants. */
export function ScreenPage({ modelId, ...props }: ScreenPageProps) {
  const host = useHost();
  const scoped = useMemo(() => (modelId === undefined || modelId === host.modelId ? host : { ...host, modelId }), [host, modelId]);
  return (
    <HostProvider host={scoped}>
      <ScreenContent {...props} />
    </HostProvider>
  );
}

function ScreenContent({ schema, resolveSchema, context: given }: Omit<ScreenPageProps, 'modelId'>) {
  const host = useHost();
  const t = useMemo(() => screenTranslator(schema, host.language), [schema, host.language]);
  const [context, setContext] = useState<Record<string, unknown> | undefined>();
  const spec = schema.list.leftTree;
  const onSelect = useCallback(
    (node: TreeNode) => setContext(Object.fromEntries((spec?.passes ?? []).map((pass) => [pass.param, node[pass.from]]))),
    [spec],
  );

  if (schema.list.layout !== 'leftTree' || !spec) {
    return <ListPage schema={schema} t={t} context={given} />;
  }
  const managed = spec.manage ? resolveSchema?.(spec.manage.screen) : undefined;
  if (spec.manage && !managed) throw new Error(`Schema "${schema.id}" manages screen "${spec.manage.screen}", which is not known`);
  const managedT = managed ? screenTranslator(managed, host.language) : undefined;
  return (
    <div className="klx-screen" data-testid={`screen-${schema.id}`} style={{ display: 'flex', gap: 16 }}>
      <LeftTreePanel
        schema={schema}
        t={t}
        onSelect={onSelect}
        managedTitle={managed && managedT ? managedT(managed.title) : undefined}
        renderManaged={managed && managedT ? () => <ListPage schema={managed} t={managedT} /> : undefined}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <ListPage schema={schema} t={t} context={context} waiting={!context} />
      </div>
    </div>
  );
}
