/**
 * Applying an action. Called only with legal actions (the engine checks legality first).
 */
import { rollDie, type GameEvent } from '../../engine/index.ts';
import { A, CARD_BASE, cardOf } from './actions.ts';
import { bankPrice, coveredSlots, findInLayouts, hasPassportAndTicket, isUncovered, keepBonus, salary } from './board.ts';
import * as tell from './events.ts';
import { countStash, hasRequiredAction } from './legal.ts';
import { EMPTY, type EmigrationState } from './types.ts';
import { ownRow } from '../state-parts.ts';

/**
 * The events of a step, or null in fast playouts. Callers guard with `if (ev)` so that no text is built
 * then; the words are in events.ts, so that no function here captures a variable for them.
 */
type Events = GameEvent[] | null;

// Per-seat or per-lane rows (`layout`, `faceUp`, `open`, `stash`, `lanes`) are changed through `ownRow`
// (src/games/state-parts.ts) or `ownStats`: apply's copy shares them with the state before (clone.ts).

/** The lists `apply`'s copy shares whole with the state before (clone.ts cloneForApply). */
type SharedList = 'skipCard' | 'supply' | 'discard' | 'assurance' | 'inCollege' | 'raises' | 'travelBonus' | 'borderAdjust';

/**
 * Puts a copy of list `key` in its place, on the apply path only (callers write `if (ev) unshare(…)`
 * just before changing the list, so a playout runs the change as it did, on its own list): `apply`'s
 * state shares these lists with the state before (clone.ts cloneForApply).
 */
function unshare(s: EmigrationState, key: SharedList): void {
  (s as Record<SharedList, unknown[]>)[key] = s[key].slice();
}

/** A seat's end-screen counters, to be changed: `ownRow` for `stats` (shared the same way). */
function ownStats(s: EmigrationState, p: number, ev: Events): EmigrationState['stats'][number] {
  if (ev === null) return s.stats[p];
  const stats = { ...s.stats[p] };
  s.stats[p] = stats;
  return stats;
}

/** Money lost to a card, softened by Health Insurance; never below zero. */
function loseMoney(s: EmigrationState, p: number, amount: number): number {
  const loss = Math.min(s.money[p], Math.max(0, amount - keepBonus(s, p, 'lossShield')));
  s.money[p] -= loss;
  return loss;
}

/** EM-R7: the first time a player holds both a Passport and a Ticket, they take 1 assurance token. */
function checkTravelBonus(s: EmigrationState, p: number, ev: Events): void {
  if (!s.travelBonus[p] && hasPassportAndTicket(s, p)) {
    if (ev) { unshare(s, 'travelBonus'); unshare(s, 'assurance'); }
    s.travelBonus[p] = true;
    s.assurance[p] += 1;
    if (ev) tell.travelBonus(ev, p);
  }
}

/**
 * The slot `takeFromLayout` last took a card from, when it found the card among the AVAILABLE slots
 * (`open`), as a legal BUY, DISCARD or ACTIVATE always does; -1 otherwise. endPrepTurn then looks only
 * at the slots that card covered (revealAfterTaking).
 */
let takenSlot = -1;

/**
 * Removes a card from wherever it lies in a layout; pays the owner 1 when the taker is someone else (EM-R14).
 * Returns the owner of the layout the card came from. The card is looked for among the AVAILABLE slots
 * first (a dozen at 6 players, against 14 a layout), then everywhere.
 */
function takeFromLayout(s: EmigrationState, p: number, id: number, ev: Events): number {
  let owner = -1;
  let slot = -1;
  takenSlot = -1;
  for (let q = 0; q < s.players && owner < 0; q++) {
    const row = s.layout[q];
    const open = s.open[q];
    for (let i = 0; i < open.length; i++) {
      if (row[open[i]] === id) { owner = q; slot = open[i]; takenSlot = slot; break; }
    }
  }
  if (owner < 0) ({ owner, slot } = findInLayouts(s, id)!);
  ownRow(s.layout, owner, ev)[slot] = EMPTY;
  if (owner !== p) {
    s.money[p] -= 1;
    s.money[owner] += 1;
    if (ev) tell.payOwner(ev, p, owner);
  }
  return owner;
}

/**
 * EM-R15: after an action, face-down cards that nothing covers any more are turned face up.
 * Only a layout that lost a card can change, so callers name it (`owner`), or -1 for none.
 */
function revealUncovered(s: EmigrationState, owner: number, ev: Events): void {
  if (owner < 0) return;
  const row = s.layout[owner];
  let up = s.faceUp[owner];
  let upOwned = ev === null;
  // One pass flips what is uncovered and rebuilds the `open` cache: uncovered cards are all face up now.
  const open: number[] = [];
  for (let slot = 0; slot < row.length; slot++) {
    if (row[slot] === EMPTY || !isUncovered(s, owner, slot)) continue;
    if (!up[slot]) {
      if (!upOwned) { up = ownRow(s.faceUp, owner, ev); upOwned = true; }
      up[slot] = true;
      if (ev) tell.reveal(ev, owner, slot, row[slot], s.cards[row[slot]]);
    }
    open.push(slot);
  }
  s.open[owner] = open;
}

/**
 * revealUncovered after one card left slot `taken` of a layout whose `open` list was up to date (the
 * card was one of its AVAILABLE cards): only the slots that card covered can be uncovered now, so only
 * they are looked at (every other slot keeps its state), and the list is updated where it is: `taken`
 * leaves, the newly uncovered slots go in at their places. Same flips, events and list as the full
 * pass, at a fraction of its cost (the full pass was a tenth of a 6-player playout). The list and the
 * face-up row are updated through `ownRow`: in a copy of their own when `apply` steps (it shares them
 * with the state before), in place in a playout.
 */
function revealAfterTaking(s: EmigrationState, owner: number, taken: number, ev: Events): void {
  const row = s.layout[owner];
  let up = s.faceUp[owner];
  let upOwned = ev === null;
  const open = ownRow(s.open, owner, ev);
  removeValue(open, taken);
  const under = coveredSlots(s.layoutSpec)[taken];
  for (let u = 0; u < under.length; u++) {
    const slot = under[u];
    if (row[slot] === EMPTY || !isUncovered(s, owner, slot)) continue;
    if (!up[slot]) {
      if (!upOwned) { up = ownRow(s.faceUp, owner, ev); upOwned = true; }
      up[slot] = true;
      if (ev) tell.reveal(ev, owner, slot, row[slot], s.cards[row[slot]]);
    }
    let i = open.length;
    open.push(slot);
    for (; i > 0 && open[i - 1] > slot; i--) open[i] = open[i - 1];
    open[i] = slot;
  }
}

/** Removes list[i], keeping the order (as `list.splice(i, 1)` does, without the array splice returns). */
function removeAt(list: number[], i: number): void {
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j];
  list.pop();
}

/** Removes the first `value` from a list, keeping the order; does nothing when it is absent. */
function removeValue(list: number[], value: number): void {
  const i = list.indexOf(value);
  if (i >= 0) removeAt(list, i);
}

/** EM-R30: any Passport or Ticket left, or any available layout card (`open` is fresh for every layout here). */
function anyAvailable(s: EmigrationState): boolean {
  if (s.supply.length > 0) return true;
  for (let p = 0; p < s.players; p++) if (s.open[p].length > 0) return true;
  return false;
}

/** EM-D5: a safety limit on Phase 1 so every game ends; it never triggers in ordinary play. */
export function prepTurnLimit(players: number): number {
  return 60 * players;
}

function startBorder(s: EmigrationState, ev: Events): void {
  // EM-D2: a Passport/Ticket still lying upside down goes to its owner's stash when Phase 1 ends.
  for (let p = 0; p < s.players; p++) {
    if (s.skipCard[p] !== EMPTY) {
      ownRow(s.stash, p, ev).push(s.skipCard[p]);
      if (ev) unshare(s, 'skipCard');
      s.skipCard[p] = EMPTY;
      checkTravelBonus(s, p, ev);
    }
  }
  s.phase = 'border';
  s.pendingFog = false;
  if (ev) tell.borderBegins(ev);
  // EM-R46 / EM-D1: play continues clockwise from the last player of Phase 1.
  beginBorderTurn(s, (s.turn + 1) % s.players, ev);
}

/** EM-R34 + EM-D16: destination penalties and kept life cards adjust assurance as the border turn begins. */
function beginBorderTurn(s: EmigrationState, p: number, ev: Events): void {
  s.turn = p;
  s.trades = { money: 0, documents: 0, connections: 0 };
  const dest = s.seats[p].destination;
  let adjust = keepBonus(s, p, 'withdrawAssurance');
  for (const pen of dest.penalties) {
    const held = pen.item === 'money' ? s.money[p] : countStash(s, p, pen.item === 'documents' ? 'document' : 'connection');
    if (held < pen.fewerThan) {
      adjust -= pen.lose;
      if (ev) tell.penalty(ev, p, pen, dest);
    }
  }
  if (ev && adjust > 0) tell.keepBonus(ev, p, adjust);
  if (ev) { unshare(s, 'borderAdjust'); unshare(s, 'assurance'); }
  s.borderAdjust[p] = adjust;
  s.assurance[p] += adjust;
}

/** `touched`: the layout that lost a card (-1: none); `taken`: its slot, when takeFromLayout found it AVAILABLE. */
function endPrepTurn(s: EmigrationState, ev: Events, touched = -1, taken = -1): void {
  s.pendingFog = false;
  if (touched >= 0 && taken >= 0) revealAfterTaking(s, touched, taken, ev); else revealUncovered(s, touched, ev);
  s.prepTurns++;
  if (!anyAvailable(s) || s.prepTurns >= prepTurnLimit(s.players)) {
    if (ev && anyAvailable(s)) tell.timeLimit(ev);
    startBorder(s, ev);
    return;
  }
  let next = (s.turn + 1) % s.players;
  // EM-R20: a player who took a Passport/Ticket by skipping places it in their stash instead of taking a turn.
  for (let guard = 0; guard < s.players && s.skipCard[next] !== EMPTY; guard++) {
    ownRow(s.stash, next, ev).push(s.skipCard[next]);
    if (ev) { tell.skip(ev, next, s.cards[s.skipCard[next]]); unshare(s, 'skipCard'); }
    s.skipCard[next] = EMPTY;
    checkTravelBonus(s, next, ev);
    s.prepTurns++;
    next = (next + 1) % s.players;
  }
  s.turn = next;
  s.usedGraduate = false;
  s.usedSell = false;
}

function activate(s: EmigrationState, p: number, id: number, ev: Events): boolean {
  const card = s.cards[id];
  if (card.kind === 'payday') {
    // EM-R22: everyone takes their salary (the list of pays only for the event: none in playouts).
    const paid: number[] | null = ev ? [] : null;
    for (let q = 0; q < s.players; q++) { const pay = salary(s, q); s.money[q] += pay; paid?.push(pay); }
    if (ev) unshare(s, 'discard');
    s.discard.push(id);
    if (ev) tell.payday(ev, paid!);
    return false;
  }
  const e = card.effect!;
  let keep = false;
  let pending = false;
  switch (e.type) {
    case 'money':
      if (e.amount >= 0) s.money[p] += e.amount; else loseMoney(s, p, -e.amount);
      break;
    case 'moneyAll':
      for (let q = 0; q < s.players; q++) { if (e.amount >= 0) s.money[q] += e.amount; else loseMoney(s, q, -e.amount); }
      break;
    case 'pandemicStimulus': {
      // EM-R43: the first of the two cards activated makes everyone lose the roll, the second gain it.
      const roll = rollDie(s.rng);
      s.pandemicCount++;
      const lose = s.pandemicCount === 1;
      for (let q = 0; q < s.players; q++) { if (lose) loseMoney(s, q, roll); else s.money[q] += roll; }
      if (ev) tell.pandemicRoll(ev, p, roll, lose);
      break;
    }
    case 'dieMoney': {
      const roll = rollDie(s.rng);
      s.money[p] += roll;
      if (ev) tell.dieMoneyRoll(ev, p, roll);
      break;
    }
    case 'assurance':
      if (ev) unshare(s, 'assurance');
      s.assurance[p] += e.amount;
      break;
    case 'eliteSociety': {
      // EM-R44: +1 for every 2 money of the richest player.
      let most = 0;
      for (let q = 0; q < s.players; q++) most = Math.max(most, s.money[q]);
      s.money[p] += Math.floor(most / 2);
      break;
    }
    case 'mentalFog':
      loseMoney(s, p, e.amount);
      pending = true;
      break;
    case 'keep':
      keep = true;
      break;
  }
  if (keep) ownRow(s.stash, p, ev).push(id);
  else {
    if (ev) unshare(s, 'discard');
    s.discard.push(id);
  }
  return pending;
}

export function step(s: EmigrationState, p: number, action: number, ev: Events): void {
  if (s.phase === 'border') return borderStep(s, p, action, ev);
  if (action < CARD_BASE) {
    switch (action) {
      case A.GRADUATE: {
        // EM-R26: roll 1–3 to graduate: upright career, money on the next pay raise slot, 2 assurance.
        s.usedGraduate = true;
        const roll = rollDie(s.rng);
        if (roll <= 3) {
          if (ev) { unshare(s, 'inCollege'); unshare(s, 'raises'); unshare(s, 'assurance'); }
          s.inCollege[p] = false;
          s.raises[p]++;
          s.assurance[p] += s.graduationAssurance;
          ownStats(s, p, ev).graduations++;
          if (ev) tell.graduated(ev, p, roll, s.graduationAssurance);
        } else {
          if (ev) tell.graduateFailed(ev, p, roll);
        }
        return;
      }
      case A.COLLEGE: {
        // EM-R25: tuition = roll + nationality number; too little money forfeits the turn.
        const stats = ownStats(s, p, ev);
        stats.collegeTries++;
        const roll = rollDie(s.rng);
        const tuition = Math.max(0, roll + s.seats[p].nationality.start - keepBonus(s, p, 'tuitionDiscount'));
        if (s.money[p] >= tuition) {
          s.money[p] -= tuition;
          if (ev) unshare(s, 'inCollege');
          s.inCollege[p] = true;
          if (ev) tell.college(ev, p, roll, tuition);
        } else {
          stats.forfeits++;
          if (ev) tell.collegeFailed(ev, p, roll, tuition);
        }
        return endPrepTurn(s, ev);
      }
      case A.FORFEIT: {
        ownStats(s, p, ev).forfeits++;
        if (ev) tell.forfeit(ev, p);
        // EM-R29: if no player can do a required action, every player takes 1 money.
        let anyone = false;
        for (let q = 0; q < s.players && !anyone; q++) anyone = hasRequiredAction(s, q);
        if (!anyone) {
          for (let q = 0; q < s.players; q++) s.money[q] += 1;
          if (ev) tell.stuck(ev);
        }
        return endPrepTurn(s, ev);
      }
      case A.FOG_DECLINE:
        if (ev) tell.fogDeclined(ev, p);
        return endPrepTurn(s, ev, s.fogTouched);
    }
    throw new Error(`Unknown action ${action}`);
  }
  const id = cardOf(action);
  const base = action - id;
  const card = s.cards[id];
  switch (base) {
    case A.BUY: {
      let touched = -1;
      let taken = -1;
      const fromSupply = s.supply.indexOf(id);
      if (fromSupply >= 0) {
        if (ev) unshare(s, 'supply');
        removeAt(s.supply, fromSupply);
        const price = bankPrice(s, p, card);
        s.money[p] -= price;
        ownRow(s.stash, p, ev).push(id);
        if (ev) tell.boughtFromBank(ev, p, card, price);
      } else {
        touched = takeFromLayout(s, p, id, ev);
        taken = takenSlot;
        s.money[p] -= card.price;
        ownRow(s.stash, p, ev).push(id);
        if (ev) tell.boughtFromLayout(ev, p, card);
      }
      ownStats(s, p, ev).bought++;
      checkTravelBonus(s, p, ev);
      return endPrepTurn(s, ev, touched, taken);
    }
    case A.BUY_SKIP: {
      if (ev) { unshare(s, 'supply'); unshare(s, 'skipCard'); }
      removeValue(s.supply, id);
      s.skipCard[p] = id;
      ownStats(s, p, ev).bought++;
      if (ev) tell.tookBySkipping(ev, p, card);
      return endPrepTurn(s, ev);
    }
    case A.SCALP: {
      // EM-R41: the buyer pays the owner the card's price plus 1, and may not skip a turn for it.
      let owner = 0;
      while (!s.stash[owner].includes(id)) owner++;
      removeValue(ownRow(s.stash, owner, ev), id);
      s.money[p] -= card.price + 1;
      s.money[owner] += card.price + 1;
      ownRow(s.stash, p, ev).push(id);
      ownStats(s, p, ev).scalped++;
      if (ev) tell.scalped(ev, p, owner, card);
      checkTravelBonus(s, p, ev);
      return endPrepTurn(s, ev);
    }
    case A.DISCARD: {
      const touched = takeFromLayout(s, p, id, ev);
      const taken = takenSlot;
      if (ev) unshare(s, 'discard');
      s.discard.push(id);
      s.money[p] += 2;
      ownStats(s, p, ev).discarded++;
      if (ev) tell.discarded(ev, p, card);
      return endPrepTurn(s, ev, touched, taken);
    }
    case A.ACTIVATE: {
      const touched = takeFromLayout(s, p, id, ev);
      const taken = takenSlot;
      ownStats(s, p, ev).activated++;
      if (ev && card.kind === 'life') tell.activated(ev, p, card);
      const pending = activate(s, p, id, ev);
      if (pending) {
        // EM-D20: the Mental Fog choice comes first; the layout is revealed when the turn ends.
        s.pendingFog = true;
        s.fogTouched = touched;
        return;
      }
      return endPrepTurn(s, ev, touched, taken);
    }
    case A.SELL: {
      // EM-R27: sell a document or connection from your stash for 2, then do another action.
      removeValue(ownRow(s.stash, p, ev), id);
      if (ev) unshare(s, 'discard');
      s.discard.push(id);
      s.money[p] += 2;
      s.usedSell = true;
      ownStats(s, p, ev).sold++;
      if (ev) tell.sold(ev, p, card);
      return;
    }
    case A.FOG_DISCARD: {
      const where = findInLayouts(s, id);
      if (where) {
        ownRow(s.layout, where.owner, ev)[where.slot] = EMPTY;
        // Two layouts may have lost a card: the activator's source and this one.
        if (where.owner !== s.fogTouched) revealUncovered(s, where.owner, ev);
      } else {
        let owner = 0;
        while (!s.stash[owner].includes(id)) owner++;
        const st = ownRow(s.stash, owner, ev);
        st.splice(st.indexOf(id), 1);
      }
      if (ev) unshare(s, 'discard');
      s.discard.push(id);
      if (ev) tell.fogDiscarded(ev, p, card);
      return endPrepTurn(s, ev, s.fogTouched);
    }
  }
  throw new Error(`Unknown action ${action}`);
}

/** EM-R32: the three trades of the withdrawal step, by action. */
const TRADES = {
  [A.TRADE_MONEY]: 'money',
  [A.TRADE_DOCUMENTS]: 'documents',
  [A.TRADE_CONNECTIONS]: 'connections',
} as const;
const TRADE_CARD = { documents: 'document', connections: 'connection' } as const;

function borderStep(s: EmigrationState, p: number, action: number, ev: Events): void {
  const dest = s.seats[p].destination;
  const item = TRADES[action as keyof typeof TRADES];
  if (item !== undefined) {
    const rate = dest[item];
    if (item === 'money') {
      s.money[p] -= rate.per; // EM-R33: money on pay raise slots is not in s.money
    } else {
      if (ev) unshare(s, 'discard');
      let left = rate.per;
      const keep: number[] = [];
      for (const id of s.stash[p]) {
        if (left > 0 && s.cards[id].kind === TRADE_CARD[item]) { s.discard.push(id); left--; } else keep.push(id);
      }
      s.stash[p] = keep;
    }
    if (ev) unshare(s, 'assurance');
    s.assurance[p] += rate.gain;
    // `apply`'s state shares the counts with the state before (clone.ts cloneForApply).
    if (ev) s.trades = { money: s.trades.money, documents: s.trades.documents, connections: s.trades.connections };
    s.trades[item]++;
    if (ev) tell.traded(ev, p, item, rate.per, rate.gain);
    return;
  }
  // EM-R35: take the top token of the chosen lane; pay it if you can and hold a Passport and a Ticket.
  const lane = action - A.CROSS;
  if (ev) unshare(s, 'assurance');
  if (s.assurance[p] < 0) s.assurance[p] = 0; // EM-D16: penalties cannot take the total below zero
  const token = ownRow(s.lanes, lane, ev).pop()!;
  const papers = hasPassportAndTicket(s, p);
  const entered = papers && s.assurance[p] >= token;
  if (entered) s.assurance[p] -= token;
  s.crossings[p] = { lane, token, entered, paid: entered ? token : 0 };
  const held = s.assurance[p];
  if (ev) tell.crossed(ev, p, lane, token, entered, papers, held, dest);
  // EM-R38: when every player has attempted the border, the game is finished.
  for (let k = 1; k <= s.players; k++) {
    const q = (p + k) % s.players;
    if (s.crossings[q] === null) return beginBorderTurn(s, q, ev);
  }
  s.phase = 'over';
  if (ev) tell.gameOver(ev);
}

