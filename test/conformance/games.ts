/**
 * The games every generic suite runs over: everything registered in `src/games/all.ts`, plus the
 * Pledge fixture (simultaneous hidden moves), registered here only, for tests.
 */
import { listGames, registerGame } from '../../src/games/all.ts';
import type { AnyGame } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';

export function gamesUnderTest(): AnyGame[] {
  if (!listGames().some((g) => g.id === pledge.id)) registerGame(pledge);
  return listGames();
}

export function playerCounts(game: AnyGame): number[] {
  const counts: number[] = [];
  for (let p = game.minPlayers; p <= game.maxPlayers; p++) counts.push(p);
  return counts;
}
