/**
 * Displacement state and view. Plain JSON. A person ("pin" in the rulebook) is a number: the seat of
 * the nation they were born in, so a migrant keeps their colour (DP-D7). A nation's board is a grid of
 * `rules.squares` squares read from the top left (DP-D8): `null` for an empty square, else the people
 * living in that community. Cards are indices into the content.
 */
import type { RngState, Seat, Viewer } from '../../engine/index.ts';
import type { ContentRef } from './content.ts';
import type { DisplacementVariantId } from './variants.ts';

/**
 * Options: the rule variants (variants.ts, DP-D32), each `'on'` or `'off'`; all off is the rulebook.
 */
export type DisplacementOptions = Partial<Record<DisplacementVariantId, 'on' | 'off'>>;

/** `respond`: the drawer may block the scenario or accept it; `house`: the drawer houses its people. */
export type Phase = 'respond' | 'house' | 'over';

/** A Stock Market Crash held in front of its drawer (DP-R32): the card and the turns it still holds. */
export interface Held {
  card: number;
  turns: number;
}

/** Per-nation figures for the end screen and the debrief (DP-D22). */
export interface NationStats {
  /** People moved into a community. */
  housed: number;
  /** People handed to other nations (DP-R19) and people received (handed over or by Mass Urbanization). */
  handedOver: number;
  received: number;
  /** People who died. */
  lost: number;
  /** Scenarios blocked, and tokens paid for them and for emergency shelter. */
  blocked: number;
  paidShelter: number;
}

export interface DisplacementState extends ContentRef {
  game: 'displacement';
  players: number;
  /** The rule variants in play (DP-D32), in declaration order; never changed after setup. */
  variants: DisplacementVariantId[];
  rng: RngState;
  /** 1-based round: every nation has one turn a round, seat 0 first (DP-D9). */
  round: number;
  /** Turns played so far in the whole game. */
  turnNo: number;
  phase: Phase;
  /** The nation whose turn it is. */
  current: Seat;
  /** The scenario card drawn this turn (-1 between turns). */
  scenario: number;
  /** Region card and goal card per nation; the goal is hidden from others until announced (DP-R2). */
  region: number[];
  goal: number[];
  /** Goals revealed (announced at the end, DP-D21). */
  revealed: boolean[];
  tokens: number[];
  grid: Array<Array<number[] | null>>;
  displaced: number[][];
  /** Turns each nation has finished (income starts with the second, DP-R20). */
  turnsTaken: number[];
  held: Held[][];
  /** Scenario deck (top = last) and discard pile (DP-R21). */
  deck: number[];
  discard: number[];
  stats: NationStats[];
  /**
   * Displaced people died since anyone last moved into a home: then nobody displaced does not fulfil
   * the Humanitarian goal until someone is housed again (DP-D29).
   */
  lossSinceHousing: boolean;
  /** Who won when the game ended (empty when no goal was fulfilled). */
  winners: Seat[];
  /** What the last scenario did, for boards: nations affected and the nation that received or gave. */
  last: { card: number; blocked: boolean; affected: Seat[] } | null;
}

/** State fields every viewer sees as they are. */
export const PUBLIC_FIELDS = [
  'game', 'contentKey', 'players', 'variants', 'round', 'turnNo', 'phase', 'current', 'scenario', 'region', 'revealed',
  'tokens', 'grid', 'displaced', 'turnsTaken', 'held', 'discard', 'stats', 'lossSinceHousing', 'winners', 'last',
] as const satisfies ReadonlyArray<keyof DisplacementState>;
export type PublicField = (typeof PUBLIC_FIELDS)[number];

export interface DisplacementView extends Pick<DisplacementState, PublicField> {
  viewer: Viewer;
  content?: DisplacementState['content'];
  /** Goal cards: the viewer's own, every revealed one, else -1 (DP-D20). */
  goal: number[];
  /** Cards left in the deck (their order is hidden). */
  deckCount: number;
}
