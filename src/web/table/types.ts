/** What a table screen shows, whether the game runs in this browser or on the server. */
import type { GameEvent, Outcome, Seat, Translations, Viewer } from '../../engine/index.ts';
import type { SeatWho } from '../seat-names.ts';

export interface LegalChoice {
  action: number;
  label: string;
}

export interface LogEntry {
  /** Version (number of actions applied) after which this happened. */
  version: number;
  /** In English with `texts`; without, in the one language the room's socket sends (online/reader-language.ts). */
  text: string;
  /** The same line in the other languages (a game event's `texts`); a language left out reads in English. */
  texts?: Translations;
  kind: string;
}

export interface TableSnapshot {
  gameId: string;
  title: string;
  players: number;
  /** The seat this screen plays, or a spectator. */
  viewer: Viewer;
  view: unknown;
  legal: LegalChoice[];
  active: Seat[];
  outcome: Outcome | null;
  version: number;
  /** Display name of every seat ("You", "Amal", "Bot · medium"). */
  names: string[];
  /** Who sits where, as data: when given, the table names the seats in the reader's language (seat-names.ts) instead of `names`. */
  seats?: SeatWho[];
  log: LogEntry[];
  /** Events of the last applied action only (for brief animations). */
  lastEvents: GameEvent[];
  /** Stepping through a finished match rather than playing. */
  replay?: boolean;
  /** This seat may take back its last step now (src/engine/undo.ts); the table then offers "Undo". */
  /** The workshop's facilitator paused the class: no move is offered until play resumes. */
  paused?: boolean;
  /** The workshop's play was ended before this table finished: it stands where it stopped, for the debrief. */
  ended?: boolean;
  canUndo?: boolean;
}
