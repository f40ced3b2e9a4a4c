/**
 * Parts of a state that `apply`'s copy shares with the state before (src/engine/define.ts `cloneForApply`),
 * to be changed in place by a step. A step of `apply` is given an events list: it puts a copy of the part
 * in its place first, so the state before never changes and a part the move left alone stays the same
 * object in the next state and view (the server's view diff skips it without a look inside). A playout
 * (`applyInPlace`, no events) owns its state whole and changes the part itself. Use what these return,
 * not a part held from before, and take a list once before a loop that changes it.
 */
import type { GameEvent } from '../engine/index.ts';

/** The events list a step is given: null in a playout. */
type StepEvents = readonly GameEvent[] | null;

/** List `key` of `s`, to be changed (a deck, a used pile, the scores…). */
export function ownList<S, K extends keyof S>(s: S, key: K, events: StepEvents): S[K] {
  if (events !== null) s[key] = (s[key] as unknown[]).slice() as S[K];
  return s[key];
}

/** Row `i` of `rows` (a seat's hand, a family's aid cards…), to be changed; apply's copy has its own outer list. */
export function ownRow<T>(rows: T[][], i: number, events: StepEvents): T[] {
  if (events !== null) rows[i] = rows[i].slice();
  return rows[i];
}
