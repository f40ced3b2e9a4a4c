/**
 * What `GET /api/games` says of each game: the home page's catalogue (src/web/home/catalog.ts) and
 * any client's list of what this server plays.
 */
import type { AnyGame } from '../../engine/index.ts';
import { listGames } from '../../games/all.ts';

export function gamesListing(games: AnyGame[]) {
  return games.map((g) => ({
    id: g.id, title: g.title, summary: g.summary, catalogue: g.catalogue ?? null, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers,
    hiddenInformation: g.hiddenInformation, chance: g.chance, defaultOptions: g.defaultOptions,
    // The web client carries the registered games (src/games/all.ts), so those can be played in the
    // browser against bots; a game this server adds (extraGames) is played online only.
    inBrowser: listGames().some((r) => r.id === g.id),
  }));
}
