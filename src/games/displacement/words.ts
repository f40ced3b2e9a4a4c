/** Names and counts for texts players read (people are people: "pins" are only pieces, DP-D23). */
import { countOf } from '../../engine/index.ts';
import type { DisplacementContent, ScenarioCard } from './data/index.ts';

export function nationName(c: DisplacementContent, region: readonly number[], n: number): string {
  const r = c.regions[region[n] ?? -1];
  return r ? `Nation ${n + 1} (${r.name})` : `Nation ${n + 1}`;
}

export const people = (n: number) => countOf(n, 'person', 'people');
export const tokens = (n: number) => countOf(n, 'token');
export const communitiesText = (n: number) => countOf(n, 'community', 'communities');

/** What a card does if it is not blocked, in words. */
export function effectText(c: DisplacementContent, card: ScenarioCard): string {
  const safe = 'safe' in card && card.safe.length > 0
    ? ` Safe: ${card.safe.map((a) => c.attributes.find((x) => x.id === a)?.name ?? a).join(', ')} regions.` : '';
  switch (card.kind) {
    case 'crisis': {
      const parts = [card.people > 0 ? people(card.people) : '', card.communities > 0 ? communitiesText(card.communities) : ''].filter(Boolean);
      return `You lose ${parts.length ? parts.join(' and ') : 'nothing'}.${safe}`;
    }
    case 'babyBoom': return `${people(card.people)} born, who need homes.`;
    case 'crash': return `You lose ${tokens(card.drawerLoses)}, every other nation ${tokens(card.othersLose)}; no income for you this turn and next.`;
    case 'pandemic': return `Every nation loses ${people(card.people)}.${safe}`;
    case 'marketBoom': return `You gain ${communitiesText(card.communities)} and ${tokens(card.tokens)}.`;
    case 'techInnovation': return `You gain ${tokens(card.tokens)}.`;
    case 'urbanization': return `Every other nation sends ${people(card.people)} to the nation with the most communities.`;
    case 'developmentAid': return `The nation with the most tokens gives ${tokens(card.tokens)} to the nation with the fewest.`;
  }
}
