/**
 * Borderlines as a plain mutable engine (bench/plain/engine.ts): the rules of docs/rules/borderlines.md with
 * the variants off. People are counts by place and family with each place's totals kept beside them; a
 * land move is found by a depth-first search over the road table each time it is asked (ours remembers a
 * witness move per start, walks.ts). The rule IDs say which rule each part plays; the order of every step
 * is ours, so both engines spin and roll the same.
 */
import { randInt } from '../../src/engine/index.ts';
import { AID_NAMES, PLAYABLE_AID } from '../../src/games/borderlines/actions.ts';
import type { BorderlinesState } from '../../src/games/borderlines/types.ts';
import {
  ACTION, AID, BLOCK_AT, BLOCK_STRIDE, code, DEATH, differs, EV_AID, EV_BORDER_A, EV_CAMP, EV_WAR, loadBorderlines, MARKET, MOVE, OVER, PAY,
  SAFE, type PlainBorderlines,
} from './borderlines-state.ts';
import type { PlainEngine } from './engine.ts';

export type { PlainBorderlines };

const PASS = code('pass');
const CHOOSE = code('choose');
const SELL = code('sell');
const PAY_CODE = code('pay');
const PLAY_AID = code('playAid');
const RESETTLE = code('resettle');
const KEEP_AID = code('keepAid');
const WALK = code('walk');
const STEP = code('step');
const BOAT = code('boat');
const FINISH = code('finish');
const PLACE = code('place');
const PLACES = BLOCK_STRIDE[BLOCK_AT.indexOf(WALK)];
const RESETTLE_AID = AID_NAMES.indexOf('resettle');
const CAMP_AID = AID_NAMES.indexOf('camp');
const PLAYABLE = Int8Array.from(PLAYABLE_AID, (k) => AID_NAMES.indexOf(k));
const [SPOT_CITY, SPOT_CAMP, SPOT_RED] = [1, 2, 4];

/** BL-R32: a Syrian zone holds anyone; a city has room while its own places or its camps' are not all taken. */
function hasRoom(p: PlainBorderlines, place: number): boolean {
  return p.isZone[place] === 1 || p.cityTotal[place] < p.cityPlaces || p.campTotal[place] < p.campRoom[place];
}

/** BL-D14: the spots a person arriving to stay may take, bits (city, camp, red area). */
function arrivalSpots(p: PlainBorderlines, place: number): number {
  if (p.isZone[place] === 1) return SPOT_CITY;
  const inCity = p.cityTotal[place];
  let spots = 0;
  if (inCity < p.cityPlaces - 1) spots |= SPOT_CITY;
  if (p.campTotal[place] < p.campRoom[place]) spots |= SPOT_CAMP;
  if (inCity === p.cityPlaces - 1) spots |= SPOT_RED;
  return spots;
}

function addCity(p: PlainBorderlines, place: number, family: number, by: number): void {
  p.city[place * p.players + family] += by;
  p.cityTotal[place] += by;
}

function addCamp(p: PlainBorderlines, place: number, family: number, by: number): void {
  p.camp[place * p.players + family] += by;
  p.campTotal[place] += by;
}

/** BL-D14: a person leaving leaves the city's own places first, then a camp. */
function leave(p: PlainBorderlines, place: number, family: number): void {
  if (p.city[place * p.players + family] > 0) addCity(p, place, family, -1); else addCamp(p, place, family, -1);
}

/** BL-D12, BL-D18, BL-R14: the road in slot k may be taken from a place (`star`: in Western Europe). */
function roadOpen(p: PlainBorderlines, star: boolean, k: number): boolean {
  const to = p.roadTo[k];
  return p.visited[to] === 0 && !(star && p.isStar[to] === 0) && (p.roadBit[k] & p.closedBits) === 0;
}

/** BL-R33, BL-D13: exactly `left` more roads from `at`, ending in a place with room. */
function canFinish(p: PlainBorderlines, at: number, left: number): boolean {
  if (left === 0) return hasRoom(p, at);
  const star = p.isStar[at] === 1;
  for (let r = p.roadBase[at]; r < p.roadBase[at + 1]; r++) if (leadsOn(p, star, r, left - 1)) return true;
  return false;
}

/** May the road in slot r be taken, and after it exactly `left` more roads (BL-D12, BL-D13)? */
function leadsOn(p: PlainBorderlines, star: boolean, r: number, left: number): boolean {
  if (!roadOpen(p, star, r)) return false;
  const to = p.roadTo[r];
  p.visited[to] = 1;
  const ok = canFinish(p, to, left);
  p.visited[to] = 0;
  return ok;
}

/** Each road from `at` after which `left - 1` more roads can be taken: `base + to`. */
function firstRoads(p: PlainBorderlines, at: number, left: number, out: Int32Array, k: number, base: number): number {
  const star = p.isStar[at] === 1;
  for (let r = p.roadBase[at]; r < p.roadBase[at + 1]; r++) if (leadsOn(p, star, r, left - 1)) out[k++] = base + p.roadTo[r];
  return k;
}

function hasAid(p: PlainBorderlines, seat: number, kind: number): boolean {
  for (let i = 0; i < p.aidHeldCount[seat]; i++) if (p.aidKind[p.aidHeld[seat * p.aidCards + i]] === kind) return true;
  return false;
}

function marketMoves(p: PlainBorderlines, seat: number, out: Int32Array): number {
  let k = 0;
  const purse = p.money[seat] + p.houses[seat] * p.houseValue; // BL-D9
  out[k++] = PASS; // dropped below when some card can be chosen (BL-R24, BL-D10)
  for (let slot = 0; slot < p.market.length; slot++) if (p.market[slot] >= 0 && p.priceSlots[slot] <= purse) out[k++] = CHOOSE + slot;
  if (k > 1) { out.copyWithin(0, 1, k); k--; }
  for (let i = 0; i < PLAYABLE.length; i++) { // BL-D22, BL-D24
    if (!hasAid(p, seat, PLAYABLE[i])) continue;
    if (PLAYABLE[i] === CAMP_AID && p.campsCount >= p.campCards) continue;
    out[k++] = PLAY_AID + i;
  }
  if (hasAid(p, seat, RESETTLE_AID)) { // BL-R20, BL-D23
    for (let from = 0; from < p.n; from++) {
      if (p.camp[from * p.players + seat] === 0) continue;
      for (let to = 0; to < p.n; to++) if (p.isStar[to] === 1 && to !== from && hasRoom(p, to)) out[k++] = RESETTLE + from * PLACES + to;
    }
  }
  return k;
}

function moveMoves(p: PlainBorderlines, seat: number, out: Int32Array): number {
  let k = 0;
  if (p.arriving) {
    const spots = arrivalSpots(p, p.arrivingTo);
    for (let i = 0; i < 3; i++) if ((spots & (1 << i)) !== 0) out[k++] = PLACE + i;
    return k;
  }
  if (p.walking) {
    for (let i = 0; i < p.pathLength; i++) p.visited[p.path[i]] = 1;
    k = firstRoads(p, p.walkerAt, p.walkerLeft, out, k, STEP);
    for (let i = 0; i < p.pathLength; i++) p.visited[p.path[i]] = 0;
    return k;
  }
  if (!p.boating && p.peopleLeft > 0) { // BL-R27..BL-R31
    const steps = p.cardSteps[p.card] + p.bonusSteps;
    for (let from = 0; from < p.n; from++) {
      const here = p.city[from * p.players + seat] + p.camp[from * p.players + seat];
      if (here === 0 || here - p.movedAt[from] <= 0) continue;
      p.visited[from] = 1;
      k = firstRoads(p, from, steps, out, k, WALK + from * PLACES);
      p.visited[from] = 0;
    }
  }
  if (p.boatsLeft > 0) { // BL-R37..BL-R41
    for (let i = 0; i < p.coasts.length; i++) {
      const from = p.coasts[i];
      if (p.city[from * p.players + seat] + p.camp[from * p.players + seat] === 0) continue;
      for (let j = p.seaBase[from]; j < p.seaBase[from + 1]; j++) {
        const to = p.seaTo[j];
        if (hasRoom(p, to) && !(p.isStar[from] === 1 && p.isStar[to] === 0)) out[k++] = BOAT + from * PLACES + to;
      }
    }
  }
  out[k++] = FINISH;
  return k;
}

function toMove(p: PlainBorderlines): number {
  if (p.phase === AID) {
    for (let seat = 0; seat < p.players; seat++) if (p.aidOfferCount[seat] > 0) return seat;
    return -1;
  }
  return p.phase === ACTION ? p.turn : -1;
}

function legal(p: PlainBorderlines, seat: number, out: Int32Array): number {
  if (p.phase === AID) { // BL-R17: one choice per kind offered
    let k = 0;
    for (let kind = 0; kind < AID_NAMES.length; kind++) {
      for (let i = 0; i < p.aidOfferCount[seat]; i++) if (p.aidKind[p.aidOffer[seat * p.aidCards + i]] === kind) { out[k++] = KEEP_AID + kind; break; }
    }
    return k;
  }
  if (p.phase !== ACTION || seat !== p.turn) return 0;
  if (p.stage === MARKET) return marketMoves(p, seat, out);
  if (p.stage === PAY) {
    let k = 0;
    if (p.houses[seat] > 0) out[k++] = SELL;
    if (p.money[seat] >= p.priceSlots[p.chosen]) out[k++] = PAY_CODE;
    return k;
  }
  return moveMoves(p, seat, out);
}

/** A random id of 0..count-1 not marked in `p.marks` (BL-D8); -1 when all are. */
function drawUnmarked(p: PlainBorderlines, count: number): number {
  let free = 0;
  for (let id = 0; id < count; id++) free += 1 - p.marks[id];
  if (free === 0) return -1;
  let left = randInt(p.rng, free);
  for (let id = 0; id < count; id++) if (p.marks[id] === 0 && left-- === 0) return id;
  return -1;
}

/** BL-R15, BL-R16, BL-D24. */
function openCamp(p: PlainBorderlines): void {
  p.marks.fill(0, 0, p.campCards);
  for (let i = 0; i < p.campsCount; i++) p.marks[p.camps[i]] = 1;
  const card = drawUnmarked(p, p.campCards);
  if (card < 0) return;
  p.camps[p.campsCount++] = card;
  p.campRoom[p.campPlace[card]] += p.campPlaces;
}

/** BL-R10..BL-R12. */
function playWarCard(p: PlainBorderlines): void {
  const i = p.warCount;
  if (i >= p.warFaceDown.length) return;
  p.marks.fill(0, 0, p.zonePlaces.length);
  for (let w = 0; w < p.warCount; w++) p.marks[p.warZone[w]] = 1;
  const zone = drawUnmarked(p, p.zonePlaces.length);
  if (zone < 0) return;
  p.warZone[i] = zone;
  p.warShown[i] = p.warFaceDown[i] === 1 ? 0 : 1;
  p.warCount++;
}

/** BL-R13, BL-R14: a group's tokens are turned over. */
function borderControl(p: PlainBorderlines, group: number): void {
  for (let c = 0; c < p.borderGroup.length; c++) {
    if (p.borderGroup[c] !== group || p.borderShown[c] === 1) continue;
    p.borderShown[c] = 1;
    if (p.borderClosed[c] === 1) p.closedBits |= 1 << c;
  }
}

/** The aid deck (BL-D21): cards neither kept nor offered, ascending, into `p.deck`; returns how many. */
function aidDeck(p: PlainBorderlines): number {
  p.marks.fill(0, 0, p.aidCards);
  for (let seat = 0; seat < p.players; seat++) {
    for (let i = 0; i < p.aidHeldCount[seat]; i++) p.marks[p.aidHeld[seat * p.aidCards + i]] = 1;
    for (let i = 0; i < p.aidOfferCount[seat]; i++) p.marks[p.aidOffer[seat * p.aidCards + i]] = 1;
  }
  let n = 0;
  for (let id = 0; id < p.aidCards; id++) if (p.marks[id] === 0) p.deck[n++] = id;
  return n;
}

function takeFromDeck(p: PlainBorderlines, n: number): number {
  const i = randInt(p.rng, n);
  const id = p.deck[i];
  p.deck.copyWithin(i, i + 1, n);
  return id;
}

function offerOrKeep(p: PlainBorderlines, seat: number): void {
  if (p.aidOfferCount[seat] !== 1) return;
  p.aidHeld[seat * p.aidCards + p.aidHeldCount[seat]++] = p.aidOffer[seat * p.aidCards];
  p.aidOfferCount[seat] = 0;
}

function anyOffer(p: PlainBorderlines): boolean {
  for (let seat = 0; seat < p.players; seat++) if (p.aidOfferCount[seat] > 0) return true;
  return false;
}

/** BL-D21: two cards each to the waiting families in turn while the deck holds two; else what is left, one each. */
function dealWaiting(p: PlainBorderlines): boolean {
  const k = p.aidOffered;
  let n = aidDeck(p);
  let head = 0;
  while (head < p.aidWaitingCount && n >= k) {
    const seat = p.aidWaiting[head++];
    for (let i = 0; i < k; i++) p.aidOffer[seat * p.aidCards + p.aidOfferCount[seat]++] = takeFromDeck(p, n--);
    offerOrKeep(p, seat);
  }
  p.aidWaiting.copyWithin(0, head, p.aidWaitingCount);
  p.aidWaitingCount -= head;
  if (p.aidWaitingCount > 0 && !anyOffer(p)) {
    for (let w = 0; w < p.aidWaitingCount && n > 0; w++) {
      const seat = p.aidWaiting[w];
      p.aidOffer[seat * p.aidCards + p.aidOfferCount[seat]++] = takeFromDeck(p, n--);
      offerOrKeep(p, seat);
    }
    p.aidWaitingCount = 0;
  }
  return anyOffer(p);
}

function dealAid(p: PlainBorderlines): boolean {
  if (aidDeck(p) === 0) return false;
  for (let j = 0; j < p.players; j++) p.aidWaiting[j] = (p.starter + j) % p.players;
  p.aidWaitingCount = p.players;
  return dealWaiting(p);
}

function resetTurn(p: PlainBorderlines): void {
  p.stage = MARKET;
  p.chosen = -1;
  p.card = -1;
  p.bonusPeople = 0;
  p.bonusSteps = 0;
  p.peopleLeft = 0;
  p.boatsLeft = 0;
  p.boating = false;
  p.walking = false;
  p.movedAt.fill(0);
}

/** The round's events from the cursor (BL-R9..BL-R22, BL-D1); stops when families must choose aid. */
function continueEvents(p: PlainBorderlines): void {
  const r = p.round - 1;
  while (p.eventCursor < p.eventAt[r + 1] - p.eventAt[r]) {
    const e = p.events[p.eventAt[r] + p.eventCursor++];
    if (e === EV_WAR) playWarCard(p);
    else if (e === EV_CAMP) openCamp(p);
    else if (e !== EV_AID) borderControl(p, e === EV_BORDER_A ? 0 : 1);
    else if (dealAid(p)) { p.phase = AID; p.turn = -1; return; }
  }
  p.phase = ACTION; // BL-R23
  p.turn = p.starter;
  resetTurn(p);
}

function startRound(p: PlainBorderlines): void {
  p.round++;
  p.turnsTaken = 0;
  p.eventCursor = 0;
  continueEvents(p);
}

/** BL-R46..BL-R49. */
function warPhase(p: PlainBorderlines): void {
  let last = true;
  for (let r = p.round; r < p.warPhase.length; r++) if (p.warPhase[r] === 1) last = false;
  if (last) for (let i = 0; i < p.warCount; i++) p.warShown[i] = 1;
  for (let i = 0; i < p.warCount; i++) {
    if (p.warShown[i] === 0) continue;
    const place = p.zonePlaces[p.warZone[i]];
    for (let k = 0; k < p.players; k++) {
      const family = (p.starter + k) % p.players;
      const here = p.city[place * p.players + family];
      if (here === 0) continue;
      let total = 0;
      for (let d = 0; d < here; d++) total += randInt(p.rng, 6) + 1;
      let deaths = 0;
      for (let row = p.tableAt[i]; row < p.tableAt[i + 1]; row++) if (total >= p.tableSum[row]) deaths = p.tableDeaths[row];
      deaths = Math.min(here, deaths);
      addCity(p, place, family, -deaths);
      p.deadWar[family] += deaths;
    }
  }
  if (last) return;
  // BL-R49: the zone cards are shuffled and dealt again onto the war cards in play.
  const zones = p.zonePlaces.length;
  for (let z = 0; z < zones; z++) p.deck[z] = z;
  for (let i = 0, n = zones; i < p.warCount; i++, n--) {
    p.warZone[i] = takeFromDeck(p, n);
    p.warShown[i] = p.warFaceDown[i] === 1 ? 0 : 1;
  }
}

/** BL-R23, BL-R45, BL-R50, BL-R51. */
function endTurn(p: PlainBorderlines): void {
  p.turnsTaken++;
  if (p.turnsTaken < p.players) { p.turn = (p.turn + 1) % p.players; resetTurn(p); return; }
  if (p.warPhase[p.round - 1] === 1) warPhase(p);
  if (p.round >= p.warPhase.length) {
    resetTurn(p);
    for (let f = 0; f < p.players; f++) {
      let there = 0;
      for (let place = 0; place < p.n; place++) if (p.isStar[place] === 1) there += p.city[place * p.players + f] + p.camp[place * p.players + f];
      p.money[f] += there * p.finalEuropeBonus;
    }
    p.phase = OVER;
    p.turn = -1;
    return;
  }
  p.starter = (p.starter + 1) % p.players;
  startRound(p);
}

/** BL-R35, BL-R36: the market shifts and a new card enters the dearest slot. */
function refillMarket(p: PlainBorderlines, slot: number): void {
  for (let i = slot; i > 0; i--) p.market[i] = p.market[i - 1];
  const total = p.cardSteps.length;
  markMarket(p, total);
  for (let i = 0; i < p.usedCount; i++) p.marks[p.used[i]] = 1;
  let free = false;
  for (let id = 0; id < total && !free; id++) free = p.marks[id] === 0;
  if (!free) { p.usedCount = 0; markMarket(p, total); }
  p.market[0] = drawUnmarked(p, total);
}

/** Marks the cards in the market (of `total` black-market cards). */
function markMarket(p: PlainBorderlines, total: number): void {
  p.marks.fill(0, 0, total);
  for (let i = 0; i < p.market.length; i++) if (p.market[i] >= 0) p.marks[p.market[i]] = 1;
}

/** The person takes a spot; in the red area the roulette decides (BL-R34); BL-R31, BL-R44. */
function settle(p: PlainBorderlines, family: number, from: number, to: number, spot: number, walk: boolean): void {
  if (spot === SPOT_CAMP) addCamp(p, to, family, 1);
  else if (spot === SPOT_CITY) addCity(p, to, family, 1);
  else {
    const fee = p.spinFee[randInt(p.rng, p.spinFee.length)];
    if (fee < 0 || p.money[family] < fee) { p.deadTraffickers[family]++; return; }
    p.money[family] -= fee;
    addCity(p, to, family, 1);
  }
  if (walk) p.movedAt[to]++;
  if (p.isStar[from] === 0 && p.isStar[to] === 1) p.money[family] += p.europeBonus;
}

/** BL-R32, BL-D14: with a choice of spots the family is asked; else the one there is, or the red area. */
function arrive(p: PlainBorderlines, family: number, from: number, to: number, walk: boolean): void {
  const spots = arrivalSpots(p, to);
  if ((spots & (spots - 1)) !== 0) {
    p.arriving = true;
    p.arrivingFamily = family;
    p.arrivingFrom = from;
    p.arrivingTo = to;
    p.arrivingWalk = walk;
    return;
  }
  settle(p, family, from, to, (spots & SPOT_CITY) !== 0 ? SPOT_CITY : (spots & SPOT_CAMP) !== 0 ? SPOT_CAMP : SPOT_RED, walk);
}

function finishWalk(p: PlainBorderlines, seat: number): void {
  p.walking = false;
  arrive(p, seat, p.path[0], p.walkerAt, true);
}

/** Removes the family's lowest-numbered aid card of a kind (BL-D21). */
function takeAid(p: PlainBorderlines, seat: number, kind: number): void {
  const base = seat * p.aidCards;
  let best = -1;
  let at = -1;
  for (let i = 0; i < p.aidHeldCount[seat]; i++) {
    const id = p.aidHeld[base + i];
    if (p.aidKind[id] === kind && (best < 0 || id < best)) { best = id; at = i; }
  }
  p.aidHeld.copyWithin(base + at, base + at + 1, base + p.aidHeldCount[seat]--);
}

function play(p: PlainBorderlines, seat: number, a: number): void {
  if (p.phase === AID) { // BL-R17, BL-D21
    const kind = a - KEEP_AID;
    const base = seat * p.aidCards;
    let kept = -1;
    for (let i = 0; i < p.aidOfferCount[seat]; i++) { const id = p.aidOffer[base + i]; if (p.aidKind[id] === kind && (kept < 0 || id < kept)) kept = id; }
    p.aidHeld[base + p.aidHeldCount[seat]++] = kept;
    p.aidOfferCount[seat] = 0;
    dealWaiting(p);
    if (!anyOffer(p)) continueEvents(p);
    return;
  }
  if (a === PASS) { endTurn(p); return; }
  if (a === SELL) { p.houses[seat]--; p.money[seat] += p.houseValue; return; }
  if (a === PAY_CODE) {
    const card = p.market[p.chosen];
    p.money[seat] -= p.priceSlots[p.chosen];
    p.card = card;
    p.market[p.chosen] = -1;
    p.peopleLeft = p.cardPeople[card] + p.bonusPeople;
    p.boatsLeft = p.cardBoat[card] === 1 ? p.peopleLeft : 0;
    p.stage = MOVE;
    return;
  }
  if (a === FINISH) {
    p.used[p.usedCount++] = p.card;
    p.card = -1;
    refillMarket(p, p.chosen);
    endTurn(p);
    return;
  }
  if (a >= PLACE) {
    p.arriving = false;
    settle(p, p.arrivingFamily, p.arrivingFrom, p.arrivingTo, 1 << (a - PLACE), p.arrivingWalk);
    return;
  }
  if (a >= BOAT) { // BL-R37..BL-R43
    const from = Math.floor((a - BOAT) / PLACES);
    const to = (a - BOAT) % PLACES;
    p.peopleLeft = 0;
    p.boating = true;
    p.boatsLeft--;
    const fate = p.spinBoat[randInt(p.rng, p.spinBoat.length)];
    if (fate === SAFE) { leave(p, from, seat); arrive(p, seat, from, to, false); } else if (fate === DEATH) { leave(p, from, seat); p.deadSea[seat]++; }
    return;
  }
  if (a >= STEP) {
    p.walkerAt = a - STEP;
    p.path[p.pathLength++] = p.walkerAt;
    if (--p.walkerLeft === 0) finishWalk(p, seat);
    return;
  }
  if (a >= WALK) {
    const from = Math.floor((a - WALK) / PLACES);
    const to = (a - WALK) % PLACES;
    leave(p, from, seat);
    p.peopleLeft--;
    p.walking = true;
    p.walkerAt = to;
    p.walkerLeft = p.cardSteps[p.card] + p.bonusSteps - 1;
    p.path[0] = from;
    p.path[1] = to;
    p.pathLength = 2;
    if (p.walkerLeft === 0) finishWalk(p, seat);
    return;
  }
  if (a >= RESETTLE) { // BL-R20, BL-D23
    const from = Math.floor((a - RESETTLE) / PLACES);
    const to = (a - RESETTLE) % PLACES;
    takeAid(p, seat, RESETTLE_AID);
    addCamp(p, from, seat, -1);
    const inCity = p.cityTotal[to];
    const toCamp = p.isZone[to] === 0 && inCity >= p.cityPlaces - 1 && p.campTotal[to] < p.campRoom[to];
    if (toCamp) addCamp(p, to, seat, 1); else addCity(p, to, seat, 1);
    return;
  }
  if (a >= PLAY_AID) { // BL-R18..BL-R22, BL-D22
    const kind = PLAYABLE[a - PLAY_AID];
    takeAid(p, seat, kind);
    const amount = p.aidAmount[kind];
    if (PLAYABLE_AID[a - PLAY_AID] === 'step') p.bonusSteps += amount;
    else if (PLAYABLE_AID[a - PLAY_AID] === 'people') p.bonusPeople += amount;
    else if (PLAYABLE_AID[a - PLAY_AID] === 'money') p.money[seat] += amount;
    else openCamp(p);
    return;
  }
  if (a >= CHOOSE) { p.chosen = a - CHOOSE; p.stage = PAY; return; }
  throw new Error(`Unknown Borderlines action ${a}`);
}

export const plainBorderlines: PlainEngine<PlainBorderlines> = {
  game: 'borderlines',
  load: (raw) => loadBorderlines(raw as BorderlinesState),
  toMove,
  legal,
  play,
  differs,
};
