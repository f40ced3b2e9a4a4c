/**
 * #refugee as a plain mutable engine (bench/plain/engine.ts): the rules of docs/rules/refugee.md with the
 * default options. Every list is a typed array with its length: the decks, the hands, the refugees in play
 * (their ids in arrival order, with each refugee's zone, flight and vetting cards by id), the stack and the
 * pending choices. The rule IDs say which rule each part plays; the order of every step is ours, so both
 * engines draw the same cards from the same generator.
 */
import { randInt } from '../../src/engine/index.ts';
import { K, layoutOf, PASS } from '../../src/games/refugee/codec.ts';
import { contentOf } from '../../src/games/refugee/content.ts';
import { HAND_LIMIT } from '../../src/games/refugee/flow.ts';
import { DEFAULT_OPTIONS, type RefugeeState } from '../../src/games/refugee/types.ts';
import { listDiffers, valueDiffers, type PlainEngine } from './engine.ts';
import { drawFrom, put } from './pile.ts';
import { firstDiffering, loadRefugee, PHASES, type PlainRefugee } from './refugee-state.ts';

export type { PlainRefugee };

const { naturalDisaster: ND, shelter: SHELTER, outbreak: OUTBREAK, inoculation: INOCULATION, court: COURT, asylum: ASYLUM,
  war: WAR, instability: INSTABILITY, fakeNews: FAKE_NEWS, altFacts: ALT_FACTS, openBorders: OPEN_BORDERS, closedBorders: CLOSED_BORDERS } = K;
const [CYCLE, VETTING, DISCARD, ACTION, CHOOSE, OVER] = [0, 1, 2, 3, 4, 5];
/** A refugee holds at most 3 vetting cards, and a fourth by Fake News (RF-R11, RF-D7). */
const MAX_VETTING = 4;

function nextSeat(p: PlainRefugee, seat: number): number {
  for (let i = 1; i <= p.players; i++) {
    const n = (seat + i) % p.players;
    if (p.out[n] === 0) return n;
  }
  return seat;
}

function activeCount(p: PlainRefugee): number {
  let n = 0;
  for (let i = 0; i < p.players; i++) if (p.out[i] === 0) n++;
  return n;
}

function zoneCount(p: PlainRefugee, seat: number): number {
  let n = 0;
  for (let k = 0; k < p.inPlayLength; k++) { const r = p.inPlay[k]; if (p.zone[r] === seat && p.fleeTo[r] < 0) n++; }
  return n;
}

function indexInPlay(p: PlainRefugee, r: number): number {
  for (let k = 0; k < p.inPlayLength; k++) if (p.inPlay[k] === r) return k;
  return -1;
}

function removeInPlayAt(p: PlainRefugee, k: number): void {
  p.inPlay.copyWithin(k, k + 1, p.inPlayLength);
  p.inPlayLength--;
}

/** Removes the item at `i` of a list stored at `base` with `length` items; returns the new length. */
function removeAt(list: Int16Array, base: number, length: number, i: number): number {
  list.copyWithin(base + i, base + i + 1, base + length);
  return length - 1;
}

/** The lowest id of each distinct card design among `count` vetting cards at `base`, ascending, into `p.distinct` (RF-D11). */
function distinctVetting(p: PlainRefugee, list: Int16Array, base: number, count: number): number {
  const out = p.distinct;
  let n = 0;
  for (let h = 0; h < count; h++) {
    const id = list[base + h];
    const d = p.design[id];
    let at = -1;
    for (let i = 0; i < n; i++) if (p.design[out[i]] === d) { at = i; break; }
    if (at < 0) out[n++] = id;
    else if (id < out[at]) out[at] = id;
  }
  sortRun(out, 0, n);
  return n;
}

function sortRun(xs: Int16Array | Int32Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= from && xs[j] > x) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
}

/** The refugees in a Country Zone (not fleeing) by id ascending, into `p.byId`; returns how many. */
function inZonesById(p: PlainRefugee): number {
  let n = 0;
  for (let k = 0; k < p.inPlayLength; k++) { const r = p.inPlay[k]; if (p.fleeTo[r] < 0) p.byId[n++] = r; }
  sortRun(p.byId, 0, n);
  return n;
}

function activeSeat(p: PlainRefugee): number {
  if (p.phase === OVER) return -1;
  if (p.phase === ACTION) return p.priority;
  if (p.phase === CHOOSE) return p.choiceSeat[p.choiceHead];
  return p.current;
}

function cycleKindMask(p: PlainRefugee, seat: number): number {
  let mask = 0;
  const base = seat * p.na;
  for (let i = 0; i < p.actionHandLength[seat]; i++) {
    const k = p.actionKind[p.actionHand[base + i]];
    if (p.cycleKind[k] === 1) mask |= 1 << k;
  }
  return mask;
}

/** Countries an entry would make refugees flee into (what Closed Borders answers, RF-R19). */
function fleesInto(p: PlainRefugee, e: number, seat: number): boolean {
  const kind = p.stackKind[e];
  if (kind === ND) return nextSeat(p, p.stackCountry[e]) === seat;
  if (kind === WAR || kind === INSTABILITY) return p.stackDest[e] === seat;
  if (kind === OPEN_BORDERS) return p.stackCountry[e] === seat;
  return false;
}

function answers(p: PlainRefugee, kind: number, e: number, seat: number): boolean {
  const target = p.stackKind[e];
  if (kind === SHELTER) return target === ND || target === WAR;
  if (kind === INOCULATION) return target === OUTBREAK;
  if (kind === COURT) return true;
  return fleesInto(p, e, seat); // Closed Borders
}

function hasUnvetted(p: PlainRefugee, t: number): boolean {
  for (let k = 0; k < p.inPlayLength; k++) { const r = p.inPlay[k]; if (p.zone[r] === t && p.fleeTo[r] < 0 && p.vettingCount[r] < 3) return true; }
  return false;
}

function hasChooser(p: PlainRefugee, t: number): boolean {
  for (let k = 0; k < p.inPlayLength; k++) { const r = p.inPlay[k]; if (p.fleeTo[r] < 0 && p.zone[r] !== t) return true; }
  return false;
}

/** Every legal action-card play (RF-R16..RF-R19, RF-D6..RF-D9), in code order, after `k` codes already in `out`. */
function cardPlays(p: PlainRefugee, seat: number, out: Int32Array, k: number): number {
  const n = p.players;
  let held = 0;
  for (let i = 0; i < p.actionHandLength[seat]; i++) held |= 1 << p.actionKind[p.actionHand[seat * p.na + i]];
  let byId = -1;
  for (let o = 0; o < p.playOrder.length; o++) {
    const kind = p.playOrder[o];
    if ((held & (1 << kind)) === 0) continue;
    const at = p.play[kind];
    const stride = p.stride[kind];
    switch (kind) {
      case SHELTER: case INOCULATION: case COURT: case CLOSED_BORDERS:
        for (let e = 0; e < p.stackLength; e++) if (answers(p, kind, e, seat)) out[k++] = at + e;
        break;
      case ND:
        for (let t = 0; t < n; t++) if (p.out[t] === 0 && hasUnvetted(p, t)) out[k++] = at + t;
        break;
      case OUTBREAK:
        for (let t = 0; t < n; t++) if (p.out[t] === 0) out[k++] = at + t;
        break;
      case OPEN_BORDERS:
        for (let t = 0; t < n; t++) if (p.out[t] === 0 && hasChooser(p, t)) out[k++] = at + t;
        break;
      case WAR:
        for (let t = 0; t < n; t++) {
          if (p.out[t] === 1 || zoneCount(p, t) === 0) continue;
          for (let d = 0; d < n; d++) if (d !== t && p.out[d] === 0) out[k++] = at + t * stride + d;
        }
        break;
      case ASYLUM:
        if (byId < 0) byId = inZonesById(p);
        for (let i = 0; i < byId; i++) out[k++] = at + p.byId[i];
        break;
      case INSTABILITY:
        if (byId < 0) byId = inZonesById(p);
        for (let i = 0; i < byId; i++) {
          const r = p.byId[i];
          for (let d = 0; d < n; d++) if (d !== p.zone[r] && p.out[d] === 0) out[k++] = at + r * stride + d;
        }
        break;
      case ALT_FACTS: {
        const from = k;
        for (let i = 0; i < p.inPlayLength; i++) {
          const r = p.inPlay[i];
          if (p.fleeTo[r] >= 0) continue;
          const nd = distinctVetting(p, p.vetting, r * MAX_VETTING, p.vettingCount[r]);
          for (let j = 0; j < nd; j++) out[k++] = at + p.distinct[j];
        }
        sortRun(out, from, k);
        break;
      }
      case FAKE_NEWS: {
        const nm = distinctVetting(p, p.vettingHand, seat * p.nv, p.vettingHandLength[seat]);
        if (nm === 0) break;
        if (byId < 0) byId = inZonesById(p);
        for (let i = 0; i < byId; i++) {
          const r = p.byId[i];
          if (p.vettingCount[r] >= MAX_VETTING) continue;
          for (let j = 0; j < nm; j++) out[k++] = at + r * stride + p.distinct[j];
        }
        break;
      }
    }
  }
  return k;
}

function legal(p: PlainRefugee, seat: number, out: Int32Array): number {
  if (p.phase === OVER || activeSeat(p) !== seat) return 0;
  let k = 0;
  switch (p.phase) {
    case CYCLE: {
      out[k++] = PASS;
      const mask = cycleKindMask(p, seat);
      for (let kind = 0; mask >> kind !== 0; kind++) if (mask & (1 << kind)) out[k++] = p.cycle + kind;
      return k;
    }
    case VETTING: {
      // RF-R10, RF-R11: a distinct card of the hand on a refugee in a Country Zone with fewer than 3.
      const nc = distinctVetting(p, p.vettingHand, seat * p.nv, p.vettingHandLength[seat]);
      let nt = 0;
      for (let i = 0; i < p.inPlayLength; i++) { const r = p.inPlay[i]; if (p.fleeTo[r] < 0 && p.vettingCount[r] < 3) p.byId[nt++] = r; }
      sortRun(p.byId, 0, nt);
      for (let c = 0; c < nc; c++) {
        const start = p.vet + p.distinct[c] * p.vetStride;
        for (let t = 0; t < nt; t++) out[k++] = start + p.byId[t];
      }
      return k;
    }
    case DISCARD: {
      const nc = distinctVetting(p, p.vettingHand, seat * p.nv, p.vettingHandLength[seat]);
      for (let c = 0; c < nc; c++) out[k++] = p.discard + p.distinct[c];
      return k;
    }
    case CHOOSE:
      for (let i = 0; i < p.inPlayLength; i++) { const r = p.inPlay[i]; if (p.zone[r] === seat && p.fleeTo[r] < 0) out[k++] = p.choose + r; }
      sortRun(out, 0, k);
      return k;
    default:
      out[k++] = PASS;
      return cardPlays(p, seat, out, k);
  }
}

function end(p: PlainRefugee): void {
  p.phase = OVER;
  p.stackLength = 0;
  p.choiceHead = p.choiceTail = 0;
}

function drawVetting(p: PlainRefugee, seat: number): boolean {
  const card = drawFrom(p.rng, p.vettingDeck, p.vettingUsed); // RF-R5
  if (card < 0) return false;
  p.vettingHand[seat * p.nv + p.vettingHandLength[seat]++] = card;
  return true;
}

function drawAction(p: PlainRefugee, seat: number): boolean {
  const card = drawFrom(p.rng, p.actionDeck, p.actionDiscard); // RF-D13
  if (card < 0) return false;
  p.actionHand[seat * p.na + p.actionHandLength[seat]++] = card;
  return true;
}

/** RF-R6: Cycle is offered to a player holding a Cycle card, else the roll comes at once. */
function startTurn(p: PlainRefugee): void {
  p.owe = 0;
  if (cycleKindMask(p, p.current) !== 0) { p.phase = CYCLE; return; }
  rollAndDraw(p);
}

/** RF-R7..RF-R9: a refugee arrives in a zone with fewer than 3; draw a vetting card a mark, an action card a bolt. */
function rollAndDraw(p: PlainRefugee): void {
  const seat = p.current;
  const face = randInt(p.rng, p.dieMarks.length);
  if (zoneCount(p, seat) < 3 && p.refugeeDeck.length > 0) {
    const r = p.refugeeDeck.cards[--p.refugeeDeck.length];
    p.inPlay[p.inPlayLength++] = r;
    p.zone[r] = seat;
    p.fleeTo[r] = -1;
    p.vettingCount[r] = 0;
  }
  let drawn = 0;
  for (let i = 0; i < p.dieMarks[face]; i++) if (drawVetting(p, seat)) drawn++;
  for (let i = 0; i < p.dieBolts[face]; i++) drawAction(p, seat);
  p.owe = drawn;
  continueVetting(p);
}

function hasVettingTarget(p: PlainRefugee): boolean {
  for (let i = 0; i < p.inPlayLength; i++) { const r = p.inPlay[i]; if (p.fleeTo[r] < 0 && p.vettingCount[r] < 3) return true; }
  return false;
}

/** RF-R10, RF-R13: vet as many as drawn, or discard down to 5 when no refugee can take a card. */
function continueVetting(p: PlainRefugee): void {
  const hand = p.vettingHandLength[p.current];
  if (p.owe > 0 && hand > 0) {
    if (hasVettingTarget(p)) { p.phase = VETTING; return; }
    p.owe = 0;
    if (hand > HAND_LIMIT) { p.phase = DISCARD; return; }
  }
  p.owe = 0;
  startActionRound(p);
}

/** RF-R14, RF-R15. */
function startActionRound(p: PlainRefugee): void {
  p.phase = ACTION;
  p.priority = p.current;
  p.passes = 0;
  p.stackLength = 0;
  p.choiceHead = p.choiceTail = 0;
  settlePriority(p);
}

function settlePriority(p: PlainRefugee): void {
  while (p.phase === ACTION && p.actionHandLength[p.priority] === 0) pass(p);
}

/** RF-R15: every country still in has passed in succession: the stack resolves. */
function pass(p: PlainRefugee): void {
  p.passes++;
  if (p.passes >= activeCount(p)) {
    resolveStack(p);
    resolution(p);
    if (p.phase !== OVER) endTurn(p);
    return;
  }
  p.priority = nextSeat(p, p.priority);
}

function takeFromHand(p: PlainRefugee, seat: number, kind: number): number {
  const base = seat * p.na;
  let at = 0;
  while (p.actionKind[p.actionHand[base + at]] !== kind) at++;
  const card = p.actionHand[base + at];
  p.actionHandLength[seat] = removeAt(p.actionHand, base, p.actionHandLength[seat], at);
  return card;
}

function removeVetting(p: PlainRefugee, seat: number, v: number): void {
  const base = seat * p.nv;
  let i = 0;
  while (p.vettingHand[base + i] !== v) i++;
  p.vettingHandLength[seat] = removeAt(p.vettingHand, base, p.vettingHandLength[seat], i);
}

function addChoice(p: PlainRefugee, seat: number, count: number, entry: number): void {
  p.choiceSeat[p.choiceTail] = seat;
  p.choiceCount[p.choiceTail] = count;
  p.choiceEntry[p.choiceTail] = entry;
  p.choiceTail++;
}

/** RF-R16..RF-R19: a card declared goes on the stack; refugees it sends away are in the Fleeing Zone at once. */
function declare(p: PlainRefugee, seat: number, kind: number, a: number, b: number): void {
  const e = p.stackLength++;
  p.stackCard[e] = takeFromHand(p, seat, kind);
  p.stackKind[e] = kind;
  p.stackCountry[e] = p.stackDest[e] = p.stackRefugee[e] = p.stackVetting[e] = p.stackTarget[e] = -1;
  p.fleeingLength[e] = 0;
  p.passes = 0;
  const fleeing = e * p.nr;
  switch (kind) {
    case SHELTER: case INOCULATION: case COURT: case CLOSED_BORDERS:
      p.stackTarget[e] = a;
      break;
    case ND: {
      p.stackCountry[e] = a;
      const to = nextSeat(p, a);
      for (let i = 0; i < p.inPlayLength; i++) {
        const r = p.inPlay[i];
        if (p.zone[r] === a && p.fleeTo[r] < 0 && p.vettingCount[r] < 3) { p.fleeTo[r] = to; p.fleeing[fleeing + p.fleeingLength[e]++] = r; }
      }
      break;
    }
    case OUTBREAK:
      p.stackCountry[e] = a;
      break;
    case OPEN_BORDERS:
      p.stackCountry[e] = a;
      for (let i = 0; i < p.players; i++) {
        const c = (seat + i) % p.players;
        if (p.out[c] === 0 && c !== a && zoneCount(p, c) > 0) addChoice(p, c, 1, e);
      }
      break;
    case WAR:
      p.stackCountry[e] = a;
      p.stackDest[e] = b;
      addChoice(p, a, Math.min(2, zoneCount(p, a)), e);
      break;
    case ASYLUM:
      p.stackRefugee[e] = a;
      break;
    case INSTABILITY:
      p.stackRefugee[e] = a;
      p.stackDest[e] = b;
      p.fleeTo[a] = b;
      p.fleeing[fleeing + p.fleeingLength[e]++] = a;
      break;
    case ALT_FACTS: {
      p.stackVetting[e] = a;
      for (let i = 0; i < p.inPlayLength && p.stackRefugee[e] < 0; i++) {
        const r = p.inPlay[i];
        for (let j = 0; j < p.vettingCount[r]; j++) if (p.vetting[r * MAX_VETTING + j] === a) p.stackRefugee[e] = r;
      }
      break;
    }
    case FAKE_NEWS:
      p.stackRefugee[e] = a;
      p.stackVetting[e] = b;
      removeVetting(p, seat, b);
      break;
  }
  if (p.choiceTail > p.choiceHead) p.phase = CHOOSE;
}

/** RF-D8: one pending choice; the refugee flees to the card's destination. */
function choose(p: PlainRefugee, r: number): void {
  const c = p.choiceHead;
  const e = p.choiceEntry[c];
  p.fleeTo[r] = p.stackKind[e] === WAR ? p.stackDest[e] : p.stackCountry[e];
  p.fleeing[e * p.nr + p.fleeingLength[e]++] = r;
  p.choiceCount[c]--;
  while (p.choiceHead < p.choiceTail && (p.choiceCount[p.choiceHead] <= 0 || zoneCount(p, p.choiceSeat[p.choiceHead]) === 0)) p.choiceHead++;
  if (p.choiceHead === p.choiceTail) { p.choiceHead = p.choiceTail = 0; p.phase = ACTION; }
}

function pushUsed(p: PlainRefugee, v: number): void {
  put(p.vettingUsed, v);
}

/** RF-R20: the stack resolves last in, first out; an answer cancels the card it answers. */
function resolveStack(p: PlainRefugee): void {
  p.anyTargeted = false;
  p.outbreak = 0;
  p.targeted.fill(0);
  p.asylum.fill(0);
  if (p.stackLength === 0) return;
  p.cancelled.fill(0, 0, p.stackLength);
  for (let e = p.stackLength - 1; e >= 0; e--) {
    const kind = p.stackKind[e];
    const fleeing = e * p.nr;
    if (p.cancelled[e] === 1) {
      for (let i = 0; i < p.fleeingLength[e]; i++) {
        const r = p.fleeing[fleeing + i];
        if (indexInPlay(p, r) >= 0) p.fleeTo[r] = -1;
      }
      if (kind === FAKE_NEWS) pushUsed(p, p.stackVetting[e]);
      continue;
    }
    switch (kind) {
      case SHELTER: case INOCULATION: case COURT: case CLOSED_BORDERS:
        p.cancelled[p.stackTarget[e]] = 1;
        break;
      case ND: case WAR: case INSTABILITY: case OPEN_BORDERS:
        for (let i = 0; i < p.fleeingLength[e]; i++) { p.targeted[p.fleeing[fleeing + i]] = 1; p.anyTargeted = true; }
        break;
      case OUTBREAK:
        p.outbreak |= 1 << p.stackCountry[e];
        break;
      case ASYLUM:
        p.asylum[p.stackRefugee[e]] = 1;
        p.targeted[p.stackRefugee[e]] = 1;
        p.anyTargeted = true;
        break;
      case FAKE_NEWS: {
        const r = p.stackRefugee[e];
        if (indexInPlay(p, r) >= 0 && p.vettingCount[r] < MAX_VETTING) p.vetting[r * MAX_VETTING + p.vettingCount[r]++] = p.stackVetting[e];
        else pushUsed(p, p.stackVetting[e]);
        p.targeted[r] = 1;
        p.anyTargeted = true;
        break;
      }
      case ALT_FACTS: {
        const r = p.stackRefugee[e];
        const v = p.stackVetting[e];
        if (indexInPlay(p, r) >= 0) {
          const base = r * MAX_VETTING;
          let at = 0;
          while (at < p.vettingCount[r] && p.vetting[base + at] !== v) at++;
          if (at < p.vettingCount[r]) { p.vettingCount[r] = removeAt(p.vetting, base, p.vettingCount[r], at); pushUsed(p, v); }
        }
        p.targeted[r] = 1;
        p.anyTargeted = true;
        break;
      }
    }
  }
  for (let e = 0; e < p.stackLength; e++) put(p.actionDiscard, p.stackCard[e]);
  p.stackLength = 0;
}

/** RF-R22, RF-R24, RF-R26: the vetting score is added; 8 accepted ends the game. */
function accept(p: PlainRefugee, r: number, seat: number): void {
  let value = 0;
  for (let j = 0; j < p.vettingCount[r]; j++) {
    const v = p.vetting[r * MAX_VETTING + j];
    value += p.score[r * p.nv + v];
    pushUsed(p, v);
  }
  removeInPlayAt(p, indexInPlay(p, r));
  p.scores[seat] += value;
  if (++p.acceptedCount[seat] >= p.acceptToEnd) end(p);
}

/** RF-R21..RF-R24: untouched fully vetted refugees first, then each targeted one, clockwise from the current player. */
function resolution(p: PlainRefugee): void {
  const n = p.players;
  let readyCount = 0;
  for (let i = 0; i < p.inPlayLength; i++) {
    const r = p.inPlay[i];
    if (p.fleeTo[r] < 0 && p.vettingCount[r] >= 3 && p.targeted[r] === 0) p.ready[readyCount++] = r;
  }
  for (let i = 0; i < n && readyCount > 0; i++) {
    const seat = (p.current + i) % n;
    if (p.outbreak & (1 << seat)) continue;
    for (let k = 0; k < readyCount; k++) {
      const r = p.ready[k];
      if (p.zone[r] !== seat) continue;
      accept(p, r, seat);
      if (p.phase === OVER) return;
    }
  }
  if (!p.anyTargeted) return;
  let count = 0;
  for (let i = 0; i < p.inPlayLength; i++) {
    const r = p.inPlay[i];
    if (p.targeted[r] === 1) { p.ready[count] = r; p.heldBy[count] = p.zone[r]; count++; }
  }
  for (let i = 0; i < n; i++) {
    const seat = (p.current + i) % n;
    for (let k = 0; k < count; k++) {
      if (p.heldBy[k] !== seat) continue;
      const r = p.ready[k];
      if (p.fleeTo[r] >= 0) {
        p.sentAway[p.zone[r]]++;
        p.arrived[p.fleeTo[r]]++;
        removeInPlayAt(p, indexInPlay(p, r));
        p.inPlay[p.inPlayLength++] = r;
        p.zone[r] = p.fleeTo[r];
        p.fleeTo[r] = -1;
      }
      if ((p.vettingCount[r] >= 3 || p.asylum[r] === 1) && (p.outbreak & (1 << p.zone[r])) === 0) {
        accept(p, r, p.zone[r]);
        if (p.phase === OVER) return;
      }
    }
  }
}

/** RF-R28: a country at or below the threshold leaves; its refugees move on clockwise, its cards are discarded. */
function eliminate(p: PlainRefugee): void {
  const limit = p.eliminationScore;
  for (let i = 0; i < p.players; i++) {
    const seat = (p.current + i) % p.players;
    if (p.out[seat] === 1 || p.scores[seat] > limit || activeCount(p) <= 1) continue;
    p.out[seat] = 1;
    const to = nextSeat(p, seat);
    for (let k = 0; k < p.inPlayLength; k++) if (p.zone[p.inPlay[k]] === seat) p.zone[p.inPlay[k]] = to;
    for (let h = 0; h < p.vettingHandLength[seat]; h++) pushUsed(p, p.vettingHand[seat * p.nv + h]);
    for (let h = 0; h < p.actionHandLength[seat]; h++) put(p.actionDiscard, p.actionHand[seat * p.na + h]);
    p.vettingHandLength[seat] = 0;
    p.actionHandLength[seat] = 0;
  }
  if (activeCount(p) === 1) end(p);
}

/** RF-R25..RF-R27, RF-D15. */
function endTurn(p: PlainRefugee): void {
  eliminate(p);
  if (p.phase === OVER) return;
  if (p.refugeeDeck.length === 0 && p.inPlayLength === 0) { end(p); return; }
  p.turn++;
  if (p.turn >= p.maxTurns) { end(p); return; }
  p.current = nextSeat(p, p.current);
  startTurn(p);
}

function play(p: PlainRefugee, seat: number, a: number): void {
  if (a === PASS) {
    if (p.phase === CYCLE) rollAndDraw(p); else pass(p);
    return;
  }
  if (a < p.vet) { // Cycle (RF-R6): an action card of that kind for a new one, then the roll
    const card = takeFromHand(p, seat, a - p.cycle);
    put(p.actionDiscard, card);
    drawAction(p, seat);
    rollAndDraw(p);
    return;
  }
  if (a < p.discard) {
    const v = Math.floor((a - p.vet) / p.vetStride);
    const r = (a - p.vet) % p.vetStride;
    removeVetting(p, seat, v);
    p.vetting[r * MAX_VETTING + p.vettingCount[r]++] = v;
    p.owe--;
    continueVetting(p);
    return;
  }
  if (a < p.choose) {
    removeVetting(p, seat, a - p.discard);
    pushUsed(p, a - p.discard);
    if (p.vettingHandLength[seat] <= HAND_LIMIT) startActionRound(p);
    return;
  }
  if (a < p.firstPlay) { choose(p, a - p.choose); settlePriority(p); return; }
  for (let kind = 0; kind < p.play.length; kind++) {
    const rel = a - p.play[kind];
    if (rel < 0 || rel >= p.radix[kind]) continue;
    declare(p, seat, kind, Math.floor(rel / p.stride[kind]), rel % p.stride[kind]);
    settlePriority(p);
    return;
  }
  throw new Error(`Unknown #refugee action ${a}`);
}

function differs(p: PlainRefugee, raw: unknown): string | null {
  const s = raw as RefugeeState;
  return valueDiffers('phase', s.phase, PHASES[p.phase]) ?? valueDiffers('active seat', activeSeatOf(s), activeSeat(p))
    ?? valueDiffers('turn', s.turn, p.turn) ?? valueDiffers('owe', s.owe, p.owe)
    ?? listDiffers('scores', s.scores, p.scores) ?? listDiffers('in play', s.inPlay.map((r) => r.id), p.inPlay.subarray(0, p.inPlayLength))
    ?? firstDiffering(s, p, MAX_VETTING);
}

function activeSeatOf(s: RefugeeState): number {
  if (s.phase === 'over') return -1;
  if (s.phase === 'action') return s.priority;
  if (s.phase === 'choose') return s.choices[0].seat;
  return s.current;
}

export const plainRefugee: PlainEngine<PlainRefugee> = {
  game: 'refugee',
  load: (raw) => {
    const s = raw as RefugeeState;
    if (JSON.stringify(s.options) !== JSON.stringify(DEFAULT_OPTIONS)) throw new Error('The plain #refugee engine plays the default options');
    return loadRefugee(s, contentOf(s), layoutOf(contentOf(s)), MAX_VETTING);
  },
  toMove: activeSeat,
  legal,
  play,
  differs,
};
