/**
 * Which #refugee steps may be taken back (docs/architecture.md §5a; the engine's rule is in
 * src/engine/undo.ts, which already refuses any step that rolled the die or shuffled, since the PRNG
 * moved). Hidden in #refugee are the three decks and every hand (RF-R29, view.ts). A step that plays,
 * discards or draws a card changes one of them and may not be taken back. Nor may a step that ends the
 * turn: the next turn begins with the Cycle offer exactly when that player holds a Cycle card (RF-R6),
 * which tells everyone something about a hidden hand even when nothing was rolled yet
 * (test/engine/undo.test.ts found this). What remains: a pass in the action round that does not end it
 * (RF-R15), and a choice (`choose`) that resolves nothing hidden.
 */
import type { RefugeeState } from './types.ts';

function same(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function undoable(before: RefugeeState, after: RefugeeState): boolean {
  if (after.turn !== before.turn || after.current !== before.current) return false;
  if (!same(before.refugeeDeck, after.refugeeDeck) || !same(before.vettingDeck, after.vettingDeck) || !same(before.actionDeck, after.actionDeck)) return false;
  for (let seat = 0; seat < before.players; seat++) {
    if (!same(before.vettingHands[seat], after.vettingHands[seat]) || !same(before.actionHands[seat], after.actionHands[seat])) return false;
  }
  return true;
}
