/**
 * Relay: a benchmark-only game with almost no rules, so the server benchmark measures the server
 * (protocol, validation, durability, fan-out) rather than a game's own cost. Seats take turns; each
 * turn the active seat picks one of four numbers, which scores for it; 200 turns in all.
 */
import { z } from 'zod';
import { defineGame, outcomeByScore } from '../../src/engine/index.ts';

interface RelayState { players: number; turn: number; scores: number[]; last: number | null }
const TURNS = 200;

export const relay = defineGame<RelayState, RelayState & { viewer: unknown }, Record<string, never>, Record<string, never>>({
  id: 'relay',
  title: 'Relay (benchmark fixture)',
  summary: 'Seats take turns picking a number; a server benchmark with negligible rules.',
  minPlayers: 2,
  maxPlayers: 6,
  hiddenInformation: false,
  chance: false,
  maxActions: () => TURNS,
  optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  defaultOptions: {},
  contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  defaultContent: {},
  setup: ({ players }) => ({ players, turn: 0, scores: Array(players).fill(0), last: null }),
  isOver: (s) => s.turn >= TURNS,
  activeSeats: (s) => (s.turn >= TURNS ? [] : [s.turn % s.players]),
  legalActions: (s, seat) => (s.turn < TURNS && seat === s.turn % s.players ? [0, 1, 2, 3] : []),
  step(s, seat, action, events) {
    s.scores[seat] += action;
    s.last = action;
    s.turn++;
    events?.push({ kind: 'picked', text: `Seat ${seat + 1} picked ${action}.` });
  },
  clone: (s) => ({ ...s, scores: [...s.scores] }),
  view: (s, viewer) => ({ ...s, scores: [...s.scores], viewer }),
  determinize: ({ viewer: _viewer, ...s }) => ({ ...s, scores: [...s.scores] }),
  outcome: (s) => (s.turn < TURNS ? null : outcomeByScore(s.scores, `${TURNS} turns played`)),
  describeAction: (_v, _seat, action) => `Pick ${action}`,
});
