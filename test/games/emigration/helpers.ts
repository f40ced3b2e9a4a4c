/**
 * Test helpers for Emigration: build exact situations (a card in a given slot, a rigged die) the way the
 * rulebook's examples describe them, then act only through the public contract.
 */
import { expect } from 'vitest';
import { rollDie, seedRng, type RngState } from '../../../src/engine/index.ts';
import { emigration, EmigrationActions as A } from '../../../src/games/emigration/index.ts';
import { defaultContent } from '../../../src/games/emigration/data/index.ts';
import { EMPTY, type CardKind, type EmigrationState } from '../../../src/games/emigration/types.ts';
import { refreshOpen } from '../../../src/games/emigration/board.ts';

export { emigration, A, EMPTY };
export type { EmigrationState };

export function fresh(players = 3, seed = 1, options: Record<string, unknown> = {}): EmigrationState {
  return emigration.setup({ players, seed, options }) as EmigrationState;
}

/**
 * Tests edit layouts by hand; the state's `open` cache (available slots) is then recomputed, as the
 * rules do after every change they make themselves.
 */
export function sync(s: EmigrationState): EmigrationState {
  for (let p = 0; p < s.players; p++) refreshOpen(s, p);
  return s;
}

/** Applies through the validated path and returns the new state and events; fails the test on an error. */
export function act(s: EmigrationState, seat: number, action: number) {
  sync(s);
  const r = emigration.apply(s, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state as EmigrationState, events: r.events };
}

export function legal(s: EmigrationState, seat = s.turn): number[] {
  return emigration.legalActions(sync(s), seat);
}

/** Ids of every card of a kind in the match. */
export function cardsOfKind(s: EmigrationState, kind: CardKind): number[] {
  return s.cards.filter((c) => c.kind === kind).map((c) => c.id);
}

/** Removes a card from wherever it is (layout, stash, supply, removed, discard, skip). */
export function lift(s: EmigrationState, id: number): void {
  for (const row of s.layout) { const i = row.indexOf(id); if (i >= 0) row[i] = EMPTY; }
  for (const st of s.stash) { const i = st.indexOf(id); if (i >= 0) st.splice(i, 1); }
  for (const list of [s.supply, s.removed, s.discard]) { const i = list.indexOf(id); if (i >= 0) list.splice(i, 1); }
  s.skipCard = s.skipCard.map((c) => (c === id ? EMPTY : c));
}

/** Empties every layout, so a test can place just the cards it needs. */
export function clearLayouts(s: EmigrationState): void {
  for (let p = 0; p < s.players; p++) {
    for (let slot = 0; slot < s.layout[p].length; slot++) {
      if (s.layout[p][slot] !== EMPTY) s.discard.push(s.layout[p][slot]);
      s.layout[p][slot] = EMPTY;
    }
  }
}

/** Puts a card face up in a front-row slot (nothing covers the front row) of `owner`'s layout. */
export function placeFront(s: EmigrationState, owner: number, id: number, frontIndex = 0): void {
  lift(s, id);
  const front = s.layoutSpec.flatMap((spec, i) => (spec.coveredBy.length === 0 ? [i] : []));
  const slot = front[frontIndex];
  s.layout[owner][slot] = id;
  s.faceUp[owner][slot] = true;
}

export function giveStash(s: EmigrationState, p: number, id: number): void {
  lift(s, id);
  s.stash[p].push(id);
}

/** Sets the PRNG so the next die roll is `value`. */
export function rigDie(s: EmigrationState, value: number): void {
  for (let k = 0; k < 10_000; k++) {
    const probe: RngState = seedRng(k);
    const copy: RngState = [...probe];
    if (rollDie(copy) === value) { s.rng = probe; return; }
  }
  throw new Error('no seed found');
}

/** A minimal Phase 1 position: empty layouts and supply, the given seat to move. */
export function blankPrep(players: number, turn = 0): EmigrationState {
  const s = fresh(players, 7);
  clearLayouts(s);
  s.discard.push(...s.supply);
  s.supply = [];
  s.turn = turn;
  return s;
}

export function expectLegal(s: EmigrationState, action: number, seat = s.turn): void {
  expect(legal(s, seat), `action ${action} should be legal`).toContain(action);
}
export function expectIllegal(s: EmigrationState, action: number, seat = s.turn): void {
  expect(legal(s, seat), `action ${action} should not be legal`).not.toContain(action);
  const r = emigration.apply(sync(s), seat, action);
  expect(r.ok).toBe(false);
}

/**
 * Ends Phase 1 through play: `lastSeat` discards the only available card (a document in its own
 * layout), so Phase 2 begins with the next seat.
 */
export function toBorder(s: EmigrationState, lastSeat: number): EmigrationState {
  const spare = s.cards.find((c) => c.kind === 'document' && !s.stash.flat().includes(c.id))!.id;
  clearLayouts(s);
  s.discard.push(...s.supply);
  s.supply = [];
  placeFront(s, lastSeat, spare);
  s.turn = lastSeat;
  const next = act(s, lastSeat, A.DISCARD + spare).state;
  next.money[lastSeat] -= 2; // the discard paid 2; keep the test's own figures
  return next;
}

/** Gives seat p one Passport and one Ticket (without the assurance bonus, which tests set explicitly). */
export function givePapers(s: EmigrationState, p: number): void {
  const passport = s.cards.find((c) => c.kind === 'passport' && !s.stash.flat().includes(c.id))!.id;
  const ticket = s.cards.find((c) => c.kind === 'ticket' && !s.stash.flat().includes(c.id))!.id;
  giveStash(s, p, passport);
  giveStash(s, p, ticket);
  s.travelBonus[p] = true;
}

export function destination(id: string) {
  return defaultContent.destinations.find((d) => d.id === id)!;
}
