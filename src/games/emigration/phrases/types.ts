/**
 * Every sentence Emigration says to players (EM-D30): action words, log lines, outcome reasons
 * and progress labels, one function each, so the English and the Traditional Chinese books say the same
 * things. Names (cards, countries) come in already picked in the reader's language.
 */
import type { TradeGoods } from '../actions.ts';

/** What a trade or a penalty counts: money, documents or connections. */
export type Goods = TradeGoods;

export interface EmigrationPhrases {
  /** "Player 2". */
  player(p: number): string;
  /** "front row, card 3": rows counted from the front (0 = front). */
  slot(fromFront: number, index: number): string;
  /** A card's kind as the buy words add it: "document", "connection". */
  kind(kind: 'document' | 'connection'): string;

  // Action words
  unknownAction(action: number): string;
  graduateAction(): string;
  collegeAction(start: number | string): string;
  forfeitAction(): string;
  fogDeclineAction(): string;
  tradeAction(goods: Goods, per: number, gain: number): string;
  tradePlainAction(goods: Goods): string;
  crossAction(lane: number): string;
  /** Where a layout card is taken from: `owner` null for the reader's own layout. */
  fromLayout(owner: number | null, slot: string): string;
  buyAction(name: string, kind: 'document' | 'connection' | null, price: number, from: string): string;
  buySkipAction(name: string): string;
  scalpAction(name: string, owner: number, price: number): string;
  discardAction(name: string, from: string): string;
  activatePaydayAction(from: string): string;
  activateAction(name: string, from: string): string;
  sellAction(name: string): string;
  fogDiscardInLayout(name: string, owner: number, slot: string): string;
  fogDiscardInStash(name: string, owner: number): string;

  // Log lines (events)
  travelBonus(p: number): string;
  payOwner(p: number, owner: number): string;
  reveal(owner: number, name: string): string;
  borderBegins(): string;
  penalty(p: number, goods: Goods, fewerThan: number, lose: number, destination: string): string;
  keepBonus(p: number, amount: number): string;
  timeLimit(): string;
  skip(p: number, name: string): string;
  payday(paid: number[]): string;
  pandemicRoll(p: number, roll: number, lose: boolean): string;
  dieMoneyRoll(p: number, roll: number): string;
  graduated(p: number, roll: number, tokens: number): string;
  graduateFailed(p: number, roll: number): string;
  college(p: number, roll: number, tuition: number): string;
  collegeFailed(p: number, roll: number, tuition: number): string;
  forfeit(p: number): string;
  stuck(): string;
  fogDeclined(p: number): string;
  boughtFromBank(p: number, name: string, price: number): string;
  boughtFromLayout(p: number, name: string, kind: string, price: number): string;
  tookBySkipping(p: number, name: string): string;
  scalped(p: number, owner: number, name: string, price: number): string;
  discarded(p: number, name: string): string;
  activated(p: number, name: string, text: string): string;
  sold(p: number, name: string): string;
  fogDiscarded(p: number, name: string): string;
  traded(p: number, goods: Goods, per: number, gain: number): string;
  entered(p: number, token: number, lane: number, destination: string): string;
  refused(p: number, token: number, lane: number, destination: string, papers: boolean, assurance: number): string;
  gameOver(): string;

  // Outcome reasons
  everyoneEntered(): string;
  someEntered(entered: number, players: number): string;
  nobodyEntered(): string;
  tiedNoWinner(): string;
  wonOnMoney(): string;
  wonOnAssurance(): string;

  // Progress labels
  /** The reason of a provisional ranking, when play is stopped before the end (a workshop's End play). */
  provisional(): string;
  finished(): string;
  atTheBorder(crossed: number, players: number): string;
  preparation(turn: number, left: number, total: number): string;
}
