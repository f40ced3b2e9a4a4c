/**
 * Names in the game's words, for events, action texts and the terminal. People are people: a family
 * has family members, never "tokens" or "units" (BL-D30).
 */
import type { Network } from './content.ts';
import type { BlackMarketCard } from './data/index.ts';

/** "the Haddad family". */
export function familyName(net: Network, seat: number): string {
  const f = net.content.families[seat];
  return f ? `the ${f.name} family` : `family ${seat + 1}`;
}

/** "The Haddad family", at the start of a sentence. */
export function FamilyName(net: Network, seat: number): string {
  const s = familyName(net, seat);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function placeName(net: Network, place: number): string {
  return net.content.places[place]?.name ?? `place ${place}`;
}

/** "1 family member", "3 family members". */
export function members(n: number): string {
  return n === 1 ? '1 family member' : `${n} family members`;
}

/** "3 people × 2 steps, with a boat". */
export function cardText(card: BlackMarketCard, bonusPeople = 0, bonusSteps = 0): string {
  const people = card.people + bonusPeople;
  const steps = card.steps + bonusSteps;
  const boat = card.boat ? `, boat trips for ${people === 1 ? 'one' : people}` : '';
  return `${people} ${people === 1 ? 'person' : 'people'} × ${steps} ${steps === 1 ? 'step' : 'steps'}${boat}`;
}

export function money(amount: number): string {
  return `$${amount}`;
}
