import type { BorderlinesState } from './types.ts';

/** A deep copy; the content (when custom) is shared, as no rule changes it. */
export function cloneState(s: BorderlinesState): BorderlinesState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    walker: s.walker ? { at: s.walker.at, left: s.walker.left, path: s.walker.path.slice() } : null,
    arriving: s.arriving ? { ...s.arriving } : null,
    movedAt: s.movedAt.slice(),
    money: s.money.slice(),
    houses: s.houses.slice(),
    city: s.city.map((r) => r.slice()),
    camp: s.camp.map((r) => r.slice()),
    deadWar: s.deadWar.slice(),
    deadSea: s.deadSea.slice(),
    deadTraffickers: s.deadTraffickers.slice(),
    stats: s.stats.map((x) => ({ ...x })),
    market: s.market.slice(),
    used: s.used.slice(),
    war: s.war.map((w) => ({ ...w })),
    borders: s.borders.map((b) => ({ ...b })),
    camps: s.camps.slice(),
    aidHeld: s.aidHeld.map((h) => h.slice()),
    aidOffer: s.aidOffer.map((o) => o.slice()),
    aidWaiting: s.aidWaiting.slice(),
    lastSpin: s.lastSpin ? { ...s.lastSpin } : null,
    lastWar: s.lastWar.map((w) => ({ ...w, rolls: w.rolls.slice() })),
  };
}
