/**
 * The bot pool's threads (src/server/bots/pool.ts): threads start as decisions need them, one room's
 * decisions are bounded, a thread that never answers is stopped and replaced without holding up
 * other rooms, closing fails what is left, and the server's time caps bound each search.
 */
import { describe, expect, it } from 'vitest';
import type { IsmctsBot } from '../../src/bots/index.ts';
import { Rng, type RngState } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { BotPool, defaultBotWorkers, type DecisionRecord } from '../../src/server/bots/pool.ts';
import { MAX_PER_ROOM } from '../../src/server/bots/queue.ts';
import { createServerBot } from '../../src/server/bots/bots.ts';
import type { BotSpec } from '../../src/server/storage/types.ts';

const log = { info() {}, warn() {}, error() {}, debug() {} };
const game = getGame('emigration');
const state = game.setup({ players: 4, seed: 3 });
const seat = game.activeSeats(state)[0];
const legal = game.legalActions(state, seat);
const rng: RngState = [1, 2, 3, 4];
const job = (spec: BotSpec) => ({ game: game.id, view: game.view(state, seat), seat, legal, spec, rng });
const HARD: BotSpec = { kind: 'ismcts', strength: 'hard' };
const QUICK: BotSpec = { kind: 'heuristic', strength: 'easy' };
const STUCK: BotSpec = { kind: 'stuck', strength: 'hard' };
const STUCK_BOT_WORKER = new URL('../fixtures/stuck-bot-worker.ts', import.meta.url);

describe('bot pool', () => {
  it('leaves one core to the event loop by default, and always has a thread', () => {
    expect(defaultBotWorkers(8)).toBe(7);
    expect(defaultBotWorkers(2)).toBe(1);
    expect(defaultBotWorkers(1)).toBe(1);
    expect(() => new BotPool(0, log)).toThrow(RangeError);
  });

  it('starts threads as decisions wait, up to its size', async () => {
    const pool = new BotPool(3, log);
    try {
      expect(pool.stats().threads).toBe(1);
      // Each decision's run on its thread, from the pool's own record: sampling `running` with a timer
      // missed the overlap when a busy machine delayed the timer past it.
      const runs: Array<{ from: number; to: number }> = [];
      pool.onDecision = (d) => { const to = performance.now(); runs.push({ from: to - d.thoughtMs, to }); };
      const all = Array.from({ length: 6 }, (_, i) => pool.choose(`R${i}`, job({ kind: 'ismcts', strength: 'medium' })));
      for (const a of await Promise.all(all)) expect(legal).toContain(a);
      expect(pool.stats().threads).toBe(3);
      expect(runs).toHaveLength(6);
      // Decisions of different rooms ran at the same time: some run started before another ended.
      const overlapping = runs.some((a, i) => runs.some((b, j) => i !== j && a.from < b.to && b.from < a.to));
      expect(overlapping).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('runs one decision of a room at a time and refuses more than the bound outstanding', async () => {
    const pool = new BotPool(2, log);
    const records: Array<DecisionRecord & { endedAt: number }> = [];
    pool.onDecision = (d) => records.push({ ...d, endedAt: performance.now() });
    try {
      const accepted = Array.from({ length: MAX_PER_ROOM }, () => pool.choose('A', job({ kind: 'ismcts', strength: 'easy' })));
      await expect(pool.choose('A', job(QUICK))).rejects.toThrow(/most bot decisions outstanding/);
      for (const a of await Promise.all(accepted)) expect(legal).toContain(a);
      expect(records.map((r) => r.room)).toEqual(Array(MAX_PER_ROOM).fill('A'));
      expect(records.every((r) => r.ok)).toBe(true);
      // Two threads, but each of the room's decisions started only when the one before it ended.
      for (let i = 1; i < records.length; i++) {
        expect(records[i].endedAt - records[i].thoughtMs).toBeGreaterThanOrEqual(records[i - 1].endedAt - 1);
      }
    } finally {
      await pool.close();
    }
  });

  it('stops a thread that does not answer in time; the other rooms go on on a new thread', async () => {
    const pool = new BotPool(1, log, 150, STUCK_BOT_WORKER);
    const records: DecisionRecord[] = [];
    pool.onDecision = (d) => records.push(d);
    try {
      // A bot that never answers (test/fixtures/stuck-bot-worker.ts).
      const stuck = pool.choose('STUCK', job(STUCK));
      const other = pool.choose('OTHER', job(QUICK));
      await expect(stuck).rejects.toThrow(/longer than 150 ms; its thread was stopped/);
      expect(legal).toContain(await other);
      // The stuck room is free again.
      expect(legal).toContain(await pool.choose('STUCK', job(QUICK)));
      expect(records.map((r) => [r.room, r.ok])).toEqual([['STUCK', false], ['OTHER', true], ['STUCK', true]]);
      expect(records[0].thoughtMs).toBeGreaterThanOrEqual(140);
      expect(pool.stats().threads).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('fails a thread\'s failures, not the thread: a job it cannot do is an error, the next one works', async () => {
    const pool = new BotPool(1, log);
    try {
      await expect(pool.choose('X', { ...job(QUICK), game: 'no-such-game' })).rejects.toThrow(/Unknown game/);
      expect(legal).toContain(await pool.choose('X', job(QUICK)));
    } finally {
      await pool.close();
    }
  });

  it('closing fails the running and waiting decisions, and refuses new ones', async () => {
    const pool = new BotPool(1, log, undefined, STUCK_BOT_WORKER);
    const records: DecisionRecord[] = [];
    pool.onDecision = (d) => records.push(d);
    const failure = (p: Promise<unknown>) => p.then(() => null, (err: Error) => err.message);
    // A decision still running when the pool closes, however fast the machine.
    const running = failure(pool.choose('A', job(STUCK)));
    const waiting = failure(pool.choose('B', job(STUCK)));
    while (pool.stats().running === 0) await new Promise((r) => setTimeout(r, 5));
    await pool.close();
    expect(await running).toMatch(/stopping/);
    expect(await waiting).toMatch(/stopping/);
    expect(records.map((r) => [r.room, r.ok])).toEqual([['A', false]]);
    await expect(pool.choose('C', job(QUICK))).rejects.toThrow(/stopping/);
  });
});

describe('server time caps', () => {
  it('cap each ISMCTS search at its strength\'s time, below its iteration budget', () => {
    const bot = createServerBot(HARD, { easy: 30, medium: 30, hard: 30 }) as IsmctsBot;
    const action = bot.chooseAction(game.view(state, seat), seat, legal, game, new Rng(1));
    expect(legal).toContain(action);
    // Hard is 5,000 iterations (about 0.5 s here); 30 ms allows a fraction of them.
    expect(bot.lastSearch!.iterations).toBeLessThan(5000);
    expect(bot.name).toBe('ismcts:hard');
  });
});
