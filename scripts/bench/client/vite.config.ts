import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The benchmark pages (scripts/bench/client): built into bench-results/client-dist by the suite. */
export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(here, '../../../bench-results/client-dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: { input: { index: path.join(here, 'index.html'), plain: path.join(here, 'plain.html') } },
  },
});
