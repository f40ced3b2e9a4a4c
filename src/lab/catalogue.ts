/**
 * The game catalogue as the CLI, the lab's workers and the benchmarks see it: every game of
 * `src/games/all.ts`, plus the games exported by the modules listed in the environment variable
 * CROSSINGS_EXTRA_GAMES (comma-separated paths or file URLs). Tests use it to run the CLI and the lab
 * end to end on the Pledge fixture (simultaneous secret moves), which lives under test/: nothing in
 * src/ imports test code. Worker threads share the environment, so they load the same games.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../engine/index.ts';
import { getGame, listGames, registerGame } from '../games/all.ts';

export const EXTRA_GAMES_ENV = 'CROSSINGS_EXTRA_GAMES';

/** Module addresses named by CROSSINGS_EXTRA_GAMES, as file URLs. */
export function extraGameModules(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env[EXTRA_GAMES_ENV] ?? '').split(',').map((s) => s.trim()).filter(Boolean)
    .map((m) => (m.startsWith('file:') ? m : pathToFileURL(path.resolve(m)).href));
}

const isGame = (x: unknown): x is AnyGame =>
  typeof x === 'object' && x !== null && typeof (x as AnyGame).id === 'string' && typeof (x as AnyGame).legalActions === 'function';

/** Registers every game a module exports, unless a game of that id is registered already. */
export async function registerGamesFrom(moduleUrl: string): Promise<AnyGame[]> {
  const mod = (await import(moduleUrl)) as Record<string, unknown>;
  const games = Object.values(mod).filter(isGame);
  if (!games.length) throw new Error(`${EXTRA_GAMES_ENV}: ${moduleUrl} exports no game definition`);
  for (const g of games) if (!listGames().some((r) => r.id === g.id)) registerGame(g);
  return games;
}

let loaded: Promise<void> | null = null;

/** Registers the extra games named in the environment. Safe to call any number of times. */
export function loadCatalogue(): Promise<void> {
  loaded ??= (async () => {
    for (const url of extraGameModules()) await registerGamesFrom(url);
  })();
  return loaded;
}

export async function catalogue(): Promise<AnyGame[]> {
  await loadCatalogue();
  return listGames();
}

export async function findGame(id: string): Promise<AnyGame> {
  await loadCatalogue();
  return getGame(id);
}
