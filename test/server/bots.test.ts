/** The server's bot adapter: every kind and strength it offers builds, and picks a legal action from a view. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.ts';
import { internalBots, loadBotProvider } from '../../src/server/bots.ts';
import { pledge } from '../fixtures/pledge.ts';

const loaded = await loadBotProvider();

describe('server bots', () => {
  const providers = [internalBots, loaded];
  it.each(providers.map((p) => [p.source, p] as const))('%s: every kind and strength chooses a legal action from a view', (_source, provider) => {
    expect(provider.kinds).toEqual(expect.arrayContaining(['random', 'heuristic', 'ismcts']));
    const rng = new Rng(5);
    for (let seed = 0; seed < 3; seed++) {
      const state = pledge.setup({ players: 3, seed });
      for (const kind of provider.kinds) {
        for (const strength of ['easy', 'medium', 'hard'] as const) {
          const bot = provider.create({ kind, strength });
          const legal = pledge.legalActions(state, 1);
          const action = bot.chooseAction(pledge.view(state, 1), 1, legal, pledge, rng);
          expect(legal).toContain(action);
        }
      }
    }
  });
});

describe('bots on worker threads', () => {
  it('decide registered games on a worker from the view alone, and the rest inline', async () => {
    const { BotPool, pooledBots } = await import('../../src/server/bot-pool.ts');
    const { listGames } = await import('../../src/games/all.ts');
    const log = { info() {}, warn() {}, error() {}, debug() {} };
    const pool = new BotPool(1, log);
    const provider = pooledBots(await loadBotProvider(), pool, (id) => listGames().some((g) => g.id === id));
    try {
      const rng = new Rng(9);
      for (const game of listGames()) {
        const state = game.setup({ players: game.minPlayers, seed: 11 });
        const seat = game.activeSeats(state)[0];
        const legal = game.legalActions(state, seat);
        const pending = provider.create({ kind: 'heuristic', strength: 'easy' }).chooseAction(game.view(state, seat), seat, legal, game, rng);
        expect(pending).toBeInstanceOf(Promise); // decided off the event loop
        expect(legal).toContain(await pending);
      }
      // Pledge is not in the registry, so a worker could not load it: it is decided inline.
      const state = pledge.setup({ players: 2, seed: 1 });
      const inline = provider.create({ kind: 'heuristic', strength: 'easy' }).chooseAction(pledge.view(state, 0), 0, pledge.legalActions(state, 0), pledge, rng);
      expect(typeof inline).toBe('number');
      // A job the worker cannot do fails (the room then plays a random legal move).
      await expect(pool.choose({ game: 'no-such-game', view: {}, seat: 0, legal: [1], spec: { kind: 'heuristic', strength: 'easy' }, rng: [1, 2, 3, 4] })).rejects.toThrow(/Unknown game/);
    } finally {
      await pool.close();
    }
  });

  // Needs a bot that really searches for seconds: src/bots' ISMCTS (the internal fallback is quick).
  it.skipIf(loaded.source !== 'src/bots')('stops a bot that thinks too long, and the next decision gets a fresh thread', async () => {
    const { BotPool } = await import('../../src/server/bot-pool.ts');
    const { listGames } = await import('../../src/games/all.ts');
    const game = listGames()[0];
    if (!game) return;
    const log = { info() {}, warn() {}, error() {}, debug() {} };
    const pool = new BotPool(1, log, 300);
    try {
      const state = game.setup({ players: game.maxPlayers, seed: 2 });
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat);
      const job = { game: game.id, view: game.view(state, seat), seat, legal, rng: [1, 2, 3, 4] as [number, number, number, number] };
      // A search with a huge budget cannot finish in 300 ms.
      const slow = pool.choose({ ...job, spec: { kind: 'ismcts', strength: 'hard' } });
      const quick = pool.choose({ ...job, spec: { kind: 'random', strength: 'easy' } });
      await expect(slow).rejects.toThrow(/stopped/);
      expect(legal).toContain(await quick);
    } finally {
      await pool.close();
    }
  });
});
