/**
 * Test projects (docs/performance.md, "The test suite"); test/projects.ts says which file goes where.
 * - unit:   engine, games, bots, lab, conformance, playthroughs and tooling, in plain Node.
 * - web:    the web client's components and boards, in jsdom.
 * - server: the server, its storage (SQLite and PostgreSQL), cluster parts, the CLI and the lab's
 *           command line: real sockets, databases and child processes.
 * - e2e:    real Chromium against the real server.
 * - long:   files named `*.long.test.ts` (soak runs: kill -9 over many cycles, 100,000 fuzz messages;
 *           multi-process cluster fault runs; bot strength), and the sampled tests again at full depth
 *           (test/depth.ts). CI runs it after `npm test`.
 * `npm test` runs unit, web, server and e2e; `npm run test:quick` runs unit and web.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { DEEP_E2E_FILES, DEEP_FILES, projectOf, testFiles, type TestProject } from './test/projects.ts';

const files = testFiles(fileURLToPath(new URL('.', import.meta.url)));
const of = (project: TestProject) => files.filter((f) => projectOf(f) === project);

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    // One temporary directory per run, removed at its end (test/global-tmp.ts).
    globalSetup: ['test/global-tmp.ts'],
    // Vitest's default leaves a core to itself (cores − 1: one worker on a 2-core machine), but its
    // main process is idle while files run, and many files wait on sockets, child processes and the
    // browser (the e2e files keep a core busy a quarter of the time): one worker more than the cores
    // took the suite from 697 s to about 245 s on 2 cores (two more gained nothing measurable, and with
    // lint and typecheck beside them lost 25 s: docs/performance.md).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: of('unit'),
          // These files change no global state (no mocks, no registry changes, no environment
          // variables), so a worker keeps its modules from one file to the next instead of loading
          // the games again for each: a fifth less time for the project (docs/performance.md).
          isolate: false,
        },
      },
      // Every language's and namespace's texts in first (test/web/setup-i18n.ts).
      // Each file in a fresh VM context of a worker thread rather than a fresh process: jsdom and the
      // client's modules set up for a file in a fraction of the time, 89 instead of 116 CPU-seconds for
      // the project (docs/performance.md, "The test suite"). The files share no state but the modules'
      // compiled code.
      { extends: true, test: { name: 'web', include: of('web'), setupFiles: ['test/web/setup-i18n.ts'], pool: 'vmThreads' } },
      // Like the unit files, the server files change no global state (each starts its own servers,
      // storage and processes; a spy is restored after its test), so a worker keeps its modules from one
      // file to the next: 197 CPU-seconds for the project instead of 267 (docs/performance.md).
      { extends: true, test: { name: 'server', include: of('server'), isolate: false } },
      // The web client is built once for every browser test file (test/e2e/build-client.ts).
      // Like the server files, the browser files keep their worker's modules (the server's, the games')
      // from one file to the next: each starts its own server and browser and changes no global state.
      { extends: true, test: { name: 'e2e', include: of('e2e'), globalSetup: ['test/global-tmp.ts', 'test/e2e/build-client.ts'], isolate: false } },
      { extends: true, test: { name: 'long', include: [...of('long'), ...DEEP_FILES], env: { CROSSINGS_TEST_DEPTH: 'full' } } },
      // The sampled browser files again at full depth, with the client built as for e2e.
      { extends: true, test: { name: 'long-e2e', include: DEEP_E2E_FILES, env: { CROSSINGS_TEST_DEPTH: 'full' }, globalSetup: ['test/global-tmp.ts', 'test/e2e/build-client.ts'] } },
    ],
  },
});
