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
  },
});
