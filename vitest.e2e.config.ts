import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built client and the real server, driven in Debian Chromium. */
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
