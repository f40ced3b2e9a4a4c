/** The server's bot adapter: every kind and strength it offers builds, and picks a legal action from a view. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.ts';
import { internalBots, loadBotProvider } from '../../src/server/bots.ts';
import { pledge } from '../fixtures/pledge.ts';

describe('server bots', async () => {
  const providers = [internalBots, await loadBotProvider()];
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
