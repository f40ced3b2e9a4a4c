/**
 * Retention: finished rooms, lobbies that never started and games nobody moves in are deleted from
 * storage (rooms, seats and moves rows, in one transaction through the write queue) and from memory
 * once past the policy, with a log line counting them; rooms someone watches wait. The room manager
 * runs on a fake clock, so "30 days later" is one assignment. The storage query runs on SQLite and PostgreSQL.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../src/server/app.ts';
import { BotFailureCount, defaultBots } from '../../src/server/bots/bots.ts';
import { CreateRoomSchema } from '../../src/server/room/protocol.ts';
import { DEFAULT_RETENTION, type RetentionPolicy } from '../../src/server/room/retention.ts';
import type { Logger } from '../../src/server/common/logger.ts';
import type { Room } from '../../src/server/room/room.ts';
import type { Subscriber } from '../../src/server/room/types.ts';
import { RoomManager } from '../../src/server/room/rooms.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { Mutation, RoomConfig, Storage } from '../../src/server/storage/types.ts';
import { WriteQueue } from '../../src/server/storage/write-queue.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, createRoom, startServer, tempDir } from './helpers.ts';
import { adapterCases, dropPostgresSchemas, pgQuery } from './postgres-helpers.ts';

afterAll(dropPostgresSchemas);

const DAY = 24 * 3600_000;
const T0 = Date.UTC(2030, 0, 1);

/** Rows of a room (or of all rooms) in a SQLite file or, for a postgres:// place, a PostgreSQL schema. */
async function rowCountsIn(place: string, code: string) {
  if (!place.startsWith('postgres')) return rowCounts(place, code);
  const n = async (sql: string) => Number((await pgQuery<{ n: string }>(place, sql, [code]))[0].n);
  const where = ' WHERE room_id IN (SELECT id FROM rooms WHERE code = $1)';
  return { rooms: await n('SELECT count(*) AS n FROM rooms WHERE code = $1'), seats: await n(`SELECT count(*) AS n FROM seats${where}`), moves: await n(`SELECT count(*) AS n FROM moves${where}`) };
}

function rowCounts(file: string, code?: string) {
  const db = new Database(file, { readonly: true });
  try {
    const where = code ? ' WHERE room_id IN (SELECT id FROM rooms WHERE code = @code)' : '';
    const n = (sql: string) => (db.prepare(sql).get(code ? { code } : {}) as { n: number }).n;
    return {
      rooms: n(`SELECT count(*) AS n FROM rooms${code ? ' WHERE code = @code' : ''}`),
      seats: n(`SELECT count(*) AS n FROM seats${where}`),
      moves: n(`SELECT count(*) AS n FROM moves${where}`),
    };
  } finally {
    db.close();
  }
}

const config = (code: string, createdAt: number): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 1, options: {}, botThinkMs: 0, turnTimer: null, dropReplaceSeconds: null,
  standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h', createdAt,
});
const seats = [0, 1].map((index) => ({ index, kind: 'human' as const, name: `P${index + 1}`, tokenHash: null, bot: null, standIn: null }));

describe.each(adapterCases())('retention in %s', (_, adapter) => {
  it.skipIf(adapter.skip)('finds rooms past each cutoff, oldest first, and deletes a room with its seats and moves in the batch transaction', async () => {
    const file = await adapter.place();
    const s = await adapter.open(file);
    const move = (code: string, seq: number, at: number): Mutation => ({ kind: 'action', code, entry: { seq, seat: seq % 2, action: 1, at } });
    await s.commit([
      { kind: 'createRoom', config: config('LOBBYA', 100), seats },
      { kind: 'createRoom', config: config('LOBBYB', 300), seats },
      { kind: 'createRoom', config: config('DONEAA', 100), seats },
      { kind: 'status', code: 'DONEAA', status: 'playing', at: 110 },
      move('DONEAA', 0, 120),
      { kind: 'status', code: 'DONEAA', status: 'finished', at: 120 },
      { kind: 'createRoom', config: config('PLAYAA', 100), seats },
      { kind: 'status', code: 'PLAYAA', status: 'playing', at: 150 },
      move('PLAYAA', 0, 160), move('PLAYAA', 1, 250),
      { kind: 'createRoom', config: config('PLAYBB', 100), seats },
      { kind: 'status', code: 'PLAYBB', status: 'playing', at: 180 },
    ]);
    const all = { finishedBefore: 200, lobbyCreatedBefore: 200, idleBefore: 200 };
    // PLAYAA moved at 250 and LOBBYB was created at 300: both stay. PLAYBB never moved: its start counts.
    expect(await s.findExpiredRooms(all, 10)).toEqual([
      { code: 'LOBBYA', reason: 'lobby' },
      { code: 'DONEAA', reason: 'finished' },
      { code: 'PLAYBB', reason: 'idle' },
    ]);
    expect(await s.findExpiredRooms({ ...all, idleBefore: 251 }, 10)).toContainEqual({ code: 'PLAYAA', reason: 'idle' });
    expect(await s.findExpiredRooms({ finishedBefore: null, lobbyCreatedBefore: 200, idleBefore: null }, 10)).toEqual([{ code: 'LOBBYA', reason: 'lobby' }]);
    expect(await s.findExpiredRooms(all, 1)).toHaveLength(1);

    expect(await rowCountsIn(file, 'DONEAA')).toEqual({ rooms: 1, seats: 2, moves: 1 });
    // A failing batch deletes nothing: the deletion is rolled back with the rest.
    await expect(s.commit([{ kind: 'deleteRoom', code: 'DONEAA' }, move('PLAYAA', 1, 999)])).rejects.toThrow(/UNIQUE|constraint/i);
    expect(await rowCountsIn(file, 'DONEAA')).toEqual({ rooms: 1, seats: 2, moves: 1 });
    // Moves of a room keep coming after another room's deletion in the same batch.
    await s.commit([{ kind: 'deleteRoom', code: 'DONEAA' }, { kind: 'deleteRoom', code: 'NOSUCH' }, move('PLAYAA', 2, 260)]);
    expect(await rowCountsIn(file, 'DONEAA')).toEqual({ rooms: 0, seats: 0, moves: 0 });
    expect(await rowCountsIn(file, 'PLAYAA')).toEqual({ rooms: 1, seats: 2, moves: 3 });
    expect(await s.loadRoom('DONEAA')).toBeNull();
    expect(await s.roomExists('DONEAA')).toBe(false);
    await s.close();
  });
});

/** A room manager on a fake clock, over a real SQLite file. */
async function managerAt(file: string, clock: { now: number }, policy: Partial<RetentionPolicy> = {}, wrap = (st: Storage) => st) {
  const storage = wrap(new SqliteStorage(file, { writer: 'inline', sync: 'NORMAL' }));
  const queue = new WriteQueue(storage, (err) => { throw err; });
  const logged: Array<{ obj: object; msg?: string }> = [];
  const log: Logger = { info: (obj, msg) => logged.push({ obj, msg }), warn: () => {}, error: () => {}, debug: () => {} };
  const manager = new RoomManager(storage, catalog([pledge]), { queue, bots: defaultBots, botFailures: new BotFailureCount(), log, now: () => clock.now }, {
    defaultBotThinkMs: 0,
    finishedRoomTtlMs: 10 * 60_000,
    lobbyTtlMs: 60 * 60_000,
    retention: { ...DEFAULT_RETENTION, ...policy },
  });
  const restored = await manager.init();
  return {
    manager, queue, logged, restored,
    async close() {
      manager.close();
      await queue.drained();
      await storage.close();
    },
  };
}

const open = { type: 'open' };
const watcher = (): Subscriber => ({ viewer: 'spectator', send: () => {} });

async function playingRoom(manager: RoomManager): Promise<Room> {
  const { room, hostToken } = await manager.create(CreateRoomSchema.parse({ game: 'pledge', seats: [open, open] }));
  room.join('Amal', 0);
  room.join('Bilal', 1);
  room.start(hostToken);
  return room;
}

function moveOnce(room: Room): void {
  const seat = room.activeSeats()[0];
  room.submit(seat, room.legalFor(seat)[0], room.version);
}

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

describe('RoomManager retention', () => {
  it('deletes lobbies after 7 days, finished rooms 30 days after the end and games 90 days after their last move; watched rooms wait', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const clock = { now: T0 };
    const s = await managerAt(file, clock);
    cleanup.push(() => s.close());
    const { manager, queue } = s;

    const lobby = (await manager.create(CreateRoomSchema.parse({ game: 'pledge', seats: [open, open] }))).room;
    const finished = await playingRoom(manager);
    while (finished.status !== 'finished') moveOnce(finished);
    const idle = await playingRoom(manager);
    moveOnce(idle);
    const watched = await playingRoom(manager);
    while (watched.status !== 'finished') moveOnce(watched);
    const sub = watcher();
    watched.subscribe(sub);
    await queue.drained();
    expect(rowCounts(file).rooms).toBe(4);
    expect(rowCounts(file, finished.code).moves).toBe(pledge.maxActions(2));

    clock.now = T0 + 6 * DAY;
    expect(await manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 0 });
    clock.now = T0 + 7 * DAY + 1;
    expect(await manager.retention.run()).toEqual({ finished: 0, lobby: 1, idle: 0 });
    expect(rowCounts(file, lobby.code)).toEqual({ rooms: 0, seats: 0, moves: 0 });
    expect(lobby.closed).toBe(true);
    expect(manager.resident()).not.toContain(lobby);
    await expect(manager.get(lobby.code)).rejects.toMatchObject({ code: 'NO_SUCH_ROOM' });

    clock.now = T0 + 30 * DAY + 1;
    expect(await manager.retention.run()).toEqual({ finished: 1, lobby: 0, idle: 0 });
    expect(rowCounts(file, finished.code)).toEqual({ rooms: 0, seats: 0, moves: 0 });
    expect(rowCounts(file, watched.code).rooms).toBe(1); // someone is watching it
    expect(s.logged.map((l) => l.msg)).toContain('retention: deleted 1 finished, 0 lobby and 0 idle rooms');
    expect(s.logged.find((l) => l.msg?.startsWith('retention: deleted 1 finished'))?.obj).toMatchObject({ finished: 1, lobby: 0, idle: 0 });
    watched.unsubscribe(sub);
    expect(await manager.retention.run()).toEqual({ finished: 1, lobby: 0, idle: 0 });
    expect(rowCounts(file, watched.code).rooms).toBe(0);

    // A move on day 31 restarts the idle clock: 90 days from then, not from the start.
    clock.now = T0 + 31 * DAY;
    moveOnce(idle);
    await queue.drained();
    clock.now = T0 + 100 * DAY;
    expect(await manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 0 });
    clock.now = T0 + 121 * DAY + 1;
    expect(await manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 1 });
    expect(rowCounts(file)).toEqual({ rooms: 0, seats: 0, moves: 0 });
    expect(manager.resident()).toEqual([]);
    // The idle room is closed: nothing more is written for it.
    expect(() => moveOnce(idle)).toThrow();
  });

  it('deletes rooms past the policy when the server starts, before rebuilding the rest', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const clock = { now: T0 };
    const first = await managerAt(file, clock);
    const old = await playingRoom(first.manager);
    moveOnce(old);
    clock.now = T0 + 80 * DAY;
    const recent = await playingRoom(first.manager);
    await first.close();

    clock.now = T0 + 91 * DAY;
    const second = await managerAt(file, clock);
    cleanup.push(() => second.close());
    expect(second.restored).toBe(1);
    expect(second.manager.resident().map((r) => r.code)).toEqual([recent.code]);
    expect(rowCounts(file, old.code).rooms).toBe(0);
    expect(second.logged.map((l) => l.msg)).toContain('retention: deleted 0 finished, 0 lobby and 1 idle rooms');
  });

  it('in cluster mode deletes only the rooms whose lease it took, leaving those another process plays', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const clock = { now: T0 };
    const s = await managerAt(file, clock);
    cleanup.push(() => s.close());
    const { manager, queue } = s;
    const idleHere = await playingRoom(manager);
    const idleElsewhere = await playingRoom(manager);
    moveOnce(idleHere);
    moveOnce(idleElsewhere);
    await queue.drained();
    // Out of memory here, as on a process that does not play it (the other process does).
    manager.evict(idleElsewhere.code);
    const asked: string[][] = [];
    const done: Array<{ claimed: string[]; deleted: string[] }> = [];
    // As the coordinator does: the lease of every room but the one another process holds is taken here.
    manager.claimForDeletion = async (codes) => {
      asked.push([...codes].sort());
      return new Map(codes.filter((c) => c !== idleElsewhere.code).map((c) => [c, c]));
    };
    manager.deletionDone = async (claimed, deleted) => {
      done.push({ claimed: [...claimed.keys()], deleted: [...deleted] });
    };
    clock.now = T0 + 91 * DAY;
    expect(await manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 1 });
    expect(asked).toEqual([[idleHere.code, idleElsewhere.code].sort()]);
    // Told which rooms it claimed and which went, so their leases can be handed back or removed.
    expect(done).toEqual([{ claimed: [idleHere.code], deleted: [idleHere.code] }]);
    expect(rowCounts(file, idleHere.code).rooms).toBe(0);
    expect(rowCounts(file, idleElsewhere.code)).toEqual({ rooms: 1, seats: 2, moves: 1 });
  });

  it('keeps rooms forever under a policy of "never"', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const clock = { now: T0 };
    const s = await managerAt(file, clock, { finishedMs: null, lobbyMs: null, idleMs: null });
    cleanup.push(() => s.close());
    await s.manager.create(CreateRoomSchema.parse({ game: 'pledge', seats: [open, open] }));
    await s.queue.drained();
    clock.now = T0 + 10_000 * DAY;
    expect(await s.manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 0 });
    expect(rowCounts(file).rooms).toBe(1);
  });

  it('writes nothing once the server is stopping, even mid-run', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const clock = { now: T0 };
    const s = await managerAt(file, clock);
    cleanup.push(() => s.close());
    await s.manager.create(CreateRoomSchema.parse({ game: 'pledge', seats: [open, open] }));
    await s.queue.drained();
    clock.now = T0 + 8 * DAY;
    const run = s.manager.retention.run();
    s.manager.close();
    expect(await run).toEqual({ finished: 0, lobby: 0, idle: 0 });
    await s.queue.drained();
    expect(rowCounts(file).rooms).toBe(1);
  });

  it('looks for expired rooms by itself no more often than checkEveryMs', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const clock = { now: T0 };
    let queries = 0;
    const counting = (st: Storage): Storage => Object.assign(Object.create(st) as Storage, {
      findExpiredRooms: (c: Parameters<Storage['findExpiredRooms']>[0], n: number) => { queries++; return st.findExpiredRooms(c, n); },
    });
    const s = await managerAt(file, clock, { checkEveryMs: 3600_000 }, counting);
    cleanup.push(() => s.close());
    expect(queries).toBe(1); // at start
    const settle = () => new Promise((r) => setImmediate(r));
    s.manager.retention.runIfDue();
    await settle();
    clock.now = T0 + 3599_000;
    s.manager.retention.runIfDue();
    await settle();
    expect(queries).toBe(1);
    clock.now = T0 + 3600_000;
    s.manager.retention.runIfDue();
    await settle();
    expect(queries).toBe(2);
  });

  it('does not delete a room that a request is loading from storage, and refuses to load one being deleted', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    // A finished room only in storage (finished rooms are not rebuilt in memory at start).
    const raw = new SqliteStorage(file);
    await raw.commit([
      { kind: 'createRoom', config: config('OLDONE', T0), seats },
      { kind: 'status', code: 'OLDONE', status: 'playing', at: T0 },
      { kind: 'status', code: 'OLDONE', status: 'finished', at: T0 },
    ]);
    await raw.close();
    // Storage whose reads of a room wait until released, as a database across a network would.
    let release!: () => void;
    let gate = new Promise<void>((r) => { release = r; });
    const slow = (st: Storage): Storage => ({
      commit: (b) => st.commit(b),
      loadRoom: async (c) => { await gate; return st.loadRoom(c); },
      roomExists: (c) => st.roomExists(c),
      loadPlayingRooms: () => st.loadPlayingRooms(),
      listRooms: (n) => st.listRooms(n),
      findExpiredRooms: (c, n) => st.findExpiredRooms(c, n),
      loadWorkshop: (c) => st.loadWorkshop(c),
      findExpiredWorkshops: (c, n) => st.findExpiredWorkshops(c, n),
      loadActiveWorkshops: () => st.loadActiveWorkshops(),
      workshopExists: (c) => st.workshopExists(c),
      close: () => st.close(),
    });
    const clock = { now: T0 + DAY };
    const s = await managerAt(file, clock, {}, slow);
    cleanup.push(() => s.close());
    clock.now = T0 + 31 * DAY;

    // A request is loading the room when retention runs: the run leaves it.
    const loading = s.manager.get('OLDONE');
    expect(await s.manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 0 });
    release();
    expect((await loading).code).toBe('OLDONE');
    expect(rowCounts(file).rooms).toBe(1);

    // Now in memory, unwatched and expired, it goes on the next run; while that deletion is on its
    // way to the disk, a request finds no room, and does not load it back from storage.
    gate = new Promise<void>((r) => { release = r; });
    const again = s.manager.retention.run();
    await new Promise((r) => setImmediate(r));
    expect(s.manager.retention.isDeleting('OLDONE')).toBe(true);
    expect(rowCounts(file).rooms).toBe(1);
    await expect(s.manager.get('OLDONE')).rejects.toMatchObject({ code: 'NO_SUCH_ROOM' });
    expect(await again).toEqual({ finished: 1, lobby: 0, idle: 0 });
    expect(rowCounts(file)).toEqual({ rooms: 0, seats: 0, moves: 0 });
    release();
    await expect(s.manager.get('OLDONE')).rejects.toMatchObject({ code: 'NO_SUCH_ROOM' });
  });
});

describe('retention in a running server', () => {
  it('the server sweeps by itself: a finished game is gone from the API once past its retention', async () => {
    const ts = await startServer({ finishedRoomTtlMs: 100, lobbyTtlMs: 100, retention: { finishedMs: 200, checkEveryMs: 50 } });
    cleanup.push(() => ts.close());
    const bots = { type: 'bot', bot: 'random' };
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [bots, bots], { botThinkMs: 0 });
    const { code: lobby } = await createRoom(ts.url, 'pledge', [open, open]);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    let status = 200;
    for (let i = 0; i < 200 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await api(ts.url, 'GET', `/api/rooms/${code}`)).status;
    }
    expect(status).toBe(404);
    const listed = (await api(ts.url, 'GET', '/api/rooms')).body.rooms.map((r: { status: string }) => r.status);
    expect(listed).toEqual(['lobby']); // the lobby is within its 7 days
    expect((await api(ts.url, 'GET', `/api/rooms/${lobby}`)).status).toBe(200);
  });
});
