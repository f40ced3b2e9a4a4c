/**
 * Legal actions for Emigration: the one definition of what a seat may do now.
 */
import { A, CARD_BASE } from './actions.ts';
import { cardTable, keepBonus, KIND, kindCodes } from './board.ts';
import { EMPTY, type EmigrationState } from './types.ts';

/** EM-R25: GO TO COLLEGE needs 1 more money than the nationality number and a free pay raise slot. */
export function canGoToCollege(s: EmigrationState, p: number): boolean {
  return !s.inCollege[p] && s.raises[p] < s.payRaises.length && s.money[p] >= s.seats[p].nationality.start + 1;
}

/**
 * Bit sets over card ids (32 ids a word) of the open layout cards, for `requiredAt`: the cards in seat
 * p's own layout and those in another player's (1 more to buy, EM-R14). Which of them are documents and
 * connections (BUY, DISCARD) and which are other cards (ACTIVATE) is a mask of the card table
 * (`CardTable.tradeMask`), so a card costs one bit written and no kind read. Walking a bit set word by
 * word, lowest bit first, lists the cards in ascending id order without sorting them (the insertion sort
 * that did this was the largest cost of a 6-player playout's legal moves). Card ids stay below
 * CARD_BASE. Reused between calls (the rules run on one thread and never re-enter `requiredAt`), so
 * generating the moves allocates nothing but the list it returns.
 */
const WORDS = Math.ceil(CARD_BASE / 32);
const ownBits = new Int32Array(WORDS);
const feeBits = new Int32Array(WORDS);
/** The words set since the bit sets were last cleared (none: usedHi < 0). */
let usedLo = WORDS;
let usedHi = -1;

/** Clears the words of the bit sets the last call set. */
function clearBits(): void {
  for (let w = usedLo; w <= usedHi; w++) { ownBits[w] = 0; feeBits[w] = 0; }
  usedLo = WORDS;
  usedHi = -1;
}

/** The lowest card id in a non-zero word `bits` of word `w`. */
function lowestId(w: number, bits: number): number {
  return (w << 5) | (31 - Math.clz32(bits & -bits));
}

/**
 * The legal list under construction: one packed array reused between calls (the rules run on one thread
 * and never re-enter `legalActions`), copied out at its exact length with `slice`. Pushing to a fresh
 * array grew it twice a move (a 6-player list is about 22 actions) and left spare capacity for the GC.
 * It starts long enough for any ordinary list, so writing to it never grows it (a longer list grows it
 * once, and it stays that long).
 */
const buf: number[] = [];
for (let i = 0; i < 256; i++) buf.push(0);

/** Whether seat p has at least one REQUIRED action (EM-R19..EM-R25) now; EM-R29 asks it of every seat. */
export function hasRequiredAction(s: EmigrationState, p: number): boolean {
  const money = s.money[p];
  for (let owner = 0; owner < s.players; owner++) if (money >= (owner === p ? 0 : 1) && s.open[owner].length > 0) return true;
  if (s.supply.length > 0) return true;
  return scalpAt(s, p, 0, true) > 0 || canGoToCollege(s, p);
}

/**
 * EM-R41: scalping another player's extra Passport or Ticket for its price + 1, written to `buf` from
 * `n`; returns the new length (with `probe`, stops at the first one). Needs 2 of a kind in one stash,
 * so stashes of fewer than 2 cards, and everything when p cannot pay the cheapest Passport or Ticket
 * + 1, are skipped without reading a card.
 */
function scalpAt(s: EmigrationState, p: number, n: number, probe: boolean, table = cardTable(s.cards)): number {
  const money = s.money[p];
  const { kinds, prices, cheapestPaper, paperLo } = table;
  if (money < cheapestPaper + 1) return n;
  const from = n;
  for (let owner = 0; owner < s.players; owner++) {
    if (owner === p) continue;
    const st = s.stash[owner];
    if (st.length < 2) continue;
    let passports = 0;
    let tickets = 0;
    let lastPassport = -1;
    let lastTicket = -1;
    for (let i = 0; i < st.length; i++) {
      const id = st[i];
      if (id < paperLo) continue;
      const kind = kinds[id];
      if (kind === KIND.passport) { passports++; lastPassport = id; } else if (kind === KIND.ticket) { tickets++; lastTicket = id; }
    }
    if (passports >= 2 && money >= prices[lastPassport] + 1) {
      buf[n++] = A.SCALP + lastPassport;
      if (probe) return n;
    }
    if (tickets >= 2 && money >= prices[lastTicket] + 1) {
      buf[n++] = A.SCALP + lastTicket;
      if (probe) return n;
    }
  }
  // Rare (someone must hold two Passports or two Tickets), and then few: sorted here.
  if (n - from > 1) sortSmall(buf, from, n);
  return n;
}

/**
 * The REQUIRED actions (EM-R19..EM-R25) seat p could take now, written to `buf` from `n` in ascending
 * order; returns the new length (none: n). The actions are written block by block (COLLEGE, BUY,
 * BUY_SKIP, DISCARD, ACTIVATE, SCALP), each block by card id, which is the ascending order of the action
 * numbers: the legal list comes out sorted without sorting it (sorting was a fifth of a random
 * playout's time at 6 players).
 */
function requiredAt(s: EmigrationState, p: number, n: number): number {
  // Normally clear already; not if a call threw between setting and clearing (a malformed state).
  if (usedHi >= 0) clearBits();
  const money = s.money[p];
  const table = cardTable(s.cards);
  const { kinds, prices, tradeMask } = table;
  // Layout cards of every player (EM-R13); another player's card costs 1 more, paid to its owner (EM-R14).
  // The range of words set is kept in locals (cheaper than module variables in the loops) and noted in
  // usedLo/usedHi; until then every word counts as used, in case a malformed state makes the loop throw.
  usedLo = 0;
  usedHi = WORDS - 1;
  let lo = WORDS;
  let hi = -1;
  for (let owner = 0; owner < s.players; owner++) {
    const own = owner === p;
    if (money < (own ? 0 : 1)) continue;
    const bits = own ? ownBits : feeBits;
    const row = s.layout[owner];
    const open = s.open[owner];
    for (let i = 0; i < open.length; i++) {
      const id = row[open[i]];
      const w = id >> 5;
      bits[w] |= 1 << (id & 31);
      if (w < lo) lo = w;
      if (w > hi) hi = w;
    }
  }
  usedLo = lo;
  usedHi = hi;
  // Public Passports and Tickets: one of each kind is offered (they are identical, EM-D19). EM-R20: pay, or skip a turn.
  let passport = -1;
  let ticket = -1;
  let passportsIn = 0;
  let ticketsIn = 0;
  const supply = s.supply;
  for (let i = 0; i < supply.length; i++) {
    const id = supply[i];
    const kind = kinds[id];
    if (kind === KIND.passport) { passportsIn++; if (passport < 0 || id < passport) passport = id; } else {
      if (kind === KIND.ticket) ticketsIn++;
      if (ticket < 0 || id < ticket) ticket = id;
    }
  }
  if (canGoToCollege(s, p)) buf[n++] = A.COLLEGE;
  // BUY: layout cards, then the bank's. Passports and Tickets have the highest ids, Passports first
  // (buildCards), and are never in a layout. The documents and connections met here are counted: each
  // is a DISCARD below.
  let trades = 0;
  for (let w = lo; w <= hi; w++) {
    const fees = feeBits[w];
    for (let bits = (ownBits[w] | fees) & tradeMask[w]; bits !== 0; bits &= bits - 1) {
      const id = lowestId(w, bits);
      trades++;
      if (money >= prices[id] + ((fees >>> (id & 31)) & 1)) buf[n++] = A.BUY + id;
    }
  }
  if (passport >= 0 || ticket >= 0) {
    // bankPrice of either paper, its Travel Agent discount (a scan of the stash) worked out once.
    const discount = keepBonus(s, p, 'travelDiscount');
    if (passport >= 0 && money >= Math.max(0, prices[passport] - discount)) buf[n++] = A.BUY + passport;
    if (ticket >= 0 && money >= Math.max(0, prices[ticket] - discount)) buf[n++] = A.BUY + ticket;
    if (passport >= 0) buf[n++] = A.BUY_SKIP + passport;
    if (ticket >= 0) buf[n++] = A.BUY_SKIP + ticket;
  }
  // DISCARD (documents and connections) and ACTIVATE (every other open card) in one pass: the ACTIVATE
  // block starts right after the `trades` DISCARD codes.
  let d = n;
  let a = n + trades;
  for (let w = lo; w <= hi; w++) {
    const open = ownBits[w] | feeBits[w];
    // The last walk: the words are cleared as they are read (clearBits' work, without its loop).
    ownBits[w] = 0;
    feeBits[w] = 0;
    const trade = tradeMask[w];
    for (let bits = open & trade; bits !== 0; bits &= bits - 1) buf[d++] = A.DISCARD + lowestId(w, bits);
    for (let bits = open & ~trade; bits !== 0; bits &= bits - 1) buf[a++] = A.ACTIVATE + lowestId(w, bits);
  }
  n = a;
  usedLo = WORDS;
  usedHi = -1;
  // EM-R41 needs two Passports or two Tickets in one stash, so two of a kind out of the supply: until
  // then (most of a game) no stash is read for it. Every card is in one place, so this never skips a scalp.
  if (table.passports - passportsIn < 2 && table.tickets - ticketsIn < 2) return n;
  return scalpAt(s, p, n, false, table);
}

/** The id of an extra (second or later) Passport/Ticket in a stash, or -1. */
export function extraTravelCard(s: EmigrationState, owner: number, kind: 'passport' | 'ticket'): number {
  let seen = 0;
  let last = -1;
  for (const id of s.stash[owner]) {
    if (s.cards[id].kind === kind) { seen++; last = id; }
  }
  return seen >= 2 ? last : -1;
}

/** Life cards Mental Fog may discard: in any stash, or face up in any layout (EM-R45). */
export function fogTargets(s: EmigrationState): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.players; p++) {
    for (const id of s.stash[p]) if (s.cards[id].kind === 'life') out.push(id);
    const row = s.layout[p];
    for (let slot = 0; slot < row.length; slot++) {
      const id = row[slot];
      if (id !== EMPTY && s.faceUp[p][slot] && s.cards[id].kind === 'life') out.push(id);
    }
  }
  return out;
}

export function legalActions(s: EmigrationState, seat: number): number[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  if (s.phase === 'border') {
    const out: number[] = [];
    const dest = s.seats[seat].destination;
    if (s.money[seat] >= dest.money.per) out.push(A.TRADE_MONEY);
    if (countStash(s, seat, 'document') >= dest.documents.per) out.push(A.TRADE_DOCUMENTS);
    if (countStash(s, seat, 'connection') >= dest.connections.per) out.push(A.TRADE_CONNECTIONS);
    // EM-R37: a lane with no tokens left cannot be chosen.
    for (let lane = 0; lane < s.lanes.length; lane++) if (s.lanes[lane].length > 0) out.push(A.CROSS + lane);
    return out;
  }
  if (s.pendingFog) {
    const out = [A.FOG_DECLINE];
    for (const id of fogTargets(s)) out.push(A.FOG_DISCARD + id);
    return sortSmall(out);
  }
  // Optional actions come before the required one (EM-R26, EM-R27), each once a turn (EM-D4). The list
  // is built in ascending order: GRADUATE (1), then COLLEGE (2) and the card moves (1000…5999) or
  // FORFEIT (3), then SELL (6000…).
  let n = 0;
  if (s.inCollege[seat] && !s.usedGraduate) buf[n++] = A.GRADUATE;
  const before = n;
  n = requiredAt(s, seat, n);
  // EM-R28: with no required action possible, the turn is forfeited.
  if (n === before) buf[n++] = A.FORFEIT;
  if (!s.usedSell) {
    const from = n;
    const stash = s.stash[seat];
    const kinds = kindCodes(s.cards);
    for (let i = 0; i < stash.length; i++) {
      const kind = kinds[stash[i]];
      if (kind === KIND.document || kind === KIND.connection) buf[n++] = A.SELL + stash[i];
    }
    if (n - from > 1) sortSmall(buf, from, n);
  }
  return buf.slice(0, n);
}

/** Insertion sort of a[from..to): the lists are short (a few dozen), and this avoids a comparator call per comparison. */
function sortSmall(a: number[], from = 0, to = a.length): number[] {
  for (let i = from + 1; i < to; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= from && a[j] > x) { a[j + 1] = a[j]; j--; }
    a[j + 1] = x;
  }
  return a;
}

export function countStash(s: EmigrationState, p: number, kind: string): number {
  let n = 0;
  for (const id of s.stash[p]) if (s.cards[id].kind === kind) n++;
  return n;
}
