import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIDE_SEED, isWideSeed, newWideSeed, nextU32, randInt, rollDie, Rng, seedRng, shuffleInPlace } from '../../src/engine/index.ts';

describe('seeded PRNG', () => {
  it('is deterministic: the same seed gives the same stream', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.string()), (seed) => {
      const a = seedRng(seed);
      const b = seedRng(seed);
      for (let i = 0; i < 20; i++) expect(nextU32(a)).toBe(nextU32(b));
    }), { seed: 1, numRuns: 200 });
  });

  it('different seeds give different streams', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 1000; seed++) firsts.add(nextU32(seedRng(seed)));
    expect(firsts.size).toBeGreaterThan(995);
    expect(nextU32(seedRng('abc'))).not.toBe(nextU32(seedRng('abd')));
  });

  it('keeps its whole state as four uint32s that survive JSON', () => {
    const s = seedRng(42);
    nextU32(s);
    expect(s).toHaveLength(4);
    for (const w of s) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    const copy = JSON.parse(JSON.stringify(s));
    for (let i = 0; i < 10; i++) expect(nextU32(copy)).toBe(nextU32(s));
  });

  it('randInt is roughly uniform (chi-squared over 6 faces)', () => {
    const s = seedRng(7);
    const n = 60_000;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[randInt(s, 6)]++;
    const expected = n / 6;
    const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: p = 0.001 at 20.5. A biased generator (e.g. modulo of a byte) would fail.
    expect(chi2).toBeLessThan(20.5);
  });

  it('randInt stays in range, and refuses a bad bound', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.integer(), (n, seed) => {
      const x = randInt(seedRng(seed), n);
      expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
    }), { seed: 2, numRuns: 500 });
    expect(() => randInt(seedRng(1), 0)).toThrow(RangeError);
    expect(() => randInt(seedRng(1), 2.5)).toThrow(RangeError);
  });

  it('randInt draws exactly what rejection with % gives (its arithmetic avoids %; records replay)', () => {
    const reference = (s: [number, number, number, number], n: number) => {
      const limit = 0x100000000 - (0x100000000 % n);
      let x = nextU32(s);
      while (x >= limit) x = nextU32(s);
      return x % n;
    };
    fc.assert(fc.property(fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 2 ** 32 }), fc.constantFrom(2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32)), fc.integer(), (n, seed) => {
      const a = seedRng(seed);
      const b = seedRng(seed);
      for (let i = 0; i < 20; i++) expect(randInt(a, n)).toBe(reference(b, n));
      expect(a).toEqual(b);
    }), { seed: 3, numRuns: 500 });
  });

  it('rollDie covers every face 1..6 and nothing else', () => {
    const s = seedRng(3);
    const faces = new Set<number>();
    for (let i = 0; i < 500; i++) faces.add(rollDie(s));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shuffle is a permutation, and every order of 3 items occurs', () => {
    fc.assert(fc.property(fc.array(fc.integer()), fc.integer(), (arr, seed) => {
      const out = shuffleInPlace(seedRng(seed), [...arr]);
      expect([...out].sort((a, b) => a - b)).toEqual([...arr].sort((a, b) => a - b));
    }), { seed: 3, numRuns: 300 });
    const s = seedRng(11);
    const orders = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffleInPlace(s, ['a', 'b', 'c']).join('');
      orders.set(key, (orders.get(key) ?? 0) + 1);
    }
    expect(orders.size).toBe(6);
    for (const count of orders.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('Rng wraps a copy of the state, and fork gives an independent stream', () => {
    const raw = seedRng(5);
    const rng = new Rng(raw);
    rng.u32();
    expect(rng.state).not.toEqual(raw);
    const a = new Rng(9);
    const child = a.fork();
    expect(child.u32()).not.toBe(a.u32());
    const f = new Rng(1).float();
    expect(f >= 0 && f < 1).toBe(true);
    expect(() => new Rng(1).pick([])).toThrow(RangeError);
    expect(new Rng(1).pick(['only'])).toBe('only');
  });

  it('a wide seed is the whole 128-bit state: flipping any one of its bits changes the stream', () => {
    const seed = newWideSeed();
    expect(WIDE_SEED.test(seed) && isWideSeed(seed)).toBe(true);
    const first = (s: string) => { const r = seedRng(s); return [nextU32(r), nextU32(r), nextU32(r), nextU32(r)].join(); };
    const base = first(seed);
    const streams = new Set([base]);
    for (let bit = 0; bit < 128; bit++) {
      const digit = Math.floor(bit / 4);
      const flipped = seed.slice(0, digit) + (Number.parseInt(seed[digit], 16) ^ (1 << (bit % 4))).toString(16) + seed.slice(digit + 1);
      streams.add(first(flipped));
    }
    expect(streams.size).toBe(129);
  });

  it('newWideSeed gives distinct 32-hex-digit seeds; short seeds keep their old streams', () => {
    const seeds = new Set(Array.from({ length: 1000 }, newWideSeed));
    expect(seeds.size).toBe(1000);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
    // Not wide: upper case, too short, other text are hashed as before (records and goldens replay).
    expect(isWideSeed('ABCDEF0123456789ABCDEF0123456789')).toBe(false);
    expect(isWideSeed('abc')).toBe(false);
    expect(isWideSeed(42)).toBe(false);
    expect(seedRng('golden/emigration/2/1002')).toEqual(seedRng('golden/emigration/2/1002'));
  });
});
