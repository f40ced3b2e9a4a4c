/**
 * Vitest global setup: every temporary file or directory of a test run — test data directories, CLI
 * outputs, server processes' and Chromium's own — goes under one directory made for the run (TMPDIR,
 * which os.tmpdir() and child processes read), removed when the run ends, so runs leave nothing in /tmp.
 *
 * Each test project (vitest.config.ts) runs its global setup: the first makes the directory and the
 * others find it (CROSSINGS_TEST_TMP), so directories never nest (Chromium refuses a profile whose
 * socket path is longer than a Unix socket allows).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  if (process.env.CROSSINGS_TEST_TMP) return () => undefined;
  const root = mkdtempSync(join(tmpdir(), 'crossings-test-run-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  process.env.CROSSINGS_TEST_TMP = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    delete process.env.CROSSINGS_TEST_TMP;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
