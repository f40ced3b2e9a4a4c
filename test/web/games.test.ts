/** The web client's per-game loaders (src/web/games.ts) cover exactly the registered games, each loading that game. */
import { describe, expect, it } from 'vitest';
import { listGames } from '../../src/games/all.ts';
import { gamesInBrowser, loadGame } from '../../src/web/games.ts';

describe('one game on demand', () => {
  it('every registered game has a loader, and each loads that game', async () => {
    expect(gamesInBrowser().sort()).toEqual(listGames().map((g) => g.id).sort());
    for (const g of listGames()) expect((await loadGame(g.id))?.id).toBe(g.id);
  });
  it('a game this client does not carry is null, not an error', async () => {
    expect(await loadGame('elsewhere')).toBeNull();
  });
});
