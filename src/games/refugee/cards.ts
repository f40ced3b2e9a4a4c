/**
 * Action cards: which plays are legal (targets), what happens when one is declared (refugees
 * sent to the Fleeing Zone, choices handed to the controlling player), and how the stack resolves
 * last-in-first-out once everyone has passed (RF-R15..RF-R20, RF-D6..RF-D9).
 */
import { contentOf, layoutFor } from './content.ts';
import type { Seat } from '../../engine/index.ts';
import { enc, K, type Layout, type PlayAction } from './codec.ts';
import {
  distinctVettingInto, findRefugee, nextSeat, ownRefugee, removeAt, removeValue, sayAll, sortCodes, zoneCount, zoneOf, type Events, type Words,
} from './state.ts';
import { ownList, ownRow } from '../state-parts.ts';
import type { RefugeeInPlay, RefugeeState, StackEntry } from './types.ts';

// Module-local copies of the kind indices and the encoder: these run once per legal action, and
// some loaders read imported bindings through accessors.
const { naturalDisaster: ND, shelter: SHELTER, outbreak: OUTBREAK, inoculation: INOCULATION, court: COURT, asylum: ASYLUM,
  war: WAR, instability: INSTABILITY, fakeNews: FAKE_NEWS, altFacts: ALT_FACTS, openBorders: OPEN_BORDERS, closedBorders: CLOSED_BORDERS } = K;
const encPlay = enc.play;

/** Countries a stack entry would make refugees flee into (what Closed Borders can answer). */
export function destinationsOf(s: RefugeeState, e: StackEntry): Seat[] {
  switch (e.kind) {
    case ND: return [nextSeat(s, e.country)];
    case WAR: case INSTABILITY: return [e.dest];
    case OPEN_BORDERS: return [e.country];
    default: return [];
  }
}

function answers(s: RefugeeState, kind: number, e: StackEntry, seat: Seat): boolean {
  switch (kind) {
    case SHELTER: return e.kind === ND || e.kind === WAR;
    case INOCULATION: return e.kind === OUTBREAK;
    case COURT: return true;
    case CLOSED_BORDERS: return destinationsOf(s, e).includes(seat);
    default: return false;
  }
}

function openBordersChoosers(s: RefugeeState, by: Seat, target: Seat): Seat[] {
  const seats: Seat[] = [];
  for (let i = 0; i < s.players; i++) {
    const seat = (by + i) % s.players;
    if (!s.out[seat] && seat !== target && zoneCount(s, seat) > 0) seats.push(seat);
  }
  return seats;
}

/** Whether some country other than `target` has a refugee in its zone (Open Borders has a chooser). */
function hasChooser(s: RefugeeState, target: Seat): boolean {
  for (const r of s.inPlay) if (r.fleeTo < 0 && r.zone !== target) return true;
  return false;
}

/** Whether country `t` has a refugee with fewer than 3 vetting cards in its zone (Natural Disaster). */
function hasUnvetted(s: RefugeeState, t: Seat): boolean {
  for (const r of s.inPlay) if (r.zone === t && r.fleeTo < 0 && r.vetting.length < 3) return true;
  return false;
}

/** Distinct vetting cards of one hand or refugee at a time (distinctVettingInto), reused: cardPlays never re-enters itself. */
const scratchDistinct: number[] = [];

/**
 * Every legal action-card play of `seat` now, as action codes in ascending order (after whatever
 * `out` already holds). The kinds are visited in code order (`L.playOrder`) and each kind's codes
 * come out ascending, so the legal list needs no sort. Written with no allocation beyond `out` and
 * one short list of refugees by id: it runs at every priority in every playout.
 */
export function cardPlays(s: RefugeeState, seat: Seat, L: Layout = layoutFor(s), out: number[] = []): number[] {
  const hand = s.actionHands[seat];
  if (hand.length === 0) return out;
  const n = s.players;
  const out_ = s.out;
  let held = 0;
  for (const c of hand) held |= 1 << L.actionKind[c];
  // Refugees in a Country Zone by id ascending, built when a kind with a refugee part needs them.
  let byId: RefugeeInPlay[] | null = null;
  for (const kind of L.playOrder) {
    if ((held & (1 << kind)) === 0) continue;
    switch (kind) {
      case SHELTER: case INOCULATION: case COURT: case CLOSED_BORDERS:
        for (let i = 0; i < s.stack.length; i++) if (answers(s, kind, s.stack[i], seat)) out.push(encPlay(L, kind, i));
        break;
      case ND:
        for (let t = 0; t < n; t++) if (!out_[t] && hasUnvetted(s, t)) out.push(encPlay(L, kind, t));
        break;
      case OUTBREAK:
        for (let t = 0; t < n; t++) if (!out_[t]) out.push(encPlay(L, kind, t));
        break;
      case OPEN_BORDERS:
        for (let t = 0; t < n; t++) if (!out_[t] && hasChooser(s, t)) out.push(encPlay(L, kind, t));
        break;
      case WAR:
        for (let t = 0; t < n; t++) {
          if (out_[t] || zoneCount(s, t) === 0) continue;
          for (let d = 0; d < n; d++) if (d !== t && !out_[d]) out.push(encPlay(L, kind, t, d));
        }
        break;
      case ASYLUM:
        byId ??= inZonesById(s);
        for (const r of byId) out.push(encPlay(L, kind, r.id));
        break;
      case INSTABILITY:
        byId ??= inZonesById(s);
        for (const r of byId) for (let d = 0; d < n; d++) if (d !== r.zone && !out_[d]) out.push(encPlay(L, kind, r.id, d));
        break;
      case ALT_FACTS: {
        // Identical copies on one refugee are one choice. A card lies on one refugee only, so the
        // codes are distinct; they interleave across refugees, so this short run is sorted.
        const from = out.length;
        const inPlay = s.inPlay;
        for (let k = 0; k < inPlay.length; k++) {
          const r = inPlay[k];
          if (r.fleeTo >= 0) continue;
          const nd = distinctVettingInto(L, r.vetting, scratchDistinct);
          for (let j = 0; j < nd; j++) out.push(encPlay(L, kind, scratchDistinct[j]));
        }
        sortCodes(out, from);
        break;
      }
      case FAKE_NEWS: {
        const mine = scratchDistinct;
        const nm = distinctVettingInto(L, s.vettingHands[seat], mine);
        if (nm === 0) break;
        byId ??= inZonesById(s);
        for (const r of byId) {
          if (r.vetting.length >= 4) continue;
          for (let j = 0; j < nm; j++) out.push(encPlay(L, kind, r.id, mine[j]));
        }
        break;
      }
    }
  }
  return out;
}

/** The refugees in a Country Zone (not fleeing), by id ascending. */
function inZonesById(s: RefugeeState): RefugeeInPlay[] {
  const rs: RefugeeInPlay[] = [];
  for (const r of s.inPlay) {
    if (r.fleeTo >= 0) continue;
    let j = rs.length;
    rs.push(r);
    while (j > 0 && rs[j - 1].id > r.id) { rs[j] = rs[j - 1]; j--; }
    rs[j] = r;
  }
  return rs;
}

/** Event text for a declared card (built only when events are recorded), in one language. */
function playedText(s: RefugeeState, e: StackEntry, w: Words): string {
  const title = w.title(e.kind);
  const who = e.by;
  switch (e.kind) {
    case SHELTER: case INOCULATION: case COURT: case CLOSED_BORDERS:
      return w.playedAnswer(who, title, w.title(s.stack[e.target].kind), e.target);
    case ND:
      return w.playedNaturalDisaster(who, title, e.country, e.fleeing.map((id) => w.ref(id)), nextSeat(s, e.country));
    case OUTBREAK:
      return w.playedOutbreak(who, title, e.country);
    case OPEN_BORDERS:
      return w.playedOpenBorders(who, title, e.country);
    case WAR:
      return w.playedWar(who, title, e.country, e.dest);
    case ASYLUM:
      return w.playedAsylum(who, title, w.ref(e.refugee));
    case INSTABILITY:
      return w.playedInstability(who, title, w.ref(e.refugee), e.dest);
    case ALT_FACTS:
      return w.playedAltFacts(who, title, w.vcard(e.vetting), w.ref(e.refugee));
    default:
      return w.playedFakeNews(who, title, w.vcard(e.vetting), w.ref(e.refugee));
  }
}

/** Declares a card: it goes on the stack; flee effects move refugees to the Fleeing Zone at once. */
export function declare(s: RefugeeState, seat: Seat, play: PlayAction, events: Events): void {
  const L = layoutFor(s);
  const kind = K[play.kind];
  const hand = ownRow(s.actionHands, seat, events);
  let at = 0;
  while (L.actionKind[hand[at]] !== kind) at++;
  const card = hand[at];
  removeAt(hand, at);
  const e: StackEntry = { card, kind, by: seat, country: -1, dest: -1, refugee: -1, vetting: -1, target: -1, fleeing: [] };
  const index = s.stack.length;
  ownList(s, 'stack', events).push(e);
  s.passes = 0;
  switch (play.kind) {
    case 'shelter': case 'inoculation': case 'court': case 'closedBorders':
      e.target = play.stack;
      break;
    case 'naturalDisaster': {
      e.country = play.country;
      const to = nextSeat(s, play.country);
      for (const r of zoneOf(s, play.country)) if (r.vetting.length < 3) { ownRefugee(s, r, events).fleeTo = to; e.fleeing.push(r.id); }
      break;
    }
    case 'outbreak':
      e.country = play.country;
      break;
    case 'openBorders':
      e.country = play.country;
      for (const c of openBordersChoosers(s, seat, play.country)) ownList(s, 'choices', events).push({ seat: c, count: 1, entry: index });
      break;
    case 'war':
      e.country = play.country;
      e.dest = play.dest;
      ownList(s, 'choices', events).push({ seat: play.country, count: Math.min(2, zoneCount(s, play.country)), entry: index });
      break;
    case 'asylum':
      e.refugee = play.refugee;
      break;
    case 'instability': {
      e.refugee = play.refugee;
      e.dest = play.dest;
      ownRefugee(s, findRefugee(s, play.refugee)!, events).fleeTo = play.dest;
      e.fleeing.push(play.refugee);
      break;
    }
    case 'altFacts': {
      const v = play.vetting;
      e.vetting = v;
      e.refugee = s.inPlay.find((r) => r.vetting.includes(v))!.id;
      break;
    }
    case 'fakeNews': {
      e.refugee = play.refugee;
      e.vetting = play.vetting;
      removeValue(ownRow(s.vettingHands, seat, events), play.vetting);
      break;
    }
  }
  events?.push({ kind: 'action-played', ...sayAll(contentOf(s), (w) => playedText(s, e, w)), data: { seat, kind, index } });
  if (s.choices.length > 0) s.phase = 'choose';
}

/** Applies one pending choice: the refugee flees to the card's destination. */
export function choose(s: RefugeeState, refugee: number, events: Events): void {
  // The choice and its card's entry change: apply's copy shares them with the state before (ownList).
  const choices = ownList(s, 'choices', events);
  const c = events === null ? choices[0] : (choices[0] = { ...choices[0] });
  const stack = ownList(s, 'stack', events);
  const e = events === null ? stack[c.entry] : (stack[c.entry] = { ...stack[c.entry], fleeing: stack[c.entry].fleeing.slice() });
  const to = e.kind === WAR ? e.dest : e.country;
  ownRefugee(s, findRefugee(s, refugee)!, events).fleeTo = to;
  e.fleeing.push(refugee);
  c.count--;
  events?.push({ kind: 'chosen', ...sayAll(contentOf(s), (w) => w.chosen(c.seat, w.ref(refugee), to)) });
  while (s.choices.length > 0 && (s.choices[0].count <= 0 || zoneCount(s, s.choices[0].seat) === 0)) s.choices.shift();
  if (s.choices.length === 0) s.phase = 'action';
}

/** What the resolved stack leaves for the Resolution phase. */
export interface TurnEffects {
  /** Refugees named or moved by a card that took effect: they resolve one at a time (RF-R23). */
  targeted: Set<number>;
  asylum: Set<number>;
  outbreak: Set<Seat>;
}

const NO_EFFECTS: TurnEffects = { targeted: new Set(), asylum: new Set(), outbreak: new Set() };

/** Resolves the stack last-in-first-out: an answer resolves before the card it answers (RF-R20). */
export function resolveStack(s: RefugeeState, events: Events): TurnEffects {
  // Most action rounds end with an empty stack: share one empty result (Resolution only reads it).
  if (s.stack.length === 0) return NO_EFFECTS;
  const fx: TurnEffects = { targeted: new Set(), asylum: new Set(), outbreak: new Set() };
  const cancelled = new Array<boolean>(s.stack.length).fill(false);
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const e = s.stack[i];
    if (cancelled[i]) {
      for (const id of e.fleeing) { const r = findRefugee(s, id); if (r) ownRefugee(s, r, events).fleeTo = -1; }
      if (e.kind === FAKE_NEWS) ownList(s, 'vettingUsed', events).push(e.vetting);
      events?.push({ kind: 'cancelled', ...sayAll(contentOf(s), (w) => w.cancelled(e.by, w.title(e.kind), e.fleeing.length > 0)) });
      continue;
    }
    switch (e.kind) {
      case SHELTER: case INOCULATION: case COURT: case CLOSED_BORDERS:
        cancelled[e.target] = true;
        break;
      case ND: case WAR: case INSTABILITY: case OPEN_BORDERS:
        for (const id of e.fleeing) fx.targeted.add(id);
        break;
      case OUTBREAK:
        fx.outbreak.add(e.country);
        break;
      case ASYLUM:
        fx.asylum.add(e.refugee);
        fx.targeted.add(e.refugee);
        break;
      case FAKE_NEWS: {
        const r = findRefugee(s, e.refugee);
        if (r && r.vetting.length < 4) ownRefugee(s, r, events).vetting.push(e.vetting);
        else ownList(s, 'vettingUsed', events).push(e.vetting);
        fx.targeted.add(e.refugee);
        break;
      }
      case ALT_FACTS: {
        const r = findRefugee(s, e.refugee);
        const at = r ? r.vetting.indexOf(e.vetting) : -1;
        if (r && at >= 0) { ownRefugee(s, r, events).vetting.splice(at, 1); ownList(s, 'vettingUsed', events).push(e.vetting); }
        fx.targeted.add(e.refugee);
        break;
      }
    }
    events?.push({ kind: 'resolved', ...sayAll(contentOf(s), (w) => w.resolved(e.by, w.title(e.kind))) });
  }
  const discard = ownList(s, 'actionDiscard', events);
  for (const e of s.stack) discard.push(e.card);
  s.stack = [];
  return fx;
}
