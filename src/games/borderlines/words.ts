/**
 * Names in the game's words, for events, action texts and the terminal, in English (the phrasebooks,
 * ./phrases, hold every language: BL-D42). People are people: a family has family members, never
 * "tokens" or "units" (BL-D30).
 */
import type { Lang } from '../../engine/lang.ts';
import type { Network } from './content.ts';
import type { BlackMarketCard } from './data/index.ts';
import { books, familyIn, FamilyIn, placeIn } from './phrases/index.ts';

/** "the Haddad family". */
export function familyName(net: Network, seat: number, lang: Lang = 'en'): string {
  return familyIn(net, seat, lang);
}

/** "The Haddad family", at the start of a sentence. */
export function FamilyName(net: Network, seat: number, lang: Lang = 'en'): string {
  return FamilyIn(net, seat, lang);
}

export function placeName(net: Network, place: number, lang: Lang = 'en'): string {
  return placeIn(net, place, lang);
}

/** "1 family member", "3 family members". */
export function members(n: number, lang: Lang = 'en'): string {
  return books[lang].members(n);
}

/** "3 people × 2 steps, with a boat". */
export function cardText(card: BlackMarketCard, bonusPeople = 0, bonusSteps = 0, lang: Lang = 'en'): string {
  return books[lang].card({ people: card.people + bonusPeople, steps: card.steps + bonusSteps, boat: card.boat });
}

export function money(amount: number): string {
  return `$${amount}`;
}
