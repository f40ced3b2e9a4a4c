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
    layout: s.layout.map((r) => r.slice()),
    faceUp: s.faceUp.map((r) => r.slice()),
    open: s.open.map((r) => r.slice()),
    stash: s.stash.map((r) => r.slice()),
    skipCard: s.skipCard.slice(),
    supply: s.supply.slice(),
    removed: s.removed.slice(),
    discard: s.discard.slice(),
    money: s.money.slice(),
    assurance: s.assurance.slice(),
    inCollege: s.inCollege.slice(),
    raises: s.raises.slice(),
    travelBonus: s.travelBonus.slice(),
    pandemicCount: s.pandemicCount,
    lanes: s.lanes.map((l) => l.slice()),
    borderAdjust: s.borderAdjust.slice(),
    crossings: s.crossings.map((c) => (c ? { ...c } : null)),
    trades: { ...s.trades },
    stats: s.stats.map((x) => ({ ...x })),
  };
}
