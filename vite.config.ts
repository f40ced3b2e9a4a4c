// Vite build of the web client: root src/web, output dist/web (served by the game server).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./src/web'),
  base: '/',
  plugins: [react()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Everything the first page needs (React, i18next, the entry's own modules and the bundler's small
        // helpers) in one file: each file a phone fetches costs its response headers and, on a slow
        // network, a share of the connection's requests (docs/performance.md, "The web client").
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // `npm run dev:web` proxies the API and the WebSocket to a server on :8080 (`node --import tsx src/server/main.ts`).
    fs: { allow: [here('.')] },
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
