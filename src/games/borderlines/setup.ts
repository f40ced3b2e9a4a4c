/**
 * Setting up (BL-R3..BL-R7): 3 people of each family on each Syrian zone, the START cards at random
 * on the market, 5 houses and $40 each, the starter card to a random player (BL-D5), the border tokens
 * face down at random on the crossings (BL-D27). Round 1's events follow at once.
 */
import { randInt, seedRng, shuffleInPlace, type Seed } from '../../engine/index.ts';
import { contentFields, networkOf } from './content.ts';
import type { BorderlinesContent } from './data/index.ts';
import { startRound } from './rounds.ts';
import type { BorderlinesOptions, BorderlinesState } from './types.ts';
import { borderlinesVariantsOn } from './variants.ts';

/**
 * `n` copies of `v` as a packed array: `Array(n).fill(v)` leaves a holey one, whose every read the
 * rules' hot loops (walks.ts scans every place's counts at each walk list) pay a hole check for
 * (docs/performance.md, "Borderlines rules"). Same JSON.
 */
function filled(n: number, v: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}

export function setupBorderlines(players: number, seed: Seed, content: BorderlinesContent, options: BorderlinesOptions = {}): BorderlinesState {
  const net = networkOf(content);
  const rng = seedRng(seed);
  const rules = content.rules;
  const city = Array.from({ length: net.n }, (_, p) => filled(players, net.isZone[p] ? rules.peoplePerZone : 0));
  const market = shuffleInPlace(rng, content.blackMarket.flatMap((c, id) => (c.start ? [id] : [])));
  const starter = randInt(rng, players);
  const borders = shuffleInPlace(rng, content.borderTokens.map((t) => ({ group: t.group, closed: t.closed, shown: false })));
  const state: BorderlinesState = {
    game: 'borderlines',
    ...contentFields(content),
    players,
    variants: borderlinesVariantsOn(options),
    rng,
    round: 0,
    phase: 'action',
    starter,
    turn: -1,
    turnsTaken: 0,
    eventCursor: 0,
    stage: 'market',
    chosen: -1,
    card: -1,
    bonusPeople: 0,
    bonusSteps: 0,
    peopleLeft: 0,
    boatsLeft: 0,
    boating: false,
    walker: null,
    arriving: null,
    movedAt: filled(net.n, 0),
    money: filled(players, rules.startMoney),
    houses: filled(players, rules.houses),
    city,
    camp: Array.from({ length: net.n }, () => filled(players, 0)),
    deadWar: filled(players, 0),
    deadSea: filled(players, 0),
    deadTraffickers: filled(players, 0),
    stats: Array.from({ length: players }, () => ({ housesSold: 0, paidSmugglers: 0, paidTraffickers: 0, reachedEurope: 0, resettled: 0, boatTrips: 0, turnedBack: 0 })),
    market,
    used: [],
    war: [],
    borders,
    camps: [],
    aidHeld: Array.from({ length: players }, () => []),
    aidOffer: Array.from({ length: players }, () => []),
    aidWaiting: [],
    lastSpin: null,
    lastWar: [],
  };
  startRound(state, null);
  return state;
}
