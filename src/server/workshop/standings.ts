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

/** One class total: a figure's sum over every seat of every table that has a standing (docs/workshop.md, Class totals). */
export interface ClassTotal {
  key: string;
  sum: number;
  /** Seats counted (for a yes/no figure: "sum of of said yes"). */
  of: number;
  /** True for a yes/no figure (counted as how many said yes). */
  yesNo: boolean;
}

/** The game's `catalogue.debrief.totals` summed over the outcomes given (final or provisional). */
export function classTotals(keys: readonly string[], outcomes: ReadonlyArray<Outcome | null>): ClassTotal[] {
  return keys.map((key) => {
    let sum = 0;
    let of = 0;
    let yesNo = false;
    for (const o of outcomes) {
      for (const row of o?.stats ?? []) {
        const v = row[key];
        if (typeof v === 'number') sum += v;
        else if (typeof v === 'boolean') { yesNo = true; if (v) sum++; } else continue;
        of++;
      }
    }
    return { key, sum, of, yesNo };
  });
}

/** A table's ranking now for the class totals: its outcome, or while it plays the game's provisional one. */
export function standingNow(room: Room | null): Outcome | null {
  if (!room || room.status === 'lobby') return null;
  if (room.status === 'finished') return room.publicInfo().outcome;
  try {
    return room.provisionalOutcome();
  } catch {
    // standingOf logs a failing provisional ranking; the totals leave that table out.
    return null;
  }
}

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
