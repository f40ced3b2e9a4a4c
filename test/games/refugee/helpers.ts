/** Builders for hand-made #refugee positions, and lookups of cards by their printed properties. */
import { expect } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { enc, K, layoutOf } from '../../../src/games/refugee/codec.ts';
import { DEFAULT_CONTENT as C } from '../../../src/games/refugee/data/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';

export { C, K, enc };
export const L = layoutOf(C);

/** A fresh game, then emptied: no refugees in play, empty hands, every card back in its deck. */
export function blank(players: number, seed = 1): RefugeeState {
  const s = refugee.setup({ players, seed }) as RefugeeState;
  s.inPlay = [];
  s.vettingHands = s.vettingHands.map(() => []);
  s.actionHands = s.actionHands.map(() => []);
  s.refugeeDeck = [...Array(L.nr).keys()];
  s.vettingDeck = [...Array(L.nv).keys()];
  s.actionDeck = [...Array(L.na).keys()];
  s.vettingUsed = [];
  s.actionDiscard = [];
  s.current = 0;
  s.priority = 0;
  s.turn = 0;
  s.stack = [];
  s.choices = [];
  s.passes = 0;
  s.owe = 0;
  return s;
}

function remove(list: number[], id: number): void {
  const at = list.indexOf(id);
  if (at >= 0) list.splice(at, 1);
}

/** The ids of vetting cards with this value (and colour, when given), in id order. */
export function vettingIds(value: number, colour?: string | null): number[] {
  return C.vetting.flatMap((c, i) => (c.value === value && (colour === undefined || c.colour === colour) ? [i] : []));
}

/** The ids of action cards of a kind. */
export function actionIds(kind: number): number[] {
  return L.actionKind.flatMap((k, i) => (k === kind ? [i] : []));
}

/** Puts refugee `id` into `zone` with the given vetting cards, taking the cards out of the decks. */
export function place(s: RefugeeState, id: number, zone: number, vetting: number[] = []): void {
  remove(s.refugeeDeck, id);
  for (const v of vetting) remove(s.vettingDeck, v);
  s.inPlay.push({ id, zone, vetting: [...vetting], fleeTo: -1 });
}

export function giveVetting(s: RefugeeState, seat: number, ids: number[]): void {
  for (const v of ids) { remove(s.vettingDeck, v); s.vettingHands[seat].push(v); }
}

export function giveAction(s: RefugeeState, seat: number, kind: number, n = 1): number[] {
  const ids = actionIds(kind).filter((id) => s.actionDeck.includes(id)).slice(0, n);
  for (const id of ids) { remove(s.actionDeck, id); s.actionHands[seat].push(id); }
  return ids;
}

/** Refugee ids of a region, in content order. */
export function refugeesOf(region: string): number[] {
  return C.refugees.flatMap((r, i) => (r.region === region ? [i] : []));
}

/** Applies through the validating `apply`, failing the test on a refusal. */
export function act(s: RefugeeState, seat: number, action: number): RefugeeState {
  const res = refugee.apply(s, seat, action);
  if (!res.ok) expect.fail(`seat ${seat} action ${action} (${refugee.describeAction(refugee.view(s, seat), seat, action)}) refused: ${res.error.message}`);
  return res.state as RefugeeState;
}

export function legal(s: RefugeeState, seat: number): number[] {
  return refugee.legalActions(s, seat);
}

/** Starts an action round for `current` in a hand-made position. */
export function actionRound(s: RefugeeState, current = 0): RefugeeState {
  s.phase = 'action';
  s.current = current;
  s.priority = current;
  s.passes = 0;
  return s;
}

/** Everyone passes, starting with the seat holding priority, until the phase changes. */
export function passAll(s: RefugeeState): RefugeeState {
  let t = s;
  for (let i = 0; i < 10 && t.phase === 'action' && t.turn === s.turn; i++) t = act(t, t.priority, 0);
  return t;
}

export const zoneIds = (s: RefugeeState, seat: number): number[] => s.inPlay.filter((r) => r.zone === seat && r.fleeTo < 0).map((r) => r.id);
