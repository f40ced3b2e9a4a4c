/**
 * ISMCTS with both an iteration budget and a time budget stops at whichever comes first: the
 * server's time cap is a ceiling over the strengths' iteration budgets (src/server/bots/bots.ts), and a
 * cap that does not bind leaves the search exactly as reproducible as without one (the lab's case).
 */
import { describe, expect, it } from 'vitest';
import { createBot, IsmctsBot } from '../../src/bots/index.ts';
import { Rng } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';

const game = getGame('emigration');
const state = game.setup({ players: 4, seed: 3 });
const seat = game.activeSeats(state)[0];
const legal = game.legalActions(state, seat);
const view = game.view(state, seat);

describe('ISMCTS iterations and time combined', () => {
  it('a time cap stops a large iteration budget early, with a legal answer', () => {
    const bot = new IsmctsBot({ iterations: 1_000_000, timeMs: 40, playoutDepth: 6 });
    const t0 = performance.now();
    const action = bot.chooseAction(view, seat, legal, game, new Rng(1));
    const elapsed = performance.now() - t0;
    expect(legal).toContain(action);
    expect(bot.lastSearch!.iterations).toBeGreaterThan(0);
    expect(bot.lastSearch!.iterations).toBeLessThan(1_000_000);
    // Generous: the deadline is checked every 8 iterations, but a busy machine may preempt the search.
    expect(elapsed).toBeLessThan(5_000);
  });

  it('a cap that does not bind changes nothing: same seed, same iterations, same choice', () => {
    const plain = createBot('ismcts', { strength: 'easy' }) as IsmctsBot;
    const capped = createBot('ismcts', { strength: 'easy', timeMs: 60_000 }) as IsmctsBot;
    expect(capped.name).toBe(plain.name);
    for (const seed of [1, 2, 3]) {
      const a = plain.chooseAction(view, seat, legal, game, new Rng(seed));
      const b = capped.chooseAction(view, seat, legal, game, new Rng(seed));
      expect(b).toBe(a);
      expect(capped.lastSearch).toEqual(plain.lastSearch);
      expect(capped.lastSearch!.iterations).toBe(200);
    }
  });
});
