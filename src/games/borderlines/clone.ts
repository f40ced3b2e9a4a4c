import type { BorderlinesState, PublicField } from './types.ts';

type CopiedPart = 'walker' | 'arriving' | 'movedAt' | 'money' | 'houses' | 'city' | 'camp' | 'deadWar' | 'deadSea' |
  'deadTraffickers' | 'stats' | 'market' | 'used' | 'camps' | 'aidWaiting' | 'lastSpin' | 'lastWar';

/**
 * Copies of the public parts a rule may change, in the order of PUBLIC_FIELDS (a state's or a view's:
 * `determinizeView` builds its state from them, `cloneState` lays them over the state's own).
 *
 * Some parts are shared, not copied, because the rules never change them in place, only replace them:
 * `camps`, `lastSpin` and `lastWar` (replaced whole), and in the clones `war` and `borders` (copied by
 * the war phase and border control before they change them, rounds.ts). The rows of `city` and `camp`,
 * each family's `stats`, the lists of figures per family, the market, the used cards and the families
 * waiting for aid are shared when `shared` (apply's copy, `cloneForApply`): a step with events
 * changes them in copies (moves.ts `addAt`, `statsOf`, src/games/state-parts.ts), while a playout
 * changes its own in place.
 * A move then allocates only what it changes, and the parts it did not change are the same objects in
 * the next view, which the server's diff skips without a look inside (src/engine/json-patch.ts).
 */
export function copyParts(s: Pick<BorderlinesState, PublicField>, shared = false): Pick<BorderlinesState, CopiedPart> {
  return {
    walker: s.walker ? { at: s.walker.at, left: s.walker.left, path: s.walker.path.slice() } : null,
    arriving: s.arriving ? { ...s.arriving } : null,
    movedAt: shared ? s.movedAt : s.movedAt.slice(),
    money: shared ? s.money : s.money.slice(),
    houses: shared ? s.houses : s.houses.slice(),
    city: shared ? s.city.slice() : s.city.map((r) => r.slice()),
    camp: shared ? s.camp.slice() : s.camp.map((r) => r.slice()),
    deadWar: shared ? s.deadWar : s.deadWar.slice(),
    deadSea: shared ? s.deadSea : s.deadSea.slice(),
    deadTraffickers: shared ? s.deadTraffickers : s.deadTraffickers.slice(),
    stats: shared ? s.stats.slice() : s.stats.map((x) => ({ ...x })),
    market: shared ? s.market : s.market.slice(),
    used: shared ? s.used : s.used.slice(),
    camps: s.camps,
    aidWaiting: shared ? s.aidWaiting : s.aidWaiting.slice(),
    lastSpin: s.lastSpin,
    lastWar: s.lastWar,
  };
}

/** A deep copy, but for the parts no rule changes in place (see copyParts); custom content is shared. Fields keep the state's order. */
export function cloneState(s: BorderlinesState): BorderlinesState {
  return copyState(s, false);
}

/** `apply`'s copy (src/engine/define.ts): cloneState, but sharing what copyParts says and each family's aid cards (src/games/state-parts.ts `ownRow`). */
export function cloneForApply(s: BorderlinesState): BorderlinesState {
  return copyState(s, true);
}

function copyState(s: BorderlinesState, shared: boolean): BorderlinesState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    ...copyParts(s, shared),
    war: s.war,
    borders: s.borders,
    aidHeld: shared ? s.aidHeld.slice() : s.aidHeld.map((h) => h.slice()),
    aidOffer: shared ? s.aidOffer.slice() : s.aidOffer.map((o) => o.slice()),
  };
}
