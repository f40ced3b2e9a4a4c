/** Names and card effects for texts players read (people are people: "pins" are only pieces, DP-D23), in any language (DP-D31). */
import { pick, type Lang } from '../../engine/index.ts';
import type { DisplacementContent, ScenarioCard } from './data/index.ts';
import { books } from './phrases/index.ts';

export function nationName(c: DisplacementContent, region: readonly number[], n: number, lang: Lang = 'en'): string {
  const r = c.regions[region[n] ?? -1];
  return books[lang].nation(n, r ? pick(r.name, lang) : undefined);
}

/** A climate attribute's name, or its id when the content has no such attribute. */
export function attributeName(c: DisplacementContent, id: string, lang: Lang = 'en'): string {
  const a = c.attributes.find((x) => x.id === id);
  return a ? pick(a.name, lang) : id;
}

/** What a card does if it is not blocked, in words. */
export function effectText(c: DisplacementContent, card: ScenarioCard, lang: Lang = 'en'): string {
  const b = books[lang];
  const safe = b.safeRegions('safe' in card ? card.safe.map((a) => attributeName(c, a, lang)) : []);
  switch (card.kind) {
    case 'crisis': return b.crisisLoss(card.people, card.communities, safe);
    case 'babyBoom': return b.babyBoomEffect(card.people);
    case 'crash': return b.crashEffect(card.drawerLoses, card.othersLose);
    case 'pandemic': return b.pandemicEffect(card.people, safe);
    case 'marketBoom': return b.marketBoomEffect(card.communities, card.tokens);
    case 'techInnovation': return b.techEffect(card.tokens);
    case 'urbanization': return b.urbanizationEffect(card.people);
    case 'developmentAid': return b.aidEffect(card.tokens);
  }
}
