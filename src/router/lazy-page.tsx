/**
 * Route-level code splitting (issue 13): the sign-in page ships only what it needs, and every other page — the
 * shell with its layouts, the schema runtime, rjsf and antd with its configuration — is fetched when its route is
 * first shown. `lazyPage` turns a module loader and the name of the component it exports into a route element
 * that shows a spinner while the chunk loads, and gives the page antd's configuration (AntdProvider, loaded with
 * the page). The page also waits for the rest of the language's strings (the sign-in page renders with its own
 * few, see ../i18n), fetched alongside its code.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { loadCatalogueInUse } from '../i18n';
import { Spinner } from './Spinner';

/** A centred spinner shown while a page's code loads. */
function PageLoading() {
  return (
    <div style={{ minHeight: 200, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="page-loading">
      <Spinner />
    </div>
  );
}

/** The route element of a page loaded on first use: the named export of the module, rendered with `props`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, props: Record<string, unknown> = {}): ReactElement {
  const Page = lazy(async () => {
    const [module, { AntdProvider }] = await Promise.all([load(), import('../AntdProvider'), loadCatalogueInUse()]);
    const Component = module[name] as ComponentType<Record<string, unknown>>;
    return {
      default: (pageProps: Record<string, unknown>) => (
        <AntdProvider>
          <Component {...pageProps} />
        </AntdProvider>
      ),
    };
  });
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...props} />
    </Suspense>
  );
}
