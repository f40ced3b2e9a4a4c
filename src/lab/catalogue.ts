/**
 * The game catalogue as the CLI, the lab's workers and the benchmarks see it: every game of
 * `src/games/all.ts`, plus, when the environment variable CROSSINGS_TEST_FIXTURES=1 is set, the
 * test-only Pledge fixture (simultaneous secret moves). The hook exists so the CLI and the lab can be
 * tested end to end on a game with simultaneous moves; it is off unless a test or a developer sets it.
 */
import type { AnyGame } from '../engine/index.ts';
import { getGame, listGames, registerGame } from '../games/all.ts';

export const FIXTURES_ENV = 'CROSSINGS_TEST_FIXTURES';

export function fixturesEnabled(): boolean {
  return process.env[FIXTURES_ENV] === '1';
}

let loaded: Promise<void> | null = null;

/** Registers the fixtures when the hook is on. Safe to call any number of times. */
export function loadCatalogue(): Promise<void> {
  loaded ??= (async () => {
    if (fixturesEnabled()) await registerFixtures();
  })();
  return loaded;
}

/** Registers the Pledge fixture unless it already is (used by the hook and by the benchmarks). */
export async function registerFixtures(): Promise<void> {
  const { pledge } = await import('../../test/fixtures/pledge.ts');
  if (!listGames().some((g) => g.id === pledge.id)) registerGame(pledge);
}

export async function catalogue(): Promise<AnyGame[]> {
  await loadCatalogue();
  return listGames();
}

export async function findGame(id: string): Promise<AnyGame> {
  await loadCatalogue();
  return getGame(id);
}
