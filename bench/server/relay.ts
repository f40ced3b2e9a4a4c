/**
 * Relay: a benchmark-only game with almost no rules, so the server benchmark measures the server
 * (protocol, validation, durability, fan-out) rather than a game's own cost. Seats take turns; each
 * turn the active seat picks one of four numbers, which scores for it; 200 turns in all.
 *
 * `relay-90` is the same game in 90 turns, about as long as an Emigration or Displacement game in the
 * benchmark (86 and 94 moves): what a game costs the server once (its start, its players' sockets
 * closing at its end) weighs on each move in proportion to how few moves the game has, and the two
 * relays side by side show how much (docs/performance.md, "Per move, against relay").
 */
import { z } from 'zod';
import { defineGame, outcomeByScore } from '../../src/engine/index.ts';

interface RelayState { players: number; turn: number; scores: number[]; last: number | null }

function relayOf(id: string, title: string, turns: number) {
  return defineGame<RelayState, RelayState & { viewer: unknown }, Record<string, never>, Record<string, never>>({
    id,
    title,
    summary: 'Seats take turns picking a number; a server benchmark with negligible rules.',
    minPlayers: 2,
    maxPlayers: 6,
    hiddenInformation: false,
    chance: false,
    maxActions: () => turns,
    optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    defaultOptions: {},
    contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
    defaultContent: {},
    setup: ({ players }) => ({ players, turn: 0, scores: Array(players).fill(0), last: null }),
    isOver: (s) => s.turn >= turns,
    activeSeats: (s) => (s.turn >= turns ? [] : [s.turn % s.players]),
    legalActions: (s, seat) => (s.turn < turns && seat === s.turn % s.players ? [0, 1, 2, 3] : []),
    step(s, seat, action, events) {
      s.scores[seat] += action;
      s.last = action;
      s.turn++;
      events?.push({ kind: 'picked', text: `Seat ${seat + 1} picked ${action}.` });
    },
    clone: (s) => ({ ...s, scores: [...s.scores] }),
    view: (s, viewer) => ({ ...s, scores: [...s.scores], viewer }),
    determinize: ({ viewer: _viewer, ...s }) => ({ ...s, scores: [...s.scores] }),
    outcome: (s) => (s.turn < turns ? null : outcomeByScore(s.scores, `${turns} turns played`)),
    describeAction: (_v, _seat, action) => `Pick ${action}`,
  });
}

export const relay = relayOf('relay', 'Relay (benchmark fixture)', 200);
export const relay90 = relayOf('relay-90', 'Relay in 90 turns (benchmark fixture)', 90);
