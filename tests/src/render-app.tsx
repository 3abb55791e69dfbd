/**
 * Renders the whole client in jsdom at a path, with msw forwarding /api to the real app over in-memory PGlite.
 */
import { cleanup, render } from '@testing-library/react';
import { message } from 'antd';
import { setupServer } from 'msw/node';
import { bridgeHandlers, type Faults } from '../../mocks/server-bridge';
import { App } from '../../src/App';
import { i18next, setupI18n } from '../../src/i18n';
import { routes } from '../../src/router/routes';
import { resetSession, setToken } from '../../src/stores/session';
import { initSettings } from '../../src/stores/settings';
import { createTestServer, type TestServer } from '../server/harness';

/** A running in-process backend with msw in front of it. */
export interface Backend {
  server: TestServer;
  faults: Faults;
  close(): Promise<void>;
}

/** Starts the real app and msw. */
export async function startBackend(): Promise<Backend> {
  const server = await createTestServer('pglite');
  const faults: Faults = new Map();
  const msw = setupServer(...bridgeHandlers(server.app, faults));
  msw.listen({ onUnhandledRequest: 'bypass' });
  return {
    server,
    faults,
    close: async () => {
      // Let pending renders and toasts finish before the environment goes away.
      cleanup();
      message.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      msw.close();
      await server.close();
    },
  };
}

/**
 * Starts the backend before the file's tests and closes it after them (the language back to zh-CN, for the next
 * file); the answer reads the running backend.
 */
export function useBackend(): Backend {
  let backend: Backend | undefined;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    // The language first, while the app is still mounted: its re-render then settles in close()'s wait, before the
    // environment goes away (a React task left for after the teardown meets no `window` and fails the run).
    await i18next.changeLanguage('zh-CN');
    await backend?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  const running = () => {
    if (!backend) throw new Error('useBackend: the backend is read before beforeAll ran');
    return backend;
  };
  return {
    get server() {
      return running().server;
    },
    get faults() {
      return running().faults;
    },
    close: () => running().close(),
  };
}

/** Renders the app at a path with a clean browser state. */
export function renderAppAt(path: string) {
  localStorage.clear();
  resetSession();
  window.history.replaceState(null, '', path);
  initSettings('zh-CN');
  setupI18n('zh-CN');
  return render(<App routes={routes} />);
}

/** Renders the app at a path already signed in with the token (a clean browser state otherwise). */
export function renderSignedInAt(path: string, token: string) {
  localStorage.clear();
  resetSession();
  setToken(token);
  window.history.replaceState(null, '', path);
  initSettings('zh-CN');
  setupI18n('zh-CN');
  return render(<App routes={routes} />);
}
