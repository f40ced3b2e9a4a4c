/** The SQLite adapter, with its writer thread and inline: what is committed comes back, a failed batch changes nothing. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { Mutation, RoomConfig, SeatRecord } from '../../src/server/storage/types.ts';
import { tempDir } from './helpers.ts';

const config = (code: string): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 7, options: {}, botThinkMs: 0, turnTimer: { mode: 'turn-based', seconds: 7200 },
  dropReplaceSeconds: 30, standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h', createdAt: 1,
});
const seats: SeatRecord[] = [
  { index: 0, kind: 'human', name: 'Amal', tokenHash: 'abc', bot: null, standIn: null },
  { index: 1, kind: 'bot', name: null, tokenHash: null, bot: { kind: 'ismcts', strength: 'hard' }, standIn: null },
];

describe.each(['worker', 'inline', 'async-fsync'] as const)('SqliteStorage (%s writer)', (writer) => {
  it('reads back rooms, seats and actions after reopening, and rejects a bad batch whole', async () => {
    const file = path.join(tempDir(), 'crossings.db');
    const a = new SqliteStorage(file, { writer });
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

    const b = new SqliteStorage(file, { writer });
    const room = await b.loadRoom('AAAAAA');
    expect(room?.config).toEqual(config('AAAAAA'));
    expect(room?.status).toBe('playing');
    expect(room?.startedAt).toBe(5);
    expect(room?.actions).toEqual([{ seq: 0, seat: 0, action: 3, at: 6 }, { seq: 1, seat: 1, action: 9, at: 7 }]);
    expect(room?.seats[0].standIn).toEqual({ kind: 'heuristic', strength: 'medium' });
    expect(room?.seats[1]).toEqual(seats[1]);
    expect((await b.loadUnfinishedRooms()).map((r) => r.config.code)).toEqual(['AAAAAA']);
    expect(await b.roomExists('AAAAAA')).toBe(true);
    expect(await b.roomExists('BBBBBB')).toBe(false);
    await b.commit([{ kind: 'status', code: 'AAAAAA', status: 'finished', at: 9 }]);
    expect(await b.loadUnfinishedRooms()).toEqual([]);
    expect((await b.listRooms(10))[0]).toMatchObject({ code: 'AAAAAA', status: 'finished', game: 'pledge' });
    await b.close();
  });
});
