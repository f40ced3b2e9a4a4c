/** What each game's board module provides to the table. */
import type { ComponentType } from 'react';
import type { Seat } from '../../engine/index.ts';
import type { LegalChoice, TableSnapshot } from '../table/types.ts';

export interface BoardProps {
  snapshot: TableSnapshot;
  /** Board element key → the legal moves (under the current selection) that act on it. */
  targets: Map<string, LegalChoice[]>;
  /** Elements clicked so far for a move that involves several (e.g. a vetting card, then a refugee). */
  selected: string[];
  onTarget(key: string): void;
}

export interface ActionClass {
  /** Heading the move is listed under in the action panel. */
  group: string;
  /** Key of the board element this move acts on (a card, a lane…), if any. */
  target?: string;
  /** Further elements the move involves (the refugee a vetting card goes on). */
  also?: string[];
}

export interface BoardModule {
  Board: ComponentType<BoardProps>;
  /** Sorts a legal move into a group and names its target. Words only: legality is the engine's. */
  classify(view: unknown, seat: Seat, action: number): ActionClass;
  /** What the game waits for from `seat` now, in words ("to answer in the response window"). */
  phaseHint(view: unknown, seat: Seat, names: string[]): string;
}
