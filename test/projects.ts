/**
 * Which test project a test file belongs to (vitest.config.ts; docs/performance.md, "The test suite").
 * Every file under test/ named `*.test.ts` or `*.test.tsx` belongs to exactly one, so none can be
 * left out of a run by a glob that misses it (test/tooling/test-projects.test.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type TestProject = 'unit' | 'web' | 'server' | 'e2e' | 'long';

/** The projects `npm test` runs; `npm run test:long` runs `long`. */
export const NPM_TEST_PROJECTS: readonly TestProject[] = ['unit', 'web', 'server', 'e2e'];

/**
 * Tests that sample positions (test/depth.ts). They run in their own project at the quick depth, and
 * `long` runs them again at full depth.
 */
/** Browser test files that sample in `npm test` and look at everything in test:long (project long-e2e). */
export const DEEP_E2E_FILES = ['test/e2e/fit.test.ts', 'test/e2e/table-ux.test.ts', 'test/e2e/web.test.ts'];

export const DEEP_FILES = [
  'test/server/data-dir-lock.test.ts',
  'test/server/durability.test.ts',
  'test/server/limits.test.ts',
  'test/conformance/conformance.test.ts',
  'test/web/refugee-board.test.tsx',
  'test/web/borderlines-board.test.tsx',
  'test/web/displacement-board.test.tsx',
  'test/web/board-displacement-lang.test.tsx',
];

/** `file`: a path relative to the repository root, with forward slashes. */
export function projectOf(file: string): TestProject {
  // Soak runs, multi-process fault runs and bot strength: minutes, not seconds.
  if (/\.long\.test\.tsx?$/.test(file)) return 'long';
  if (file.startsWith('test/e2e/')) return 'e2e';
  // Real sockets, databases and child processes (the server, the CLI, the lab's command line).
  if (file.startsWith('test/server/') || file.startsWith('test/cli/') || /^test\/lab\/[^/]+-cli\.test\.ts$/.test(file)) return 'server';
  if (file.startsWith('test/web/')) return 'web';
  return 'unit';
}

/** Every test file under `root`/test, relative to `root`, sorted. */
export function testFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name)) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, 'test'));
  return out.sort();
}
