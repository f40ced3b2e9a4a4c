/**
 * The turn sequence: Cycle → Roll & Draw → Vetting → Action round → Resolution → next player
 * (RF-R6..RF-R25), plus elimination and the end conditions (RF-R24, RF-R26..RF-R28). Every function
 * mutates the state in place and stops at the next decision (or the end of the game).
 */
import { contentOf, layoutFor } from './content.ts';
import { randInt, type Seat } from '../../engine/index.ts';
import { sayInAll, sayKept, type KeptSayings, type Lang } from '../../engine/lang.ts';
import { books, type EndOptions } from './phrases/index.ts';
import { resolveStack, type TurnEffects } from './cards.ts';
import {
  activeCount, drawAction, drawVetting, nextSeat, ownRefugeeAt, removeAt, sayAll, vettingScore, zoneCount, type Events, type Words,
} from './state.ts';
import { ownList, ownRow } from '../state-parts.ts';
import type { EndReason, RefugeeInPlay, RefugeeState } from './types.ts';

/** The sentences said on most moves, in few variants, made once each (lang.ts `sayKept`). */
const ROLLS: KeptSayings = new Map();
const DRAWS: KeptSayings = new Map();
const PASSES: KeptSayings = new Map();

export const HAND_LIMIT = 5;

/** An empty stack and no choices pending; lists already empty are kept (the view's parts stay the same objects). */
function clearStack(s: RefugeeState): void {
  if (s.stack.length > 0) s.stack = [];
  if (s.choices.length > 0) s.choices = [];
}

function end(s: RefugeeState, reason: EndReason, ender: number, events: Events): void {
  s.phase = 'over';
  s.endReason = reason;
  s.ender = ender;
  clearStack(s);
  events?.push({ kind: 'game-over', ...sayInAll(books, (b) => b.end(s.endReason, s.ender, s.options)) });
}

export function endText(s: { endReason: EndReason | null; ender: number; options: EndOptions }, lang: Lang = 'en'): string {
  return books[lang].end(s.endReason, s.ender, s.options);
}

/** Start of a turn: offer Cycle when the player holds a Cycle card (RF-R6), else roll at once. */
export function startTurn(s: RefugeeState, events: Events): void {
  s.lastRoll = -1;
  s.owe = 0;
  events?.push({ kind: 'turn', ...sayInAll(books, (b) => b.turn(s.turn, s.current)) });
  if (cycleKindMask(s, s.current) !== 0) { s.phase = 'cycle'; return; }
  rollAndDraw(s, events);
}

/** Kinds with the Cycle keyword in `seat`'s action hand, ascending. */
export function cycleKindsInHand(s: RefugeeState, seat: Seat): number[] {
  const mask = cycleKindMask(s, seat);
  const kinds: number[] = [];
  for (let k = 0; mask >> k !== 0; k++) if (mask & (1 << k)) kinds.push(k);
  return kinds;
}

/** The same kinds as a bit mask (bit k for kind k; there are 12 kinds): no allocation, run every turn. */
function cycleKindMask(s: RefugeeState, seat: Seat): number {
  const hand = s.actionHands[seat];
  if (hand.length === 0) return 0;
  const kindOf = layoutFor(s).actionKind;
  const info = contentOf(s).actionKinds;
  let mask = 0;
  for (const c of hand) if (info[kindOf[c]].cycle) mask |= 1 << kindOf[c];
  return mask;
}

/** Roll & Draw (RF-R7..RF-R9). */
export function rollAndDraw(s: RefugeeState, events: Events): void {
  const seat = s.current;
  const die = contentOf(s).die;
  const face = randInt(s.rng, die.length);
  const { marks, bolts } = die[face];
  s.lastRoll = face;
  events?.push({ kind: 'roll', ...sayKept(ROLLS, `${seat},${marks},${bolts}`, books, (b) => b.roll(seat, marks, bolts)), data: { face, marks, bolts } });
  if (zoneCount(s, seat) < 3 && s.refugeeDeck.length > 0) {
    const id = ownList(s, 'refugeeDeck', events).pop();
    if (id !== undefined) {
      s.inPlay.push({ id, zone: seat, vetting: [], fleeTo: -1 });
      events?.push({ kind: 'refugee-arrives', ...sayAll(contentOf(s), (w) => w.arrives(w.ref(id), seat)) });
    }
  }
  let drawn = 0;
  for (let i = 0; i < marks; i++) if (drawVetting(s, seat, events)) drawn++;
  let actions = 0;
  for (let i = 0; i < bolts; i++) if (drawAction(s, seat, events)) actions++;
  if (drawn + actions > 0 && events) {
    events.push({ kind: 'draw', ...sayKept(DRAWS, `${seat},${drawn},${actions}`, books, (b) => b.draws(seat, drawn, actions)) });
    const content = contentOf(s);
    const kindOf = layoutFor(s).actionKind;
    const names = (w: Words) => [
      ...s.vettingHands[seat].slice(s.vettingHands[seat].length - drawn).map((v) => w.vcard(v)),
      ...s.actionHands[seat].slice(s.actionHands[seat].length - actions).map((c) => w.cardTitle(w.title(kindOf[c]))),
    ];
    events.push({ kind: 'my-draw', ...sayAll(content, (w) => w.youDraw(names(w))), to: [seat] });
  }
  // "Play the same number of vetting cards that you drew" (RF-R10): normally the marks rolled.
  s.owe = drawn;
  continueVetting(s, events);
}

export function hasVettingTarget(s: RefugeeState): boolean {
  for (const r of s.inPlay) if (r.fleeTo < 0 && r.vetting.length < 3) return true;
  return false;
}

/** Vetting: play exactly as many cards as marks rolled, or discard to 5 when no target remains (RF-R10, RF-R13). */
export function continueVetting(s: RefugeeState, events: Events): void {
  const hand = s.vettingHands[s.current];
  if (s.owe > 0 && hand.length > 0) {
    if (hasVettingTarget(s)) { s.phase = 'vetting'; return; }
    events?.push({ kind: 'no-target', ...sayInAll(books, (b) => b.noTarget(s.current, s.owe)) });
    s.owe = 0;
    if (hand.length > HAND_LIMIT) { s.phase = 'discard'; return; }
  }
  s.owe = 0;
  startActionRound(s, events);
}

/** The action round starts with the current player (RF-R14, RF-R15). */
export function startActionRound(s: RefugeeState, events: Events): void {
  s.phase = 'action';
  s.priority = s.current;
  s.passes = 0;
  clearStack(s);
  settlePriority(s, events);
}

/**
 * A seat with no action card in hand can only pass; it passes automatically. Hand sizes are
 * public, so this reveals nothing (a seat holding a card it cannot use must pass by hand).
 */
export function settlePriority(s: RefugeeState, events: Events): void {
  while (s.phase === 'action' && s.actionHands[s.priority].length === 0) pass(s, events, true);
}

/** A pass: once every country still in the game has passed in succession, the round ends (RF-R15). */
export function pass(s: RefugeeState, events: Events, automatic = false): void {
  s.passes++;
  if (!automatic) events?.push({ kind: 'pass', ...sayKept(PASSES, s.priority, books, (b) => b.passes(s.priority)) });
  if (s.passes >= activeCount(s)) { endActionRound(s, events); return; }
  s.priority = nextSeat(s, s.priority);
}

function endActionRound(s: RefugeeState, events: Events): void {
  const fx = resolveStack(s, events);
  resolution(s, fx, events);
  if (s.phase === 'over') return;
  endTurn(s, events);
}

function accept(s: RefugeeState, r: RefugeeInPlay, seat: Seat, events: Events): void {
  const value = vettingScore(contentOf(s), r);
  removeAt(s.inPlay, s.inPlay.indexOf(r));
  ownList(s, 'scores', events)[seat] += value;
  ownRow(ownList(s, 'accepted', events), seat, events).push(r.id);
  ownRow(ownList(s, 'acceptedValues', events), seat, events).push(value);
  const used = ownList(s, 'vettingUsed', events);
  for (const v of r.vetting) used.push(v);
  events?.push({
    kind: 'accepted',
    ...sayAll(contentOf(s), (w) => w.accepted(seat, w.ref(r.id), value, s.scores[seat], s.accepted[seat].length)),
    data: { seat, refugee: r.id, value },
  });
  if (s.accepted[seat].length >= s.options.acceptToEnd) end(s, 'accepted', seat, events);
  else if (s.options.targetScore !== null && s.scores[seat] >= s.options.targetScore) end(s, 'target', seat, events);
}

/**
 * Resolution, clockwise from the current player (RF-R21..RF-R24): first the fully vetted refugees
 * no card touched, then each targeted refugee one at a time (it arrives where it fled to, then is
 * accepted if fully vetted or granted asylum, unless an Outbreak holds that country). Scores update
 * after each; the game ends the moment a country reaches the acceptance goal.
 */
export function resolution(s: RefugeeState, fx: TurnEffects, events: Events): void {
  const n = s.players;
  // One pass over `inPlay` finds the fully vetted, untouched refugees (usually none); they are then
  // accepted seat by seat, in arrival order. Accepting one changes no other refugee, so the set found
  // first is the set a seat-by-seat scan would find.
  let ready: RefugeeInPlay[] | null = null;
  for (const r of s.inPlay) if (r.fleeTo < 0 && r.vetting.length >= 3 && !fx.targeted.has(r.id)) (ready ??= []).push(r);
  if (ready !== null) {
    for (let i = 0; i < n; i++) {
      const seat = (s.current + i) % n;
      if (fx.outbreak.has(seat)) continue;
      for (const r of ready) {
        if (r.zone !== seat) continue;
        accept(s, r, seat, events);
        if (s.phase === 'over') return;
      }
    }
  }
  if (fx.targeted.size === 0) return;
  // Each targeted refugee resolves once, at the turn of the country whose zone held it when Resolution
  // began, in arrival order. A refugee's zone changes only when it resolves itself, and moving or
  // removing the ones resolved keeps the others' order: so one list, taken now, gives that order.
  const targeted: RefugeeInPlay[] = [];
  const heldBy: Seat[] = [];
  for (const r of s.inPlay) if (fx.targeted.has(r.id)) { targeted.push(r); heldBy.push(r.zone); }
  for (let i = 0; i < n; i++) {
    const seat = (s.current + i) % n;
    for (let k = 0; k < targeted.length; k++) {
      if (heldBy[k] !== seat) continue;
      let r = targeted[k];
      if (r.fleeTo >= 0) {
        ownList(s, 'sentAway', events)[r.zone]++;
        ownList(s, 'arrived', events)[r.fleeTo]++;
        const at = s.inPlay.indexOf(r);
        r = ownRefugeeAt(s, at, events);
        r.zone = r.fleeTo;
        r.fleeTo = -1;
        removeAt(s.inPlay, at);
        s.inPlay.push(r);
        events?.push({ kind: 'fled', ...sayAll(contentOf(s), (w) => w.arrives(w.ref(r.id), r.zone)) });
      }
      if ((r.vetting.length >= 3 || fx.asylum.has(r.id)) && !fx.outbreak.has(r.zone)) {
        accept(s, r, r.zone, events);
        if (s.phase === 'over') return;
      }
    }
  }
}

/** Elimination (RF-R28): a country at or below the threshold leaves; its refugees move on clockwise. */
function eliminate(s: RefugeeState, events: Events): void {
  const limit = s.options.eliminationScore;
  if (limit === null) return;
  for (let i = 0; i < s.players; i++) {
    const seat = (s.current + i) % s.players;
    if (s.out[seat] || s.scores[seat] > limit || activeCount(s) <= 1) continue;
    ownList(s, 'out', events)[seat] = true;
    ownList(s, 'eliminationOrder', events).push(seat);
    const to = nextSeat(s, seat);
    for (let k = 0; k < s.inPlay.length; k++) if (s.inPlay[k].zone === seat) ownRefugeeAt(s, k, events).zone = to;
    const used = ownList(s, 'vettingUsed', events);
    for (const v of s.vettingHands[seat]) used.push(v);
    const discard = ownList(s, 'actionDiscard', events);
    for (const c of s.actionHands[seat]) discard.push(c);
    s.vettingHands[seat] = [];
    s.actionHands[seat] = [];
    events?.push({ kind: 'eliminated', ...sayInAll(books, (b) => b.eliminated(seat, s.scores[seat], limit, to)) });
  }
  if (activeCount(s) === 1) end(s, 'last-standing', s.out.indexOf(false), events);
}

export function endTurn(s: RefugeeState, events: Events): void {
  eliminate(s, events);
  if (s.phase === 'over') return;
  if (s.refugeeDeck.length === 0 && s.inPlay.length === 0) { end(s, 'deck', -1, events); return; }
  s.turn++;
  if (s.turn >= s.options.maxTurns) { end(s, 'turns', -1, events); return; }
  s.current = nextSeat(s, s.current);
  startTurn(s, events);
}
