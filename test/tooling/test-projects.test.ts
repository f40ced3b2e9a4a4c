/**
 * The test projects (vitest.config.ts, test/projects.ts; docs/performance.md, "The test suite"): every
 * test file runs in `npm test` or in `npm run test:long`, CI runs both, the sampled tests run again at
 * full depth, and the files that share their worker's modules (unit, server, e2e) change no global state.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEEP_E2E_FILES, DEEP_FILES, NPM_TEST_PROJECTS, projectOf, testFiles } from '../projects.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');
const files = testFiles(ROOT);
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
/** A file's code without its comments and string literals (which may name what they do not do). */
const codeOnly = (text: string) => text.replace(/\/\/.*$|'[^'\n]*'|"[^"\n]*"|`[^`]*`/gm, '""');
const projectsIn = (script: string) => [...script.matchAll(/--project (\S+)/g)].map((m) => m[1]).sort();

describe('test projects', () => {
  it('sorts files by what they need', () => {
    expect(projectOf('test/server/fuzz.long.test.ts')).toBe('long');
    expect(projectOf('test/bots/strength.long.test.ts')).toBe('long');
    expect(projectOf('test/e2e/web.test.ts')).toBe('e2e');
    expect(projectOf('test/server/play.test.ts')).toBe('server');
    expect(projectOf('test/cli/cli.test.ts')).toBe('server');
    expect(projectOf('test/lab/report-cli.test.ts')).toBe('server');
    expect(projectOf('test/lab/report-html.test.ts')).toBe('unit');
    expect(projectOf('test/web/shell.test.tsx')).toBe('web');
    expect(projectOf('test/engine/rng.test.ts')).toBe('unit');
  });

  it('finds the test files, this one among them', () => {
    expect(files).toContain('test/tooling/test-projects.test.ts');
    expect(files.length).toBeGreaterThan(150);
  });

  it('npm test runs every project but long; test:long runs long; CI runs both', () => {
    // npm test runs lint and typecheck side by side (run-p), then test:vitest.
    expect(scripts.test).toMatch(/^run-p .*\blint\b.*\btypecheck && npm run test:vitest$/);
    expect(projectsIn(scripts['test:vitest'])).toEqual([...NPM_TEST_PROJECTS].sort());
    expect(projectsIn(scripts['test:long'])).toEqual(['long', 'long-e2e']);
    const ci = read('.ci/run');
    expect(ci).toMatch(/^\s*npm test$/m);
    expect(ci).toMatch(/^\s*npm run test:long$/m);
  });

  it('every sampled test runs again at full depth, and only those sample', () => {
    const sampling = files.filter((f) => /from '\.\.\/depth\.ts'/.test(read(f)));
    expect(sampling.sort()).toEqual([...DEEP_FILES, ...DEEP_E2E_FILES].sort());
    for (const f of DEEP_FILES) expect(projectOf(f), f).not.toBe('long');
    for (const f of DEEP_E2E_FILES) expect(projectOf(f), f).toBe('e2e');
  });

  it('the unit, server and e2e projects\' files change no global state (they share their worker\'s modules)', () => {
    const shared = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|\bregisterGame\(|process\.chdir\(/;
    const sharing = (f: string) => projectOf(f) === 'unit' || projectOf(f) === 'server' || projectOf(f) === 'e2e';
    const offenders = files.filter((f) => sharing(f) && shared.test(codeOnly(read(f))));
    expect(offenders, 'move such a file to an isolated project (test/projects.ts)').toEqual([]);
    // A spy on a module (node:fs, say) would outlive its file: such a file restores its spies.
    const unrestored = files.filter((f) => sharing(f) && /\bvi\.spyOn\((?!\w+\.server\.)/.test(codeOnly(read(f))) && !/restoreAllMocks|mockRestore/.test(read(f)));
    expect(unrestored, 'restore the spies after each test (vi.restoreAllMocks in afterEach)').toEqual([]);
    // The pattern itself finds what it must.
    expect(shared.test("vi.mock('../x.ts')")).toBe(true);
    expect(shared.test('process.env.FOO = "1"')).toBe(true);
    expect(shared.test('registerGame(pledge)')).toBe(true);
    expect(shared.test('process.env.FOO === "1"')).toBe(false);
  });
});
