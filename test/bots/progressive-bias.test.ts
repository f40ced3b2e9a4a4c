import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { botFromSpec, createBot, DEFAULT_PROGRESSIVE_BIAS, DEFAULT_UCB_EXPLORATION, IsmctsBot, parseBotSpec } from '../../src/bots/index.ts';
import { defineGame, Rng, seedRng, type AnyGame, type Outcome, type RngState, type Viewer } from '../../src/engine/index.ts';

/**
 * A one-seat game whose outcome does not depend on the choice: pick one of five paths (0..4), then
 * "walk on" (the only legal action), then it ends in the same outcome whatever the path. Playouts
 * therefore cannot tell the paths apart, while `evaluate` after the pick says path 4 looks best.
 * Only the progressive bias can make the search prefer a path.
 */
interface PathsState { rng: RngState; path: number | null; done: boolean }
const paths = defineGame<PathsState, { viewer: Viewer; path: number | null; done: boolean }, Record<string, never>, Record<string, never>>({
  id: 'paths',
  title: 'Paths (test fixture)',
  summary: 'Pick a path; every path ends the same.',
  minPlayers: 1,
  maxPlayers: 1,
  hiddenInformation: false,
  chance: false,
  maxActions: () => 2,
  optionsSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  defaultOptions: {},
  contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  defaultContent: {},
  setup: ({ seed }) => ({ rng: seedRng(seed), path: null, done: false }),
  isOver: (s) => s.done,
  activeSeats: (s) => (s.done ? [] : [0]),
  legalActions: (s) => (s.done ? [] : s.path === null ? [0, 1, 2, 3, 4] : [0]),
  step(s, _seat, action) {
    if (s.path === null) s.path = action;
    else s.done = true;
  },
  clone: (s) => ({ ...s, rng: [...s.rng] as RngState }),
  view: (s, viewer) => ({ viewer, path: s.path, done: s.done }),
  determinize: (v, _seat, rng) => ({ rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()] as RngState, path: v.path, done: v.done }),
  outcome(s): Outcome | null {
    return s.done ? { reason: 'Walked', scores: [1], ranks: [1], winners: [], tie: false, stats: [{}] } : null;
  },
  describeAction: (_v, _seat, a) => `Path ${a}`,
  evaluate: (s) => (s.path === null ? 0.5 : s.path / 4),
});

const { evaluate: _unused, ...pathsWithoutEvaluate } = paths;

function search(game: AnyGame, bias: number, seed: number) {
  const bot = new IsmctsBot({ iterations: 60, bias });
  const s = game.setup({ players: 1, seed: 1 });
  const action = bot.chooseAction(game.view(s, 0), 0, game.legalActions(s, 0), game, new Rng(seed));
  return { action, children: bot.lastSearch!.children };
}

describe('ISMCTS progressive bias (the game\'s evaluate steers the first visits)', () => {
  it('prefers the action the evaluation favours when playouts cannot tell the actions apart', () => {
    for (let seed = 0; seed < 5; seed++) {
      const { action, children } = search(paths, 1, seed);
      expect(action).toBe(4);
      // The favoured path took most of the visits; the least favoured one the fewest.
      const visits = children.map((c) => c.visits);
      expect(visits[4]).toBe(Math.max(...visits));
      expect(visits[0]).toBe(Math.min(...visits));
    }
  });

  it('without bias the same search spreads its visits evenly (the preference comes from the bias)', () => {
    const { children } = search(paths, 0, 3);
    const visits = children.map((c) => c.visits);
    expect(Math.max(...visits) - Math.min(...visits)).toBeLessThanOrEqual(1);
  });

  it('falls back to plain UCB1 when the game has no evaluate', () => {
    const game = pathsWithoutEvaluate as AnyGame;
    expect(game.evaluate).toBeUndefined();
    for (let seed = 0; seed < 3; seed++) expect(search(game, 1, seed)).toEqual(search(game, 0, seed));
  });

  it('is reproducible: the same seed gives the same search', () => {
    expect(search(paths, 1, 11)).toEqual(search(paths, 1, 11));
  });

  it('rejects a negative bias, and the factory passes a bias from the options or the spec', () => {
    expect(() => new IsmctsBot({ bias: -1 })).toThrow(RangeError);
    const s = paths.setup({ players: 1, seed: 1 });
    for (const bot of [createBot('ismcts', { iterations: 60, bias: 1 }), botFromSpec('ismcts:60:b1')]) {
      expect(bot.chooseAction(paths.view(s, 0), 0, paths.legalActions(s, 0), paths, new Rng(5))).toBe(4);
    }
  });

  it('bot specs set the bias with :bW and name the settings they give', () => {
    expect(parseBotSpec('ismcts:hard:b1')).toEqual({ kind: 'ismcts', opts: { strength: 'hard', bias: 1 } });
    expect(parseBotSpec('ismcts:300:c0.2:b2.5')).toEqual({ kind: 'ismcts', opts: { iterations: 300, exploration: 0.2, bias: 2.5 } });
    expect(botFromSpec('ismcts:hard:b1').name).toBe('ismcts:hard:b1');
    expect(botFromSpec(`ismcts:hard:b${DEFAULT_PROGRESSIVE_BIAS}`).name).toBe(`ismcts:hard:b${DEFAULT_PROGRESSIVE_BIAS}`);
    expect(botFromSpec(`ismcts:hard:c${DEFAULT_UCB_EXPLORATION}`).name).toBe(`ismcts:hard:c${DEFAULT_UCB_EXPLORATION}`);
    expect(botFromSpec('ismcts:hard:c0.2:b1').name).toBe('ismcts:hard:c0.2:b1');
    expect(botFromSpec('ismcts:hard:c0.2').name).toBe('ismcts:hard:c0.2');
    for (const bad of ['ismcts:hard:b', 'ismcts:hard:b-1', 'heuristic:4:b1']) expect(() => parseBotSpec(bad), bad).toThrow(RangeError);
  });
});
