/**
 * #refugee's phrasebooks (RF-D33) and the names every sentence uses, in a given language: content
 * texts are `LocalText` and fall back to English when a custom content has no translation.
 */
import { pick, type Lang } from '../../../engine/lang.ts';
import type { RefugeeContent } from '../data/schema.ts';
import { en } from './en.ts';
import type { Phrases } from './types.ts';
import { zhHant } from './zh-Hant.ts';

export type { EndOptions, Phrases } from './types.ts';
export { spacedZh } from './zh-Hant.ts';

export const books: Record<Lang, Phrases> = { en, 'zh-Hant': zhHant };

/** "Ahmad Noori (39, Afghanistan)" in `lang`. */
export function refugeeIn(content: RefugeeContent, id: number, lang: Lang): string {
  const r = content.refugees[id];
  return books[lang].refugee(pick(r.name, lang), r.age, pick(r.origin, lang));
}

/** "Doctor +4, blue" in `lang`. */
export function vettingIn(content: RefugeeContent, id: number, lang: Lang): string {
  const v = content.vetting[id];
  return books[lang].vetting(pick(v.name, lang), v.value, v.colour);
}

/** An action-card kind's title in `lang` (`kind` its index). */
export function titleIn(content: RefugeeContent, kind: number, lang: Lang): string {
  const k = content.actionKinds[kind];
  return k ? pick(k.title, lang) : '?';
}
