/**
 * How deep the sampled tests go (docs/performance.md, "The test suite"). Some tests check a property
 * over many positions of real games and draw the board for every n-th of them, which costs about a
 * tenth of a second a drawing in jsdom. `npm test` looks at every `stride(n)`-th position, three
 * times fewer; `npm run test:long` runs the same files again with CROSSINGS_TEST_DEPTH=full, which
 * looks at every n-th, as the test was written. Counts a test expects shrink in the same ratio.
 */
export const FULL_DEPTH = process.env.CROSSINGS_TEST_DEPTH === 'full';
const QUICK_FACTOR = 3;

/** The stride to sample with: `n` at full depth, `QUICK_FACTOR × n` otherwise. */
export function stride(n: number): number {
  return FULL_DEPTH ? n : n * QUICK_FACTOR;
}

/** A count a sampled test expects to exceed: `n` at full depth, in proportion otherwise. */
export function atLeast(n: number): number {
  return FULL_DEPTH ? n : Math.floor(n / QUICK_FACTOR);
}
