/**
 * Emigration's words for the table: counts with the right plural, card effects in a few words, and
 * what taking a card costs. Every number comes from the view (a card's price, a destination's rate, a
 * life card's amount); the few the rulebook fixes for every card ("+2 money" for a discard, 1 money to
 * a layout's owner, EM-R14/EM-R21/EM-R27) are said as the rulebook says them. No rule is decided here.
 */
import type { CardInfo, EmigrationView } from '../../../games/emigration/index.ts';

export type LifeEffect = NonNullable<CardInfo['effect']>;

/** "1 document", "3 documents"; money stays uncountable ("1 money", "3 money"). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const tokens = (n: number) => count(n, 'assurance token');

/** "Amal's", or "your" for the person reading ("Player 1 (you)" and "You" are both the reader). */
export function possessive(name: string, isReader = false): string {
  if (isReader || name === 'You') return 'your';
  return `${name}'s`;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/**
 * A life card's effect in a few words ("+3 money", "every player −1 money"). `pandemicCount` (from the
 * view) says which side of Pandemic / Economic Stimulus the next one shows, as its own text does.
 */
export function effectWords(e: LifeEffect, pandemicCount = 0): string {
  switch (e.type) {
    case 'money': return `${signed(e.amount)} money`;
    case 'moneyAll': return `every player ${signed(e.amount)} money`;
    case 'pandemicStimulus':
      return pandemicCount === 0
        ? 'roll the die: every player loses that much money (the first of the two)'
        : 'roll the die: every player gains that much money (the second of the two)';
    case 'dieMoney': return 'roll the die and gain that much money';
    case 'assurance': return `+${tokens(e.amount)}`;
    case 'eliteSociety': return '+1 money for every 2 money the richest player has';
    case 'mentalFog': return `${signed(-e.amount)} money, then you may discard any life card`;
    case 'keep':
      switch (e.bonus) {
        case 'salary': return `kept in the stash: +${e.amount} money on every Payday`;
        case 'withdrawAssurance': return `kept in the stash: +${tokens(e.amount)} at the border`;
        case 'tuitionDiscount': return `kept in the stash: college tuition ${e.amount} lower`;
        case 'lossShield': return `kept in the stash: lose ${e.amount} less whenever a card takes money`;
        case 'travelDiscount': return `kept in the stash: Passports and Tickets cost ${e.amount} less`;
      }
  }
  return '';
}

/** The kept life card in `seat`'s stash giving a lasting `bonus`, if any (its name and amount, as printed). */
export function keptBonus(v: EmigrationView, seat: number, bonus: string): { name: string; amount: number } | null {
  for (const id of v.stash[seat] ?? []) {
    const e = v.cards[id]?.effect;
    if (e && e.type === 'keep' && e.bonus === bonus) return { name: v.cards[id].name, amount: e.amount };
  }
  return null;
}

/** Where a card lies in the layouts, or null. */
export function layoutOwner(v: EmigrationView, id: number): { owner: number; slot: number } | null {
  for (let p = 0; p < v.layout.length; p++) {
    const slot = v.layout[p].indexOf(id);
    if (slot >= 0) return { owner: p, slot };
  }
  return null;
}

export function stashOwner(v: EmigrationView, id: number): number {
  return v.stash.findIndex((st) => st.includes(id));
}

/** How many cards of a kind a stash holds. */
export function held(v: EmigrationView, seat: number, kind: CardInfo['kind']): number {
  return (v.stash[seat] ?? []).filter((id) => v.cards[id]?.kind === kind).length;
}

const ORDINAL = ['Front', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

/** "Front row", "2nd row"… "Back row": rows counted from the front, where the available cards start. */
export function rowName(v: Pick<EmigrationView, 'layoutSpec'>, row: number): string {
  const rows = Math.max(...v.layoutSpec.map((s) => s.row)) + 1;
  const fromFront = rows - 1 - row;
  if (fromFront > 0 && row === 0) return 'Back row';
  return `${ORDINAL[fromFront] ?? `${fromFront + 1}th`} row`;
}

/** "A", "A and B", "A, B and C". */
export function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
