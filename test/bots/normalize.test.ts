import { describe, expect, it } from 'vitest';
import { botFromSpec, DEFAULT_NORMALIZE_REWARDS, IsmctsBot, parseBotSpec } from '../../src/bots/index.ts';
import { Rng } from '../../src/engine/index.ts';
import { pathWalk } from './path-walk.ts';

/** The five-path walk (path-walk.ts): with a playout depth of 1 every playout is cut after the first walk and scored by `evaluate`. */
const walk = pathWalk().game;

function search(normalize: boolean, seed: number) {
  const bot = new IsmctsBot({ iterations: 400, playoutDepth: 1, normalize });
  const s = walk.setup({ players: 1, seed: 1 });
  const action = bot.chooseAction(walk.view(s, 0), 0, walk.legalActions(s, 0), walk, new Rng(seed));
  return { action, visits: bot.lastSearch!.children.map((c) => c.visits) };
}

describe('ISMCTS reward normalisation (rewards rescaled to the range seen in this decision)', () => {
  it('without it, rewards a hundredth apart get nearly even visits', () => {
    const { visits } = search(false, 1);
    // 400 iterations over 5 paths: every path gets at least 60 (an even share is 80).
    expect(Math.min(...visits)).toBeGreaterThanOrEqual(60);
  });

  it('with it, the search concentrates on the best path and picks it', () => {
    for (let seed = 0; seed < 3; seed++) {
      const { action, visits } = search(true, seed);
      expect(action).toBe(4);
      expect(visits[4]).toBeGreaterThan(400 / 2);
      expect(visits[0]).toBe(Math.min(...visits));
    }
  });

  it('is reproducible: the same seed gives the same search', () => {
    expect(search(true, 7)).toEqual(search(true, 7));
  });

  it('bot specs switch it with :n1 / :n0 and name the setting they give', () => {
    expect(parseBotSpec('ismcts:hard:n1')).toEqual({ kind: 'ismcts', opts: { strength: 'hard', normalize: true } });
    expect(parseBotSpec('ismcts:300:c0.2:n0')).toEqual({ kind: 'ismcts', opts: { iterations: 300, exploration: 0.2, normalize: false } });
    expect(botFromSpec('ismcts:hard').name).toBe('ismcts:hard');
    expect(botFromSpec(`ismcts:hard:n${DEFAULT_NORMALIZE_REWARDS ? 1 : 0}`).name).toBe(`ismcts:hard:n${DEFAULT_NORMALIZE_REWARDS ? 1 : 0}`);
    expect(botFromSpec(`ismcts:hard:n${DEFAULT_NORMALIZE_REWARDS ? 0 : 1}`).name).toBe(`ismcts:hard:n${DEFAULT_NORMALIZE_REWARDS ? 0 : 1}`);
    for (const bad of ['ismcts:hard:n', 'ismcts:hard:n2', 'heuristic:4:n1']) expect(() => parseBotSpec(bad), bad).toThrow(RangeError);
  });
});
