/**
 * Borderlines in words for the board, the move list and the end screen: families, cards, money and
 * counts, in the reader's language (the `board-borderlines` catalogues; content names picked from
 * the content, BL-D42). People are people (BL-D30): "family members", never "tokens". Words only,
 * no rule.
 */
import type { TFunction } from 'i18next';
import { pick, type Lang } from '../../../engine/lang.ts';
import type { BorderlinesContent, BorderlinesView } from '../../../games/borderlines/index.ts';
import { addCatalogues, type Catalogue } from '../../i18n/index.ts';
import { cachedFixedT } from '../../i18n/cached-t.ts';

export const NS = 'board-borderlines';
// This board's words load with its chunk, not with the home page (i18n/index.ts).
addCatalogues(import.meta.glob<Catalogue>('../../i18n/locales/*/board-borderlines.json', { eager: true, import: 'default' }));
export type Tr = TFunction;

/** The board's words in `lang`, for code outside React. */
export function tr(lang: Lang = 'en'): Tr {
  return cachedFixedT(lang, NS);
}

/** "3 people", "1 step": a counted word from the catalogue's `count` group. */
export function countIn(t: Tr, n: number, word: string): string {
  return t(`count.${word}`, { count: n });
}

export function money(n: number): string {
  return n < 0 ? `−$${-n}` : `$${n}`;
}

/** "Haddad". */
export function familyName(c: BorderlinesContent, seat: number, lang: Lang = 'en'): string {
  const f = c.families[seat];
  return f ? pick(f.name, lang) : tr(lang)('words.familyUnnamed', { n: seat + 1 });
}

/** "the Haddad family" (哈達德家). */
export function theFamily(c: BorderlinesContent, seat: number, lang: Lang = 'en'): string {
  return tr(lang)('words.theFamily', { name: familyName(c, seat, lang) });
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "A", "A and B", "A, B and C" (「A、B和C」). */
export function listWords(items: readonly string[], lang: Lang = 'en'): string {
  const t = tr(lang);
  return items.length <= 1 ? (items[0] ?? '') : t('words.list', { items: items.slice(0, -1).join(t('words.listComma')), last: items[items.length - 1] });
}

export function people(n: number, lang: Lang = 'en'): string {
  return countIn(tr(lang), n, 'person');
}

export function steps(n: number, lang: Lang = 'en'): string {
  return countIn(tr(lang), n, 'step');
}

/** "3 people × 2 steps, boat trips for 3" (with any aid played this turn). */
export function cardWords(card: { people: number; steps: number; boat: boolean }, bonusPeople = 0, bonusSteps = 0, lang: Lang = 'en'): string {
  const n = card.people + bonusPeople;
  const t = tr(lang);
  return t('words.cardWords', { people: people(n, lang), steps: steps(card.steps + bonusSteps, lang), boat: card.boat ? t('words.cardBoat', { count: n }) : '' });
}

export function placeName(c: BorderlinesContent, place: number, lang: Lang = 'en'): string {
  const p = c.places[place];
  return p ? pick(p.name, lang) : tr(lang)('words.place', { n: place + 1 });
}

/** The roulette in numbers, from the content's own segments. */
export function rouletteOdds(c: BorderlinesContent): { safe: number; back: number; death: number; total: number; fees: Array<[number, number]>; lost: number } {
  const total = c.roulette.length;
  const count = (f: (s: BorderlinesContent['roulette'][number]) => boolean) => c.roulette.filter(f).length;
  const fees = new Map<number, number>();
  for (const s of c.roulette) if (s.fee !== null) fees.set(s.fee, (fees.get(s.fee) ?? 0) + 1);
  return {
    safe: count((s) => s.boat === 'safe'),
    back: count((s) => s.boat === 'return'),
    death: count((s) => s.boat === 'death'),
    total,
    fees: [...fees.entries()].sort((a, b) => a[0] - b[0]),
    lost: count((s) => s.fee === null),
  };
}

/** "no deaths below a sum of 9, then one more for every 6" — a war card's table, from its rows. */
export function warTableWords(table: ReadonlyArray<{ sum: number; deaths: number }>, lang: Lang = 'en'): string {
  const t = tr(lang);
  if (table.length === 0) return t('words.warTable.none');
  const first = table[0];
  const every = table.length > 1 ? table[1].sum - table[0].sum : 0;
  const even = table.every((r, i) => r.deaths === first.deaths + i && (i === 0 || r.sum - table[i - 1].sum === every));
  if (even && first.deaths === 1 && every > 0) return t('words.warTable.even', { sum: first.sum, every });
  return table.map((r) => t('words.warTable.row', { sum: r.sum, count: r.deaths })).join(t('words.warTable.sep'));
}

/** The aid card kinds as the content names them. */
export function aidName(c: BorderlinesContent, kind: string, lang: Lang = 'en'): string {
  const a = c.aid.find((x) => x.kind === kind);
  return a ? pick(a.name, lang) : kind;
}

/** An aid card's text as the content words it. */
export function aidText(c: BorderlinesContent, kind: string, lang: Lang = 'en'): string {
  const a = c.aid.find((x) => x.kind === kind);
  return a ? pick(a.text, lang) : '';
}

/** A family's deaths so far, by cause. */
export function deaths(v: BorderlinesView, seat: number): { war: number; sea: number; traffickers: number; all: number } {
  const war = v.deadWar[seat] ?? 0;
  const sea = v.deadSea[seat] ?? 0;
  const traffickers = v.deadTraffickers[seat] ?? 0;
  return { war, sea, traffickers, all: war + sea + traffickers };
}
