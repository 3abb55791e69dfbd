import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit, property, api and component tests. Browser tests have their own config (vitest.e2e.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time: vitest's default (cores − 1) is one worker on the 2-core CI machine, and the suite has
    // outgrown one (each file has its own database, so files never share state). Tests wait for states, not times.
    maxWorkers: 2,
    // One unhandled error is not the product's: a React task queued by a component test's last render that runs
    // after jsdom was torn down for that file, finding no `window` (seen once in three CI runs, in different files).
    // Only that exact case is ignored; every other unhandled error still fails the run.
    onUnhandledError(error) {
      const trace = `${(error as { stack?: unknown }).stack ?? ''} ${JSON.stringify((error as { stacks?: unknown }).stacks ?? '')}`;
      if (error.name === 'ReferenceError' && /window is not defined/.test(error.message) && /react-dom|scheduler/.test(trace)) return false;
      return undefined;
    },
  },
});
