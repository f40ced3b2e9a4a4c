/**
 * Emigration's words for the table, in the reader's language (EM-D30: the `board-emigration` catalogue,
 * src/web/i18n/locales/<lng>/board-emigration.json): counts with the right plural, card effects in a
 * few words, and what taking a card costs. Every number comes from the view (a card's price, a
 * destination's rate, a life card's amount); the few the rulebook fixes for every card ("+2 money" for a
 * discard, 1 money to a layout's owner, EM-R14/EM-R21/EM-R27) are said as the rulebook says them. No
 * rule is decided here.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '../../../engine/index.ts';
import { cardName, type CardInfo, type EmigrationView } from '../../../games/emigration/index.ts';
import { addCatalogues, type Catalogue } from '../../i18n/index.ts';
import { cachedFixedT } from '../../i18n/cached-t.ts';

export type LifeEffect = NonNullable<CardInfo['effect']>;

export const NS = 'board-emigration';
// This board's words load with its chunk, not with the home page (i18n/index.ts).
addCatalogues(import.meta.glob<Catalogue>('../../i18n/locales/*/board-emigration.json', { eager: true, import: 'default' }));
export type BoardT = TFunction<string>;

/** `t` for this board's catalogue in `lang`. */
export function boardT(lang: Lang = 'en'): BoardT {
  return cachedFixedT(lang, NS);
}

/** "1 document", "3 documents"; money stays uncountable ("1 money", "3 money"). */
export type Counted = 'money' | 'documents' | 'connections' | 'tokens' | 'laneTokens' | 'cards' | 'moves';
export function count(n: number, what: Counted, lang: Lang = 'en'): string {
  return boardT(lang)(what, { count: n });
}

export const tokens = (n: number, lang: Lang = 'en') => count(n, 'tokens', lang);

/** What a trade or penalty counts, as the catalogue names it. */
export const GOODS_COUNT = { money: 'money', documents: 'documents', connections: 'connections' } as const;

/** "Amal's", or "your" for the person reading ("Player 1 (you)" and "You" are both the reader). */
export function possessive(name: string, isReader = false, lang: Lang = 'en'): string {
  const t = boardT(lang);
  if (isReader || name === 'You') return t('yours');
  return t('possessive', { name });
}

/** "Player 2": a seat without a name. */
export function playerName(seat: number, lang: Lang = 'en'): string {
  return boardT(lang)('player', { n: seat + 1 });
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** A kept card's lasting benefit, without "kept in the stash: ". */
function keepWords(e: Extract<LifeEffect, { type: 'keep' }>, lang: Lang): string {
  const t = boardT(lang);
  switch (e.bonus) {
    case 'salary': return t('effect.salary', { amount: e.amount });
    case 'withdrawAssurance': return t('effect.withdrawAssurance', { tokens: tokens(e.amount, lang) });
    case 'tuitionDiscount': return t('effect.tuitionDiscount', { amount: e.amount });
    case 'lossShield': return t('effect.lossShield', { amount: e.amount });
    case 'travelDiscount': return t('effect.travelDiscount', { amount: e.amount });
  }
  return '';
}

/**
 * A life card's effect in a few words ("+3 money", "every player −1 money"). `pandemicCount` (from the
 * view) says which side of Pandemic / Economic Stimulus the next one shows, as its own text does.
 * `kept: false` leaves out "kept in the stash: " (said where the card already lies in a stash).
 */
export function effectWords(e: LifeEffect, pandemicCount = 0, lang: Lang = 'en', kept = true): string {
  const t = boardT(lang);
  switch (e.type) {
    case 'money': return t('effect.money', { signed: signed(e.amount) });
    case 'moneyAll': return t('effect.moneyAll', { signed: signed(e.amount) });
    case 'pandemicStimulus': return t(pandemicCount === 0 ? 'effect.pandemicFirst' : 'effect.pandemicSecond');
    case 'dieMoney': return t('effect.dieMoney');
    case 'assurance': return t('effect.assurance', { tokens: tokens(e.amount, lang) });
    case 'eliteSociety': return t('effect.eliteSociety');
    case 'mentalFog': return t('effect.mentalFog', { signed: signed(-e.amount) });
    case 'keep': return kept ? t('effect.kept', { what: keepWords(e, lang) }) : keepWords(e, lang);
  }
  return '';
}

/** The kept life card in `seat`'s stash giving a lasting `bonus`, if any (its name and amount, as printed). */
export function keptBonus(v: EmigrationView, seat: number, bonus: string, lang: Lang = 'en'): { name: string; amount: number } | null {
  for (const id of v.stash[seat] ?? []) {
    const e = v.cards[id]?.effect;
    if (e && e.type === 'keep' && e.bonus === bonus) return { name: cardName(v.cards[id], lang), amount: e.amount };
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

/** "Front row", "2nd row"… "Back row": rows counted from the front, where the available cards start. */
export function rowName(v: Pick<EmigrationView, 'layoutSpec'>, row: number, lang: Lang = 'en'): string {
  const t = boardT(lang);
  const rows = Math.max(...v.layoutSpec.map((s) => s.row)) + 1;
  const fromFront = rows - 1 - row;
  if (fromFront > 0 && row === 0) return t('row.back');
  if (fromFront === 0) return t('row.front');
  return fromFront <= 8 ? t(`row.${fromFront + 1}`) : t('row.nth', { n: fromFront + 1 });
}

/** "A", "A and B", "A, B and C". */
export function list(items: string[], lang: Lang = 'en'): string {
  if (items.length <= 1) return items.join('');
  const t = boardT(lang);
  return t('listAnd', { rest: items.slice(0, -1).join(t('listSep')), last: items[items.length - 1] });
}

/** A card kind's word on a card face ("Document", "Passport"). */
export function kindLabel(kind: CardInfo['kind'], lang: Lang = 'en'): string {
  return boardT(lang)(`kind.${kind}`);
}
