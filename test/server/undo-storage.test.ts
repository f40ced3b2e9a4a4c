/**
 * Take-backs in storage (docs/architecture.md §5a): an `undo` mutation appends a log entry like a move
 * (never rewriting a row), reads back marked `undo`, and a version 1 database gains the column in place,
 * keeping every move.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { RoomConfig } from '../../src/server/storage/types.ts';
import { tempDir } from './helpers.ts';
import { adapterCases, dropPostgresSchemas } from './postgres-helpers.ts';

afterAll(dropPostgresSchemas);

const config = (code: string): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 5, options: {}, botThinkMs: 0, turnTimer: null,
  dropReplaceSeconds: null, standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'x', createdAt: 1,
});
const seats = [0, 1].map((index) => ({ index, kind: 'human' as const, name: `P${index + 1}`, tokenHash: null, bot: null, standIn: null }));

describe.each(adapterCases())('take-backs in %s', (_, adapter) => {
  it.skipIf(adapter.skip)('are appended like moves and read back in order, marked as take-backs', async () => {
    const place = await adapter.place();
    const a = await adapter.open(place);
    await a.commit([
      { kind: 'createRoom', config: config('UNDOAA'), seats },
      { kind: 'status', code: 'UNDOAA', status: 'playing', at: 2 },
      { kind: 'action', code: 'UNDOAA', entry: { seq: 0, seat: 0, action: 3, at: 3 } },
      { kind: 'undo', code: 'UNDOAA', entry: { seq: 1, seat: 0, action: 3, at: 4, undo: true } },
      { kind: 'action', code: 'UNDOAA', entry: { seq: 2, seat: 0, action: 7, at: 5 } },
    ]);
    // A take-back at a position already taken fails its batch, as a move would.
    await expect(a.commit([{ kind: 'undo', code: 'UNDOAA', entry: { seq: 2, seat: 0, action: 7, at: 6, undo: true } }])).rejects.toThrow(/UNIQUE|constraint/i);
    await a.close();
    const b = await adapter.open(place);
    expect((await b.loadRoom('UNDOAA'))?.actions).toEqual([
      { seq: 0, seat: 0, action: 3, at: 3 },
      { seq: 1, seat: 0, action: 3, at: 4, undo: true },
      { seq: 2, seat: 0, action: 7, at: 5 },
    ]);
    await b.close();
  });
});

describe('schema version 2', () => {
  it('adds the take-back column to a version 1 database in place, keeping every move', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE rooms (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, game TEXT NOT NULL, players INTEGER NOT NULL,
        config TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, started_at INTEGER, finished_at INTEGER);
      CREATE INDEX rooms_status ON rooms(status);
      CREATE TABLE seats (room_id INTEGER NOT NULL REFERENCES rooms(id), idx INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT,
        token_hash TEXT, bot TEXT, stand_in TEXT, PRIMARY KEY (room_id, idx)) WITHOUT ROWID;
      CREATE TABLE moves (room_id INTEGER NOT NULL REFERENCES rooms(id), seq INTEGER NOT NULL, seat INTEGER NOT NULL,
        action INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (room_id, seq)) WITHOUT ROWID;
    `);
    old.pragma('user_version = 1');
    old.prepare('INSERT INTO rooms (code, game, players, config, status, created_at, started_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('OLDONE', 'pledge', 2, JSON.stringify(config('OLDONE')), 'playing', 1, 2);
    old.prepare('INSERT INTO moves VALUES (1, 0, 0, 3, 6)').run();
    old.close();

    const s = new SqliteStorage(file, { writer: 'inline' });
    expect((await s.loadRoom('OLDONE'))?.actions).toEqual([{ seq: 0, seat: 0, action: 3, at: 6 }]);
    await s.commit([{ kind: 'undo', code: 'OLDONE', entry: { seq: 1, seat: 0, action: 3, at: 7, undo: true } }]);
    await s.close();
    const check = new Database(file, { readonly: true });
    // Version 4 (workshops, with removals kept: docs/workshop.md) is the current one: a version 1 database goes straight there.
    expect(check.pragma('user_version', { simple: true })).toBe(4);
    expect(check.prepare('SELECT seq, undo FROM moves ORDER BY seq').all()).toEqual([{ seq: 0, undo: 0 }, { seq: 1, undo: 1 }]);
    check.close();
  });
});
