/**
 * The storage adapters, SQLite (each writer) and PostgreSQL, through the same tests: what is committed
 * comes back after a reopen, a failed batch changes nothing. Then each adapter's own schema checks.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { Mutation, RoomConfig, SeatRecord } from '../../src/server/storage/types.ts';
import { tempDir } from './helpers.ts';
import { adapterCases, dropPostgresSchemas } from './postgres-helpers.ts';

afterAll(dropPostgresSchemas);

const config = (code: string): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 7, options: {}, botThinkMs: 0, turnTimer: { mode: 'turn-based', seconds: 7200 },
  dropReplaceSeconds: 30, standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h', createdAt: 1,
});
const seats: SeatRecord[] = [
  { index: 0, kind: 'human', name: 'Amal', tokenHash: 'abc', bot: null, standIn: null },
  { index: 1, kind: 'bot', name: null, tokenHash: null, bot: { kind: 'ismcts', strength: 'hard' }, standIn: null },
];

describe.each(adapterCases())('%s', (_, adapter) => {
  it.skipIf(adapter.skip)('reads back rooms, seats and actions after reopening, and rejects a bad batch whole', async () => {
    const place = await adapter.place();
    const a = await adapter.open(place);
    const batch: Mutation[] = [
      { kind: 'createRoom', config: config('AAAAAA'), seats },
      { kind: 'status', code: 'AAAAAA', status: 'playing', at: 5 },
      { kind: 'action', code: 'AAAAAA', entry: { seq: 0, seat: 0, action: 3, at: 6 } },
      { kind: 'action', code: 'AAAAAA', entry: { seq: 1, seat: 1, action: 9, at: 7 } },
      { kind: 'seat', code: 'AAAAAA', seat: { ...seats[0], standIn: { kind: 'heuristic', strength: 'medium' } } },
    ];
    await a.commit(batch);
    // A duplicate action row fails the batch; the new action before it must not stay either.
    await expect(a.commit([
      { kind: 'action', code: 'AAAAAA', entry: { seq: 2, seat: 0, action: 1, at: 8 } },
      { kind: 'action', code: 'AAAAAA', entry: { seq: 1, seat: 0, action: 1, at: 8 } },
    ])).rejects.toThrow(/UNIQUE|constraint/i);
    await a.close();

    const b = await adapter.open(place);
    const room = await b.loadRoom('AAAAAA');
    expect(room?.config).toEqual(config('AAAAAA'));
    expect(room?.status).toBe('playing');
    expect(room?.startedAt).toBe(5);
    expect(room?.actions).toEqual([{ seq: 0, seat: 0, action: 3, at: 6 }, { seq: 1, seat: 1, action: 9, at: 7 }]);
    expect(room?.seats[0].standIn).toEqual({ kind: 'heuristic', strength: 'medium' });
    expect(room?.seats[1]).toEqual(seats[1]);
    expect((await b.loadPlayingRooms()).map((r) => r.config.code)).toEqual(['AAAAAA']);
    expect(await b.roomExists('AAAAAA')).toBe(true);
    expect(await b.roomExists('BBBBBB')).toBe(false);
    await b.commit([{ kind: 'status', code: 'AAAAAA', status: 'finished', at: 9 }]);
    expect(await b.loadPlayingRooms()).toEqual([]);
    expect((await b.listRooms(10))[0]).toMatchObject({ code: 'AAAAAA', status: 'finished', game: 'pledge' });
    await b.close();
  });

  it.skipIf(adapter.skip)('finds rooms past the retention cutoffs, oldest first, and deletes them with their seats and moves', async () => {
    const s = await adapter.open(await adapter.place());
    const at = (code: string, createdAt: number) => ({ ...config(code), createdAt });
    await s.commit([
      { kind: 'createRoom', config: at('LOBBYA', 10), seats },
      { kind: 'createRoom', config: at('LOBBYB', 50), seats },
      { kind: 'createRoom', config: at('DONEAA', 5), seats },
      { kind: 'status', code: 'DONEAA', status: 'playing', at: 6 },
      { kind: 'status', code: 'DONEAA', status: 'finished', at: 20 },
      { kind: 'createRoom', config: at('IDLEAA', 1), seats },
      { kind: 'status', code: 'IDLEAA', status: 'playing', at: 2 },
      { kind: 'action', code: 'IDLEAA', entry: { seq: 0, seat: 0, action: 1, at: 30 } },
      { kind: 'createRoom', config: at('IDLEBB', 1), seats },
      { kind: 'status', code: 'IDLEBB', status: 'playing', at: 15 },
    ]);
    expect(await s.findExpiredRooms({ finishedBefore: 25, lobbyCreatedBefore: 40, idleBefore: 31 }, 10)).toEqual([
      { code: 'LOBBYA', reason: 'lobby' }, { code: 'IDLEBB', reason: 'idle' }, { code: 'DONEAA', reason: 'finished' }, { code: 'IDLEAA', reason: 'idle' },
    ]);
    expect(await s.findExpiredRooms({ finishedBefore: null, lobbyCreatedBefore: null, idleBefore: 30 }, 10)).toEqual([{ code: 'IDLEBB', reason: 'idle' }]);
    expect(await s.findExpiredRooms({ finishedBefore: 25, lobbyCreatedBefore: 40, idleBefore: 31 }, 2)).toHaveLength(2);
    expect((await s.listRooms(2)).map((r) => r.code)).toEqual(['LOBBYB', 'LOBBYA']);
    // Deleting a room twice, or one that never was, is no error.
    await s.commit([{ kind: 'deleteRoom', code: 'IDLEAA' }, { kind: 'deleteRoom', code: 'IDLEAA' }, { kind: 'deleteRoom', code: 'NEVERR' }]);
    expect(await s.loadRoom('IDLEAA')).toBeNull();
    // The code is free again: a new room may take it, with no seats or moves left over.
    await s.commit([{ kind: 'createRoom', config: at('IDLEAA', 60), seats: [] }]);
    expect((await s.loadRoom('IDLEAA'))).toMatchObject({ status: 'lobby', seats: [], actions: [] });
    // A write to a room that is not there fails its batch.
    await expect(s.commit([{ kind: 'status', code: 'NEVERR', status: 'playing', at: 1 }])).rejects.toThrow(/no room NEVERR/);
    await expect(s.commit([{ kind: 'action', code: 'NEVERR', entry: { seq: 0, seat: 0, action: 1, at: 1 } }])).rejects.toThrow(/no room NEVERR/);
    await s.close();
  });
});

describe('SqliteStorage schema', () => {
  it('migrates a version 0 database (seats and actions keyed by invite code) keeping every room, seat and move', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, config TEXT NOT NULL,
        status TEXT NOT NULL, created_at INTEGER NOT NULL, started_at INTEGER, finished_at INTEGER);
      CREATE INDEX rooms_status ON rooms(status);
      CREATE TABLE seats (code TEXT NOT NULL REFERENCES rooms(code), idx INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT,
        token_hash TEXT, bot TEXT, stand_in TEXT, PRIMARY KEY (code, idx)) WITHOUT ROWID;
      CREATE TABLE actions (code TEXT NOT NULL REFERENCES rooms(code), seq INTEGER NOT NULL, seat INTEGER NOT NULL,
        action INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (code, seq)) WITHOUT ROWID;
    `);
    const room = old.prepare('INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    room.run('OLDONE', 'pledge', 2, JSON.stringify(config('OLDONE')), 'playing', 1, 2, null);
    room.run('OLDTWO', 'pledge', 2, JSON.stringify(config('OLDTWO')), 'finished', 3, 4, 5);
    const seat = old.prepare('INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)');
    seat.run('OLDONE', 0, 'human', 'Amal', 'abc', null, null);
    seat.run('OLDONE', 1, 'bot', null, null, JSON.stringify({ kind: 'ismcts', strength: 'hard' }), null);
    old.prepare('INSERT INTO actions VALUES (?, ?, ?, ?, ?)').run('OLDONE', 0, 0, 3, 6);
    old.prepare('INSERT INTO actions VALUES (?, ?, ?, ?, ?)').run('OLDONE', 1, 1, 9, 7);
    old.close();

    const s = new SqliteStorage(file, { writer: 'async-fsync' });
    const one = await s.loadRoom('OLDONE');
    expect(one?.seats).toEqual(seats);
    expect(one?.actions).toEqual([{ seq: 0, seat: 0, action: 3, at: 6 }, { seq: 1, seat: 1, action: 9, at: 7 }]);
    expect((await s.loadRoom('OLDTWO'))?.finishedAt).toBe(5);
    expect((await s.loadPlayingRooms()).map((r) => r.config.code)).toEqual(['OLDONE']);
    // Play goes on in the migrated room.
    await s.commit([{ kind: 'action', code: 'OLDONE', entry: { seq: 2, seat: 0, action: 4, at: 8 } }]);
    await s.close();
    const again = new SqliteStorage(file, { writer: 'inline' });
    expect((await again.loadRoom('OLDONE'))?.actions.map((a) => a.action)).toEqual([3, 9, 4]);
    await again.close();
    const check = new Database(file, { readonly: true });
    // Version 4 (workshops, docs/workshop.md, with removals kept) is the current one: the migration lands there.
    expect(check.pragma('user_version', { simple: true })).toBe(4);
    expect(check.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((r) => (r as { name: string }).name))
      .toEqual(['moves', 'rooms', 'seats', 'workshop_students', 'workshops']);
    check.close();
  });

  it('refuses a database written by a newer server, leaving it untouched', () => {
    const file = path.join(tempDir(), 'crossings.db');
    const db = new Database(file);
    db.pragma('user_version = 99');
    db.close();
    expect(() => new SqliteStorage(file)).toThrow(/schema version 99.*upgrade the server/);
    const check = new Database(file, { readonly: true });
    expect(check.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get()).toEqual({ n: 0 });
    check.close();
  });
});
