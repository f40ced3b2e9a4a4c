/**
 * Legal actions for Emigration: the one definition of what a seat may do now.
 */
import { A, CARD_BASE } from './actions.ts';
import { bankPrice, cardTable, KIND, kindCodes } from './board.ts';
import { EMPTY, type EmigrationState } from './types.ts';

/** EM-R25: GO TO COLLEGE needs 1 more money than the nationality number and a free pay raise slot. */
export function canGoToCollege(s: EmigrationState, p: number): boolean {
  return !s.inCollege[p] && s.raises[p] < s.payRaises.length && s.money[p] >= s.seats[p].nationality.start + 1;
}

/**
 * Bit sets over card ids (32 ids a word) of the open layout cards, for `requiredActions`: documents and
 * connections (BUY, DISCARD), other cards (ACTIVATE), and the cards in another player's layout (1 more
 * to buy). Walking a bit set word by word, lowest bit first, lists the cards in ascending id order
 * without sorting them (the insertion sort that did this was the largest cost of a 6-player playout's
 * legal moves). Card ids stay below CARD_BASE. Reused between calls (the rules run on one thread and
 * never re-enter `requiredActions`), so generating the moves allocates nothing but the list it returns.
 */
const WORDS = Math.ceil(CARD_BASE / 32);
const tradeBits = new Int32Array(WORDS);
const otherBits = new Int32Array(WORDS);
const feeBits = new Int32Array(WORDS);
/** The words set since the bit sets were last cleared (none: usedHi < 0). */
let usedLo = WORDS;
let usedHi = -1;

/** Clears the words of the bit sets the last call set. */
function clearBits(): void {
  for (let w = usedLo; w <= usedHi; w++) { tradeBits[w] = 0; otherBits[w] = 0; feeBits[w] = 0; }
  usedLo = WORDS;
  usedHi = -1;
}

/** The lowest card id in a non-zero word `bits` of word `w`. */
function lowestId(w: number, bits: number): number {
  return (w << 5) | (31 - Math.clz32(bits & -bits));
}

/**
 * The REQUIRED actions (EM-R19..EM-R25) seat p could take now, pushed to `out` in ascending order when
 * given. Returns whether there is at least one (so the same code answers "can p act?" for EM-R29).
 *
 * The actions are pushed block by block (COLLEGE, BUY, BUY_SKIP, DISCARD, ACTIVATE, SCALP), each block by
 * card id, which is the ascending order of the action numbers: the legal list comes out sorted without
 * sorting it (sorting was a fifth of a random playout's time at 6 players).
 */
export function requiredActions(s: EmigrationState, p: number, out: number[] | null): boolean {
  // Normally clear already; not if a call threw between setting and clearing (a malformed state).
  if (usedHi >= 0) clearBits();
  const money = s.money[p];
  const { kinds, prices } = cardTable(s.cards);
  // Layout cards of every player (EM-R13); another player's card costs 1 more, paid to its owner (EM-R14).
  if (!out) {
    for (let owner = 0; owner < s.players; owner++) if (money >= (owner === p ? 0 : 1) && s.open[owner].length > 0) return true;
  }
  // The range of words set is kept in locals (cheaper than module variables in the loops) and noted in
  // usedLo/usedHi; until then every word counts as used, in case a malformed state makes the loop throw.
  usedLo = 0;
  usedHi = WORDS - 1;
  let lo = WORDS;
  let hi = -1;
  let layoutCount = 0;
  for (let owner = 0; owner < s.players; owner++) {
    const fee = owner === p ? 0 : 1;
    if (money < fee) continue;
    const row = s.layout[owner];
    const open = s.open[owner];
    for (let i = 0; i < open.length; i++) {
      const id = row[open[i]];
      const kind = kinds[id];
      const w = id >> 5;
      const bit = 1 << (id & 31);
      if (kind === KIND.document || kind === KIND.connection) tradeBits[w] |= bit; else otherBits[w] |= bit;
      if (fee) feeBits[w] |= bit;
      if (w < lo) lo = w;
      if (w > hi) hi = w;
      layoutCount++;
    }
  }
  usedLo = lo;
  usedHi = hi;
  // Public Passports and Tickets: one of each kind is offered (they are identical, EM-D19). EM-R20: pay, or skip a turn.
  let passport = -1;
  let ticket = -1;
  const supply = s.supply;
  for (let i = 0; i < supply.length; i++) {
    const id = supply[i];
    if (kinds[id] === KIND.passport) { if (passport < 0 || id < passport) passport = id; } else if (ticket < 0 || id < ticket) ticket = id;
  }
  const fromBank = passport >= 0 || ticket >= 0;
  if (fromBank && !out) return true;
  // EM-R41: scalping another player's extra Passport or Ticket for its price + 1.
  // Rare (someone must hold two Passports or two Tickets): a fresh list only when there is one.
  let scalps: number[] | null = null;
  for (let owner = 0; owner < s.players; owner++) {
    if (owner === p) continue;
    const st = s.stash[owner];
    if (st.length < 2) continue;
    let passports = 0;
    let tickets = 0;
    let lastPassport = -1;
    let lastTicket = -1;
    for (let i = 0; i < st.length; i++) {
      const kind = kinds[st[i]];
      if (kind === KIND.passport) { passports++; lastPassport = st[i]; } else if (kind === KIND.ticket) { tickets++; lastTicket = st[i]; }
    }
    if (passports >= 2 && money >= prices[lastPassport] + 1) {
      if (!out) return true;
      (scalps ??= []).push(lastPassport);
    }
    if (tickets >= 2 && money >= prices[lastTicket] + 1) {
      if (!out) return true;
      (scalps ??= []).push(lastTicket);
    }
  }
  const college = canGoToCollege(s, p);
  if (!out) return college;

  if (college) out.push(A.COLLEGE);
  // BUY: layout cards, then the bank's. Passports and Tickets have the highest ids, Passports first
  // (buildCards), and are never in a layout.
  for (let w = lo; w <= hi; w++) {
    for (let bits = tradeBits[w]; bits !== 0; bits &= bits - 1) {
      const id = lowestId(w, bits);
      if (money >= prices[id] + ((feeBits[w] >>> (id & 31)) & 1)) out.push(A.BUY + id);
    }
  }
  if (passport >= 0 && money >= bankPrice(s, p, s.cards[passport])) out.push(A.BUY + passport);
  if (ticket >= 0 && money >= bankPrice(s, p, s.cards[ticket])) out.push(A.BUY + ticket);
  if (passport >= 0) out.push(A.BUY_SKIP + passport);
  if (ticket >= 0) out.push(A.BUY_SKIP + ticket);
  for (let w = lo; w <= hi; w++) {
    for (let bits = tradeBits[w]; bits !== 0; bits &= bits - 1) out.push(A.DISCARD + lowestId(w, bits));
  }
  for (let w = lo; w <= hi; w++) {
    for (let bits = otherBits[w]; bits !== 0; bits &= bits - 1) out.push(A.ACTIVATE + lowestId(w, bits));
  }
  clearBits();
  if (scalps) {
    const from = out.length;
    for (let i = 0; i < scalps.length; i++) out.push(A.SCALP + scalps[i]);
    sortSmall(out, from);
  }
  return layoutCount > 0 || fromBank || scalps !== null || college;
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
  const out: number[] = [];
  if (s.phase === 'border') {
    const dest = s.seats[seat].destination;
    if (s.money[seat] >= dest.money.per) out.push(A.TRADE_MONEY);
    if (countStash(s, seat, 'document') >= dest.documents.per) out.push(A.TRADE_DOCUMENTS);
    if (countStash(s, seat, 'connection') >= dest.connections.per) out.push(A.TRADE_CONNECTIONS);
    // EM-R37: a lane with no tokens left cannot be chosen.
    for (let lane = 0; lane < s.lanes.length; lane++) if (s.lanes[lane].length > 0) out.push(A.CROSS + lane);
    return out;
  }
  if (s.pendingFog) {
    out.push(A.FOG_DECLINE);
    for (const id of fogTargets(s)) out.push(A.FOG_DISCARD + id);
    return sortSmall(out);
  }
  // Optional actions come before the required one (EM-R26, EM-R27), each once a turn (EM-D4). The list
  // is built in ascending order: GRADUATE (1), then COLLEGE (2) and the card moves (1000…5999) or
  // FORFEIT (3), then SELL (6000…).
  if (s.inCollege[seat] && !s.usedGraduate) out.push(A.GRADUATE);
  // EM-R28: with no required action possible, the turn is forfeited.
  if (!requiredActions(s, seat, out)) out.push(A.FORFEIT);
  if (!s.usedSell) {
    const from = out.length;
    const stash = s.stash[seat];
    const kinds = kindCodes(s.cards);
    for (let i = 0; i < stash.length; i++) {
      const kind = kinds[stash[i]];
      if (kind === KIND.document || kind === KIND.connection) out.push(A.SELL + stash[i]);
    }
    sortSmall(out, from);
  }
  return out;
}

/** Insertion sort of a[from..]: the lists are short (a few dozen), and this avoids a comparator call per comparison. */
function sortSmall(a: number[], from = 0): number[] {
  for (let i = from + 1; i < a.length; i++) {
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
