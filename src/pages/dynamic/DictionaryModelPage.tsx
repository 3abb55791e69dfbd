/**
 * A dynamic dictionary page (menu type 4): the entries of the dictionary type the menu entry names in its
 * propertyJson `moduleId` (with `isTree` for a tree of entries), on the dictionary runtime the data-dictionary page
 * uses — the scoped schema screen that declares this menu type (`resource.scope.menuType`), shown without its left
 * tree of types, with the grants of this menu route. The server lets this entry's holders work on that one type.
 */
import { Result, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '../../../runtime/core/routing/menu-routes';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { screenSchemas, useScreenHost } from '../screens';

const AppScreen = lazy(() => import('../AppScreen'));

/** The scoped screen whose scopes menu entries of this type serve, as a list of one scope. */
export function scopedScreenFor(menuType: number, screens: readonly ScreenSchema[] = screenSchemas): ScreenSchema | undefined {
  const schema = screens.find((candidate) => candidate.resource.scope?.menuType === menuType);
  if (!schema) return undefined;
  const { leftTree: _tree, ...list } = schema.list;
  return { ...schema, list: { ...list, layout: schema.resource.tree ? 'treeTable' : 'table' } };
}

/** The page of a dynamic dictionary menu entry. */
export function DictionaryModelPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const host = useScreenHost(route.path);
  const moduleId = route.meta.moduleId ?? '';
  const schema = useMemo(() => scopedScreenFor(route.meta.type), [route.meta.type]);
  const scope = schema?.resource.scope;
  // The entry's isTree is the dialog's mode argument, under the name the screen's form declares (form.modeParam).
  const modeParam = schema?.form.modeParam;
  const context = useMemo(
    () => (scope ? { [scope.param]: moduleId, ...(modeParam ? { [modeParam]: Number(route.meta.isTree ?? 0) === 1 ? 1 : 0 } : {}) } : {}),
    [scope, moduleId, modeParam, route.meta.isTree],
  );
  if (!schema || !moduleId) {
    return <Result status="warning" title={route.meta.title} subTitle={t('dynamic.moduleMissing')} data-testid="dictionary-model-missing" />;
  }
  return (
    <div data-testid="dictionary-model-page" data-module-id={moduleId}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <AppScreen schema={schema} host={host} context={context} />
      </Suspense>
    </div>
  );
}
