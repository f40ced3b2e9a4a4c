/**
 * Rebuilding rooms from storage at start-up: a log that no longer replays closes the room to play
 * (with a clear reason) instead of stopping the server; a finished log is marked finished; rooms
 * that left memory come back from storage when used.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { replay } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { Mutation, RoomConfig } from '../../src/server/storage/types.ts';
import { Client, api, startServer, tempDir } from './helpers.ts';

// Recent times: retention deletes rooms idle for months when the server starts.
const T = Date.now();
const config = (code: string): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 5, options: {}, botThinkMs: 0, turnTimer: null,
  dropReplaceSeconds: null, standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'x', createdAt: T,
});
const seats = [0, 1].map((index) => ({ index, kind: 'human' as const, name: `P${index + 1}`, tokenHash: null, bot: null, standIn: null }));

it('closes a room whose log does not replay, and finishes one whose log is complete', async () => {
  const dataDir = tempDir();
  const storage = new SqliteStorage(path.join(dataDir, 'crossings.db'));
  // A complete game, played here with the engine, but stored without its final status.
  let state = pledge.setup({ players: 2, seed: 5 });
  const done: Mutation[] = [];
  for (let seq = 0; !pledge.isOver(state); seq++) {
    const seat = pledge.activeSeats(state)[0];
    const action = pledge.legalActions(state, seat)[0];
    const r = pledge.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    done.push({ kind: 'action', code: 'DONEDN', entry: { seq, seat, action, at: T + 10 + seq } });
  }
  await storage.commit([
    { kind: 'createRoom', config: config('BROKEN'), seats },
    { kind: 'status', code: 'BROKEN', status: 'playing', at: T + 2 },
    { kind: 'action', code: 'BROKEN', entry: { seq: 0, seat: 0, action: 999, at: T + 3 } },
    { kind: 'createRoom', config: config('DONEDN'), seats },
    { kind: 'status', code: 'DONEDN', status: 'playing', at: T + 2 },
    ...done,
  ]);
  await storage.close();

  const ts = await startServer({ dataDir });
  try {
    const broken = await api(ts.url, 'GET', '/api/rooms/BROKEN');
    expect(broken.body.broken).toMatch(/stored action 1 .* does not replay/);
    expect(broken.body.version).toBe(0);
    const spectator = await Client.connect(ts.wsUrl);
    const u = await spectator.request({ type: 'hello', room: 'BROKEN' }, (f) => f.type === 'update');
    expect(u.legal).toEqual([]);
    await spectator.close();
    const finished = await api(ts.url, 'GET', '/api/rooms/DONEDN');
    expect(finished.body.status).toBe('finished');
    expect(finished.body.outcome).toEqual(pledge.outcome(state));
    const record = await api(ts.url, 'GET', '/api/rooms/DONEDN/record');
    expect(record.body.actions.length).toBe(done.length);
  } finally {
    await ts.close();
  }
});

it('lets idle lobbies and finished rooms leave memory, and brings them back from storage on use', async () => {
  const ts = await startServer({ finishedRoomTtlMs: 100, lobbyTtlMs: 100 });
  try {
    const lobby = (await api(ts.url, 'POST', '/api/rooms', { game: 'pledge', seats: [{ type: 'open' }, { type: 'open' }] })).body;
    const bots = (await api(ts.url, 'POST', '/api/rooms', { game: 'pledge', seats: [{ type: 'bot', bot: 'random' }, { type: 'bot', bot: 'random' }], botThinkMs: 0 })).body;
    await api(ts.url, 'POST', `/api/rooms/${bots.code}/start`, {}, bots.hostToken);
    const inMemory = async () => (await api(ts.url, 'GET', '/health')).body.rooms.inMemory as number;
    for (let i = 0; i < 100 && (await inMemory()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await inMemory()).toBe(0);
    // Both come back when used: the lobby takes a player, the finished game hands out its record.
    const joined = await api(ts.url, 'POST', `/api/rooms/${lobby.code}/join`, { name: 'Amal' });
    expect(joined.status).toBe(200);
    const record = await api(ts.url, 'GET', `/api/rooms/${bots.code}/record`);
    expect(record.body.actions.length).toBe(pledge.maxActions(2));
    expect(replay(pledge, record.body).hash).toBe(record.body.finalHash);
  } finally {
    await ts.close();
  }
});
