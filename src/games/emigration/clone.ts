import type { EmigrationState } from './types.ts';

/**
 * A fast deep copy: mutable parts are copied, static parts (card table, seat cards, layout and lane
 * specs) are shared, since no rule ever changes them.
 */
export function cloneState(s: EmigrationState): EmigrationState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
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
    lanes: s.lanes.map((l) => l.slice()),
    borderAdjust: s.borderAdjust.slice(),
    crossings: s.crossings.map((c) => (c ? { ...c } : null)),
    trades: { ...s.trades },
    stats: s.stats.map((x) => ({ ...x })),
    firstRolls: s.firstRolls,
  };
}
