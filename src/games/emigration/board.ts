/**
 * Queries over the board shared by the rules, the view and the heuristic.
 */
import type { LayoutSlot } from './data/schema.ts';
import { EMPTY, type CardInfo, type EmigrationState } from './types.ts';

type Board = Pick<EmigrationState, 'layout' | 'faceUp' | 'layoutSpec'>;

/** Card kinds as small numbers, for the rules' hot loops (see kindCodes). */
export const KIND = { document: 1, connection: 2, payday: 3, life: 4, passport: 5, ticket: 6 } as const;

/** Per-card lookups of a card table, by card id (see cardTable). */
export interface CardTable {
  /** KIND codes. */
  kinds: Uint8Array;
  /** Purchase prices (`CardInfo.price`). */
  prices: Float64Array;
  /** Bit set over card ids (32 a word, as in legal.ts) of the documents and connections. */
  tradeMask: Int32Array;
  /** The lowest price of a Passport or Ticket (Infinity without any): below it + 1, nobody can scalp (EM-R41). */
  cheapestPaper: number;
  /** The lowest id of a Passport or Ticket (the table's length without any): lower ids are neither. */
  paperLo: number;
  /** How many Passports and how many Tickets the table has. */
  passports: number;
  tickets: number;
  /** For a life card kept for a lasting bonus (effect `keep`): the bonus's KEEP code; 0 for every other card. */
  keepCodes: Uint8Array;
  /** That bonus's amount (0 for every other card). */
  keepAmounts: Float64Array;
}

/** Lasting bonuses of kept life cards as small numbers (see keepBonus); 0 is none. */
const KEEP = { salary: 1, withdrawAssurance: 2, tuitionDiscount: 3, lossShield: 4, travelDiscount: 5 } as const;
type KeepBonus = keyof typeof KEEP;

/** The KEEP code of a bonus name; 0 (matches no card) for any other name. */
function keepCode(bonus: string): number {
  switch (bonus) {
    case 'salary': return KEEP.salary;
    case 'withdrawAssurance': return KEEP.withdrawAssurance;
    case 'tuitionDiscount': return KEEP.tuitionDiscount;
    case 'lossShield': return KEEP.lossShield;
    case 'travelDiscount': return KEEP.travelDiscount;
    default: return 0;
  }
}

const cardTables = new WeakMap<readonly CardInfo[], CardTable>();
let lastCards: readonly CardInfo[] | null = null;
let lastTable: CardTable = {
  kinds: new Uint8Array(0), prices: new Float64Array(0), tradeMask: new Int32Array(0), cheapestPaper: Infinity, paperLo: 0, passports: 0, tickets: 0,
  keepCodes: new Uint8Array(0), keepAmounts: new Float64Array(0),
};

/**
 * The kinds (as KIND codes) and prices of a match's cards, by card id. Legal-move generation reads a
 * card's kind dozens of times a move, and a typed array is much cheaper to read than a property of a
 * card object (the card objects have several shapes). The card table never changes after setup and is
 * shared by every clone and view of a match, so the lookups are computed once per table: cached in a
 * WeakMap keyed by the table (nothing to invalidate; the entry goes with the match), with the last
 * table kept at hand since a playout asks for it every move.
 */
export function cardTable(cards: readonly CardInfo[]): CardTable {
  if (cards === lastCards) return lastTable;
  let table = cardTables.get(cards);
  if (!table) {
    const kinds = new Uint8Array(cards.length);
    const prices = new Float64Array(cards.length);
    const tradeMask = new Int32Array(Math.ceil(cards.length / 32));
    const keepCodes = new Uint8Array(cards.length);
    const keepAmounts = new Float64Array(cards.length);
    let cheapestPaper = Infinity;
    let paperLo = cards.length;
    let passports = 0;
    let tickets = 0;
    for (let i = 0; i < cards.length; i++) {
      const kind = KIND[cards[i].kind];
      const e = cards[i].effect;
      if (kind === KIND.life && e && e.type === 'keep') { keepCodes[i] = keepCode(e.bonus); keepAmounts[i] = e.amount; }
      kinds[i] = kind;
      prices[i] = cards[i].price;
      if (kind === KIND.document || kind === KIND.connection) tradeMask[i >> 5] |= 1 << (i & 31);
      if (kind === KIND.passport || kind === KIND.ticket) { cheapestPaper = Math.min(cheapestPaper, prices[i]); paperLo = Math.min(paperLo, i); }
      if (kind === KIND.passport) passports++; else if (kind === KIND.ticket) tickets++;
    }
    table = { kinds, prices, tradeMask, cheapestPaper, paperLo, passports, tickets, keepCodes, keepAmounts };
    cardTables.set(cards, table);
  }
  lastCards = cards;
  lastTable = table;
  return table;
}

/** The kinds of a match's cards as KIND codes, by card id (see cardTable). */
export function kindCodes(cards: readonly CardInfo[]): Uint8Array {
  return cardTable(cards).kinds;
}

/** EM-R13: a layout card is AVAILABLE when it is there, face up and nothing covers it. */
export function isAvailable(s: Board, owner: number, slot: number): boolean {
  const row = s.layout[owner];
  if (row[slot] === EMPTY || !s.faceUp[owner][slot]) return false;
  const cover = s.layoutSpec[slot].coveredBy;
  for (let i = 0; i < cover.length; i++) if (row[cover[i]] !== EMPTY) return false;
  return true;
}

/**
 * Recomputes `open[owner]`: the AVAILABLE slots of a layout, ascending. The list is a cache of what
 * the layout shows (kept in the state so legal-move generation looks at a few slots, not all 14);
 * it is refreshed wherever a layout changes.
 */
export function refreshOpen(s: Pick<EmigrationState, 'layout' | 'faceUp' | 'layoutSpec' | 'open'>, owner: number): void {
  const list: number[] = [];
  const row = s.layout[owner];
  for (let slot = 0; slot < row.length; slot++) if (isAvailable(s, owner, slot)) list.push(slot);
  s.open[owner] = list;
}

const coverersBySpec = new WeakMap<readonly LayoutSlot[], number[][]>();
/** The last spec asked for and its answer: a playout asks for the same one at every card taken, and this skips the WeakMap. */
let lastSpec: readonly LayoutSlot[] | null = null;
let lastUnder: number[][] = [];

/**
 * For each slot k of a layout, the slots k covers (those whose `coveredBy` lists k), ascending: only
 * these can be uncovered when the card at k leaves (EM-R15). Computed once per layout spec, which never
 * changes after setup and is shared by every clone of a match.
 */
export function coveredSlots(spec: readonly LayoutSlot[]): number[][] {
  if (spec === lastSpec) return lastUnder;
  let under = coverersBySpec.get(spec);
  if (!under) {
    under = spec.map(() => []);
    for (let j = 0; j < spec.length; j++) for (const k of spec[j].coveredBy) if (!under[k].includes(j)) under[k].push(j);
    coverersBySpec.set(spec, under);
  }
  lastSpec = spec;
  lastUnder = under;
  return under;
}

export function isUncovered(s: Board, owner: number, slot: number): boolean {
  const row = s.layout[owner];
  const cover = s.layoutSpec[slot].coveredBy;
  for (let i = 0; i < cover.length; i++) if (row[cover[i]] !== EMPTY) return false;
  return true;
}

/** Where a layout card lies, or null. */
export function findInLayouts(s: Pick<EmigrationState, 'layout'>, card: number): { owner: number; slot: number } | null {
  for (let p = 0; p < s.layout.length; p++) {
    const slot = s.layout[p].indexOf(card);
    if (slot >= 0) return { owner: p, slot };
  }
  return null;
}

export function countKind(cards: CardInfo[], ids: readonly number[], kind: CardInfo['kind']): number {
  const kinds = kindCodes(cards);
  const code = KIND[kind];
  let n = 0;
  for (let i = 0; i < ids.length; i++) if (kinds[ids[i]] === code) n++;
  return n;
}

/**
 * Sum of a lasting bonus from life cards kept in a player's stash, in stash order. Read from the card
 * table's keep codes and amounts (a typed array each), not from the card objects, whose several shapes
 * made each effect read slow: this runs for both bank prices in every legal list, each salary and each loss.
 */
export function keepBonus(s: Pick<EmigrationState, 'cards' | 'stash'>, p: number, bonus: KeepBonus | (string & {})): number {
  const code = keepCode(bonus);
  if (code === 0) return 0;
  const { keepCodes, keepAmounts } = cardTable(s.cards);
  let total = 0;
  const st = s.stash[p];
  for (let i = 0; i < st.length; i++) if (keepCodes[st[i]] === code) total += keepAmounts[st[i]];
  return total;
}

/** EM-R22: salary = career salary + money on filled pay raise slots; nothing while in college. */
export function salary(s: EmigrationState, p: number): number {
  let pay = 0;
  if (!s.inCollege[p]) {
    pay = s.seats[p].career.salary;
    for (let i = 0; i < s.raises[p]; i++) pay += s.payRaises[i];
  }
  return pay + keepBonus(s, p, 'salary');
}

/** Bank price of a card for player p (the Travel Agent card lowers Passport and Ticket prices). */
export function bankPrice(s: EmigrationState, p: number, card: CardInfo): number {
  if (card.kind === 'passport' || card.kind === 'ticket') return Math.max(0, card.price - keepBonus(s, p, 'travelDiscount'));
  return card.price;
}

/** One pass over the stash, stopping at the second paper kind (two counts of the whole stash before). */
export function hasPassportAndTicket(s: Pick<EmigrationState, 'cards' | 'stash'>, p: number): boolean {
  const kinds = kindCodes(s.cards);
  const st = s.stash[p];
  let passport = false;
  let ticket = false;
  for (let i = 0; i < st.length; i++) {
    const kind = kinds[st[i]];
    if (kind === KIND.passport) passport = true; else if (kind === KIND.ticket) ticket = true; else continue;
    if (passport && ticket) return true;
  }
  return false;
}
