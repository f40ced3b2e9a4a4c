/**
 * The server's bots: every kind and strength a room may ask for picks a legal action from a view;
 * searching bots decide on a worker thread, and one that thinks too long is stopped.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.ts';
import { listGames } from '../../src/games/all.ts';
import { BotPool, pooledBots } from '../../src/server/bots/pool.ts';
import { defaultBots } from '../../src/server/bots/bots.ts';
import { pledge } from '../fixtures/pledge.ts';

const log = { info() {}, warn() {}, error() {}, debug() {} };

describe('server bots', () => {
  it('every kind and strength chooses a legal action from a view', () => {
    expect(defaultBots.kinds).toEqual(expect.arrayContaining(['random', 'heuristic', 'ismcts']));
    const rng = new Rng(5);
    for (let seed = 0; seed < 3; seed++) {
      const state = pledge.setup({ players: 3, seed });
      for (const kind of defaultBots.kinds) {
        for (const strength of ['easy', 'medium', 'hard'] as const) {
          const legal = pledge.legalActions(state, 1);
          const action = defaultBots.create({ kind, strength }, 'ROOM').chooseAction(pledge.view(state, 1), 1, legal, pledge, rng);
          expect(legal).toContain(action);
        }
      }
    }
  });
});

describe('bots on worker threads', () => {
  it('decide registered games on a worker from the view alone, and the rest inline', async () => {
    const pool = new BotPool(1, log);
    const provider = pooledBots(defaultBots, pool, (id) => listGames().some((g) => g.id === id));
    try {
      const rng = new Rng(9);
      for (const game of listGames()) {
        const state = game.setup({ players: game.minPlayers, seed: 11 });
        const seat = game.activeSeats(state)[0];
        const legal = game.legalActions(state, seat);
        const pending = provider.create({ kind: 'heuristic', strength: 'easy' }, 'ROOM').chooseAction(game.view(state, seat), seat, legal, game, rng);
        expect(pending).toBeInstanceOf(Promise); // decided off the event loop
        expect(legal).toContain(await pending);
      }
      // Pledge is not in the registry, so a worker could not load it: it is decided inline.
      const state = pledge.setup({ players: 2, seed: 1 });
      const inline = provider.create({ kind: 'heuristic', strength: 'easy' }, 'ROOM').chooseAction(pledge.view(state, 0), 0, pledge.legalActions(state, 0), pledge, rng);
      expect(typeof inline).toBe('number');
      // A job the worker cannot do fails (the room then plays a random legal move).
      await expect(pool.choose('ROOM', { game: 'no-such-game', view: {}, seat: 0, legal: [1], spec: { kind: 'heuristic', strength: 'easy' }, rng: [1, 2, 3, 4] })).rejects.toThrow(/Unknown game/);
    } finally {
      await pool.close();
    }
  });

  it('stops a bot that thinks too long, and the next decision gets a fresh thread', async () => {
    const game = listGames()[0];
    const pool = new BotPool(1, log, 300, new URL('../fixtures/stuck-bot-worker.ts', import.meta.url));
    try {
      const state = game.setup({ players: game.maxPlayers, seed: 2 });
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat);
      const job = { game: game.id, view: game.view(state, seat), seat, legal, rng: [1, 2, 3, 4] as [number, number, number, number] };
      // A bot that never answers (test/fixtures/stuck-bot-worker.ts): a real search's length depends on
      // the machine (ISMCTS "hard" here once took seconds, now 70-250 ms).
      const slow = pool.choose('SLOW', { ...job, spec: { kind: 'stuck', strength: 'hard' } });
      const quick = pool.choose('QUICK', { ...job, spec: { kind: 'random', strength: 'easy' } });
      await expect(slow).rejects.toThrow(/stopped/);
      expect(legal).toContain(await quick);
    } finally {
      await pool.close();
    }
  });
});
