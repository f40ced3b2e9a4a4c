import type { GameRules } from '../../engine/types.ts';

/** The game catalogue for the home page: read from the registered games themselves. */
export type GameSummary = Pick<GameRules<unknown, unknown, unknown, unknown>, 'id' | 'title' | 'summary' | 'minPlayers' | 'maxPlayers' | 'hiddenInformation'>;

export async function loadCatalog(): Promise<GameSummary[]> {
  const { listGames } = await import('../engine-bundle.ts');
  return listGames().map((g) => ({
    id: g.id, title: g.title, summary: g.summary, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, hiddenInformation: g.hiddenInformation,
  }));
}

/** Typical length of a game, from the rulebooks; the contract has no field for it. */
const LENGTHS: Record<string, string> = {
  emigration: '20–60 minutes',
  refugee: 'about 45 minutes (our estimate)',
};

export function gameLength(id: string): string {
  return LENGTHS[id] ?? 'length varies';
}

/** Variants a player may choose on the home page (each game's own options; values are checked by the game). */
export interface Variant {
  option: string;
  label: string;
  choices: Array<{ value: string; label: string }>;
}

const VARIANTS: Record<string, Variant[]> = {
  emigration: [{ option: 'mode', label: 'Mode', choices: [{ value: 'competitive', label: 'competitive' }, { value: 'cooperative', label: 'cooperative' }] }],
};

export function variantsOf(id: string): Variant[] {
  return VARIANTS[id] ?? [];
}
