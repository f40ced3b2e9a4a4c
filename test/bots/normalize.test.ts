import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { botFromSpec, DEFAULT_NORMALIZE_REWARDS, IsmctsBot, parseBotSpec } from '../../src/bots/index.ts';
import { defineGame, Rng, seedRng, type Outcome, type RngState, type Viewer } from '../../src/engine/index.ts';

/**
 * A one-seat game: pick one of five paths (0..4), then walk on WALK times (the only legal action), then it
 * ends. With a playout depth of 1 every playout is cut after the first walk and scored by `evaluate`,
 * which rates path k at 0.50 + 0.01·k: the paths differ by hundredths, as moves often do when real
 * games are scored at the cut.
 */
/** Longer than any chain the test searches grow, so every playout is cut and scored by `evaluate`. */
const WALK = 1000;
interface WalkState { rng: RngState; path: number | null; steps: number }
const walk = defineGame<WalkState, { viewer: Viewer; path: number | null; steps: number }, Record<string, never>, Record<string, never>>({
  id: 'close-paths',
  title: 'Close paths (test fixture)',
  summary: 'Pick a path; the paths differ by hundredths.',
  minPlayers: 1,
  maxPlayers: 1,
  hiddenInformation: false,
  chance: false,
  maxActions: () => WALK + 1,
  optionsSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  defaultOptions: {},
  contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  defaultContent: {},
  setup: ({ seed }) => ({ rng: seedRng(seed), path: null, steps: 0 }),
  isOver: (s) => s.steps >= WALK,
  activeSeats: (s) => (s.steps >= WALK ? [] : [0]),
  legalActions: (s) => (s.steps >= WALK ? [] : s.path === null ? [0, 1, 2, 3, 4] : [0]),
  step(s, _seat, action) {
    if (s.path === null) s.path = action;
    else s.steps++;
  },
  clone: (s) => ({ ...s, rng: [...s.rng] as RngState }),
  view: (s, viewer) => ({ viewer, path: s.path, steps: s.steps }),
  determinize: (v, _seat, rng) => ({ rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()] as RngState, path: v.path, steps: v.steps }),
  outcome(s): Outcome | null {
    return s.steps >= WALK ? { reason: 'Walked', scores: [1], ranks: [1], winners: [0], tie: false, stats: [{}] } : null;
  },
  describeAction: (_v, _seat, a) => `Path ${a}`,
  evaluate: (s) => 0.5 + 0.01 * (s.path ?? 0),
});

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
