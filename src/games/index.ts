/**
 * The game registry. A game joins every consumer (conformance suite, bots, lab, server, CLI, web)
 * by being listed here.
 */
import type { AnyGame } from '../engine/index.ts';

const registry = new Map<string, AnyGame>();

export function registerGame(game: AnyGame): void {
  if (registry.has(game.id)) throw new Error(`Game ${game.id} is registered twice`);
  registry.set(game.id, game);
}

export function listGames(): AnyGame[] {
  return [...registry.values()];
}

export function getGame(id: string): AnyGame {
  const game = registry.get(id);
  if (!game) throw new Error(`Unknown game "${id}". Known games: ${[...registry.keys()].join(', ') || '(none)'}`);
  return game;
}
