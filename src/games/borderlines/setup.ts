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

export function setupBorderlines(players: number, seed: Seed, content: BorderlinesContent, options: BorderlinesOptions = {}): BorderlinesState {
  const net = networkOf(content);
  const rng = seedRng(seed);
  const rules = content.rules;
  const city = Array.from({ length: net.n }, (_, p) => Array<number>(players).fill(net.isZone[p] ? rules.peoplePerZone : 0));
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
    movedAt: Array<number>(net.n).fill(0),
    money: Array<number>(players).fill(rules.startMoney),
    houses: Array<number>(players).fill(rules.houses),
    city,
    camp: Array.from({ length: net.n }, () => Array<number>(players).fill(0)),
    deadWar: Array<number>(players).fill(0),
    deadSea: Array<number>(players).fill(0),
    deadTraffickers: Array<number>(players).fill(0),
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
