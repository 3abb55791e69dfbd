/**
 * Test setup shared by every vitest file: browser APIs jsdom lacks, for the component tests; and FC_SEED / FC_PATH
 * to replay a failing fast-check property.
 */
import { fc } from '@fast-check/vitest';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  // CI runs on a busy 2-core machine: waiting for a state may take seconds there. Wait for states, never for
  // a tight time (findBy*, waitFor); a test that needs longer still says so itself.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // The browser loads one language's strings when it is wanted (src/i18n): the component tests hold all three, so
  // that `setupI18n` and a language switch take effect at once, as before the split.
  const [{ provideCatalogues }, { resources }] = await Promise.all([import('../src/i18n'), import('../src/i18n/resources')]);
  provideCatalogues(resources);
  // antd's static toasts, notifications and confirmations live in React roots of their own that the testing library's
  // cleanup does not unmount: a toast still on screen when a file ends closes on its timer after jsdom is gone, and
  // React's scheduler then finds no `window`. Close them after every test.
  afterEach(async () => {
    const { message, notification, Modal } = await import('antd');
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  });
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

// Rerun a failing property with the seed it printed: FC_SEED=-752901242 npx vitest run <file> -t "<title>"
// (FC_PATH, also printed as `path`, replays the shrunk counterexample directly). See README "Test".
if (process.env.FC_SEED) {
  fc.configureGlobal({
    seed: Number(process.env.FC_SEED),
    ...(process.env.FC_PATH ? { path: process.env.FC_PATH, endOnFailure: true } : {}),
  });
}
