/**
 * Which Emigration steps may be taken back (docs/architecture.md §5a; the engine's rule is in
 * src/engine/undo.ts, which already refuses any step that rolled a die, since the PRNG moved). Hidden in
 * Emigration are the face-down layout cards, the cards removed unseen and the order of the entrance
 * tokens (src/games/emigration/view.ts). So a step may be taken back unless it turned a card face up
 * (EM-R15) or took an entrance token (EM-R35). What remains: selling from the stash (EM-R27), the
 * border trades (EM-R32), Mental Fog's loss before its choice (EM-D20 keeps the layout face down
 * until the turn ends), and buying or discarding where nothing is uncovered.
 */
import type { EmigrationState } from './types.ts';

export function undoable(before: EmigrationState, after: EmigrationState): boolean {
  for (let p = 0; p < before.players; p++) {
    const was = before.faceUp[p];
    const now = after.faceUp[p];
    for (let slot = 0; slot < was.length; slot++) if (was[slot] !== now[slot]) return false;
  }
  for (let lane = 0; lane < before.lanes.length; lane++) if (before.lanes[lane].length !== after.lanes[lane].length) return false;
  return before.removed.length === after.removed.length;
}
