/**
 * Action encoding (integers, sorted order = stable order). Card actions add the card id to a base.
 */
export const A = {
  GRADUATE: 1,
  COLLEGE: 2,
  FORFEIT: 3,
  FOG_DECLINE: 4,
  TRADE_MONEY: 10,
  TRADE_DOCUMENTS: 11,
  TRADE_CONNECTIONS: 12,
  /** + lane index (0-based). */
  CROSS: 20,
  /** + card id: buy (pay the bank, or the owner for a scalped card). */
  BUY: 1000,
  /** + card id: take a Passport/Ticket and skip your next turn instead of paying. */
  BUY_SKIP: 2000,
  /** + card id: discard a Document/Connection for 2 money. */
  DISCARD: 3000,
  /** + card id: activate a Payday or Life card. */
  ACTIVATE: 4000,
  /** + card id: buy another player's extra Passport/Ticket (scalping). */
  SCALP: 5000,
  /** + card id: sell a Document/Connection from your stash. */
  SELL: 6000,
  /** + card id: Mental Fog discards this life card. */
  FOG_DISCARD: 7000,
} as const;

export const CARD_BASE = 1000;

export function cardBase(action: number): number {
  return action >= CARD_BASE ? Math.floor(action / CARD_BASE) * CARD_BASE : action;
}
export function cardOf(action: number): number {
  return action % CARD_BASE;
}
