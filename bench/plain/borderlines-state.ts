/**
 * The plain Borderlines engine's state (bench/plain/borderlines.ts): made from a state our setup made, and
 * compared with ours while both play. The map's roads and sea lanes are flat tables in the order ours
 * walks them (by destination), so both list the same moves in the same order.
 */
import type { RngState } from '../../src/engine/index.ts';
import { AID_NAMES, borderlinesActions } from '../../src/games/borderlines/actions.ts';
import { networkOf } from '../../src/games/borderlines/content.ts';
import type { BorderlinesState } from '../../src/games/borderlines/types.ts';
import { listDiffers, valueDiffers } from './engine.ts';
import { listOf } from './pile.ts';

export const [AID, ACTION, OVER] = [0, 1, 2];
export const [MARKET, PAY, MOVE] = [0, 1, 2];
export const [EV_WAR, EV_CAMP, EV_AID, EV_BORDER_A, EV_BORDER_B] = [0, 1, 2, 3, 4];
export const [SAFE, RETURN, DEATH] = [0, 1, 2];

/** The action blocks in code order (actions.ts), with where each starts and its first part's stride. */
export const BLOCKS = borderlinesActions.kinds.map((k) => k.kind);
export const BLOCK_AT = Int32Array.from(borderlinesActions.kinds, (k) => k.at);
export const BLOCK_STRIDE = Int32Array.from(borderlinesActions.kinds, (k) => k.parts[0]?.stride ?? 1);
export const code = (kind: (typeof BLOCKS)[number]) => BLOCK_AT[BLOCKS.indexOf(kind)];

export interface PlainBorderlines {
  players: number;
  n: number;
  isZone: Uint8Array;
  isStar: Uint8Array;
  /** Land roads of place p: `roadTo[roadBase[p] .. roadBase[p + 1]]`, by destination; `roadBit` its crossing's bit (0: none). */
  roadBase: Int32Array;
  roadTo: Int16Array;
  roadBit: Int32Array;
  seaBase: Int32Array;
  seaTo: Int16Array;
  coasts: Int16Array;
  zonePlaces: Int16Array;
  campPlace: Int16Array;
  /** Aid card id → its kind's index in AID_NAMES; each kind's amount. */
  aidKind: Int8Array;
  aidAmount: Int16Array;
  cityPlaces: number;
  campPlaces: number;
  houseValue: number;
  europeBonus: number;
  finalEuropeBonus: number;
  aidOffered: number;
  priceSlots: Int16Array;
  cardPeople: Int8Array;
  cardSteps: Int8Array;
  cardBoat: Uint8Array;
  /** Roulette: the fee (-1: the person is lost) and the boat's fate, by segment. */
  spinFee: Int16Array;
  spinBoat: Int8Array;
  warFaceDown: Uint8Array;
  /** War card i's table rows at `tableAt[i] .. tableAt[i + 1]`. */
  tableAt: Int32Array;
  tableSum: Int16Array;
  tableDeaths: Int16Array;
  /** Round r's events at `eventAt[r] .. eventAt[r + 1]`; whether a war phase follows it. */
  eventAt: Int32Array;
  events: Int8Array;
  warPhase: Uint8Array;
  campCards: number;
  borderGroup: Int8Array;
  borderClosed: Uint8Array;
  rng: RngState;
  round: number;
  phase: number;
  starter: number;
  turn: number;
  turnsTaken: number;
  eventCursor: number;
  stage: number;
  chosen: number;
  card: number;
  bonusPeople: number;
  bonusSteps: number;
  peopleLeft: number;
  boatsLeft: number;
  boating: boolean;
  /** The person on the way: where, steps left, the places of the move (`walking` false: none). */
  walking: boolean;
  walkerAt: number;
  walkerLeft: number;
  path: Int16Array;
  pathLength: number;
  /** A person arrived and waiting for a spot (BL-D14). */
  arriving: boolean;
  arrivingFamily: number;
  arrivingFrom: number;
  arrivingTo: number;
  arrivingWalk: boolean;
  movedAt: Int16Array;
  money: Int32Array;
  houses: Int16Array;
  /** `city[place * players + family]`, `camp` likewise; the totals of a place, and its camps' places. */
  city: Int16Array;
  camp: Int16Array;
  cityTotal: Int16Array;
  campTotal: Int16Array;
  campRoom: Int16Array;
  deadWar: Int16Array;
  deadSea: Int16Array;
  deadTraffickers: Int16Array;
  market: Int16Array;
  used: Int16Array;
  usedCount: number;
  warZone: Int8Array;
  warShown: Uint8Array;
  warCount: number;
  borderShown: Uint8Array;
  /** Bit c: crossing c's token lies face up showing "closed" (BL-R14). */
  closedBits: number;
  camps: Int16Array;
  campsCount: number;
  /** `aidHeld[seat * aidCards + i]`, in the order kept; `aidOffer` likewise. */
  aidCards: number;
  aidHeld: Int16Array;
  aidHeldCount: Int8Array;
  aidOffer: Int16Array;
  aidOfferCount: Int8Array;
  aidWaiting: Int16Array;
  aidWaitingCount: number;
  /** Scratch: places visited by the move searched, marks for draws, the aid deck. */
  visited: Uint8Array;
  marks: Uint8Array;
  deck: Int16Array;
}

export function loadBorderlines(s: BorderlinesState): PlainBorderlines {
  if (s.variants.length > 0) throw new Error('The plain Borderlines engine plays the rulebook: no variants');
  const net = networkOf(s);
  const c = net.content;
  const P = s.players;
  const n = net.n;
  const roadBase = new Int32Array(n + 1);
  const seaBase = new Int32Array(n + 1);
  for (let p = 0; p < n; p++) { roadBase[p + 1] = roadBase[p] + net.land[p].length; seaBase[p + 1] = seaBase[p] + net.seaByDest[p].length; }
  const roadTo = new Int16Array(roadBase[n]);
  const roadBit = new Int32Array(roadBase[n]);
  const seaTo = new Int16Array(seaBase[n]);
  for (let p = 0; p < n; p++) {
    net.landByDest[p].forEach((i, k) => {
      const crossing = net.roadCrossing[net.landRoad[p][i]];
      roadTo[roadBase[p] + k] = net.land[p][i];
      roadBit[roadBase[p] + k] = crossing < 0 ? 0 : 1 << crossing;
    });
    net.seaByDest[p].forEach((to, k) => { seaTo[seaBase[p] + k] = to; });
  }
  const tableAt = new Int32Array(c.warCards.length + 1);
  c.warCards.forEach((w, i) => { tableAt[i + 1] = tableAt[i] + w.table.length; });
  const eventAt = new Int32Array(c.schedule.length + 1);
  c.schedule.forEach((r, i) => { eventAt[i + 1] = eventAt[i] + r.events.length; });
  const eventCode = { war: EV_WAR, camp: EV_CAMP, aid: EV_AID } as const;
  const aidAmount = new Int16Array(AID_NAMES.length);
  AID_NAMES.forEach((kind, k) => { aidAmount[k] = net.aidInfo[kind]?.amount ?? 0; });
  const grid = (rows: number[][]) => Int16Array.from(rows.flat());
  const campRoom = new Int16Array(n);
  for (const card of s.camps) campRoom[net.campPlace[card]] += c.rules.campPlaces;
  const hands = (lists: number[][]) => {
    const out = new Int16Array(P * net.aidCards.length);
    lists.forEach((h, seat) => out.set(h, seat * net.aidCards.length));
    return out;
  };
  const path = new Int16Array(n + 1);
  if (s.walker) path.set(s.walker.path);
  let closedBits = 0;
  s.borders.forEach((t, i) => { if (t.shown && t.closed) closedBits |= 1 << i; });
  return {
    players: P, n, isZone: Uint8Array.from(net.isZone, Number), isStar: Uint8Array.from(net.isStar, Number),
    roadBase, roadTo, roadBit, seaBase, seaTo, coasts: Int16Array.from(net.coasts), zonePlaces: Int16Array.from(net.zonePlaces),
    campPlace: Int16Array.from(net.campPlace), aidKind: Int8Array.from(net.aidCards, (k) => AID_NAMES.indexOf(k)), aidAmount,
    cityPlaces: c.rules.cityPlaces, campPlaces: c.rules.campPlaces, houseValue: c.rules.houseValue, europeBonus: c.rules.europeBonus,
    finalEuropeBonus: c.rules.finalEuropeBonus, aidOffered: c.rules.aidOffered, priceSlots: Int16Array.from(c.priceSlots),
    cardPeople: Int8Array.from(c.blackMarket, (b) => b.people), cardSteps: Int8Array.from(c.blackMarket, (b) => b.steps),
    cardBoat: Uint8Array.from(c.blackMarket, (b) => (b.boat ? 1 : 0)),
    spinFee: Int16Array.from(c.roulette, (x) => x.fee ?? -1), spinBoat: Int8Array.from(c.roulette, (x) => ['safe', 'return', 'death'].indexOf(x.boat)),
    warFaceDown: Uint8Array.from(c.warCards, (w) => (w.faceDown ? 1 : 0)), tableAt,
    tableSum: Int16Array.from(c.warCards.flatMap((w) => w.table.map((r) => r.sum))), tableDeaths: Int16Array.from(c.warCards.flatMap((w) => w.table.map((r) => r.deaths))),
    eventAt, events: Int8Array.from(c.schedule.flatMap((r) => r.events.map((e) => (e.kind === 'border' ? (e.group === 'A' ? EV_BORDER_A : EV_BORDER_B) : eventCode[e.kind])))),
    warPhase: Uint8Array.from(c.schedule, (r) => (r.warPhase ? 1 : 0)), campCards: c.campCards.length,
    borderGroup: Int8Array.from(s.borders, (t) => (t.group === 'A' ? 0 : 1)), borderClosed: Uint8Array.from(s.borders, (t) => (t.closed ? 1 : 0)),
    rng: [...s.rng], round: s.round, phase: ['aid', 'action', 'over'].indexOf(s.phase), starter: s.starter, turn: s.turn, turnsTaken: s.turnsTaken,
    eventCursor: s.eventCursor, stage: ['market', 'pay', 'move'].indexOf(s.stage), chosen: s.chosen, card: s.card,
    bonusPeople: s.bonusPeople, bonusSteps: s.bonusSteps, peopleLeft: s.peopleLeft, boatsLeft: s.boatsLeft, boating: s.boating,
    walking: s.walker !== null, walkerAt: s.walker?.at ?? -1, walkerLeft: s.walker?.left ?? 0, path, pathLength: s.walker?.path.length ?? 0,
    arriving: s.arriving !== null, arrivingFamily: s.arriving?.family ?? -1, arrivingFrom: s.arriving?.from ?? -1, arrivingTo: s.arriving?.to ?? -1,
    arrivingWalk: s.arriving?.walk ?? false,
    movedAt: Int16Array.from(s.movedAt), money: Int32Array.from(s.money), houses: Int16Array.from(s.houses),
    city: grid(s.city), camp: grid(s.camp), cityTotal: Int16Array.from(s.city, (r) => r.reduce((a, b) => a + b, 0)),
    campTotal: Int16Array.from(s.camp, (r) => r.reduce((a, b) => a + b, 0)), campRoom,
    deadWar: Int16Array.from(s.deadWar), deadSea: Int16Array.from(s.deadSea), deadTraffickers: Int16Array.from(s.deadTraffickers),
    market: Int16Array.from(s.market), used: listOf(s.used, c.blackMarket.length), usedCount: s.used.length,
    warZone: Int8Array.from({ length: c.warCards.length }, (_, i) => s.war[i]?.zone ?? -1),
    warShown: Uint8Array.from({ length: c.warCards.length }, (_, i) => (s.war[i]?.shown ? 1 : 0)), warCount: s.war.length,
    borderShown: Uint8Array.from(s.borders, (t) => (t.shown ? 1 : 0)), closedBits,
    camps: listOf(s.camps, c.campCards.length), campsCount: s.camps.length,
    aidCards: net.aidCards.length, aidHeld: hands(s.aidHeld), aidHeldCount: Int8Array.from(s.aidHeld, (h) => h.length),
    aidOffer: hands(s.aidOffer), aidOfferCount: Int8Array.from(s.aidOffer, (h) => h.length),
    aidWaiting: listOf(s.aidWaiting, P), aidWaitingCount: s.aidWaiting.length,
    visited: new Uint8Array(n), marks: new Uint8Array(Math.max(c.blackMarket.length, c.campCards.length, net.zonePlaces.length, net.aidCards.length)),
    deck: new Int16Array(Math.max(net.aidCards.length, net.zonePlaces.length)),
  };
}

export function differs(p: PlainBorderlines, raw: unknown): string | null {
  const s = raw as BorderlinesState;
  const d = valueDiffers('phase', ['aid', 'action', 'over'].indexOf(s.phase), p.phase) ?? valueDiffers('round', s.round, p.round)
    ?? valueDiffers('turn', s.turn, p.turn) ?? valueDiffers('stage', ['market', 'pay', 'move'].indexOf(s.stage), p.stage)
    ?? valueDiffers('people left', s.peopleLeft, p.peopleLeft) ?? valueDiffers('boats left', s.boatsLeft, p.boatsLeft)
    ?? valueDiffers('walker', s.walker?.at ?? -1, p.walking ? p.walkerAt : -1) ?? valueDiffers('arriving', s.arriving?.to ?? -1, p.arriving ? p.arrivingTo : -1)
    ?? listDiffers('money', s.money, p.money) ?? listDiffers('houses', s.houses, p.houses)
    ?? listDiffers('city', s.city.flat(), p.city) ?? listDiffers('camp', s.camp.flat(), p.camp) ?? listDiffers('moved', s.movedAt, p.movedAt)
    ?? listDiffers('market', s.market, p.market) ?? listDiffers('used', s.used, p.used.subarray(0, p.usedCount))
    ?? listDiffers('camps', s.camps, p.camps.subarray(0, p.campsCount)) ?? listDiffers('war zones', s.war.map((w) => w.zone), p.warZone.subarray(0, p.warCount))
    ?? listDiffers('borders shown', s.borders.map((t) => (t.shown ? 1 : 0)), p.borderShown)
    ?? listDiffers('dead at sea', s.deadSea, p.deadSea) ?? listDiffers('dead in war', s.deadWar, p.deadWar) ?? listDiffers('lost to traffickers', s.deadTraffickers, p.deadTraffickers);
  if (d) return d;
  for (let seat = 0; seat < s.players; seat++) {
    const e = listDiffers(`seat ${seat} aid kept`, s.aidHeld[seat], p.aidHeld.subarray(seat * p.aidCards, seat * p.aidCards + p.aidHeldCount[seat]))
      ?? listDiffers(`seat ${seat} aid offered`, s.aidOffer[seat], p.aidOffer.subarray(seat * p.aidCards, seat * p.aidCards + p.aidOfferCount[seat]));
    if (e) return e;
  }
  return null;
}
