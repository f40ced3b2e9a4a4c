/**
 * Emigration as a plain mutable engine (bench/plain/engine.ts): the rules of docs/rules/emigration.md.
 * The layouts, stashes, supply, discard pile and lanes are typed arrays; the AVAILABLE layout cards are one
 * list of ids kept in ascending order as cards come and go, each with the seat whose layout holds it. The
 * rule IDs say which rule each part plays; the order of every step is ours, so both engines roll the same.
 */
import { randInt } from '../../src/engine/index.ts';
import { A, CARD_BASE } from '../../src/games/emigration/actions.ts';
import type { EmigrationState } from '../../src/games/emigration/types.ts';
import { BONUS, BORDER, differs, EFFECT, EMPTY, ITEM, KIND, loadEmigration, OVER, PREP, type PlainEmigration } from './emigration-state.ts';
import type { PlainEngine } from './engine.ts';

export type { PlainEmigration };

const rollDie = (p: PlainEmigration) => randInt(p.rng, 6) + 1;

function keepBonus(p: PlainEmigration, seat: number, bonus: number): number {
  let total = 0;
  for (let i = 0; i < p.stashCount[seat]; i++) {
    const id = p.stash[seat * p.cards + i];
    if (p.bonus[id] === bonus) total += p.amount[id];
  }
  return total;
}

function countStash(p: PlainEmigration, seat: number, kind: number): number {
  let n = 0;
  for (let i = 0; i < p.stashCount[seat]; i++) if (p.kind[p.stash[seat * p.cards + i]] === kind) n++;
  return n;
}

function hasPassportAndTicket(p: PlainEmigration, seat: number): boolean {
  let passport = false;
  let ticket = false;
  for (let i = 0; i < p.stashCount[seat]; i++) {
    const k = p.kind[p.stash[seat * p.cards + i]];
    if (k === KIND.passport) passport = true; else if (k === KIND.ticket) ticket = true;
  }
  return passport && ticket;
}

function pushStash(p: PlainEmigration, seat: number, id: number): void {
  p.stash[seat * p.cards + p.stashCount[seat]++] = id;
}

function removeFromStash(p: PlainEmigration, seat: number, id: number): boolean {
  const base = seat * p.cards;
  const n = p.stashCount[seat];
  for (let i = 0; i < n; i++) {
    if (p.stash[base + i] !== id) continue;
    p.stash.copyWithin(base + i, base + i + 1, base + n);
    p.stashCount[seat]--;
    return true;
  }
  return false;
}

function canGoToCollege(p: PlainEmigration, seat: number): boolean {
  return p.inCollege[seat] === 0 && p.raises[seat] < p.payRaises.length && p.money[seat] >= p.nationality[seat] + 1; // EM-R25
}

function setOpen(p: PlainEmigration, id: number, owner: number): void {
  let i = p.openCount++;
  for (; i > 0 && p.openCards[i - 1] > id; i--) p.openCards[i] = p.openCards[i - 1];
  p.openCards[i] = id;
  p.openOwner[id] = owner;
  p.openPerSeat[owner]++;
}

function clearOpen(p: PlainEmigration, id: number): void {
  const owner = p.openOwner[id];
  if (owner < 0) return;
  let i = 0;
  while (p.openCards[i] !== id) i++;
  p.openCards.copyWithin(i, i + 1, p.openCount--);
  p.openOwner[id] = -1;
  p.openPerSeat[owner]--;
}

function isUncovered(p: PlainEmigration, owner: number, slot: number): boolean {
  for (let i = 0; i < p.coveredByCount[slot]; i++) if (p.layout[owner * p.slots + p.coveredBy[slot * p.maxCover + i]] !== EMPTY) return false;
  return true;
}

/** EM-R15: a card nothing covers any more is turned face up, and is AVAILABLE. */
function uncover(p: PlainEmigration, owner: number, slot: number): void {
  const at = owner * p.slots + slot;
  const id = p.layout[at];
  if (id === EMPTY || p.openOwner[id] >= 0 || !isUncovered(p, owner, slot)) return;
  p.faceUp[at] = 1;
  setOpen(p, id, owner);
}

/** EM-R15 over a whole layout (after Mental Fog, which may take any face-up life card). */
function uncoverAll(p: PlainEmigration, owner: number): void {
  for (let slot = 0; slot < p.slots; slot++) uncover(p, owner, slot);
}

/** The slot of layout card `id` in `owner`'s layout. */
function slotOf(p: PlainEmigration, owner: number, id: number): number {
  const base = owner * p.slots;
  let slot = 0;
  while (p.layout[base + slot] !== id) slot++;
  return slot;
}

/** Takes an AVAILABLE card from a layout, paying its owner 1 when that is another seat (EM-R14); returns the slot. */
function takeFromLayout(p: PlainEmigration, seat: number, id: number): number {
  const owner = p.openOwner[id];
  const slot = slotOf(p, owner, id);
  clearOpen(p, id);
  p.layout[owner * p.slots + slot] = EMPTY;
  if (owner !== seat) { p.money[seat] -= 1; p.money[owner] += 1; }
  return slot;
}

function checkTravelBonus(p: PlainEmigration, seat: number): void {
  if (p.travelBonus[seat] === 0 && hasPassportAndTicket(p, seat)) { p.travelBonus[seat] = 1; p.assurance[seat] += 1; } // EM-R7
}

function loseMoney(p: PlainEmigration, seat: number, amount: number): void {
  p.money[seat] -= Math.min(p.money[seat], Math.max(0, amount - keepBonus(p, seat, BONUS.lossShield)));
}

function salary(p: PlainEmigration, seat: number): number {
  let pay = 0;
  if (p.inCollege[seat] === 0) {
    pay = p.careerSalary[seat];
    for (let i = 0; i < p.raises[seat]; i++) pay += p.payRaises[i];
  }
  return pay + keepBonus(p, seat, BONUS.salary); // EM-R22
}

function scalpCodes(p: PlainEmigration, seat: number, out: Int32Array | null, k: number): number {
  const money = p.money[seat];
  if (money < p.cheapestPaper + 1) return k;
  const from = k;
  for (let owner = 0; owner < p.players; owner++) {
    if (owner === seat || p.stashCount[owner] < 2) continue;
    let passports = 0;
    let tickets = 0;
    let lastPassport = -1;
    let lastTicket = -1;
    for (let i = 0; i < p.stashCount[owner]; i++) {
      const id = p.stash[owner * p.cards + i];
      if (p.kind[id] === KIND.passport) { passports++; lastPassport = id; } else if (p.kind[id] === KIND.ticket) { tickets++; lastTicket = id; }
    }
    if (passports >= 2 && money >= p.price[lastPassport] + 1) { if (!out) return k + 1; out[k++] = A.SCALP + lastPassport; }
    if (tickets >= 2 && money >= p.price[lastTicket] + 1) { if (!out) return k + 1; out[k++] = A.SCALP + lastTicket; }
  }
  if (out) sortRun(out, from, k);
  return k;
}

function sortRun(xs: Int32Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= from && xs[j] > x) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
}

/** EM-R19..EM-R25, EM-R29: can this seat take a required action now? */
function hasRequiredAction(p: PlainEmigration, seat: number): boolean {
  for (let owner = 0; owner < p.players; owner++) if (p.money[seat] >= (owner === seat ? 0 : 1) && p.openPerSeat[owner] > 0) return true;
  if (p.supplyCount > 0) return true;
  return scalpCodes(p, seat, null, 0) > 0 || canGoToCollege(p, seat);
}

/** The REQUIRED actions (EM-R19..EM-R25, EM-R41) in ascending order, written from `k`. */
function requiredCodes(p: PlainEmigration, seat: number, out: Int32Array, k: number): number {
  const money = p.money[seat];
  if (canGoToCollege(p, seat)) out[k++] = A.COLLEGE;
  let trades = 0;
  for (let i = 0; i < p.openCount; i++) {
    const id = p.openCards[i];
    const fee = p.openOwner[id] === seat ? 0 : 1;
    if (money < fee) continue;
    const kind = p.kind[id];
    if (kind !== KIND.document && kind !== KIND.connection) continue;
    trades++;
    if (money >= p.price[id] + fee) out[k++] = A.BUY + id;
  }
  let passport = -1;
  let ticket = -1;
  let passportsIn = 0;
  let ticketsIn = 0;
  for (let i = 0; i < p.supplyCount; i++) {
    const id = p.supply[i];
    if (p.kind[id] === KIND.passport) { passportsIn++; if (passport < 0 || id < passport) passport = id; } else {
      ticketsIn++;
      if (ticket < 0 || id < ticket) ticket = id;
    }
  }
  if (passport >= 0 || ticket >= 0) {
    const discount = keepBonus(p, seat, BONUS.travelDiscount);
    if (passport >= 0 && money >= Math.max(0, p.price[passport] - discount)) out[k++] = A.BUY + passport;
    if (ticket >= 0 && money >= Math.max(0, p.price[ticket] - discount)) out[k++] = A.BUY + ticket;
    if (passport >= 0) out[k++] = A.BUY_SKIP + passport;
    if (ticket >= 0) out[k++] = A.BUY_SKIP + ticket;
  }
  let d = k;
  let a = k + trades;
  for (let i = 0; i < p.openCount; i++) {
    const id = p.openCards[i];
    if (money < (p.openOwner[id] === seat ? 0 : 1)) continue;
    const kind = p.kind[id];
    if (kind === KIND.document || kind === KIND.connection) out[d++] = A.DISCARD + id; else out[a++] = A.ACTIVATE + id;
  }
  k = a;
  // EM-R41 needs two Passports or two Tickets out of the supply in one stash.
  if (p.passports - passportsIn < 2 && p.tickets - ticketsIn < 2) return k;
  return scalpCodes(p, seat, out, k);
}

function legal(p: PlainEmigration, seat: number, out: Int32Array): number {
  if (p.phase === OVER || seat !== p.turn) return 0;
  let k = 0;
  if (p.phase === BORDER) {
    if (p.money[seat] >= p.ratePer[seat * 3 + ITEM.money]) out[k++] = A.TRADE_MONEY;
    if (countStash(p, seat, KIND.document) >= p.ratePer[seat * 3 + ITEM.documents]) out[k++] = A.TRADE_DOCUMENTS;
    if (countStash(p, seat, KIND.connection) >= p.ratePer[seat * 3 + ITEM.connections]) out[k++] = A.TRADE_CONNECTIONS;
    for (let lane = 0; lane < p.laneCount.length; lane++) if (p.laneCount[lane] > 0) out[k++] = A.CROSS + lane; // EM-R37
    return k;
  }
  if (p.pendingFog) { // EM-R45: any life card in a stash or face up in a layout
    out[k++] = A.FOG_DECLINE;
    for (let q = 0; q < p.players; q++) {
      for (let i = 0; i < p.stashCount[q]; i++) { const id = p.stash[q * p.cards + i]; if (p.kind[id] === KIND.life) out[k++] = A.FOG_DISCARD + id; }
      for (let slot = 0; slot < p.slots; slot++) {
        const id = p.layout[q * p.slots + slot];
        if (id !== EMPTY && p.faceUp[q * p.slots + slot] === 1 && p.kind[id] === KIND.life) out[k++] = A.FOG_DISCARD + id;
      }
    }
    sortRun(out, 0, k);
    return k;
  }
  if (p.inCollege[seat] === 1 && !p.usedGraduate) out[k++] = A.GRADUATE; // EM-R26
  const before = k;
  k = requiredCodes(p, seat, out, k);
  if (k === before) out[k++] = A.FORFEIT; // EM-R28
  if (!p.usedSell) { // EM-R27
    const from = k;
    for (let i = 0; i < p.stashCount[seat]; i++) {
      const id = p.stash[seat * p.cards + i];
      if (p.kind[id] === KIND.document || p.kind[id] === KIND.connection) out[k++] = A.SELL + id;
    }
    sortRun(out, from, k);
  }
  return k;
}

/** EM-R34, EM-D16: penalties and kept cards adjust assurance as the border turn begins. */
function beginBorderTurn(p: PlainEmigration, seat: number): void {
  p.turn = seat;
  let adjust = keepBonus(p, seat, BONUS.withdrawAssurance);
  for (let i = 0; i < p.penaltyCount[seat]; i++) {
    const at = seat * p.maxPenalties + i;
    const item = p.penaltyItem[at];
    const held = item === ITEM.money ? p.money[seat] : countStash(p, seat, item === ITEM.documents ? KIND.document : KIND.connection);
    if (held < p.penaltyFewer[at]) adjust -= p.penaltyLose[at];
  }
  p.assurance[seat] += adjust;
}

function startBorder(p: PlainEmigration): void {
  for (let q = 0; q < p.players; q++) {
    if (p.skipCard[q] === EMPTY) continue;
    pushStash(p, q, p.skipCard[q]); // EM-D2
    p.skipCard[q] = EMPTY;
    checkTravelBonus(p, q);
  }
  p.phase = BORDER;
  p.pendingFog = false;
  beginBorderTurn(p, (p.turn + 1) % p.players); // EM-R46, EM-D1
}

/** EM-R15, EM-R30, EM-D5: the layout that lost a card is uncovered; Phase 1 ends when nothing is left. */
function endPrepTurn(p: PlainEmigration, touched: number, taken: number): void {
  p.pendingFog = false;
  if (touched >= 0 && taken >= 0) {
    for (let i = 0; i < p.coversCount[taken]; i++) uncover(p, touched, p.covers[taken * p.maxCover + i]);
  } else if (touched >= 0) uncoverAll(p, touched);
  p.prepTurns++;
  if ((p.supplyCount === 0 && p.openCount === 0) || p.prepTurns >= 60 * p.players) { startBorder(p); return; }
  let next = (p.turn + 1) % p.players;
  for (let guard = 0; guard < p.players && p.skipCard[next] !== EMPTY; guard++) { // EM-R20
    pushStash(p, next, p.skipCard[next]);
    p.skipCard[next] = EMPTY;
    checkTravelBonus(p, next);
    p.prepTurns++;
    next = (next + 1) % p.players;
  }
  p.turn = next;
  p.usedGraduate = false;
  p.usedSell = false;
}

function pushDiscard(p: PlainEmigration, id: number): void {
  p.discard[p.discardCount++] = id;
}

/** EM-R22, EM-R42..EM-R45: a Payday or a life card; true when Mental Fog's choice follows. */
function activate(p: PlainEmigration, seat: number, id: number): boolean {
  if (p.kind[id] === KIND.payday) {
    for (let q = 0; q < p.players; q++) p.money[q] += salary(p, q);
    pushDiscard(p, id);
    return false;
  }
  const amount = p.amount[id];
  let pending = false;
  switch (p.effect[id]) {
    case EFFECT.money:
      if (amount >= 0) p.money[seat] += amount; else loseMoney(p, seat, -amount);
      break;
    case EFFECT.moneyAll:
      for (let q = 0; q < p.players; q++) { if (amount >= 0) p.money[q] += amount; else loseMoney(p, q, -amount); }
      break;
    case EFFECT.pandemicStimulus: {
      const roll = rollDie(p);
      const lose = ++p.pandemicCount === 1;
      for (let q = 0; q < p.players; q++) { if (lose) loseMoney(p, q, roll); else p.money[q] += roll; }
      break;
    }
    case EFFECT.dieMoney:
      p.money[seat] += rollDie(p);
      break;
    case EFFECT.assurance:
      p.assurance[seat] += amount;
      break;
    case EFFECT.eliteSociety: {
      let most = 0;
      for (let q = 0; q < p.players; q++) most = Math.max(most, p.money[q]);
      p.money[seat] += Math.floor(most / 2);
      break;
    }
    case EFFECT.mentalFog:
      loseMoney(p, seat, amount);
      pending = true;
      break;
  }
  if (p.effect[id] === EFFECT.keep) pushStash(p, seat, id); else pushDiscard(p, id);
  return pending;
}

function removeFromSupply(p: PlainEmigration, id: number): boolean {
  for (let i = 0; i < p.supplyCount; i++) {
    if (p.supply[i] !== id) continue;
    p.supply.copyWithin(i, i + 1, p.supplyCount--);
    return true;
  }
  return false;
}

function prepStep(p: PlainEmigration, seat: number, action: number): void {
  if (action === A.GRADUATE) {
    p.usedGraduate = true;
    if (rollDie(p) <= 3) { p.inCollege[seat] = 0; p.raises[seat]++; p.assurance[seat] += p.graduationAssurance; }
    return;
  }
  if (action === A.COLLEGE) {
    const tuition = Math.max(0, rollDie(p) + p.nationality[seat] - keepBonus(p, seat, BONUS.tuitionDiscount));
    if (p.money[seat] >= tuition) { p.money[seat] -= tuition; p.inCollege[seat] = 1; }
    endPrepTurn(p, -1, -1);
    return;
  }
  if (action === A.FORFEIT) {
    let anyone = false;
    for (let q = 0; q < p.players && !anyone; q++) anyone = hasRequiredAction(p, q);
    if (!anyone) for (let q = 0; q < p.players; q++) p.money[q] += 1; // EM-R29
    endPrepTurn(p, -1, -1);
    return;
  }
  if (action === A.FOG_DECLINE) { endPrepTurn(p, p.fogTouched, -1); return; }
  const id = action % CARD_BASE;
  switch (action - id) {
    case A.BUY: {
      if (removeFromSupply(p, id)) {
        p.money[seat] -= Math.max(0, p.price[id] - keepBonus(p, seat, BONUS.travelDiscount));
        pushStash(p, seat, id);
        checkTravelBonus(p, seat);
        endPrepTurn(p, -1, -1);
        return;
      }
      const owner = p.openOwner[id];
      const slot = takeFromLayout(p, seat, id);
      p.money[seat] -= p.price[id];
      pushStash(p, seat, id);
      checkTravelBonus(p, seat);
      endPrepTurn(p, owner, slot);
      return;
    }
    case A.BUY_SKIP:
      removeFromSupply(p, id);
      p.skipCard[seat] = id;
      endPrepTurn(p, -1, -1);
      return;
    case A.SCALP: {
      let owner = 0;
      while (!removeFromStash(p, owner, id)) owner++;
      p.money[seat] -= p.price[id] + 1;
      p.money[owner] += p.price[id] + 1;
      pushStash(p, seat, id);
      checkTravelBonus(p, seat);
      endPrepTurn(p, -1, -1);
      return;
    }
    case A.DISCARD: {
      const owner = p.openOwner[id];
      const slot = takeFromLayout(p, seat, id);
      pushDiscard(p, id);
      p.money[seat] += 2;
      endPrepTurn(p, owner, slot);
      return;
    }
    case A.ACTIVATE: {
      const owner = p.openOwner[id];
      const slot = takeFromLayout(p, seat, id);
      if (activate(p, seat, id)) { p.pendingFog = true; p.fogTouched = owner; return; } // EM-D20
      endPrepTurn(p, owner, slot);
      return;
    }
    case A.SELL:
      removeFromStash(p, seat, id);
      pushDiscard(p, id);
      p.money[seat] += 2;
      p.usedSell = true;
      return;
    case A.FOG_DISCARD: {
      let owner = -1;
      for (let q = 0; q < p.players && owner < 0; q++) {
        for (let slot = 0; slot < p.slots; slot++) if (p.layout[q * p.slots + slot] === id) { owner = q; p.layout[q * p.slots + slot] = EMPTY; break; }
      }
      if (owner >= 0) {
        clearOpen(p, id);
        if (owner !== p.fogTouched) uncoverAll(p, owner);
      } else {
        let q = 0;
        while (!removeFromStash(p, q, id)) q++;
      }
      pushDiscard(p, id);
      endPrepTurn(p, p.fogTouched, -1);
      return;
    }
  }
  throw new Error(`Unknown Emigration action ${action}`);
}

/** EM-R32..EM-R38: trades, then the crossing; the game ends when everyone has tried the border. */
function borderStep(p: PlainEmigration, seat: number, action: number): void {
  const item = action === A.TRADE_MONEY ? ITEM.money : action === A.TRADE_DOCUMENTS ? ITEM.documents : action === A.TRADE_CONNECTIONS ? ITEM.connections : -1;
  if (item >= 0) {
    const per = p.ratePer[seat * 3 + item];
    if (item === ITEM.money) p.money[seat] -= per;
    else {
      const kind = item === ITEM.documents ? KIND.document : KIND.connection;
      const base = seat * p.cards;
      let left = per;
      let kept = 0;
      for (let i = 0; i < p.stashCount[seat]; i++) {
        const id = p.stash[base + i];
        if (left > 0 && p.kind[id] === kind) { pushDiscard(p, id); left--; } else p.stash[base + kept++] = id;
      }
      p.stashCount[seat] = kept;
    }
    p.assurance[seat] += p.rateGain[seat * 3 + item];
    return;
  }
  const lane = action - A.CROSS;
  if (p.assurance[seat] < 0) p.assurance[seat] = 0;
  const token = p.lanes[lane * p.maxTokens + --p.laneCount[lane]];
  const entered = hasPassportAndTicket(p, seat) && p.assurance[seat] >= token;
  if (entered) p.assurance[seat] -= token;
  p.crossed[seat] = 1;
  p.entered[seat] = entered ? 1 : 0;
  for (let k = 1; k <= p.players; k++) {
    const q = (seat + k) % p.players;
    if (p.crossed[q] === 0) { beginBorderTurn(p, q); return; }
  }
  p.phase = OVER;
}

export const plainEmigration: PlainEngine<PlainEmigration> = {
  game: 'emigration',
  load: (raw) => loadEmigration(raw as EmigrationState),
  toMove: (p) => (p.phase === OVER ? -1 : p.turn),
  legal,
  play: (p, seat, action) => (p.phase === PREP ? prepStep(p, seat, action) : borderStep(p, seat, action)),
  differs,
};
