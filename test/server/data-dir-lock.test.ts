/**
 * One server per data directory: a second server process on the same CROSSINGS_DATA_DIR refuses to
 * start, naming the directory and the first server's pid, and changes nothing; after a kill -9 of
 * the first, the lock is free at once and the next server takes it over (and says so). With each of
 * the three SQLite writers, since `worker` opens the database from another thread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../../src/server/storage/data-dir-lock.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import { api, createRoom, join, tempDir } from './helpers.ts';
import { killChildren, listening, spawnServer } from './processes.ts';
import { FULL_DEPTH } from '../depth.ts';

afterAll(killChildren);

// `npm test` runs the default writer and the worker's own thread; test:long all three (test/depth.ts).
describe.each(FULL_DEPTH ? ['inline', 'async-fsync', 'worker'] : ['async-fsync', 'worker'])('data directory lock (%s SQLite writer)', (writer) => {
  it('refuses a second server on the same directory, and is free again after a kill -9', async () => {
    const dataDir = tempDir('crossings-lock-');
    const env = { CROSSINGS_DATA_DIR: dataDir, CROSSINGS_SQLITE_WRITER: writer };
    const first = spawnServer('test/server/child-server.ts', env);
    const url = await listening(first);
    const { code } = await createRoom(url, 'pledge', [{ type: 'open' }, { type: 'open' }]);
    const { token } = await join(url, code, 'Amal', 0);

    const second = spawnServer('test/server/child-server.ts', env);
    expect(await second.exited).toBe(1);
    expect(second.stderr).toContain(`The data directory ${dataDir} is in use by another Crossings server (pid ${first.child.pid}`);
    expect(second.stderr).toMatch(/Stop that server first, or give this one another data directory \(CROSSINGS_DATA_DIR\)/);
    expect(second.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(second.stdout).not.toMatch(/listening on/);

    // The first server is untouched: it still serves, and its seat is still held.
    const info = await api(url, 'GET', `/api/rooms/${code}`);
    expect(info.body.seats[0]).toMatchObject({ kind: 'human', name: 'Amal' });
    expect((await api(url, 'POST', `/api/rooms/${code}/join`, { name: 'Bilal', seat: 0 })).body.error.code).toBe('SEAT_TAKEN');

    first.child.kill('SIGKILL');
    await first.exited;
    const third = spawnServer('test/server/child-server.ts', env);
    const url3 = await listening(third);
    expect(third.stdout).toContain(`the last server (pid ${first.child.pid}) stopped without releasing it`);
    const back = await api(url3, 'GET', `/api/rooms/${code}`);
    expect(back.body.seats[0]).toMatchObject({ kind: 'human', name: 'Amal' });
    const left = await api(url3, 'POST', `/api/rooms/${code}/leave`, undefined, token);
    expect(left.status).toBe(200);

    // A clean stop releases the lock and leaves no holder behind.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'crossings.lock.json'))).toBe(false);
    const fourth = spawnServer('test/server/child-server.ts', env);
    await listening(fourth);
    expect(fourth.stdout).not.toContain('stopped without releasing it');
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  });
});

describe('data directory lock in one process', () => {
  it('refuses a second storage on the same directory until the first closes, and a failed open leaves it free', async () => {
    const dir = tempDir('crossings-lock-');
    const file = path.join(dir, 'crossings.db');
    const a = new SqliteStorage(file, { writer: 'worker' });
    let refused: unknown;
    try {
      new SqliteStorage(file);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).holder?.pid).toBe(process.pid);
    // The refused one changed nothing: the first still writes.
    await a.commit([{ kind: 'createRoom', config: { code: 'LOCKED', game: 'pledge', players: 2, seed: 1, options: {}, botThinkMs: 0, turnTimer: null,
      dropReplaceSeconds: null, standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h', createdAt: 1 }, seats: [] }]);
    await a.close();
    const stale: unknown[] = [];
    const b = new SqliteStorage(file, { onStaleLock: (p) => stale.push(p) });
    expect(await b.roomExists('LOCKED')).toBe(true);
    expect(stale).toEqual([]); // a.close() released it cleanly
    await b.close();

    // A database that fails to open releases the lock it took.
    fs.writeFileSync(file, 'not a database'.repeat(100));
    fs.rmSync(`${file}-wal`, { force: true });
    fs.rmSync(`${file}-shm`, { force: true });
    expect(() => new SqliteStorage(file)).toThrow(/damaged or is not a SQLite database/);
    expect(() => new SqliteStorage(file)).toThrow(/damaged or is not a SQLite database/);
    expect(fs.existsSync(path.join(dir, 'crossings.lock.json'))).toBe(false);
  });
});
