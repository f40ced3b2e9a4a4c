import type { BorderlinesState, PublicField } from './types.ts';

type CopiedPart = 'walker' | 'arriving' | 'movedAt' | 'money' | 'houses' | 'city' | 'camp' | 'deadWar' | 'deadSea' |
  'deadTraffickers' | 'stats' | 'market' | 'used' | 'camps' | 'aidWaiting' | 'lastSpin' | 'lastWar';

/**
 * Copies of the public parts a rule may change, in the order of PUBLIC_FIELDS (a state's or a view's:
 * `determinizeView` builds its state from them, `cloneState` lays them over the state's own).
 */
export function copyParts(s: Pick<BorderlinesState, PublicField>): Pick<BorderlinesState, CopiedPart> {
  return {
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
    camps: s.camps.slice(),
    aidWaiting: s.aidWaiting.slice(),
    lastSpin: s.lastSpin ? { ...s.lastSpin } : null,
    lastWar: s.lastWar.map((w) => ({ ...w, rolls: w.rolls.slice() })),
  };
}

/** A deep copy; the content (when custom) is shared, as no rule changes it. Fields keep the state's order. */
export function cloneState(s: BorderlinesState): BorderlinesState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    ...copyParts(s),
    war: s.war.map((w) => ({ ...w })),
    borders: s.borders.map((b) => ({ ...b })),
    aidHeld: s.aidHeld.map((h) => h.slice()),
    aidOffer: s.aidOffer.map((o) => o.slice()),
  };
}
