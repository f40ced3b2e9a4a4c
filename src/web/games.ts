/**
 * One game's rules on demand, in its own chunk: a table, a room's lobby or a workshop page needs the
 * game being played, not all of them (the whole catalogue is src/web/engine-bundle.ts, for the local
 * table, the replay and the lab). test/web/games.test.ts checks every registered game has a loader.
 */
import type { AnyGame } from '../engine/index.ts';

const loaders: Record<string, () => Promise<AnyGame>> = {
  emigration: () => import('../games/emigration/index.ts').then((m) => m.emigration),
  refugee: () => import('../games/refugee/index.ts').then((m) => m.refugee),
  borderlines: () => import('../games/borderlines/index.ts').then((m) => m.borderlines),
  displacement: () => import('../games/displacement/index.ts').then((m) => m.displacement),
};

export const gamesInBrowser = (): string[] => Object.keys(loaders);

/** The game's definition, or null for a game this client does not carry (a server's extra game). */
export async function loadGame(id: string): Promise<AnyGame | null> {
  const load = loaders[id];
  return load ? load() : null;
}
