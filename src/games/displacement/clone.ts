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

/**
 * `apply`'s copy (src/engine/define.ts; docs/architecture.md §2 `apply` and §10, docs/performance.md
 * "The rules' share of a room's move"): `cloneState`, but sharing what a move mostly leaves alone with
 * the state it copies. Each nation's parts are shared, in new outer lists: its row of the grid and the
 * communities in it, its displaced people, the crashes it holds and its figures; so are the deck, the
 * discard pile and the turns taken, which change only as a turn ends. A step with events (only `apply`
 * gives it a list) copies such a part before it changes it (board.ts `ownRow`, `ownSquare`,
 * `ownDisplaced`, `statsOf`; rules.ts `draw`, `endTurn` and the crash held), so a move copies only the
 * parts it changes, and the others stay the same objects from one state, and view (view.ts hands them
 * out as they are), to the next: the server's diff of consecutive views skips them without a look
 * inside (src/engine/json-patch.ts), and a move makes less garbage. `region` and `goal` never change,
 * and `revealed`, `winners` and `last` are only ever replaced whole, so they are shared too. A playout
 * (`applyInPlace`, no events) changes a state its caller owns whole, from `cloneState`, `setup` or
 * `determinize`, in place as before.
 */
export function cloneForApply(s: DisplacementState): DisplacementState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    tokens: s.tokens.slice(),
    grid: s.grid.slice(),
    displaced: s.displaced.slice(),
    held: s.held.slice(),
    stats: s.stats.slice(),
  };
}
