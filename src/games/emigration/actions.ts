/**
 * Emigration's actions, declared once (engine `defineActions`): the numbering, encode, decode, the
 * text (text.ts), the board and the lab all come from this declaration. The blocks keep the numbers
 * Emigration has always used (sparse, so stored match records and goldens replay unchanged): simple
 * moves below 10, trades at 10–12, crossings from 20, and card moves at 1000·n + the card's id.
 */
import { defineActions, type StructOf } from '../../engine/index.ts';

/** Card ids of a match stay below this (EM-D23..EM-D27 bound the content; a test checks it). */
export const CARD_BASE = 1000;
/** More lanes than content may have (EMIGRATION_LIMITS.lanes is 9). */
const MAX_LANES = 10;

/** What a trade at the border gives up (EM-R33). */
export const TRADE_GOODS = ['money', 'documents', 'connections'] as const;
export type TradeGoods = (typeof TRADE_GOODS)[number];

const card = { card: CARD_BASE };
const spec = {
  graduate: { at: 1 },
  college: { at: 2 },
  forfeit: { at: 3 },
  /** Mental Fog: discard no life card. */
  fogDecline: { at: 4 },
  trade: { at: 10, parts: { goods: TRADE_GOODS } },
  cross: { at: 20, parts: { lane: MAX_LANES } },
  /** Buy (pay the bank, or the owner for a layout card). */
  buy: { at: 1000, parts: card },
  /** Take a Passport/Ticket and skip your next turn instead of paying. */
  buySkip: { at: 2000, parts: card },
  /** Discard a Document/Connection from a layout for 2 money. */
  discard: { at: 3000, parts: card },
  /** Activate a Payday or Life card. */
  activate: { at: 4000, parts: card },
  /** Buy another player's extra Passport/Ticket (scalping, EM-R41). */
  scalp: { at: 5000, parts: card },
  /** Sell a Document/Connection from your stash. */
  sell: { at: 6000, parts: card },
  /** Mental Fog discards this life card. */
  fogDiscard: { at: 7000, parts: card },
} as const;

export const emigrationActions = defineActions(spec);
export type EmigrationAction = StructOf<typeof spec>;

const base = emigrationActions.base;
/** Block starts, for the rules' hot loops (`A.BUY + id`); taken from the declaration above. */
export const A = {
  GRADUATE: base('graduate'),
  COLLEGE: base('college'),
  FORFEIT: base('forfeit'),
  FOG_DECLINE: base('fogDecline'),
  TRADE_MONEY: emigrationActions.encode({ kind: 'trade', goods: 'money' }),
  TRADE_DOCUMENTS: emigrationActions.encode({ kind: 'trade', goods: 'documents' }),
  TRADE_CONNECTIONS: emigrationActions.encode({ kind: 'trade', goods: 'connections' }),
  /** + lane index (0-based). */
  CROSS: base('cross'),
  BUY: base('buy'),
  BUY_SKIP: base('buySkip'),
  DISCARD: base('discard'),
  ACTIVATE: base('activate'),
  SCALP: base('scalp'),
  SELL: base('sell'),
  FOG_DISCARD: base('fogDiscard'),
} as const;

export function cardOf(action: number): number {
  return action % CARD_BASE;
}
