// Vite build of the web client: root src/web, output dist/web (served by the game server).
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * `.vite/module-chunks.json`: for each module the client imports dynamically (a page, a board, a game's
 * rules, a language's texts), as Vite's manifest names it (relative to src/web), the file of the chunk it
 * landed in. Vite's manifest names a chunk by its source module only when the chunk is that module's own;
 * the groups below put several pages' modules in one chunk. The server reads both to name a page's chunks
 * in its answer (src/server/http/page-html.ts).
 */
function moduleChunks(): Plugin {
  return {
    name: 'crossings-module-chunks',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (id.includes('node_modules') || !path.isAbsolute(id) || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          map[path.relative(here('./src/web'), id).split(path.sep).join('/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(map) });
    },
  };
}

export default defineConfig({
  root: here('./src/web'),
  base: '/',
  plugins: [react(), moduleChunks()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // A room page's early socket is an entry of its own: the server names it in that page only (page-routes.ts).
      input: { index: here('./src/web/index.html'), 'early-room': here('./src/web/online/early-room.ts') },
      output: {
        // Everything the first page needs (React, i18next, the entry's own modules and the bundler's small
        // helpers) in one file: each file a phone fetches costs its response headers and, on a slow
        // network, a share of the connection's requests (docs/performance.md, "The web client").
        codeSplitting: {
          // Then a page's own modules in as few files as its neighbours allow: a browser opens at most six
          // connections to a plain-HTTP server, and on a slow network each file waits a round trip on its
          // connection (docs/performance.md, "Round trips on a phone"). Higher priority groups take a module first.
          groups: [
            // (Not the room page's early socket: an entry of its own that imports nothing, it stays a small file of its own.)
            { name: 'start', tags: ['$initial'], priority: 4, test: (id: string) => !/[\\/]online[\\/]early-room\.ts$/.test(id) },
            // A student's join page with what it shares with the other class and room pages (the API, the
            // nickname box, the class tools) and the workshop's English texts: one file besides the entry.
            { name: 'student', priority: 3, test: /[\\/]src[\\/]web[\\/](workshop[\\/](StudentPage\.tsx|api\.ts|usePoll\.ts|useStudentStatus\.ts|class-tools\.tsx)|online[\\/](api\.ts|NameField\.tsx)|i18n[\\/]locales[\\/]en[\\/]workshop\.json)/ },
            // A table's machinery, for the online and the local table, the replay and the lab alike: the engine, the
            // table's components, the boards' shared parts (their remembering `t` too) and react-i18next's Trans.
            { name: 'table', priority: 2, test: /[\\/]src[\\/](engine[\\/]|web[\\/](table[\\/](?!ReplayPage)|seat-names\.ts|modal-dialog\.ts|i18n[\\/]cached-t\.ts|boards[\\/](index|Die|order|types)\.tsx?))|[\\/]node_modules[\\/](react-i18next|html-parse-stringify|void-elements)[\\/]/ },
            // An online room's page and what rooms share with the workshop's pages (the socket, the invitation's QR code).
            { name: 'room', priority: 1, test: /[\\/]src[\\/]web[\\/](online[\\/](RoomPage|useRoom|room-socket|TurnClock|GiveUpSeat|words)\.tsx?|games\.ts|workshop[\\/]WorkshopBanner\.tsx)|[\\/]node_modules[\\/]qrcode\.react[\\/]/ },
          ],
        },
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
