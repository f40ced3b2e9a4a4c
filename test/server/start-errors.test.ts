/**
 * `npm start` (src/server/main.ts, run for real in a child process) on a data directory it cannot
 * use: it prints one message saying what is wrong, at which path, and what to do, with no stack
 * trace, and exits with status 1, leaving the directory as it was.
 *
 * The read-only cases need a process that file permissions bind. Root ignores them (it has
 * CAP_DAC_OVERRIDE), so as root the server runs under `setpriv` with that capability dropped from
 * its bounding set: still uid 0, still able to read the repository, but refused writes as anyone is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import { tempDir } from './helpers.ts';
import { killChildren, listening, spawnServer } from './processes.ts';

afterAll(killChildren);

async function failToStart(dataDir: string, wrap: string[] = [], env: Record<string, string> = {}) {
  const server = spawnServer('src/server/main.ts', { CROSSINGS_DATA_DIR: dataDir, ...env }, wrap);
  // A server that starts after all is stopped at once: the test then fails on its exit status.
  listening(server).then(() => server.child.kill('SIGKILL'), () => undefined);
  const code = await server.exited;
  return { code, stdout: server.stdout, stderr: server.stderr.trim() };
}

function expectOneClearMessage(r: { code: number | null; stdout: string; stderr: string }, what: RegExp) {
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).toMatch(/^Crossings could not start: /);
  expect(r.stderr).toMatch(what);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr.split('\n')).toHaveLength(1);
  expect(r.stdout).not.toMatch(/listening on/);
}

/** How to run node so that it cannot write a 0555 directory; null (with why) when this machine cannot. */
function permissionBoundRunner(): { wrap: string[] } | { reason: string } {
  if (process.getuid?.() !== 0) return { wrap: [] };
  try {
    execFileSync('setpriv', ['--bounding-set=-dac_override,-dac_read_search', '--', 'true']);
    return { wrap: ['setpriv', '--bounding-set=-dac_override,-dac_read_search', '--'] };
  } catch (err) {
    return { reason: `running as root, and setpriv (util-linux) could not drop CAP_DAC_OVERRIDE: ${(err as Error).message}` };
  }
}

describe('a server that cannot use its data directory', () => {
  it('says so when the data directory is a file', async () => {
    const file = path.join(tempDir(), 'data');
    fs.writeFileSync(file, 'notes');
    const r = await failToStart(file);
    expectOneClearMessage(r, new RegExp(`The data directory is a file, not a directory: ${file}\\. Move that file away, or point the server at another data directory \\(CROSSINGS_DATA_DIR\\)`));
    expect(fs.readFileSync(file, 'utf8')).toBe('notes');
  });

  it('says so when part of the data directory path is a file', async () => {
    const file = path.join(tempDir(), 'data');
    fs.writeFileSync(file, 'notes');
    const r = await failToStart(path.join(file, 'rooms'));
    expectOneClearMessage(r, new RegExp(`part of its path is a file, not a directory: ${path.join(file, 'rooms')}\\. Remove or rename that file`));
  });

  it('says so when crossings.db is garbage, and leaves it untouched', async () => {
    const dir = tempDir();
    const garbage = Buffer.from('these bytes are not a database; '.repeat(200));
    fs.writeFileSync(path.join(dir, 'crossings.db'), garbage);
    const r = await failToStart(dir);
    expectOneClearMessage(r, new RegExp(`The database is damaged or is not a SQLite database: ${path.join(dir, 'crossings.db')}\\. Move it aside .* restore it from a backup`));
    expect(fs.readFileSync(path.join(dir, 'crossings.db')).equals(garbage)).toBe(true);
  });

  it('says so when crossings.db is damaged past its first page', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'crossings.db');
    const storage = new SqliteStorage(file);
    for (let r = 0; r < 60; r++) {
      const code = `ROOM${String(r).padStart(2, '0')}`;
      await storage.commit([
        { kind: 'createRoom', config: { code, game: 'pledge', players: 2, seed: r, options: {}, botThinkMs: 0, turnTimer: null, dropReplaceSeconds: null,
          standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h'.repeat(64), createdAt: Date.now() }, seats: [] },
        { kind: 'status', code, status: 'playing', at: Date.now() },
      ]);
    }
    await storage.close();
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBeGreaterThan(3 * 4096);
    bytes.fill(0x55, 4096); // every page but the first (the header and the schema)
    fs.writeFileSync(file, bytes);
    const r = await failToStart(dir);
    expectOneClearMessage(r, /The database is damaged or is not a SQLite database: .*crossings\.db\. .*SQLite said: database disk image is malformed/);
  });

  it('says so for a bad setting, naming the variable', async () => {
    const r = await failToStart(tempDir(), [], { CROSSINGS_RETAIN_IDLE_DAYS: '7' });
    expectOneClearMessage(r, /CROSSINGS_RETAIN_IDLE_DAYS must be a whole number of days from 31 to 36500 \(longer than the longest turn-based timer, 30 days\), or "never" to keep those rooms forever; got "7"/);
  });

  const runner = permissionBoundRunner();
  const why = 'reason' in runner ? runner.reason : null;
  if (why && process.env.CI !== 'true') console.warn(`skipping the read-only data directory cases: ${why}`);
  describe.skipIf(why !== null && process.env.CI !== 'true')('read-only', () => {
    const wrap = 'wrap' in runner ? runner.wrap : [];
    function readOnlyDir(): string {
      const parent = tempDir();
      fs.chmodSync(parent, 0o755);
      const dir = path.join(parent, 'data');
      fs.mkdirSync(dir);
      fs.chmodSync(dir, 0o555);
      return dir;
    }

    it('says so when the data directory is read-only', async () => {
      expect(why, 'CI must run this case').toBeNull();
      const dir = readOnlyDir();
      const r = await failToStart(dir, wrap);
      expectOneClearMessage(r, new RegExp(`The data directory is not writable by .*: ${dir}\\. Give this user write permission on it`));
      expect(fs.readdirSync(dir)).toEqual([]);
    });

    it('says so when the data directory does not exist and cannot be created', async () => {
      const dir = path.join(readOnlyDir(), 'rooms');
      const r = await failToStart(dir, wrap);
      expectOneClearMessage(r, new RegExp(`The data directory does not exist, and .* may not create it: ${dir}\\. Create it and make it writable`));
      expect(fs.existsSync(dir)).toBe(false);
    });

    it('says so when crossings.db itself is read-only', async () => {
      const parent = tempDir();
      fs.chmodSync(parent, 0o755);
      const storage = new SqliteStorage(path.join(parent, 'crossings.db'));
      await storage.close();
      fs.chmodSync(path.join(parent, 'crossings.db'), 0o444);
      const r = await failToStart(parent, wrap);
      expectOneClearMessage(r, new RegExp(`The database cannot be opened for writing by .*: ${path.join(parent, 'crossings.db')}\\. Check that`));
    });
  });
});
