/**
 * Action cards: which plays are legal (targets), what happens when one is declared (refugees
 * sent to the Fleeing Zone, choices handed to the controlling player), and how the stack resolves
 * last-in-first-out once everyone has passed (RF-R15..RF-R20, RF-D6..RF-D9).
 */
import { contentOf } from './content.ts';
import type { Seat } from '../../engine/index.ts';
import { enc, K, layoutOf, type Layout } from './codec.ts';
import {
  distinctVetting, findRefugee, nextSeat, refugeeLabel, seatName, vettingLabel, zoneCount, zoneOf, type Events,
} from './state.ts';
import type { RefugeeState, StackEntry } from './types.ts';

/** Countries a stack entry would make refugees flee into (what Closed Borders can answer). */
export function destinationsOf(s: RefugeeState, e: StackEntry): Seat[] {
  switch (e.kind) {
    case K.naturalDisaster: return [nextSeat(s, e.country)];
    case K.war: case K.instability: return [e.dest];
    case K.openBorders: return [e.country];
    default: return [];
  }
}

function answers(s: RefugeeState, kind: number, e: StackEntry, seat: Seat): boolean {
  switch (kind) {
    case K.shelter: return e.kind === K.naturalDisaster || e.kind === K.war;
    case K.inoculation: return e.kind === K.outbreak;
    case K.court: return true;
    case K.closedBorders: return destinationsOf(s, e).includes(seat);
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

/** Every legal action-card play of `seat` now, as action codes (unsorted). */
export function cardPlays(s: RefugeeState, seat: Seat, L: Layout = layoutOf(contentOf(s)), out: number[] = []): number[] {
  const hand = s.actionHands[seat];
  if (hand.length === 0) return out;
  const kinds = new Set<number>();
  for (const c of hand) kinds.add(L.actionKind[c]);
  const live: Seat[] = [];
  for (let i = 0; i < s.players; i++) if (!s.out[i]) live.push(i);
  for (const kind of kinds) {
    switch (kind) {
      case K.shelter: case K.inoculation: case K.court: case K.closedBorders:
        s.stack.forEach((e, i) => { if (answers(s, kind, e, seat)) out.push(enc.play(L, kind, i)); });
        break;
      case K.naturalDisaster:
        for (const t of live) if (zoneOf(s, t).some((r) => r.vetting.length < 3)) out.push(enc.play(L, kind, t));
        break;
      case K.outbreak:
        for (const t of live) out.push(enc.play(L, kind, t));
        break;
      case K.openBorders:
        for (const t of live) if (openBordersChoosers(s, seat, t).length > 0) out.push(enc.play(L, kind, t));
        break;
      case K.war:
        for (const t of live) {
          if (zoneCount(s, t) === 0) continue;
          for (const d of live) if (d !== t) out.push(enc.play(L, kind, t, d));
        }
        break;
      case K.asylum:
        for (const r of s.inPlay) if (r.fleeTo < 0) out.push(enc.play(L, kind, r.id));
        break;
      case K.instability:
        for (const r of s.inPlay) {
          if (r.fleeTo >= 0) continue;
          for (const d of live) if (d !== r.zone) out.push(enc.play(L, kind, r.id, d));
        }
        break;
      case K.altFacts:
        // Identical copies on one refugee are one choice.
        for (const r of s.inPlay) if (r.fleeTo < 0) for (const v of distinctVetting(contentOf(s), r.vetting)) out.push(enc.play(L, kind, v));
        break;
      case K.fakeNews: {
        const mine = distinctVetting(contentOf(s), s.vettingHands[seat]);
        if (mine.length === 0) break;
        for (const r of s.inPlay) {
          if (r.fleeTo >= 0 || r.vetting.length >= 4) continue;
          for (const v of mine) out.push(enc.play(L, kind, r.id, v));
        }
        break;
      }
    }
  }
  return out;
}

/** Declares a card: it goes on the stack; flee effects move refugees to the Fleeing Zone at once. */
export function declare(s: RefugeeState, seat: Seat, kind: number, a: number, b: number, events: Events): void {
  const L = layoutOf(contentOf(s));
  const hand = s.actionHands[seat];
  const at = hand.findIndex((c) => L.actionKind[c] === kind);
  const card = hand[at];
  hand.splice(at, 1);
  const e: StackEntry = { card, kind, by: seat, country: -1, dest: -1, refugee: -1, vetting: -1, target: -1, fleeing: [] };
  const index = s.stack.length;
  s.stack.push(e);
  s.passes = 0;
  const title = contentOf(s).actionKinds[kind].title;
  let what = '';
  switch (kind) {
    case K.shelter: case K.inoculation: case K.court: case K.closedBorders:
      e.target = a;
      what = `in answer to ${contentOf(s).actionKinds[s.stack[a].kind].title} (card ${a + 1} on the stack)`;
      break;
    case K.naturalDisaster: {
      e.country = a;
      const to = nextSeat(s, a);
      for (const r of zoneOf(s, a)) if (r.vetting.length < 3) { r.fleeTo = to; e.fleeing.push(r.id); }
      what = `on ${seatName(a)}: ${e.fleeing.map((id) => refugeeLabel(contentOf(s), id)).join(', ')} flee toward ${seatName(to)}`;
      break;
    }
    case K.outbreak:
      e.country = a;
      what = `on ${seatName(a)}`;
      break;
    case K.openBorders:
      e.country = a;
      for (const c of openBordersChoosers(s, seat, a)) s.choices.push({ seat: c, count: 1, entry: index });
      what = `toward ${seatName(a)}: each other country chooses one of its refugees to flee there`;
      break;
    case K.war:
      e.country = a;
      e.dest = b;
      s.choices.push({ seat: a, count: Math.min(2, zoneCount(s, a)), entry: index });
      what = `on ${seatName(a)}, toward ${seatName(b)}: ${seatName(a)} chooses who flees`;
      break;
    case K.asylum:
      e.refugee = a;
      what = `for ${refugeeLabel(contentOf(s), a)}`;
      break;
    case K.instability: {
      e.refugee = a;
      e.dest = b;
      const r = findRefugee(s, a)!;
      r.fleeTo = b;
      e.fleeing.push(a);
      what = `: ${refugeeLabel(contentOf(s), a)} flees toward ${seatName(b)}`;
      break;
    }
    case K.altFacts: {
      e.vetting = a;
      e.refugee = s.inPlay.find((r) => r.vetting.includes(a))!.id;
      what = `on ${vettingLabel(contentOf(s), a)} of ${refugeeLabel(contentOf(s), e.refugee)}`;
      break;
    }
    case K.fakeNews: {
      e.refugee = a;
      e.vetting = b;
      const vh = s.vettingHands[seat];
      vh.splice(vh.indexOf(b), 1);
      what = `: ${vettingLabel(contentOf(s), b)} for ${refugeeLabel(contentOf(s), a)}`;
      break;
    }
  }
  events?.push({ kind: 'action-played', text: `${seatName(seat)} plays ${title} ${what}.`.replace(' :', ':'), data: { seat, kind, index } });
  if (s.choices.length > 0) s.phase = 'choose';
}

/** Applies one pending choice: the refugee flees to the card's destination. */
export function choose(s: RefugeeState, refugee: number, events: Events): void {
  const c = s.choices[0];
  const e = s.stack[c.entry];
  const to = e.kind === K.war ? e.dest : e.country;
  const r = findRefugee(s, refugee)!;
  r.fleeTo = to;
  e.fleeing.push(refugee);
  c.count--;
  events?.push({ kind: 'chosen', text: `${seatName(c.seat)} chooses ${refugeeLabel(contentOf(s), refugee)} to flee toward ${seatName(to)}.` });
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

/** Resolves the stack last-in-first-out: an answer resolves before the card it answers (RF-R20). */
export function resolveStack(s: RefugeeState, events: Events): TurnEffects {
  const fx: TurnEffects = { targeted: new Set(), asylum: new Set(), outbreak: new Set() };
  const cancelled = new Array<boolean>(s.stack.length).fill(false);
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const e = s.stack[i];
    const title = contentOf(s).actionKinds[e.kind].title;
    if (cancelled[i]) {
      for (const id of e.fleeing) { const r = findRefugee(s, id); if (r) r.fleeTo = -1; }
      if (e.kind === K.fakeNews) s.vettingUsed.push(e.vetting);
      events?.push({ kind: 'cancelled', text: `${seatName(e.by)}'s ${title} is cancelled${e.fleeing.length ? ': its refugees stay where they are' : ''}.` });
      continue;
    }
    switch (e.kind) {
      case K.shelter: case K.inoculation: case K.court: case K.closedBorders:
        cancelled[e.target] = true;
        break;
      case K.naturalDisaster: case K.war: case K.instability: case K.openBorders:
        for (const id of e.fleeing) fx.targeted.add(id);
        break;
      case K.outbreak:
        fx.outbreak.add(e.country);
        break;
      case K.asylum:
        fx.asylum.add(e.refugee);
        fx.targeted.add(e.refugee);
        break;
      case K.fakeNews: {
        const r = findRefugee(s, e.refugee);
        if (r && r.vetting.length < 4) r.vetting.push(e.vetting);
        else s.vettingUsed.push(e.vetting);
        fx.targeted.add(e.refugee);
        break;
      }
      case K.altFacts: {
        const r = findRefugee(s, e.refugee);
        const at = r ? r.vetting.indexOf(e.vetting) : -1;
        if (r && at >= 0) { r.vetting.splice(at, 1); s.vettingUsed.push(e.vetting); }
        fx.targeted.add(e.refugee);
        break;
      }
    }
    events?.push({ kind: 'resolved', text: `${seatName(e.by)}'s ${title} takes effect.` });
  }
  for (const e of s.stack) s.actionDiscard.push(e.card);
  s.stack = [];
  return fx;
}
