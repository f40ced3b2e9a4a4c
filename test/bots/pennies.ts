/**
 * Matching pennies with hidden simultaneous choices (test-only): both seats secretly pick heads (0)
 * or tails (1); seat 1 wins on a match, seat 2 on a mismatch. Whoever chooses second must not be
 * credited with seeing the first choice: with blind choices each seat wins half the time.
 */
import { z } from 'zod';
import { defineGame, seedRng, type Outcome, type RngState, type Viewer } from '../../src/engine/index.ts';

interface PenniesState { rng: RngState; choices: Array<number | null> }
interface PenniesView { viewer: Viewer; mine: number | null; chosen: boolean[] }

export const pennies = defineGame<PenniesState, PenniesView, Record<string, never>, Record<string, never>>({
  id: 'pennies',
  title: 'Matching pennies (test fixture)',
  summary: 'Two hidden simultaneous choices.',
  minPlayers: 2,
  maxPlayers: 2,
  hiddenInformation: true,
  chance: false,
  maxActions: () => 2,
  optionsSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  defaultOptions: {},
  contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  defaultContent: {},
  setup: ({ seed }) => ({ rng: seedRng(seed), choices: [null, null] }),
  isOver: (s) => s.choices.every((c) => c !== null),
  activeSeats: (s) => s.choices.flatMap((c, i) => (c === null ? [i] : [])),
  legalActions: (s, seat) => (s.choices[seat] === null && s.choices.some((c) => c === null) ? [0, 1] : []),
  step(s, seat, action, events) {
    s.choices[seat] = action;
    events?.push({ kind: 'chose', text: `Player ${seat + 1} chose.` });
  },
  clone: (s) => ({ rng: [...s.rng] as RngState, choices: [...s.choices] }),
  view: (s, viewer) => ({
    viewer,
    mine: typeof viewer === 'number' ? s.choices[viewer] : null,
    chosen: s.choices.map((c) => c !== null),
  }),
  determinize: (v, seat, rng) => ({
    rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()] as RngState,
    choices: v.chosen.map((c, i) => (i === seat ? v.mine : c ? rng.int(2) : null)),
  }),
  outcome(s): Outcome | null {
    if (s.choices.some((c) => c === null)) return null;
    const winner = s.choices[0] === s.choices[1] ? 0 : 1;
    return { reason: winner === 0 ? 'The pennies match' : 'The pennies differ', scores: [1 - winner, winner], ranks: [winner + 1, 2 - winner], winners: [winner], tie: false, stats: [{}, {}] };
  },
  describeAction: (_v, _seat, a) => (a === 0 ? 'Heads' : 'Tails'),
});
