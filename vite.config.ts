import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KLX_API_URL ?? 'http://127.0.0.1:3000';

/** Copies the README into the build as help/README.txt, the help page the demo system's help link opens. */
function readmeAsHelp(): Plugin {
  return {
    name: 'klx-readme-help',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'help/README.txt', source: readFileSync(new URL('./README.md', import.meta.url), 'utf8') });
    },
  };
}

/** Client build; the dev server proxies the API and the socket to a running API server. */
export default defineConfig({
  plugins: [react(), readmeAsHelp()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/websocket': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
  },
});
