/**
 * Which Displacement steps may be taken back (docs/architecture.md §5a; src/engine/undo.ts adds its own
 * checks). Hidden are the goal cards and the deck order (view.ts). Blocking or facing the card drawn,
 * buying, housing and handing people over stay within the nation's turn and show nothing new; sheltering
 * and ending the turn draw the next card, so they are final (DP-D17). A step after which some nation
 * meets the condition of any goal (nobody displaced, a full board, 15 tokens) while the game goes on
 * tells everyone that nation does not hold that goal: it is final too.
 */
import { displacementActions } from './actions.ts';
import { contentOf } from './content.ts';
import { GOALS } from './data/index.ts';
import { goalMetBy } from './rules.ts';
import type { DisplacementState } from './types.ts';

const WITHIN_TURN = new Set(['block', 'accept', 'buy', 'house', 'give']);

export function undoable(before: DisplacementState, after: DisplacementState, _seat: number, action: number): boolean {
  const kind = displacementActions.kindOf(action);
  if (kind === null || !WITHIN_TURN.has(kind) || after.phase === 'over' || after.turnNo !== before.turnNo) return false;
  const content = contentOf(after);
  for (let n = 0; n < after.players; n++) {
    for (const g of GOALS) if (goalMetBy(after, content, g, n)) return false;
  }
  return true;
}
