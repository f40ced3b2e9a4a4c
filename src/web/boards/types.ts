/**
 * What each game's board module provides to the table. Every function that puts the game into words
 * takes the reader's language (`lang`, English when left out; docs/architecture.md §12).
 */
import type { ComponentType } from 'react';
import type { CatalogueText, Lang, Outcome, Seat } from '../../engine/index.ts';
import type { LegalChoice, TableSnapshot } from '../table/types.ts';

export interface BoardProps {
  snapshot: TableSnapshot;
  /** Board element key → the legal moves (under the current selection) that act on it. */
  targets: Map<string, LegalChoice[]>;
  /** Elements clicked so far for a move that involves several (e.g. a vetting card, then a refugee). */
  selected: string[];
  onTarget(key: string): void;
  /** The reader's language: every word the board draws is in it; English when not given. */
  lang?: Lang;
}

export interface ActionClass {
  /** Heading the move is listed under in the action panel. */
  group: string;
  /** Key of the board element this move acts on (a card, a lane…), if any. */
  target?: string;
  /** Further elements the move involves (the refugee a vetting card goes on). */
  also?: string[];
  /**
   * What the move costs and what it brings, in a few words, shown under its label in the move list
   * ("costs 3 money · +1 document"). Read from the view: words, never a rule of its own.
   */
  detail?: string;
  /**
   * The move declines to act (a pass in a response window). The table may play it for the person
   * when it is their only move, or for the rest of the round, if they asked it to (a client
   * preference: the server still receives the real pass).
   */
  pass?: boolean;
  /**
   * A question the table asks once before sending the move, when the move gives up something still
   * possible or cannot succeed ("3 people can still move. End the action anyway?"). Words from the
   * view, never a rule: the move stays legal and is sent if the person says yes.
   */
  confirm?: string;
}

/** The end screen in the game's own words. */
export interface OutcomeWords {
  /**
   * Plain sentences saying who won and why, naming what counted and what did not ("Only players who
   * entered their destination count: Sami had more tokens but was turned back").
   */
  explain(outcome: Outcome, view: unknown, names: string[], lang?: Lang): string[];
  /**
   * Questions for the talk after the game (a rulebook's debriefing questions), shown as a numbered
   * list under the explanation. Absent or empty: none.
   */
  questions?(view: unknown, lang?: Lang): string[];
}

export interface BoardModule {
  Board: ComponentType<BoardProps>;
  /** Sorts a legal move into a group and names its target. Words only: legality is the engine's. */
  classify(view: unknown, seat: Seat, action: number, lang?: Lang): ActionClass;
  /**
   * What the game waits for from `seat` now, in words ("to answer in the response window"): spoken to the
   * viewer when `seat` is the view's own ("tap a card"), and about `seat` otherwise (the prompt shows it
   * under "Waiting for …", where an instruction to tap would mislead).
   */
  phaseHint(view: unknown, seat: Seat, names: string[], lang?: Lang): string;
  /**
   * A legal move in words, in `lang`: the game's own `describeAction`. A room's socket sends the moves
   * bare (useRoom.ts asks for action numbers only), so every move the online table shows is worded here
   * (table/in-language.ts); the generic board says "Move N" for a game this page does not know.
   */
  describe(view: unknown, seat: Seat, action: number, lang?: Lang): string;
  /** The game's catalogue text (its figures' labels for the end screen). */
  catalogue?: CatalogueText;
  /** Explains the outcome in plain words on the end screen. */
  outcome?: OutcomeWords;
  /**
   * Identifies the current round for "pass for the rest of this round": the preference holds while
   * this key stays the same. Absent: the game offers no such preference.
   */
  roundKey?(view: unknown): string;
  /**
   * Small drawings of the game's real components for the how-to-play: docs/how-to-play/<id>.md
   * shows one where it writes `![words](picture:key)`. Each must read without colour alone.
   */
  pictures?: Record<string, ComponentType>;
}
