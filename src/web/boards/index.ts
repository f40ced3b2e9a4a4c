/** One board per game, each in its own chunk; games without a board yet get the generic one. */
import type { BoardModule } from './types.ts';

const loaders: Record<string, () => Promise<{ default: BoardModule }>> = {
  emigration: () => import('./emigration/index.tsx'),
  refugee: () => import('./refugee/index.tsx'),
  borderlines: () => import('./borderlines/index.tsx'),
  displacement: () => import('./displacement/index.tsx'),
};

/**
 * Registered games that are meant to be played on the generic board for now (each with its reason);
 * test/tooling/game-folders.test.ts checks every other registered game has a board of its own.
 */
export const GENERIC_BOARD_ON_PURPOSE: Record<string, string> = {};

export function hasBoard(gameId: string): boolean {
  return gameId in loaders;
}

export async function loadBoard(gameId: string): Promise<BoardModule> {
  const load = loaders[gameId];
  if (load) return (await load()).default;
  // The generic board groups moves by their action structs when this page knows the game.
  const [{ genericBoard }, { listGames }] = await Promise.all([import('./generic.tsx'), import('../engine-bundle.ts')]);
  return genericBoard(listGames().find((g) => g.id === gameId) ?? null);
}
