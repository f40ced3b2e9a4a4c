/**
 * What the benchmarks' random games share (bench/run.ts, bench/rules-ab.ts, bench/rules-equivalence.ts,
 * bench/reference/boardgameio.ts), so every side of a comparison picks its moves the same way.
 */
import type { AnyGame, Seat } from '../src/engine/index.ts';

/** xorshift32: the cheapest decent generator, so a benchmark measures the game, not the PRNG. */
export function xorshift(x: number): number {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x >>> 0;
}

/** The seat that moves in a benchmark's random game: the lowest of those to act. */
export function lowest(active: readonly Seat[]): Seat {
  let s = active[0];
  for (let i = 1; i < active.length; i++) if (active[i] < s) s = active[i];
  return s;
}

/**
 * Random games for `seconds`, eight between looks at the clock: `setup` is timed apart from `playOut`,
 * which plays one game to its end and returns the actions it took.
 */
export function timeRandomGames<S>(seconds: number, setup: (seed: number) => S, playOut: (state: S) => number) {
  let games = 0;
  let actions = 0;
  let setupMs = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let k = 0; k < 8; k++) {
      const t0 = performance.now();
      const state = setup(games + 1);
      setupMs += performance.now() - t0;
      actions += playOut(state);
      games++;
    }
  }
  return { games, actions, setupMs, totalMs: performance.now() - start };
}

/**
 * Random full games with `applyInPlace` for `seconds`. Setup is timed apart: games/s includes it,
 * playout actions/s does not (a search's playouts start from `determinize`, not from `setup`).
 */
export function benchRandom(game: AnyGame, players: number, seconds: number) {
  let x = 0x9e3779b9;
  const { games, actions, setupMs, totalMs } = timeRandomGames(seconds, (seed) => game.setup({ players, seed }), (state) => {
    let n = 0;
    while (!game.isOver(state)) {
      const seat = lowest(game.activeSeats(state));
      const legal = game.legalActions(state, seat);
      x = xorshift(x);
      game.applyInPlace(state, seat, legal[x % legal.length]);
      n++;
    }
    return n;
  });
  return {
    gamesPerSec: games / (totalMs / 1000),
    setupMicros: (setupMs * 1000) / games,
    actionsPerSec: actions / ((totalMs - setupMs) / 1000),
    meanLength: actions / games,
  };
}
