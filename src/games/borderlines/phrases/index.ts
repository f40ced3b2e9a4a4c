/**
 * Borderlines' phrasebooks (BL-D42) and the names every sentence uses, in a given language: content
 * texts are `LocalText` and fall back to English when a custom content has no translation.
 */
import { pick, type Lang } from '../../../engine/lang.ts';
import type { Network } from '../content.ts';
import { en } from './en.ts';
import type { Phrases } from './types.ts';
import { zhHant } from './zh-Hant.ts';

export type { CardWords, Phrases } from './types.ts';

export const books: Record<Lang, Phrases> = { en, 'zh-Hant': zhHant };

/** "the Haddad family" in `lang`. */
export function familyIn(net: Network, seat: number, lang: Lang): string {
  const f = net.content.families[seat];
  return books[lang].family(f ? pick(f.name, lang) : null, seat);
}

/** "The Haddad family" in `lang`, at the start of a sentence. */
export function FamilyIn(net: Network, seat: number, lang: Lang): string {
  const f = net.content.families[seat];
  return books[lang].Family(f ? pick(f.name, lang) : null, seat);
}

export function placeIn(net: Network, place: number, lang: Lang): string {
  const p = net.content.places[place];
  return p ? pick(p.name, lang) : books[lang].unknownPlace(place);
}

/** An aid kind's name in `lang` (the kind itself when the content has no such card). */
export function aidIn(net: Network, kind: string, lang: Lang): string {
  const a = net.content.aid.find((k) => k.kind === kind);
  return a ? pick(a.name, lang) : kind;
}
