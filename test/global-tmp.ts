/**
 * Vitest global setup: every temporary file or directory of a test run — test data directories, CLI
 * outputs, server processes' and Chromium's own — goes under one directory made for the run (TMPDIR,
 * which os.tmpdir() and child processes read), removed when the run ends, so runs leave nothing in /tmp.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'crossings-test-run-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
