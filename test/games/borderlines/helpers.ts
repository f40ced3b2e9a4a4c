/**
 * Test helpers for Borderlines: build exact situations (people in given places, a rigged roulette or
 * die), then act only through the public contract.
 */
import { expect } from 'vitest';
import { randInt, rollDie, seedRng, type RngState } from '../../../src/engine/index.ts';
import { borderlines, borderlinesActions, DEFAULT_CONTENT, networkOf } from '../../../src/games/borderlines/index.ts';
import type { BorderlinesAction } from '../../../src/games/borderlines/actions.ts';
import type { BorderlinesState, BorderlinesView } from '../../../src/games/borderlines/types.ts';

export { borderlines, borderlinesActions, DEFAULT_CONTENT };
export type { BorderlinesState, BorderlinesView };

export const net = networkOf(DEFAULT_CONTENT);

/** A place's number by its id. */
export function P(id: string): number {
  const p = net.index.get(id);
  if (p === undefined) throw new Error(`no place ${id}`);
  return p;
}

/**
 * A new 4-family game. Most tests move rounds on by buying nothing, which the rulebook allows only to a
 * family that can afford no card (BL-D10): they play with "Families may pass" unless they give options.
 */
export function fresh(seed = 1, options: Record<string, 'on' | 'off'> = { mayPass: 'on' }): BorderlinesState {
  return borderlines.setup({ players: 4, seed, options }) as BorderlinesState;
}

export const code = (struct: BorderlinesAction) => borderlinesActions.encode(struct);

export function act(s: BorderlinesState, seat: number, action: number | BorderlinesAction) {
  const a = typeof action === 'number' ? action : code(action);
  const r = borderlines.apply(s, seat, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${JSON.stringify(borderlinesActions.decode(a))})`);
  return { state: r.state as BorderlinesState, events: r.events };
}

/** Plays a chain of actions for one seat; returns the last state and every event. */
export function play(s: BorderlinesState, seat: number, actions: BorderlinesAction[]) {
  const events = [];
  for (const a of actions) {
    const r = act(s, seat, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export function legal(s: BorderlinesState, seat = s.turn): number[] {
  return borderlines.legalActions(s, seat);
}

export function legalStructs(s: BorderlinesState, seat = s.turn): BorderlinesAction[] {
  return legal(s, seat).map((a) => borderlinesActions.decode(a)!);
}

export function expectLegal(s: BorderlinesState, a: BorderlinesAction, seat = s.turn): void {
  expect(legalStructs(s, seat), `${JSON.stringify(a)} should be legal`).toContainEqual(a);
}

export function expectIllegal(s: BorderlinesState, a: BorderlinesAction, seat = s.turn): void {
  expect(legalStructs(s, seat), `${JSON.stringify(a)} should not be legal`).not.toContainEqual(a);
  expect(borderlines.apply(s, seat, code(a)).ok).toBe(false);
}

/** Empties the map (everyone removed, nobody dead), so a test can place just the people it needs. */
export function clearMap(s: BorderlinesState): BorderlinesState {
  s.city = s.city.map((row) => row.map(() => 0));
  s.camp = s.camp.map((row) => row.map(() => 0));
  return s;
}

/** An action-phase position: `seat` to act at the market, the map empty unless `keepPeople`. */
export function turnOf(seat: number, seed = 3, keepPeople = false): BorderlinesState {
  let s = fresh(seed);
  // Finish any aid choice of round 1 (the default has none in round 1).
  expect(s.phase).toBe('action');
  s = structuredClone(s);
  if (!keepPeople) clearMap(s);
  s.camps = [];
  s.turn = seat;
  s.starter = seat;
  s.turnsTaken = 0;
  return s;
}

/**
 * Puts the card `card` in the $10 slot (slot 3), buys it for `seat` and returns the state in the move
 * stage (money topped up so the price never matters).
 */
export function withCard(s: BorderlinesState, card: number, seat = s.turn): BorderlinesState {
  s = structuredClone(s);
  const slot = s.market.indexOf(card);
  if (slot >= 0 && slot !== 3) s.market[slot] = s.market[3];
  s.used = s.used.filter((c) => c !== card);
  s.market[3] = card;
  s.money[seat] = Math.max(s.money[seat], 10);
  const r = play(s, seat, [{ kind: 'choose', slot: 3 }, { kind: 'pay' }]);
  expect(r.state.stage).toBe('move');
  return r.state;
}

/** The id of the black-market card with these numbers. */
export function cardId(people: number, steps: number, boat: boolean): number {
  const id = DEFAULT_CONTENT.blackMarket.findIndex((c) => c.people === people && c.steps === steps && c.boat === boat);
  if (id < 0) throw new Error(`no card ${people}×${steps}${boat ? ' boat' : ''}`);
  return id;
}

/**
 * Sets the PRNG so that the next draws are `values`, each `randInt(n)` for its `n` (a die: n = 6 and
 * the value is the face − 1). Searches seeds; keep the sequence short.
 */
export function rig(s: BorderlinesState, draws: Array<[n: number, value: number]>): void {
  for (let k = 0; k < 2_000_000; k++) {
    const probe: RngState = seedRng(k);
    const copy: RngState = [...probe];
    if (draws.every(([n, v]) => randInt(copy, n) === v)) { s.rng = probe; return; }
  }
  throw new Error('no seed found for the rigged draws');
}

/** Rigs the next die rolls (faces 1–6). */
export function rigDice(s: BorderlinesState, faces: number[]): void {
  rig(s, faces.map((f) => [6, f - 1]));
  const copy: RngState = [...s.rng];
  expect(faces.map(() => rollDie(copy))).toEqual(faces);
}

/** The roulette segment index of the first segment with this boat outcome / fee. */
export function segment(match: { boat?: 'safe' | 'return' | 'death'; fee?: number | null }): number {
  const i = DEFAULT_CONTENT.roulette.findIndex((g) => (match.boat === undefined || g.boat === match.boat) && (match.fee === undefined || g.fee === match.fee));
  if (i < 0) throw new Error(`no segment ${JSON.stringify(match)}`);
  return i;
}

export function rigSpin(s: BorderlinesState, seg: number): void {
  rig(s, [[DEFAULT_CONTENT.roulette.length, seg]]);
}

export function view(s: BorderlinesState, viewer: number | 'spectator'): BorderlinesView {
  return borderlines.view(s, viewer) as BorderlinesView;
}

/**
 * Moves the game on with the plainest choices — every family buys nothing, every aid choice keeps the
 * first card offered — until `stop` holds (or the game ends). Returns the state and every event.
 */
export function advance(s: BorderlinesState, stop: (s: BorderlinesState) => boolean) {
  const events = [];
  for (let guard = 0; guard < 1000 && !stop(s) && !borderlines.isOver(s); guard++) {
    const seat = borderlines.activeSeats(s)[0];
    const r = act(s, seat, legal(s, seat)[0]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
