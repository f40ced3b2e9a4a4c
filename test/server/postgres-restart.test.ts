/**
 * The real server on PostgreSQL (CROSSINGS_DATABASE_URL's path, as `databaseUrl`): a short game over
 * WebSockets, a restart on the same database, and the room is back with every move a player saw
 * acknowledged, at its version, and play goes on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import { Client, isUpdate, seatedTable, startServer } from './helpers.ts';
import { dropPostgresSchemas, freshPostgresUrl, postgresSkipReason } from './postgres-helpers.ts';

afterAll(dropPostgresSchemas);

describe.skipIf(postgresSkipReason !== null)(`server on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`, () => {
  it('restores a room with every acknowledged move after a restart on the same database', async () => {
    const databaseUrl = await freshPostgresUrl();
    const first = await startServer({ databaseUrl, botWorkers: 0 });
    const { code, tokens, seats, spectator } = await seatedTable(first, 'pledge', 2);
    // Play moves one by one: a move counts once its mover got the update that acknowledges it.
    const played: Array<{ seat: number; action: number }> = [];
    let version = seats[0].lastUpdate()?.version as number;
    let status = 'playing';
    for (let i = 0; i < 6; i++) {
      const mover = seats.findIndex((c) => (c.lastUpdate()?.legal ?? []).length > 0 && c.lastUpdate()?.version === version);
      if (mover < 0) break;
      const action = (seats[mover].lastUpdate()?.legal as Array<{ action: number }>)[0].action;
      const ack = await seats[mover].request({ type: 'action', action, expectedVersion: version }, (f) => isUpdate(f) && f.version > version);
      played.push({ seat: mover, action });
      version = ack.version as number;
      status = ack.status as string;
      // Every seat sees the new version before the next move.
      await Promise.all(seats.map((c) => c.waitFor((f) => isUpdate(f) && f.version === version)));
      if (status !== 'playing') break;
    }
    expect(played.length).toBeGreaterThanOrEqual(2);
    expect(version).toBe(played.length);
    await Promise.all([...seats, spectator].map((c) => c.close()));
    await first.close();

    const second = await startServer({ databaseUrl, botWorkers: 0 });
    try {
      const back = await Client.connect(second.wsUrl);
      const u = await back.request({ type: 'hello', room: code, token: tokens[0] }, isUpdate);
      expect(u.version).toBe(version);
      expect(u.status).toBe(status);
      await back.close();
      // The stored log is exactly the acknowledged moves, in order.
      const storage = await PostgresStorage.open(databaseUrl);
      const room = await storage.loadRoom(code);
      await storage.close();
      expect(room?.actions.map(({ seat, action }) => ({ seat, action }))).toEqual(played);
      expect(room?.actions.map((a) => a.seq)).toEqual(played.map((_, i) => i));
      // Play goes on in the restored room.
      if (status === 'playing') {
        const movers = await Promise.all(tokens.map(async (token) => {
          const c = await Client.connect(second.wsUrl);
          await c.request({ type: 'hello', room: code, token }, isUpdate);
          return c;
        }));
        const mover = movers.find((c) => (c.lastUpdate()?.legal ?? []).length > 0);
        expect(mover).toBeDefined();
        const action = (mover?.lastUpdate()?.legal as Array<{ action: number }>)[0].action;
        const next = await mover?.request({ type: 'action', action, expectedVersion: version }, isUpdate);
        expect(next?.version).toBe(version + 1);
        await Promise.all(movers.map((c) => c.close()));
      }
    } finally {
      await second.close();
    }
  });
});
