/**
 * A table's standing for the debrief, the print page and the CSV (docs/workshop.md, "End play"): a
 * finished table's outcome, or, for a table play was ended on, the game's provisional ranking of the
 * position where it stopped (`provisionalOutcome`), marked with where that was (the game's progress
 * label). A game without one, or one that fails, gives no standing, and the reason is said.
 */
import { describeInAll, type Outcome } from '../../engine/index.ts';
import type { Room } from '../room/room.ts';
import type { WorkshopTable } from '../storage/types.ts';
import type { ProvisionalNote } from './protocol.ts';
import type { Workshop } from './workshop.ts';

export interface Standing {
  outcome: Outcome | null;
  provisional: ProvisionalNote | null;
}

export function standingOf(w: Workshop, t: WorkshopTable, room: Room | null): Standing {
  if (!room || room.status === 'lobby') return { outcome: null, provisional: null };
  if (room.status === 'finished') return { outcome: room.publicInfo().outcome, provisional: null };
  if (!w.state.frozen.includes(t.index)) return { outcome: null, provisional: null };
  const game = room.game;
  let after = '';
  let afterTexts: ProvisionalNote['afterTexts'];
  try {
    if (game.progress) {
      const view = room.spectatorView();
      const said = describeInAll((lang) => game.progress!(view, lang).label);
      after = said.text;
      afterTexts = said.texts;
    }
  } catch {
    // The label is a courtesy; the standing below still stands without it.
  }
  try {
    const outcome = room.provisionalOutcome();
    if (!outcome) return { outcome: null, provisional: { after, afterTexts, moves: room.version, error: `${game.title} has no ranking for a game stopped before its end.` } };
    return { outcome, provisional: { after, afterTexts, moves: room.version, error: null } };
  } catch (err) {
    room.deps.log.error({ room: room.code, game: game.id, reason: (err as Error).message }, 'game provisionalOutcome(state) failed; the table has no standing');
    return { outcome: null, provisional: { after, afterTexts, moves: room.version, error: `The game could not rank this table: ${(err as Error).message}` } };
  }
}
