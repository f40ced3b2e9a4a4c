/**
 * Shapes the room's files share. They live apart from room.ts so that the room's parts (audience.ts,
 * timers.ts, info.ts) can name them without importing the Room class, which imports them: even a
 * type-only import back would tie the files into one circle (test/tooling/server-structure.test.ts).
 */
import type { Lang, Viewer } from '../../engine/index.ts';

/** A live connection (or anything else) that receives this room's frames. */
export interface Subscriber {
  readonly viewer: Viewer;
  /**
   * A workshop facilitator watching a seat's view (docs/workshop.md): it gets that seat's frames but
   * is not the seat's player: it never counts as the seat connected and never takes back a stand-in.
   */
  readonly readOnly?: boolean;
  /** Wants `viewPatch` (the operations turning its previous view into the new one) instead of full views. */
  readonly patches?: boolean;
  /**
   * false: the legal moves go as bare action numbers (`"legal":[3,7]`), and the client words them from
   * its view with the game's describeAction, as the web client does; otherwise (the default) each goes
   * with its English words (`{"action":3,"label":…}`).
   */
  readonly labels?: boolean;
  /**
   * The reader's language: events go with their sentence in it alone (engine `eventsIn`). Unset: in
   * English with every other language's in `texts` (the protocol's default). A `lang` message changes it.
   */
  lang?: Lang;
  /** The version of the view this connection holds; a patch is only ever sent on top of the previous version. */
  viewVersion?: number;
  send(frame: string): void;
  /** Ends the subscription from the room's side (the seat was given up). */
  close?(reason: string): void;
}

/** What a workshop table's room shows of its workshop (docs/workshop.md). */
export interface RoomWorkshopInfo {
  code: string;
  paused: boolean;
  message: { text: string; at: number } | null;
  /** Play has ended for the class (the workshop's debrief): a table not finished is frozen where it stood. */
  ended: boolean;
}

/**
 * A seat's offer at one version, serialised as sent (`"legal":…,"canUndo":…`): its moves as bare action
 * numbers, or paired with their words (made on first asking, once for every connection that wants them).
 */
export interface SeatOffer {
  readonly codes: string;
  worded(): string;
}
