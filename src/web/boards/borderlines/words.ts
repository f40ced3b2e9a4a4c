/**
 * Borderlines in words for the board, the move list and the end screen: families, cards, money and
 * counts. People are people (BL-D30): "family members", never "tokens". Words only, no rule.
 */
import { countOf } from '../../../engine/index.ts';
import type { BorderlinesContent, BorderlinesView } from '../../../games/borderlines/index.ts';

export { countOf };

export function money(n: number): string {
  return n < 0 ? `−$${-n}` : `$${n}`;
}

/** "Haddad". */
export function familyName(c: BorderlinesContent, seat: number): string {
  return c.families[seat]?.name ?? `Family ${seat + 1}`;
}

/** "the Haddad family (You)": the family, and who plays it at this table. */
export function familyWho(c: BorderlinesContent, names: readonly string[], seat: number): string {
  const who = names[seat];
  return `the ${familyName(c, seat)} family${who ? ` (${who})` : ''}`;
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function people(n: number): string {
  return countOf(n, 'person', 'people');
}

export function steps(n: number): string {
  return countOf(n, 'step');
}

/** "3 people × 2 steps, boat trips for 3" (with any aid played this turn). */
export function cardWords(card: { people: number; steps: number; boat: boolean }, bonusPeople = 0, bonusSteps = 0): string {
  const n = card.people + bonusPeople;
  return `${people(n)} × ${steps(card.steps + bonusSteps)}${card.boat ? `, boat trips for ${n === 1 ? 'one' : n}` : ''}`;
}

export function placeName(c: BorderlinesContent, place: number): string {
  return c.places[place]?.name ?? `place ${place + 1}`;
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
export function warTableWords(table: ReadonlyArray<{ sum: number; deaths: number }>): string {
  if (table.length === 0) return 'nobody dies';
  const first = table[0];
  const every = table.length > 1 ? table[1].sum - table[0].sum : 0;
  const even = table.every((r, i) => r.deaths === first.deaths + i && (i === 0 || r.sum - table[i - 1].sum === every));
  if (even && first.deaths === 1 && every > 0) return `from a dice sum of ${first.sum}, 1 dies; 1 more for every ${every} points more`;
  return table.map((r) => `sum ${r.sum}: ${r.deaths} ${r.deaths === 1 ? 'dies' : 'die'}`).join(', ');
}

/** The aid card kinds as the content names them. */
export function aidName(c: BorderlinesContent, kind: string): string {
  return c.aid.find((a) => a.kind === kind)?.name ?? kind;
}

/** A family's deaths so far, by cause. */
export function deaths(v: BorderlinesView, seat: number): { war: number; sea: number; traffickers: number; all: number } {
  const war = v.deadWar[seat] ?? 0;
  const sea = v.deadSea[seat] ?? 0;
  const traffickers = v.deadTraffickers[seat] ?? 0;
  return { war, sea, traffickers, all: war + sea + traffickers };
}
