/** One board per game, each in its own chunk; games without a board yet get the generic one. */
import type { BoardModule } from './types.ts';

const loaders: Record<string, () => Promise<{ default: BoardModule }>> = {
  emigration: () => import('./emigration/index.tsx'),
  refugee: () => import('./refugee/index.tsx'),
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
  const load = loaders[gameId] ?? (() => import('./generic.tsx'));
  return (await load()).default;
}
