import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KLX_API_URL ?? 'http://127.0.0.1:3000';

/** Client build; the dev server proxies the API and the socket to a running API server. */
export default defineConfig({
  plugins: [react()],
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
