/**
 * Route-level code splitting (issue 13): the sign-in page ships only what it needs, and every other page — the
 * shell with its layouts, the schema runtime, rjsf and antd's heavier components — is fetched when its route is
 * first shown. `lazyPage` turns a module loader and the name of the component it exports into a route element
 * that shows a spinner while the chunk loads.
 */
import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** A centred spinner shown while a page's code loads. */
function PageLoading() {
  return (
    <div style={{ minHeight: 200, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="page-loading">
      <Spin />
    </div>
  );
}

/** A lazily loaded component from a module's named export. */
export function lazyComponent<P extends object, M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}

/** The route element of a page loaded on first use: the named export of the module, rendered with `props`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, props: Record<string, unknown> = {}): ReactElement {
  const Page = lazyComponent<Record<string, unknown>, M>(load, name);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...props} />
    </Suspense>
  );
}
