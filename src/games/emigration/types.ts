import type { LocalText, RngState, Seat, Viewer } from '../../engine/index.ts';
import type { Career, Destination, LayoutSlot, LifeEffect, Nationality } from './data/schema.ts';

export type CardKind = 'document' | 'connection' | 'payday' | 'life' | 'passport' | 'ticket';

/** One physical card of this match. The table is public: players can see the components (EM-D6). */
export interface CardInfo {
  id: number;
  kind: CardKind;
  /** The name in English (logs, the lab and tests read it); in other languages: `local` (names.ts). */
  name: string;
  /** Purchase price (documents, connections, passports, tickets); 0 otherwise. */
  price: number;
  /** Life cards only. */
  text?: string;
  effect?: LifeEffect;
  pack?: string;
  /** The content's texts in every language it has (EM-D30); read them with `cardName` / `cardText`. */
  local?: { name: LocalText; text?: LocalText };
}

export interface EmigrationOptions {
  /** Cooperative play: every player who enters their destination wins. */
  mode: 'competitive' | 'cooperative';
  /** Life packs to use; default: the recommended packs for the player count. */
  lifePacks?: string[];
}

export interface SeatCards {
  nationality: Nationality;
  destination: Destination;
  career: Career;
}

export interface Crossing {
  lane: number;
  token: number;
  entered: boolean;
  paid: number;
}

export type Phase = 'prep' | 'border' | 'over';

/** Hidden-card marker in views. */
export const HIDDEN = -2;
/** Empty slot marker. */
export const EMPTY = -1;

/**
 * The full state. Static parts (`cards`, `seats`, `layoutSpec`, `laneSpec`) never change after setup and
 * are shared by reference between clones.
 */
export interface EmigrationState {
  game: 'emigration';
  players: number;
  mode: EmigrationOptions['mode'];
  rng: RngState;
  cards: CardInfo[];
  seats: SeatCards[];
  layoutSpec: LayoutSlot[];
  laneSpec: number[][];
  payRaises: number[];
  graduationAssurance: number;
  /** Die rolls of the first-player roll-off, round by round (ties re-roll). */
  firstRolls: number[][];
  firstPlayer: Seat;

  phase: Phase;
  turn: Seat;
  /** Turns taken in Phase 1, all players together (for the safety limit, EM-D5). */
  prepTurns: number;
  usedGraduate: boolean;
  usedSell: boolean;
  /** A Mental Fog choice waiting for the current player. */
  pendingFog: boolean;
  /** Whose layout the pending Mental Fog card came from (revealed when the choice is made). */
  fogTouched: number;

  /** layout[seat][slot] = card id or EMPTY. */
  layout: number[][];
  faceUp: boolean[][];
  /** open[seat] = the AVAILABLE slots of that layout, ascending (a cache of layout + faceUp, see refreshOpen). */
  open: number[][];
  stash: number[][];
  /** A Passport or Ticket taken by skipping a turn, lying upside-down until that player's next turn. */
  skipCard: number[];
  /** Public Passports and Tickets still to buy. */
  supply: number[];
  removed: number[];
  discard: number[];

  money: number[];
  assurance: number[];
  inCollege: boolean[];
  /** How many pay raise slots are filled (graduations). */
  raises: number[];
  /** Whether the one Passport+Ticket assurance token was received. */
  travelBonus: boolean[];
  /** How many Pandemic/Stimulus cards were activated so far. */
  pandemicCount: number;

  /** Remaining requirement tokens per lane; the last element is the top. */
  lanes: number[][];
  /** Assurance lost to destination penalties and gained from kept life cards, applied when a player's border turn begins. */
  borderAdjust: Array<number | null>;
  crossings: Array<Crossing | null>;
  /** Sets traded so far in the current border turn. */
  trades: { money: number; documents: number; connections: number };
  /** Counters for the end screen. */
  stats: Array<{ bought: number; discarded: number; activated: number; sold: number; forfeits: number; graduations: number; collegeTries: number; scalped: number }>;
}

/**
 * State fields every viewer sees as they are. Listed explicitly, so a field added to the state stays
 * out of views until someone decides it is public (EM-R5, EM-D18).
 */
export const PUBLIC_FIELDS = [
  'game', 'players', 'mode', 'cards', 'seats', 'layoutSpec', 'laneSpec', 'payRaises', 'graduationAssurance',
  'firstRolls', 'firstPlayer', 'phase', 'turn', 'prepTurns', 'usedGraduate', 'usedSell', 'pendingFog', 'fogTouched',
  'faceUp', 'open', 'stash', 'skipCard', 'supply', 'discard', 'money', 'assurance', 'inCollege', 'raises',
  'travelBonus', 'pandemicCount', 'borderAdjust', 'crossings', 'trades', 'stats',
] as const satisfies ReadonlyArray<keyof EmigrationState>;

export type PublicField = (typeof PUBLIC_FIELDS)[number];

export interface EmigrationView extends Pick<EmigrationState, PublicField> {
  viewer: Viewer;
  /** The layouts, with face-down cards shown as HIDDEN. */
  layout: number[][];
  /** How many cards were removed unseen (never which). */
  removedCount: number;
  /** Remaining tokens per lane, as a count (the order, and so the next value, is hidden). */
  laneCounts: number[];
}
