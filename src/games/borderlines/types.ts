/**
 * Borderlines state and view. Plain JSON: places, families (seats), cards and zones are numbers —
 * indices into the content (content.ts). People of one family in one place are alike, so a place
 * holds counts: `city[place][family]` people in the city's own places (or in a Syrian zone) and
 * `camp[place][family]` people in its refugee camps (BL-D14).
 */
import type { RngState, Seat, Viewer } from '../../engine/index.ts';
import type { ContentRef } from './content.ts';
import type { BorderlinesVariantId } from './variants.ts';

/** Options: the rule variants (variants.ts, BL-D43), each `'on'` or `'off'`; all off is the rulebook. */
export type BorderlinesOptions = Partial<Record<BorderlinesVariantId, 'on' | 'off'>>;

/** Where a person arriving to stay in a city may go (BL-D14): a free place, a camp place, the red area. */
export type Spot = 'city' | 'camp' | 'red';

/** A person who has arrived and whose family chooses where they stay (BL-D14). */
export interface Arrival {
  family: Seat;
  /** Where the move began (for the $20 of BL-R44) and where the person is now. */
  from: number;
  to: number;
  /** True after a land move (the person then counts as moved there, BL-R31). */
  walk: boolean;
}

/** `aid`: families choose which aid card to keep (at once, BL-D21); `action`: one family acts. */
export type Phase = 'aid' | 'action' | 'over';
/** Within a family's action (BL-D9): choosing a card, paying for it (houses may be sold), moving. */
export type Stage = 'market' | 'pay' | 'move';

/** A person on the way, moved one step at a time (BL-D12, BL-D13). */
export interface Walker {
  /** Where the person is now. */
  at: number;
  /** Steps still to take. */
  left: number;
  /** Places visited on this move, the starting place first and `at` last. */
  path: number[];
}

/** A war card in play: the zone card on it and whether it lies face up (BL-R11, BL-R12). */
export interface WarSlot {
  zone: number;
  shown: boolean;
}

/** A border token on a crossing (BL-R7, BL-R13, BL-R14). Its letter is printed on the back (BL-D27). */
export interface BorderToken {
  group: 'A' | 'B';
  closed: boolean;
  shown: boolean;
}

/** The last roulette spin, for boards (BL-R34, BL-R42). */
export interface Spin {
  family: Seat;
  /** Where the person stood, and where they were going (the same place for a trafficker's spin). */
  from: number;
  to: number;
  use: 'boat' | 'traffic';
  segment: number;
}

/** One family's dice in one zone at the last war phase (BL-R48). */
export interface WarRoll {
  warCard: number;
  zone: number;
  family: Seat;
  rolls: number[];
  deaths: number;
}

/** Per-family figures for the end screen and the debrief (BL-D39). */
export interface FamilyStats {
  housesSold: number;
  /** Money paid for black-market cards. */
  paidSmugglers: number;
  /** Money paid to traffickers in red areas. */
  paidTraffickers: number;
  reachedEurope: number;
  resettled: number;
  boatTrips: number;
  turnedBack: number;
}

export interface BorderlinesState extends ContentRef {
  game: 'borderlines';
  players: number;
  /** The rule variants in play (BL-D43), in declaration order; never changed after setup. */
  variants: BorderlinesVariantId[];
  rng: RngState;
  /** 1-based; 0 only while setting up. */
  round: number;
  phase: Phase;
  /** The seat holding the starter card this round (BL-R6, BL-R45). */
  starter: Seat;
  /** The seat acting in the action phase (-1 otherwise). */
  turn: Seat;
  /** Families that have taken their action this round. */
  turnsTaken: number;
  /** The next event of this round's schedule to run (events stop at an aid choice). */
  eventCursor: number;

  stage: Stage;
  /** The price slot of the card chosen (stage `pay`), else -1. */
  chosen: number;
  /** The black-market card bought and being carried out (stage `move`), else -1. */
  card: number;
  /** Aid played this turn: extra people and extra steps for the card (BL-D22). */
  bonusPeople: number;
  bonusSteps: number;
  /** People who may still start a land move; boat trips left; whether boat trips have begun (BL-R38). */
  peopleLeft: number;
  boatsLeft: number;
  boating: boolean;
  walker: Walker | null;
  /** A person who arrived and waits for the family to choose where they stay (BL-D14), else null. */
  arriving: Arrival | null;
  /** Per place: the acting family's people who finished a land move there this action (BL-R31). */
  movedAt: number[];

  money: number[];
  houses: number[];
  city: number[][];
  camp: number[][];
  deadWar: number[];
  deadSea: number[];
  deadTraffickers: number[];
  stats: FamilyStats[];

  /** Card id per price slot (slot 0 is where a new card enters); -1 while its card is being carried out. */
  market: number[];
  /** Bought cards waiting to be reshuffled (BL-R36, BL-D8). The deck is every other card. */
  used: number[];
  /** War cards in play, in round order. */
  war: WarSlot[];
  /** One token per crossing. */
  borders: BorderToken[];
  /** Camp cards placed, in order. */
  camps: number[];
  /** Aid cards kept (hidden from others) and offered (hidden until chosen), per seat (BL-D37). */
  aidHeld: number[][];
  aidOffer: number[][];
  /** Families waiting to be dealt their aid cards until enough come back to the deck (BL-D21). */
  aidWaiting: Seat[];

  lastSpin: Spin | null;
  lastWar: WarRoll[];
}

/** State fields every viewer sees as they are (everything else is derived or hidden). */
export const PUBLIC_FIELDS = [
  'game', 'contentKey', 'players', 'variants', 'round', 'phase', 'starter', 'turn', 'turnsTaken', 'eventCursor',
  'stage', 'chosen', 'card', 'bonusPeople', 'bonusSteps', 'peopleLeft', 'boatsLeft', 'boating', 'walker', 'arriving', 'movedAt',
  'money', 'houses', 'city', 'camp', 'deadWar', 'deadSea', 'deadTraffickers', 'stats',
  'market', 'used', 'camps', 'aidWaiting', 'lastSpin', 'lastWar',
] as const satisfies ReadonlyArray<keyof BorderlinesState>;

export type PublicField = (typeof PUBLIC_FIELDS)[number];

/** What a viewer sees of a war card: the zone is -1 while its card lies face down. */
export interface WarSlotView {
  zone: number;
  shown: boolean;
}

/** What a viewer sees of a border token: `closed` is null while it lies face down. */
export interface BorderView {
  group: 'A' | 'B';
  shown: boolean;
  closed: boolean | null;
}

export interface BorderlinesView extends Pick<BorderlinesState, PublicField> {
  viewer: Viewer;
  content?: BorderlinesState['content'];
  war: WarSlotView[];
  borders: BorderView[];
  /** Aid cards each family keeps and is being offered, as counts; the aid deck's size. */
  aidHeldCount: number[];
  aidOfferCount: number[];
  aidDeckCount: number;
  /** The viewer's own aid cards (null for a spectator). */
  myAid: number[] | null;
  myOffer: number[] | null;
}
