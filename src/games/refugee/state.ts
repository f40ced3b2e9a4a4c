/** Small helpers over the #refugee state shared by the rules, the view and the heuristic. */
import { shuffleInPlace, type GameEvent, type Seat } from '../../engine/index.ts';
import type { Layout } from './codec.ts';
import type { RefugeeContent } from './data/index.ts';
import { books, refugeeIn, titleIn, vettingIn, type Phrases } from './phrases/index.ts';
import type { RefugeeInPlay, RefugeeState } from './types.ts';
import { sayInAll, type Lang, type Translations } from '../../engine/lang.ts';
import { ownList, ownRow } from '../state-parts.ts';

export type Events = GameEvent[] | null;

export const seatName = (seat: Seat, lang: Lang = 'en'): string => books[lang].seat(seat);

export function refugeeLabel(content: RefugeeContent, id: number, lang: Lang = 'en'): string {
  return refugeeIn(content, id, lang);
}

export function vettingLabel(content: RefugeeContent, id: number, lang: Lang = 'en'): string {
  return vettingIn(content, id, lang);
}

/** A phrasebook with the content's names in its language (RF-D33). */
export interface Words extends Phrases {
  lang: Lang;
  ref(id: number): string;
  vcard(id: number): string;
  title(kind: number): string;
}

/**
 * Words depend only on (content, language), and their names are looked up in the content when asked,
 * so each pair's phrasebook is built once, not per sentence: spreading the whole phrasebook for every
 * label and event sentence was about 70% of the server's CPU per #refugee move (profiled under
 * `npm run bench:server`, README, The server).
 */
const wordsCache = new WeakMap<RefugeeContent, Partial<Record<Lang, Words>>>();
/** The last content asked for and its phrasebooks: the room words every legal move of a seat in a row, and this skips the WeakMap. */
let lastContent: RefugeeContent | null = null;
let lastByLang: Partial<Record<Lang, Words>> = {};

export function wordsIn(content: RefugeeContent, lang: Lang): Words {
  if (content !== lastContent) {
    let byLang = wordsCache.get(content);
    if (!byLang) wordsCache.set(content, (byLang = {}));
    lastContent = content;
    lastByLang = byLang;
  }
  return (lastByLang[lang] ??= buildWords(content, lang));
}

/**
 * The names are made once per (content, language) and kept: a room words ~64 vetting moves per seat
 * after every move, each naming a refugee and a card (the content is read-only, so a name never changes).
 */
function buildWords(content: RefugeeContent, lang: Lang): Words {
  const refs: string[] = [];
  const vcards: string[] = [];
  const titles: string[] = [];
  return {
    ...books[lang],
    lang,
    ref: (id) => (refs[id] ??= refugeeIn(content, id, lang)),
    vcard: (id) => (vcards[id] ??= vettingIn(content, id, lang)),
    title: (kind) => (titles[kind] ??= titleIn(content, kind, lang)),
  };
}

/** One event sentence in every language: `{ text, texts }` to spread into a GameEvent. */
export function sayAll(content: RefugeeContent, say: (w: Words) => string): { text: string; texts: Translations } {
  return sayInAll(books, (_book, lang) => say(wordsIn(content, lang)));
}

/** Clockwise next seat that is still in the game (or `seat` itself if it is the only one). */
export function nextSeat(s: { players: number; out: boolean[] }, seat: Seat): Seat {
  for (let i = 1; i <= s.players; i++) {
    const n = (seat + i) % s.players;
    if (!s.out[n]) return n;
  }
  return seat;
}

export function activeCount(s: { out: boolean[] }): number {
  let n = 0;
  for (const o of s.out) if (!o) n++;
  return n;
}

/** Refugees in `seat`'s In-Country Zone (not in the Fleeing Zone), in arrival order. */
export function zoneOf(s: { inPlay: RefugeeInPlay[] }, seat: Seat): RefugeeInPlay[] {
  return s.inPlay.filter((r) => r.zone === seat && r.fleeTo < 0);
}

export function zoneCount(s: { inPlay: RefugeeInPlay[] }, seat: Seat): number {
  let n = 0;
  for (const r of s.inPlay) if (r.zone === seat && r.fleeTo < 0) n++;
  return n;
}

export function findRefugee(s: { inPlay: RefugeeInPlay[] }, id: number): RefugeeInPlay | undefined {
  for (const r of s.inPlay) if (r.id === id) return r;
  return undefined;
}

/**
 * The refugee at `s.inPlay[i]`, to be changed. Every change to a refugee in play goes through here (or
 * `ownRefugee`); use what it returns, not the object held before.
 *
 * `apply` steps a copy that shares its refugees with the state it was made from (rules.ts
 * `cloneForApply`), so a step with events (only `apply` gives it a list) replaces the refugee by a copy
 * of its own first: a move copies only the refugees it changes, and the others are the same objects in
 * the next view, which the server's diff skips without a look inside. Without events (`applyInPlace`:
 * a playout on a state its caller owns whole, from `clone`, `setup` or `determinize`) it is changed in
 * place, as playouts need no copies.
 */
export function ownRefugeeAt(s: { inPlay: RefugeeInPlay[] }, i: number, events: Events): RefugeeInPlay {
  const r = s.inPlay[i];
  if (events === null) return r;
  const own = { id: r.id, zone: r.zone, vetting: r.vetting.slice(), fleeTo: r.fleeTo };
  s.inPlay[i] = own;
  return own;
}

/** `ownRefugeeAt` for a refugee object of `s.inPlay`. */
export function ownRefugee(s: { inPlay: RefugeeInPlay[] }, r: RefugeeInPlay, events: Events): RefugeeInPlay {
  return events === null ? r : ownRefugeeAt(s, s.inPlay.indexOf(r), events);
}

/** Vetting score: card values plus +1 per card whose region colour matches the refugee (RF-R12). */
export function vettingScore(content: RefugeeContent, r: { id: number; vetting: number[] }): number {
  const region = content.refugees[r.id].region;
  let score = 0;
  for (const v of r.vetting) {
    const card = content.vetting[v];
    score += card.value + (card.colour === region ? 1 : 0);
  }
  return score;
}

/** Draws a vetting card; an empty deck is first refilled from the shuffled used cards (RF-R5). */
export function drawVetting(s: RefugeeState, seat: Seat, events: Events): boolean {
  if (s.vettingDeck.length === 0 && s.vettingUsed.length > 0) {
    s.vettingDeck = shuffleInPlace(s.rng, ownList(s, 'vettingUsed', events));
    s.vettingUsed = [];
    events?.push({ kind: 'reshuffle', ...sayInAll(books, (b) => b.reshuffleVetting()) });
  }
  if (s.vettingDeck.length === 0) return false;
  const card = ownList(s, 'vettingDeck', events).pop()!;
  ownRow(s.vettingHands, seat, events).push(card);
  return true;
}

/** Draws an action card; an empty deck is refilled from the shuffled discards (RF-D13). */
export function drawAction(s: RefugeeState, seat: Seat, events: Events): boolean {
  if (s.actionDeck.length === 0 && s.actionDiscard.length > 0) {
    s.actionDeck = shuffleInPlace(s.rng, ownList(s, 'actionDiscard', events));
    s.actionDiscard = [];
    events?.push({ kind: 'reshuffle', ...sayInAll(books, (b) => b.reshuffleActions()) });
  }
  if (s.actionDeck.length === 0) return false;
  const card = ownList(s, 'actionDeck', events).pop()!;
  ownRow(s.actionHands, seat, events).push(card);
  return true;
}

/**
 * Sorts numbers (action codes, card ids) ascending in place, from index `from` up to `to`. The lists of the
 * hot paths are short (a hand holds a few cards, a run of codes a few dozen): insertion sort beats
 * `Array.prototype.sort` with a comparator there, and any correct numeric sort gives the same order.
 */
export function sortCodes(out: number[], from = 0, to = out.length): number[] {
  for (let i = from + 1; i < to; i++) {
    const x = out[i];
    let j = i - 1;
    while (j >= from && out[j] > x) { out[j + 1] = out[j]; j--; }
    out[j + 1] = x;
  }
  return out;
}

/**
 * `removeAt(list, list.indexOf(value))` (the rules call it with a value the list holds, a card in a
 * hand), with the search as a loop: the `indexOf` call cost more than the search in a hand of a few cards.
 */
export function removeValue(list: number[], value: number): void {
  let i = 0;
  while (i < list.length && list[i] !== value) i++;
  removeAt(list, i < list.length ? i : -1);
}

/** Removes the item at `i` (a valid index): `splice(i, 1)` without the array of removed items it builds. */
export function removeAt<T>(list: T[], i: number): void {
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j];
  list.pop();
}

/** Lowest card id of each distinct card in a hand (identical copies offer one choice), ascending. */
export function distinctVetting(L: Layout, hand: number[]): number[] {
  const out: number[] = [];
  distinctVettingInto(L, hand, out);
  return out;
}

/**
 * distinctVetting written to `out` from index 0; returns how many (entries past them are left as they
 * were: `out` may be a caller's reused scratch list, which then needs no emptying).
 */
export function distinctVettingInto(L: Layout, hand: number[], out: number[]): number {
  const design = L.vettingDesign;
  let n = 0;
  for (let h = 0; h < hand.length; h++) {
    const id = hand[h];
    const d = design[id];
    let at = -1;
    for (let i = 0; i < n; i++) if (design[out[i]] === d) { at = i; break; }
    if (at < 0) out[n++] = id;
    else if (id < out[at]) out[at] = id;
  }
  sortCodes(out, 0, n);
  return n;
}
