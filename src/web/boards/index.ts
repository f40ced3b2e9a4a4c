/** One board per game, each in its own chunk; games without a board yet get the generic one. */
import type { BoardModule } from './types.ts';

const loaders: Record<string, () => Promise<{ default: BoardModule }>> = {
  emigration: () => import('./emigration/index.tsx'),
  refugee: () => import('./refugee/index.tsx'),
};

export function hasBoard(gameId: string): boolean {
  return gameId in loaders;
}

export async function loadBoard(gameId: string): Promise<BoardModule> {
  const load = loaders[gameId] ?? (() => import('./generic.tsx'));
  return (await load()).default;
}
