/**
 * Test runs leave nothing in /tmp: test/global-tmp.ts points TMPDIR at a directory made for the run
 * and removes it at the end. Here: the test process and a child process both see it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('temporary files of a test run', () => {
  it('go under the run\'s own directory, in this process and in child processes', () => {
    expect(basename(tmpdir())).toMatch(/^crossings-test-run-/);
    expect(existsSync(tmpdir())).toBe(true);
    // One directory for the whole run, whatever the number of test projects: never one inside another.
    expect(basename(dirname(tmpdir()))).not.toMatch(/^crossings-test-run-/);
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("node:os").tmpdir())'], { encoding: 'utf8' });
    expect(child.stdout).toBe(tmpdir());
  });
});
