import type { EmigrationState } from './types.ts';

/**
 * A fast deep copy: mutable parts are copied, static parts (card table, seat cards, layout and lane
 * specs) are shared, since no rule ever changes them.
 *
 * The fields are spelled out, in the order setup creates them, rather than spread from `s`: copying a
 * 38-field object by spread was most of the copy's cost (and the copy was a third of the validated
 * `apply`), and every copy now has one shape whatever it was copied from (a determinized state's
 * fields come in another order), so the rules' property reads stay monomorphic. TypeScript insists on
 * every field of EmigrationState; a field the type does not name is not copied.
 */
export function cloneState(s: EmigrationState): EmigrationState {
  return copyState(s, false);
}

/**
 * `apply`'s copy (src/engine/define.ts `cloneForApply`): cloneState, but the per-seat rows (`layout`,
 * `faceUp`, `open`, `stash`), each seat's `stats`, the lanes' tokens, the crossings and the trade
 * counts are the state's own, in new outer lists, and the lists most moves leave alone (`skipCard`,
 * `supply`, `removed`, `discard`, `assurance`, `inCollege`, `raises`, `travelBonus`, `borderAdjust`;
 * not `money`, which nearly every move changes) are the state's own lists. A move changes one or two
 * seats' rows at most (a card taken from one layout into one stash), and a step with events (only
 * `apply` gives it a list) copies a row, record or list before changing it (step.ts `ownRow`,
 * `ownStats`, `unshare`; a crossing is only ever replaced), while a playout (`applyInPlace`, no events,
 * on a state its caller owns whole) changes them in place as before. So a move allocates only what it
 * changes, and the parts it left alone are the same objects in the next state and view (viewOf hands
 * them out as they are), which the server's view diff skips without a look inside (docs/architecture.md
 * §10; docs/performance.md, "The rules' share of a room's move" and "Per move, against relay").
 */
export function cloneForApply(s: EmigrationState): EmigrationState {
  return copyState(s, true);
}

function copyState(s: EmigrationState, shared: boolean): EmigrationState {
  return {
    game: s.game,
    players: s.players,
    mode: s.mode,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    cards: s.cards,
    seats: s.seats,
    layoutSpec: s.layoutSpec,
    laneSpec: s.laneSpec,
    payRaises: s.payRaises,
    graduationAssurance: s.graduationAssurance,
    firstRolls: s.firstRolls,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    turn: s.turn,
    prepTurns: s.prepTurns,
    usedGraduate: s.usedGraduate,
    usedSell: s.usedSell,
    pendingFog: s.pendingFog,
    fogTouched: s.fogTouched,
    layout: shared ? s.layout.slice() : s.layout.map((r) => r.slice()),
    faceUp: shared ? s.faceUp.slice() : s.faceUp.map((r) => r.slice()),
    open: shared ? s.open.slice() : s.open.map((r) => r.slice()),
    stash: shared ? s.stash.slice() : s.stash.map((r) => r.slice()),
    skipCard: shared ? s.skipCard : s.skipCard.slice(),
    supply: shared ? s.supply : s.supply.slice(),
    removed: shared ? s.removed : s.removed.slice(),
    discard: shared ? s.discard : s.discard.slice(),
    money: s.money.slice(),
    assurance: shared ? s.assurance : s.assurance.slice(),
    inCollege: shared ? s.inCollege : s.inCollege.slice(),
    raises: shared ? s.raises : s.raises.slice(),
    travelBonus: shared ? s.travelBonus : s.travelBonus.slice(),
    pandemicCount: s.pandemicCount,
    lanes: shared ? s.lanes.slice() : s.lanes.map((l) => l.slice()),
    borderAdjust: shared ? s.borderAdjust : s.borderAdjust.slice(),
    crossings: shared ? s.crossings.slice() : s.crossings.map((c) => (c ? { ...c } : null)),
    trades: shared ? s.trades : { ...s.trades },
    stats: shared ? s.stats.slice() : s.stats.map((x) => ({ ...x })),
  };
}
