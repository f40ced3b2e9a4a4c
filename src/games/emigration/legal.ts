/**
 * Legal actions for Emigration: the one definition of what a seat may do now.
 */
import { A, CARD_BASE } from './actions.ts';
import { bankPrice, KIND, kindCodes } from './board.ts';
import { EMPTY, type EmigrationState } from './types.ts';

/** EM-R25: GO TO COLLEGE needs 1 more money than the nationality number and a free pay raise slot. */
export function canGoToCollege(s: EmigrationState, p: number): boolean {
  return !s.inCollege[p] && s.raises[p] < s.payRaises.length && s.money[p] >= s.seats[p].nationality.start + 1;
}

/** Flags of an open layout card in `layoutScratch` (stored as `id * 4 + flags`). */
const FEE = 1;
const TRADE_CARD = 2;
/**
 * Scratch for `requiredActions`, reused between calls (the rules run on one thread and never re-enter
 * it), so that generating the moves allocates nothing but the list it returns. Card ids stay below
 * CARD_BASE, so the open layout cards fit.
 */
const layoutScratch = new Int32Array(CARD_BASE);

/**
 * The REQUIRED actions (EM-R19..EM-R25) seat p could take now, pushed to `out` in ascending order when
 * given. Returns whether there is at least one (so the same code answers "can p act?" for EM-R29).
 *
 * The actions are pushed block by block (COLLEGE, BUY, BUY_SKIP, DISCARD, ACTIVATE, SCALP), each block by
 * card id, which is the ascending order of the action numbers: the legal list comes out sorted without
 * sorting it (sorting was a fifth of a random playout's time at 6 players).
 */
export function requiredActions(s: EmigrationState, p: number, out: number[] | null): boolean {
  const money = s.money[p];
  const cards = s.cards;
  const kinds = kindCodes(cards);
  // Layout cards of every player (EM-R13); another player's card costs 1 more, paid to its owner (EM-R14).
  // Collected as id * 4 + flags, kept in id order by insertion (a dozen cards or so, at most a few dozen).
  const layoutCards = layoutScratch;
  let layoutCount = 0;
  for (let owner = 0; owner < s.players; owner++) {
    const fee = owner === p ? 0 : 1;
    if (money < fee) continue;
    const row = s.layout[owner];
    const open = s.open[owner];
    for (let i = 0; i < open.length; i++) {
      if (!out) return true;
      const id = row[open[i]];
      const kind = kinds[id];
      const v = id * 4 + fee + (kind === KIND.document || kind === KIND.connection ? TRADE_CARD : 0);
      let j = layoutCount++;
      while (j > 0 && layoutCards[j - 1] > v) { layoutCards[j] = layoutCards[j - 1]; j--; }
      layoutCards[j] = v;
    }
  }
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
    let passports = 0;
    let tickets = 0;
    let lastPassport = -1;
    let lastTicket = -1;
    for (let i = 0; i < st.length; i++) {
      const kind = kinds[st[i]];
      if (kind === KIND.passport) { passports++; lastPassport = st[i]; } else if (kind === KIND.ticket) { tickets++; lastTicket = st[i]; }
    }
    if (passports >= 2 && money >= cards[lastPassport].price + 1) {
      if (!out) return true;
      (scalps ??= []).push(lastPassport);
    }
    if (tickets >= 2 && money >= cards[lastTicket].price + 1) {
      if (!out) return true;
      (scalps ??= []).push(lastTicket);
    }
  }
  const college = canGoToCollege(s, p);
  if (!out) return college;

  if (college) out.push(A.COLLEGE);
  // BUY: layout cards, then the bank's. Passports and Tickets have the highest ids, Passports first
  // (buildCards), and are never in a layout.
  for (let i = 0; i < layoutCount; i++) {
    const v = layoutCards[i];
    if (!(v & TRADE_CARD)) continue;
    const id = v >> 2;
    if (money >= cards[id].price + (v & FEE)) out.push(A.BUY + id);
  }
  if (passport >= 0 && money >= bankPrice(s, p, cards[passport])) out.push(A.BUY + passport);
  if (ticket >= 0 && money >= bankPrice(s, p, cards[ticket])) out.push(A.BUY + ticket);
  if (passport >= 0) out.push(A.BUY_SKIP + passport);
  if (ticket >= 0) out.push(A.BUY_SKIP + ticket);
  for (let i = 0; i < layoutCount; i++) {
    const v = layoutCards[i];
    if (v & TRADE_CARD) out.push(A.DISCARD + (v >> 2));
  }
  for (let i = 0; i < layoutCount; i++) {
    const v = layoutCards[i];
    if (!(v & TRADE_CARD)) out.push(A.ACTIVATE + (v >> 2));
  }
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
