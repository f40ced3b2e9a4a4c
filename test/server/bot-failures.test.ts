/**
 * A bot that fails is an error, not a silent random move (docs/architecture.md §10, Bots). A bot that
 * throws and one that answers an illegal action are each counted (room info `botFailures`, /health
 * `botFailures`) and logged at error level; the seat gets a random legal move so the game goes on; and
 * the test servers refuse to close quietly over such failures. A server stopping while a bot thinks is
 * not a failure.
 */
import { describe, expect, it, vi } from 'vitest';
import type { MatchRecord } from '../../src/engine/index.ts';
import { defaultBots, type BotProvider } from '../../src/server/bots/bots.ts';
import { Client, api, assertNoBotFailures, createRoom, finished, startServer } from './helpers.ts';

/** The server's bots, plus two that fail on purpose. */
const failingBots: BotProvider = {
  kinds: [...defaultBots.kinds, 'broken', 'illegal'],
  source: 'test bots that fail',
  create(spec, room) {
    if (spec.kind === 'broken') return { chooseAction: () => { throw new Error('this bot is broken on purpose'); } };
    if (spec.kind === 'illegal') return { chooseAction: () => 1_000_000 };
    return defaultBots.create(spec, room);
  },
};

describe('bot failures', () => {
  it('are counted per room and per server, logged at error level, and the game goes on', async () => {
    const ts = await startServer({ botWorkers: 0, bots: failingBots, allowBotFailures: true });
    try {
      const errors = vi.spyOn(ts.server.app.log, 'error');
      const { code, hostToken } = await createRoom(ts.url, 'pledge', [{ type: 'bot', bot: 'broken' }, { type: 'bot', bot: 'illegal' }]);
      const spectator = await Client.connect(ts.wsUrl);
      await spectator.request({ type: 'hello', room: code }, (f) => f.type === 'update');
      expect((await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken)).status).toBe(200);
      const end = await spectator.waitFor(finished, 30_000);
      await spectator.close();

      // Every move was a failure's random stand-in: seat 1 (broken) failed, seat 2 (illegal) answered nonsense.
      const record = (await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`)).body;
      const moves = record.actions.length;
      expect(moves).toBe(end.version);
      const bySeat = [0, 1].map((seat) => record.actions.filter(([s]) => s === seat).length);
      expect(bySeat.every((n) => n > 0)).toBe(true);
      expect((await api(ts.url, 'GET', `/api/rooms/${code}`)).body.botFailures).toBe(moves);
      expect((await api(ts.url, 'GET', '/health')).body.botFailures).toEqual({ total: moves, failed: bySeat[0], illegal: bySeat[1] });

      const logged = (msg: string) => errors.mock.calls.filter(([, m]) => m === msg);
      const failed = logged('bot failed; playing a random legal move instead');
      const illegal = logged('bot chose an illegal action; playing a random legal move instead');
      expect(failed).toHaveLength(bySeat[0]);
      expect(illegal).toHaveLength(bySeat[1]);
      expect(failed[0][0]).toMatchObject({ room: code, seat: 0, bot: { kind: 'broken' }, err: expect.objectContaining({ message: 'this bot is broken on purpose' }) });
      expect(illegal[0][0]).toMatchObject({ room: code, seat: 1, bot: { kind: 'illegal' }, action: 1_000_000 });
      expect(failed.at(-1)![0]).toMatchObject({ serverBotFailures: expect.any(Number), roomBotFailures: expect.any(Number) });

      // A test server that saw a failure does not close quietly unless the test said it expects one.
      expect(() => assertNoBotFailures(ts.server)).toThrow(new RegExp(`${moves} bot decision\\(s\\) failed`));
    } finally {
      await ts.close();
    }
  });

  it('stopping the server while a bot thinks on a thread is not a bot failure', async () => {
    const ts = await startServer({ botWorkers: 1 });
    let closed = false;
    try {
      const hard = { type: 'bot', bot: 'ismcts', strength: 'hard' };
      const { code, hostToken } = await createRoom(ts.url, 'emigration', [hard, hard, hard, hard]);
      expect((await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken)).status).toBe(200);
      const pool = ts.server.botPool!;
      while (pool.stats().running === 0) await new Promise((r) => setTimeout(r, 10));
      // The pool refuses the decision it was running as the server stops; the room, closed first, ignores it.
      await ts.close();
      closed = true;
      await new Promise((r) => setTimeout(r, 100)); // anything the refusal set off has run
      expect(ts.server.botFailures.total).toBe(0);
    } finally {
      if (!closed) await ts.close();
    }
  });
});
