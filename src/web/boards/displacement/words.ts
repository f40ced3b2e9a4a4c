/**
 * The board's words in the reader's language (DP-D31): the `board-displacement` catalogue
 * (src/web/i18n/locales/<lng>/board-displacement.json), read for a given language outside React too.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '../../../engine/index.ts';
import { addCatalogues, type Catalogue } from '../../i18n/index.ts';
import { cachedFixedT } from '../../i18n/cached-t.ts';

export const NS = 'board-displacement';
// This board's words load with its chunk, not with the home page (i18n/index.ts).
addCatalogues(import.meta.glob<Catalogue>('../../i18n/locales/*/board-displacement.json', { eager: true, import: 'default' }));
export type BoardT = TFunction<string>;

/** `t` for this board's catalogue in `lang`. */
export function boardT(lang: Lang = 'en'): BoardT {
  return cachedFixedT(lang, NS);
}

/** Counted words and lists in one language. */
export interface Words {
  t: BoardT;
  lang: Lang;
  people(n: number): string;
  tokens(n: number): string;
  communities(n: number): string;
  cards(n: number): string;
  /** "Nation 3": the fallback name of a seat. */
  nation(n: number): string;
  /** A card or goal name as a sentence quotes it. */
  quote(name: string): string;
  /** "a, b and c". */
  list(items: readonly string[]): string;
}

export function wordsIn(lang: Lang = 'en'): Words {
  const t = boardT(lang);
  return {
    t,
    lang,
    people: (count) => t('people', { count }),
    tokens: (count) => t('tokens', { count }),
    communities: (count) => t('communities', { count }),
    cards: (count) => t('cards', { count }),
    nation: (n) => t('nation', { n: n + 1 }),
    quote: (name) => t('card', { name }),
    list: (items) => (items.length <= 1 ? items[0] ?? '' : t('listAnd', { rest: items.slice(0, -1).join(t('listSep')), last: items[items.length - 1] })),
  };
}
