/** Legality and the step function: the single definition of what each seat may do now. */
import { contentOf, layoutFor } from './content.ts';
import type { Action, Seat } from '../../engine/index.ts';
import { cardPlays, choose, declare } from './cards.ts';
import { enc, K, PASS } from './codec.ts';
import { continueVetting, cycleKindsInHand, pass, rollAndDraw, settlePriority, startActionRound, HAND_LIMIT } from './flow.ts';
import { distinctVetting, distinctVettingInto, drawAction, findRefugee, ownRefugee, removeAt, removeValue, sayAll, sortCodes, type Events } from './state.ts';
import { ownList, ownRow } from '../state-parts.ts';
import type { RefugeeState } from './types.ts';

const encVet = enc.vet;
const encChoose = enc.choose;

export function activeSeats(s: RefugeeState): Seat[] {
  const seat = activeSeat(s);
  return seat < 0 ? [] : [seat];
}

/** The one seat to act now, or -1 when the game is over (one seat acts at a time in #refugee). */
function activeSeat(s: RefugeeState): Seat {
  switch (s.phase) {
    case 'over': return -1;
    case 'action': return s.priority;
    case 'choose': return s.choices[0].seat;
    default: return s.current;
  }
}

const scratchCards: number[] = [];
const scratchTargets: number[] = [];

export function legalActions(s: RefugeeState, seat: Seat): Action[] {
  if (s.phase === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  if (activeSeat(s) !== seat) return [];
  const L = layoutFor(s);
  const out: number[] = [];
  switch (s.phase) {
    case 'cycle':
      out.push(PASS);
      for (const k of cycleKindsInHand(s, seat)) out.push(enc.cycle(L, k));
      break;
    case 'vetting': {
      // Card ids ascending, then refugee ids ascending: the codes come out sorted (VET + v·NR + r).
      // The cards and targets go into scratch lists (the rules never re-enter legalActions): only the codes are new.
      const cards = scratchCards;
      const nc = distinctVettingInto(L, s.vettingHands[seat], cards);
      const targets = scratchTargets;
      let nt = 0;
      const inPlay = s.inPlay;
      for (let k = 0; k < inPlay.length; k++) { const r = inPlay[k]; if (r.fleeTo < 0 && r.vetting.length < 3) targets[nt++] = r.id; }
      sortCodes(targets, 0, nt);
      // Sized up front: this list averages some 60 codes, and growing it by push costs several copies.
      // Indexed loops with each card's block start taken once (encVet's sum, VET + v·NR, then + r):
      // the nested for…of loops calling encVet per code were the largest single cost of a playout
      // (about an eighth of it; docs/performance.md, "Engine speed").
      const codes = new Array<number>(nc * nt);
      let i = 0;
      for (let c = 0; c < nc; c++) {
        const start = encVet(L, cards[c], 0);
        for (let t = 0; t < nt; t++) codes[i++] = start + targets[t];
      }
      return codes;
    }
    case 'discard':
      for (const v of distinctVetting(L, s.vettingHands[seat])) out.push(enc.discard(L, v));
      break;
    case 'choose':
      for (const r of s.inPlay) if (r.zone === seat && r.fleeTo < 0) out.push(encChoose(L, r.id));
      break;
    case 'action':
      out.push(0); // PASS
      cardPlays(s, seat, L, out); // in code order after PASS: already sorted
      return out;
  }
  return sortCodes(out);
}

export function step(s: RefugeeState, seat: Seat, action: Action, events: Events): void {
  const L = layoutFor(s);
  const d = L.actions.decode(action);
  if (d === null) throw new Error(`#refugee: undecodable action ${action}`);
  switch (d.kind) {
    case 'pass':
      if (s.phase === 'cycle') { rollAndDraw(s, events); return; }
      pass(s, events);
      return;
    case 'cycle': {
      const kind = K[d.card];
      const hand = ownRow(s.actionHands, seat, events);
      let at = 0;
      while (L.actionKind[hand[at]] !== kind) at++;
      ownList(s, 'actionDiscard', events).push(hand[at]);
      removeAt(hand, at);
      drawAction(s, seat, events);
      events?.push({ kind: 'cycle', ...sayAll(contentOf(s), (w) => w.cycled(seat, w.title(kind))) });
      rollAndDraw(s, events);
      return;
    }
    case 'vet': {
      removeValue(ownRow(s.vettingHands, seat, events), d.vetting);
      const r = ownRefugee(s, findRefugee(s, d.refugee)!, events);
      r.vetting.push(d.vetting);
      s.owe--;
      events?.push({ kind: 'vetted', ...sayAll(contentOf(s), (w) => w.vetted(seat, w.ref(r.id), r.zone, w.vcard(d.vetting))) });
      continueVetting(s, events);
      return;
    }
    case 'discard': {
      const hand = ownRow(s.vettingHands, seat, events);
      removeValue(hand, d.vetting);
      ownList(s, 'vettingUsed', events).push(d.vetting);
      events?.push({ kind: 'discard', ...sayAll(contentOf(s), (w) => w.discarded(seat, w.vcard(d.vetting))) });
      if (hand.length <= HAND_LIMIT) startActionRound(s, events);
      return;
    }
    case 'choose':
      choose(s, d.refugee, events);
      settlePriority(s, events);
      return;
    default:
      // Every other kind is an action-card play, named by its card.
      declare(s, seat, d, events);
      settlePriority(s, events);
  }
}

/**
 * `apply`'s copy (src/engine/define.ts): the refugees in play and each seat's hands are the state's
 * own objects in new lists, and the other lists (decks, used piles, scores, the stack, the choices:
 * the rest) are the state's own lists. A step with events never changes them in place: it copies a
 * refugee, a hand or a list first (state.ts `ownRefugeeAt`, src/games/state-parts.ts), so a move
 * allocates only what it changes, and what it left alone is the same object in the next state and
 * view, which the server's view diff skips without a look inside (docs/performance.md, "The rules'
 * share of a room's move"). A pass, the commonest move, copies nothing but this outer object.
 */
export function cloneForApply(s: RefugeeState): RefugeeState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    vettingHands: s.vettingHands.slice(),
    actionHands: s.actionHands.slice(),
    inPlay: s.inPlay.slice(),
  };
}

/** Copies only the mutable parts; `options` and `firstRoll` are never mutated, so they are shared. */
export function cloneState(s: RefugeeState): RefugeeState {
  return copyWith(s, s.inPlay.map((r) => ({ id: r.id, zone: r.zone, vetting: r.vetting.slice(), fleeTo: r.fleeTo })));
}

/** A copy of `s` with `inPlay` as given. */
function copyWith(s: RefugeeState, inPlay: RefugeeState['inPlay']): RefugeeState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    firstRoll: s.firstRoll,
    refugeeDeck: s.refugeeDeck.slice(),
    vettingDeck: s.vettingDeck.slice(),
    vettingUsed: s.vettingUsed.slice(),
    actionDeck: s.actionDeck.slice(),
    actionDiscard: s.actionDiscard.slice(),
    vettingHands: s.vettingHands.map((h) => h.slice()),
    actionHands: s.actionHands.map((h) => h.slice()),
    inPlay,
    accepted: s.accepted.map((a) => a.slice()),
    acceptedValues: s.acceptedValues.map((a) => a.slice()),
    scores: s.scores.slice(),
    sentAway: s.sentAway.slice(),
    arrived: s.arrived.slice(),
    out: s.out.slice(),
    eliminationOrder: s.eliminationOrder.slice(),
    stack: s.stack.map((e) => ({ ...e, fleeing: e.fleeing.slice() })),
    choices: s.choices.map((c) => ({ ...c })),
  };
}
