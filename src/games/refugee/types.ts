/**
 * #refugee state and view. The state is plain JSON; the card content is named by `contentKey` and,
 * when custom, carried along by reference in `content` (content.ts, RF-D12). Seats are 0-based and clockwise. Card identities are indices into the content arrays:
 * refugee ids into `content.refugees`, vetting ids into `content.vetting`, action-card ids into the
 * expanded action deck (see `layoutOf(content).actionKind`).
 */
import { z } from 'zod';
import { boundedInt, type RngState, type Seat, type Viewer } from '../../engine/index.ts';
import type { RefugeeContent } from './data/index.ts';

export const OptionsSchema = z.object({
  /** The game ends the moment a country has accepted this many refugees (rulebook: 8). */
  acceptToEnd: boundedInt(1, 40),
  /** A country at or below this score is eliminated (RF-R28); null switches elimination off. Bounded (RF-D27). */
  eliminationScore: boundedInt(-1000, -1).nullable(),
  /** Earlier edition: reaching this score wins at once (RF-D16); null (default) switches it off. Bounded (RF-D27). */
  targetScore: boundedInt(1, 1000).nullable(),
  /** Safety stop (RF-D15): after this many turns the game ends and is scored as usual. */
  maxTurns: boundedInt(1, 500),
}).strict();
export type RefugeeOptions = z.infer<typeof OptionsSchema>;

export const DEFAULT_OPTIONS: RefugeeOptions = { acceptToEnd: 8, eliminationScore: -20, targetScore: null, maxTurns: 200 };

export type Phase = 'cycle' | 'vetting' | 'discard' | 'action' | 'choose' | 'over';

export interface RefugeeInPlay {
  id: number;
  /** The country whose In-Country Zone holds the refugee (or held it, while fleeing). */
  zone: Seat;
  /** Vetting card ids, in the order played; public. */
  vetting: number[];
  /** -1 while in a Country Zone; otherwise in the Fleeing Zone, bound for this country. */
  fleeTo: number;
}

export interface StackEntry {
  card: number;
  kind: number;
  by: Seat;
  /** Targets; -1 where unused. `target` is a stack index (responses). */
  country: number;
  dest: number;
  refugee: number;
  vetting: number;
  target: number;
  /** Refugees this card sent to the Fleeing Zone. */
  fleeing: number[];
}

/** A pending choice of refugees by a seat other than (or equal to) the card's player. */
export interface PendingChoice {
  seat: Seat;
  count: number;
  entry: number;
}

export type EndReason = 'accepted' | 'deck' | 'last-standing' | 'target' | 'turns';

export interface RefugeeState {
  /** Names the card content (see content.ts): 'default' or 'custom-<hash>'. */
  contentKey: string;
  /** Custom content itself, shared by reference with clones and views (RF-D12); absent for the default. */
  content?: RefugeeContent;
  options: RefugeeOptions;
  players: number;
  rng: RngState;
  phase: Phase;
  turn: number;
  current: Seat;
  /** First-player roll: one row per round of rolling, value ×2 (marks 2, bolts 1), -1 = did not roll. */
  firstRoll: number[][];
  /** Index of the die face of the current turn's roll, or -1 before it is rolled. */
  lastRoll: number;
  /** Vetting cards the current player still has to play. */
  owe: number;
  refugeeDeck: number[];
  vettingDeck: number[];
  vettingUsed: number[];
  actionDeck: number[];
  actionDiscard: number[];
  vettingHands: number[][];
  actionHands: number[][];
  inPlay: RefugeeInPlay[];
  accepted: number[][];
  acceptedValues: number[][];
  scores: number[];
  /** Refugees that fled out of / into each country's zone during Resolution (for the debrief). */
  sentAway: number[];
  arrived: number[];
  out: boolean[];
  eliminationOrder: Seat[];
  priority: Seat;
  passes: number;
  stack: StackEntry[];
  choices: PendingChoice[];
  endReason: EndReason | null;
  /** The seat that triggered the end (accepted 8, reached the target score, last standing), or -1. */
  ender: number;
}

/** The public table: on the state, and in every view as it is (RF-R29). */
export type TableField = 'inPlay' | 'accepted' | 'acceptedValues' | 'scores' | 'sentAway' | 'arrived' | 'out' | 'eliminationOrder'
  | 'priority' | 'passes' | 'stack' | 'choices' | 'endReason' | 'ender';

export interface RefugeeView extends Pick<RefugeeState, TableField> {
  viewer: Viewer;
  /** Names the card content (see content.ts): 'default' or 'custom-<hash>'. */
  contentKey: string;
  /** Custom content, the state's own object (RF-D12): whoever holds the view can read its cards. */
  content?: RefugeeContent;
  options: RefugeeOptions;
  players: number;
  phase: Phase;
  turn: number;
  current: Seat;
  firstRoll: number[][];
  lastRoll: number;
  owe: number;
  refugeeDeckSize: number;
  vettingDeckSize: number;
  vettingUsed: number[];
  actionDeckSize: number;
  actionDiscard: number[];
  vettingHandSizes: number[];
  actionHandSizes: number[];
  /** The viewer's own hands; null for spectators. */
  myVetting: number[] | null;
  myActions: number[] | null;
  /** The vetting score (RF-R12) of each refugee of `inPlay`, in the same order: boards show it, never recompute it. */
  vettingScores: number[];
}
