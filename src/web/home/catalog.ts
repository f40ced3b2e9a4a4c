import type { GameRules, Variant } from '../../engine/types.ts';
import { localGame } from '../i18n/games.ts';

export type { Variant } from '../../engine/types.ts';

/**
 * The game catalogue for the home page, as the server lists its games (`GET /api/games`): the
 * registered games' own catalogue text (how long a game takes, which variants a player may pick).
 * Asked of the server rather than read from the games' modules, so the first page a phone opens does
 * not download every game's rules just to list them (docs/performance.md, "The web client").
 */
export type GameSummary = Pick<GameRules<unknown, unknown, unknown, unknown>, 'id' | 'title' | 'summary' | 'minPlayers' | 'maxPlayers' | 'hiddenInformation'> & {
  length: string;
  variants: Variant[];
  /** The browser carries this game's rules and bots, so it can be played here against bots. */
  inBrowser: boolean;
};

/** One game as `GET /api/games` lists it. */
export interface ListedGame {
  id: string;
  title: string;
  summary: string;
  catalogue: { length?: string; variants?: Variant[] } | null;
  minPlayers: number;
  maxPlayers: number;
  hiddenInformation: boolean;
  inBrowser?: boolean;
}

export async function loadCatalog(): Promise<GameSummary[]> {
  const res = await fetch('/api/games');
  if (!res.ok) throw new Error(`The server did not list its games (HTTP ${res.status}).`);
  const { games } = (await res.json()) as { games: ListedGame[] };
  return games.map((g) => ({
    id: g.id, title: g.title, summary: g.summary, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, hiddenInformation: g.hiddenInformation,
    length: g.catalogue?.length ?? 'length varies',
    variants: g.catalogue?.variants ?? [],
    inBrowser: g.inBrowser === true,
  }));
}

/** The summary in the reader's language (English where the game's translation says nothing). */
export function localSummary(g: GameSummary, lng: string): GameSummary {
  const w = localGame({ id: g.id, title: g.title, summary: g.summary, catalogue: { length: g.length, variants: g.variants } }, lng);
  return { ...g, title: w.title, summary: w.summary, length: w.catalogue?.length ?? g.length, variants: w.catalogue?.variants ?? g.variants };
}
