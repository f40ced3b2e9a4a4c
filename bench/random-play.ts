/**
 * What the benchmarks' random games share (bench/run.ts, bench/rules-ab.ts, bench/rules-equivalence.ts,
 * bench/reference/boardgameio.ts), so every side of a comparison picks its moves the same way.
 */
import type { Seat } from '../src/engine/index.ts';

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
