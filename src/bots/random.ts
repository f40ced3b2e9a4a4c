/** The baseline: uniform over the legal actions. */
import type { Bot } from './types.ts';

export function createRandomBot(): Bot {
  return {
    name: 'random',
    chooseAction(_view, _seat, legal, _game, rng) {
      return rng.pick(legal);
    },
  };
}
