/**
 * A one-seat test game for the search's scoring: pick one of five paths (0..4), then walk on (the only
 * legal action) WALK times, then it ends. `evaluate` rates path k at 0.50 + 0.01·k — the paths differ by
 * hundredths, as moves often do when real games are scored at a playout's cut — and notes each state it
 * scores, so a test sees where the search scored its iterations; `applied` counts steps taken.
 */
import { z } from 'zod';
import { defineGame, seedRng, type AnyGame, type Outcome, type RngState, type SearchDefaults, type Viewer } from '../../src/engine/index.ts';

/** Longer than any chain the tests' searches grow, so every playout is cut or scored before the end. */
export const WALK = 1000;
interface WalkState { rng: RngState; path: number | null; steps: number }

export function pathWalk(searchDefaults?: SearchDefaults) {
  const evaluated: Array<{ path: number | null; steps: number }> = [];
  let applied = 0;
  const game = defineGame<WalkState, { viewer: Viewer; path: number | null; steps: number }, Record<string, never>, Record<string, never>>({
    id: 'path-walk',
    title: 'Path walk (test fixture)',
    summary: 'Pick a path, then walk.',
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
      applied++;
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
    evaluate: (s) => {
      evaluated.push({ path: s.path, steps: s.steps });
      return 0.5 + 0.01 * (s.path ?? 0);
    },
    searchDefaults,
  });
  return { game: game as unknown as AnyGame, evaluated, applied: () => applied };
}
