import type { BorderlinesState, PublicField } from './types.ts';

type CopiedPart = 'walker' | 'arriving' | 'movedAt' | 'money' | 'houses' | 'city' | 'camp' | 'deadWar' | 'deadSea' |
  'deadTraffickers' | 'stats' | 'market' | 'used' | 'camps' | 'aidWaiting' | 'lastSpin' | 'lastWar';

/**
 * Copies of the public parts a rule may change, in the order of PUBLIC_FIELDS (a state's or a view's:
 * `determinizeView` builds its state from them, `cloneState` lays them over the state's own).
 *
 * Some parts are shared, not copied, because the rules never change them in place, only replace them:
 * the rows of `city` and `camp` (moves.ts `addAt`, a new row per change; the outer lists are copied),
 * `camps`, `lastSpin` and `lastWar` (replaced whole), and in cloneState `war` and `borders` (copied by
 * the war phase and border control before they change them, rounds.ts). A move then allocates only
 * what it changes, and the parts it did not change are the same objects in the next view, which the
 * server's diff skips without a look inside (src/engine/json-patch.ts).
 */
export function copyParts(s: Pick<BorderlinesState, PublicField>): Pick<BorderlinesState, CopiedPart> {
  return {
    walker: s.walker ? { at: s.walker.at, left: s.walker.left, path: s.walker.path.slice() } : null,
    arriving: s.arriving ? { ...s.arriving } : null,
    movedAt: s.movedAt.slice(),
    money: s.money.slice(),
    houses: s.houses.slice(),
    city: s.city.slice(),
    camp: s.camp.slice(),
    deadWar: s.deadWar.slice(),
    deadSea: s.deadSea.slice(),
    deadTraffickers: s.deadTraffickers.slice(),
    stats: s.stats.map((x) => ({ ...x })),
    market: s.market.slice(),
    used: s.used.slice(),
    camps: s.camps,
    aidWaiting: s.aidWaiting.slice(),
    lastSpin: s.lastSpin,
    lastWar: s.lastWar,
  };
}

/** A deep copy; the content (when custom) is shared, as no rule changes it. Fields keep the state's order. */
export function cloneState(s: BorderlinesState): BorderlinesState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    ...copyParts(s),
    war: s.war,
    borders: s.borders,
    aidHeld: s.aidHeld.map((h) => h.slice()),
    aidOffer: s.aidOffer.map((o) => o.slice()),
  };
}
