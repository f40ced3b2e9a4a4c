/**
 * Legal actions for Emigration: the one definition of what a seat may do now.
 */
import { A } from './actions.ts';
import { bankPrice } from './board.ts';
import { EMPTY, type EmigrationState } from './types.ts';

/** EM-R25: GO TO COLLEGE needs 1 more money than the nationality number and a free pay raise slot. */
export function canGoToCollege(s: EmigrationState, p: number): boolean {
  return !s.inCollege[p] && s.raises[p] < s.payRaises.length && s.money[p] >= s.seats[p].nationality.start + 1;
}

/**
 * The REQUIRED actions (EM-R19..EM-R25) seat p could take now, pushed to `out` when given.
 * Returns whether there is at least one (so the same code answers "can p act?" for EM-R29).
 */
export function requiredActions(s: EmigrationState, p: number, out: number[] | null): boolean {
  const money = s.money[p];
  let any = false;
  // Layout cards of every player (EM-R13); another player's card costs 1 more, paid to its owner (EM-R14).
  for (let owner = 0; owner < s.players; owner++) {
    const fee = owner === p ? 0 : 1;
    if (money < fee) continue;
    const row = s.layout[owner];
    const open = s.open[owner];
    for (let i = 0; i < open.length; i++) {
      const id = row[open[i]];
      const card = s.cards[id];
      if (!out) return true;
      any = true;
      if (card.kind === 'document' || card.kind === 'connection') {
        if (money >= card.price + fee) out.push(A.BUY + id);
        out.push(A.DISCARD + id);
      } else {
        out.push(A.ACTIVATE + id);
      }
    }
  }
  // Public Passports and Tickets: one of each kind is offered (they are identical, EM-D19). EM-R20: pay, or skip a turn.
  let passport = -1;
  let ticket = -1;
  const supply = s.supply;
  for (let i = 0; i < supply.length; i++) {
    const id = supply[i];
    const kind = s.cards[id].kind;
    if (kind === 'passport') { if (passport < 0 || id < passport) passport = id; } else if (ticket < 0 || id < ticket) ticket = id;
  }
  if (passport >= 0 || ticket >= 0) {
    if (!out) return true;
    any = true;
    if (passport >= 0) {
      if (money >= bankPrice(s, p, s.cards[passport])) out.push(A.BUY + passport);
      out.push(A.BUY_SKIP + passport);
    }
    if (ticket >= 0) {
      if (money >= bankPrice(s, p, s.cards[ticket])) out.push(A.BUY + ticket);
      out.push(A.BUY_SKIP + ticket);
    }
  }
  // EM-R41: scalping another player's extra Passport or Ticket for its price + 1.
  for (let owner = 0; owner < s.players; owner++) {
    if (owner === p) continue;
    const st = s.stash[owner];
    let passports = 0;
    let tickets = 0;
    let lastPassport = -1;
    let lastTicket = -1;
    for (let i = 0; i < st.length; i++) {
      const kind = s.cards[st[i]].kind;
      if (kind === 'passport') { passports++; lastPassport = st[i]; } else if (kind === 'ticket') { tickets++; lastTicket = st[i]; }
    }
    if (passports >= 2 && money >= s.cards[lastPassport].price + 1) {
      if (!out) return true;
      out.push(A.SCALP + lastPassport);
      any = true;
    }
    if (tickets >= 2 && money >= s.cards[lastTicket].price + 1) {
      if (!out) return true;
      out.push(A.SCALP + lastTicket);
      any = true;
    }
  }
  if (canGoToCollege(s, p)) {
    if (!out) return true;
    out.push(A.COLLEGE);
    any = true;
  }
  return any;
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
  // Optional actions come before the required one (EM-R26, EM-R27), each once a turn (EM-D4).
  if (s.inCollege[seat] && !s.usedGraduate) out.push(A.GRADUATE);
  if (!s.usedSell) {
    for (const id of s.stash[seat]) {
      const kind = s.cards[id].kind;
      if (kind === 'document' || kind === 'connection') out.push(A.SELL + id);
    }
  }
  // EM-R28: with no required action possible, the turn is forfeited.
  if (!requiredActions(s, seat, out)) out.push(A.FORFEIT);
  return sortSmall(out);
}

/** Insertion sort: the lists are short (a few dozen), and this avoids a comparator call per comparison. */
function sortSmall(a: number[]): number[] {
  for (let i = 1; i < a.length; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > x) { a[j + 1] = a[j]; j--; }
    a[j + 1] = x;
  }
  return a;
}

export function countStash(s: EmigrationState, p: number, kind: string): number {
  let n = 0;
  for (const id of s.stash[p]) if (s.cards[id].kind === kind) n++;
  return n;
}
