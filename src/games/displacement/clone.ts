import type { DisplacementState } from './types.ts';

/** A deep copy; the content (when custom) is shared, as no rule changes it. */
export function cloneState(s: DisplacementState): DisplacementState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    region: s.region.slice(),
    goal: s.goal.slice(),
    revealed: s.revealed.slice(),
    tokens: s.tokens.slice(),
    grid: s.grid.map((g) => g.map((sq) => (sq === null ? null : sq.slice()))),
    displaced: s.displaced.map((d) => d.slice()),
    turnsTaken: s.turnsTaken.slice(),
    held: s.held.map((h) => h.map((x) => ({ ...x }))),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    stats: s.stats.map((x) => ({ ...x })),
    winners: s.winners.slice(),
    last: s.last ? { ...s.last, affected: s.last.affected.slice() } : null,
  };
}
