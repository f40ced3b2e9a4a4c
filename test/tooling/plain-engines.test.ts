/**
 * The bench's plain engines (bench/plain) are a reference only while they play the same game as ours: a
 * rule changed in a game and not in its plain engine fails here, not only when someone runs the bench.
 */
import { describe, expect, it } from 'vitest';
import { PLAIN_ENGINES, checkPlainEngine } from '../../bench/plain/pair.ts';
import type { PlainEngine } from '../../bench/plain/engine.ts';
import { getGame } from '../../src/games/all.ts';

describe('plain engines of the bench', () => {
  for (const [id, engine] of Object.entries(PLAIN_ENGINES)) {
    it(`${id}: plays the same seeded games as ours, move for move, at every player count`, () => {
      const game = getGame(id);
      expect(checkPlainEngine(engine, game, 4)).toBeGreaterThan(500);
    });

    it(`${id}: a plain engine that plays another legal move once is caught`, () => {
      const game = getGame(id);
      let moves = 0;
      let swapped = false;
      const legal = new Int32Array(4096);
      // From the 40th move on, the first move with another legal move beside it is swapped for that one.
      const wrong: PlainEngine<never> = {
        ...engine,
        play: (p, seat, action) => {
          const n = ++moves >= 40 && !swapped ? engine.legal(p, seat, legal) : 0;
          if (n < 2) { engine.play(p, seat, action); return; }
          swapped = true;
          engine.play(p, seat, legal[(legal.indexOf(action) + 1) % n]);
        },
      };
      expect(() => checkPlainEngine(wrong, game, 4)).toThrow(/differs from ours|to move/);
      expect(swapped).toBe(true);
    });
  }
});
