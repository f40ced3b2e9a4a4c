import type { GameRules, Variant } from '../../engine/types.ts';
import { localGame } from '../i18n/games.ts';

export type { Variant } from '../../engine/types.ts';

/**
 * The game catalogue for the home page: read from the registered games themselves (their
 * `catalogue` text says how long a game takes and which variants a player may pick).
 */
export type GameSummary = Pick<GameRules<unknown, unknown, unknown, unknown>, 'id' | 'title' | 'summary' | 'minPlayers' | 'maxPlayers' | 'hiddenInformation'> & {
  length: string;
  variants: Variant[];
};

export async function loadCatalog(): Promise<GameSummary[]> {
  const { listGames } = await import('../engine-bundle.ts');
  return listGames().map((g) => ({
    id: g.id, title: g.title, summary: g.summary, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, hiddenInformation: g.hiddenInformation,
    length: g.catalogue?.length ?? 'length varies',
    variants: g.catalogue?.variants ?? [],
  }));
}

/** The summary in the reader's language (English where the game's translation says nothing). */
export function localSummary(g: GameSummary, lng: string): GameSummary {
  const w = localGame({ id: g.id, title: g.title, summary: g.summary, catalogue: { length: g.length, variants: g.variants } }, lng);
  return { ...g, title: w.title, summary: w.summary, length: w.catalogue?.length ?? g.length, variants: w.catalogue?.variants ?? g.variants };
}
