/**
 * A game is its folder, one registry line and its board folder (docs/architecture.md §8): every
 * registered game brings its rules document, a board of its own (or a stated reason to use the generic
 * one), golden playthroughs and the catalogue text the home page shows; and nothing in src/ reaches into
 * test/ for a game.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listGames } from '../../src/games/all.ts';
import { GENERIC_BOARD_ON_PURPOSE, hasBoard } from '../../src/web/boards/index.ts';

const games = listGames();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('every registered game is complete', () => {
  it('there are registered games', () => {
    expect(games.length).toBeGreaterThanOrEqual(2);
  });

  describe.each(games.map((g) => [g.id, g] as const))('%s', (id, game) => {
    it('has its folder and numbered rules document', () => {
      expect(existsSync(`src/games/${id}/index.ts`), `src/games/${id}/index.ts`).toBe(true);
      const doc = `docs/rules/${id}.md`;
      expect(existsSync(doc), doc).toBe(true);
      expect(readFileSync(doc, 'utf8')).toMatch(/-R\d+/);
    });

    it('has a board of its own, or a stated reason to use the generic one', () => {
      const reason = GENERIC_BOARD_ON_PURPOSE[id];
      if (reason === undefined) {
        expect(hasBoard(id), `src/web/boards/${id}/ registered in src/web/boards/index.ts`).toBe(true);
        expect(existsSync(`src/web/boards/${id}`)).toBe(true);
      } else {
        expect(reason.length).toBeGreaterThan(10);
      }
    });

    it('has golden playthroughs', () => {
      const goldens = readdirSync('test/playthroughs/records').filter((f) => f.startsWith(`${id}-`) && f.endsWith('.json'));
      expect(goldens.length, 'npm run playthroughs:update').toBeGreaterThanOrEqual(1);
    });

    it('has catalogue text, and every variant it offers is an option the game accepts', () => {
      expect(game.catalogue, `${id}: catalogue in its defineGame`).toBeDefined();
      expect(game.catalogue!.length.length).toBeGreaterThan(3);
      expect(game.summary.length).toBeGreaterThan(40);
      for (const v of game.catalogue!.variants) {
        expect(Object.keys(game.defaultOptions as object)).toContain(v.option);
        for (const choice of v.choices) expect(() => game.parseOptions({ [v.option]: choice.value }), `${v.option}=${choice.value}`).not.toThrow();
      }
    });
  });
});

describe('src/ stands on its own', () => {
  it('imports nothing from test/', () => {
    const offenders = filesUnder('src')
      .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f))
      .filter((f) => /(from\s+|import\()\s*['"][^'"]*\/test\//.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
