/**
 * Which Borderlines steps may be taken back (docs/architecture.md §5a; the engine's rule is
 * src/engine/undo.ts, which already refuses any step that drew, rolled or spun, since the PRNG moved).
 * Hidden here are the face-down border tokens and zone cards and the aid cards kept or offered (view.ts).
 * A step may be taken back when it stays within the family's own turn and shows nothing new: choosing a
 * card, selling a house, paying, and each road of a move (until the roulette is spun); keeping an aid
 * card while others still choose; buying nothing when it only hands the turn on. Playing an aid card
 * shows it to everyone, and ending an action draws a new card: those are final.
 */
import { borderlinesActions } from './actions.ts';
import type { BorderlinesState } from './types.ts';

const WITHIN_TURN = new Set(['choose', 'sell', 'pay', 'walk', 'step']);

export function undoable(before: BorderlinesState, after: BorderlinesState, _seat: number, action: number): boolean {
  const kind = borderlinesActions.kindOf(action);
  if (kind === null || after.round !== before.round) return false;
  if (WITHIN_TURN.has(kind)) return after.phase === 'action' && after.turn === before.turn;
  if (kind === 'keepAid') return after.phase === 'aid';
  if (kind === 'pass') return after.phase === 'action';
  return false;
}
