/**
 * Seeded, serializable PRNG (sfc32, seeded through splitmix32).
 * The whole generator state is four uint32 numbers, so it lives inside a game
 * state as plain JSON and a seed + action log replays exactly.
 */
export type RngState = [number, number, number, number];

function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    t ^= t >>> 15;
    return t >>> 0;
  };
}

/**
 * A game's seed. Numbers and ordinary strings are short seeds: folded to 32 bits, easy to type and
 * to reproduce (the lab, local games, tests, `--seed classroom-3`). A *wide seed* is 32 lowercase hex
 * digits: it is the generator's whole 128-bit state, so nobody can search the seed space from what a
 * game shows (2^32 short seeds are searched in minutes). Online rooms use wide seeds (`newWideSeed`).
 */
export type Seed = number | string;

/** 32 lowercase hex digits: 128 bits, the whole sfc32 state. */
export const WIDE_SEED = /^[0-9a-f]{32}$/;

export function isWideSeed(seed: Seed): boolean {
  return typeof seed === 'string' && WIDE_SEED.test(seed);
}

/** A fresh wide seed from the platform's cryptographic generator (Node and browsers alike). */
export function newWideSeed(): string {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return [...words].map((w) => w.toString(16).padStart(8, '0')).join('');
}

/**
 * Accepts any finite number or string; strings are hashed so `--seed abc` works, and a wide seed
 * (WIDE_SEED) becomes the four state words themselves, so every one of its 128 bits counts.
 */
export function seedRng(seed: Seed): RngState {
  if (typeof seed === 'string' && isWideSeed(seed)) {
    const s = [0, 1, 2, 3].map((i) => Number.parseInt(seed.slice(i * 8, i * 8 + 8), 16)) as RngState;
    for (let i = 0; i < 12; i++) nextU32(s); // warm up, as for short seeds
    return s;
  }
  let n: number;
  if (typeof seed === 'string') {
    n = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) n = Math.imul(n ^ seed.charCodeAt(i), 0x01000193);
  } else {
    n = Math.floor(seed) ^ Math.floor(seed / 0x100000000);
  }
  const next = splitmix32(n);
  const s: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(s); // warm up
  return s;
}

/** Advances `s` in place and returns a uint32. */
export function nextU32(s: RngState): number {
  // Read by index: destructuring `let [a, b, c, d] = s` goes through the array iterator, and was about
  // a tenth of a Borderlines search (docs/performance.md, "Borderlines rules").
  let a = s[0] >>> 0;
  let b = s[1] >>> 0;
  let c = s[2] >>> 0;
  let d = s[3] >>> 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0; s[1] = b >>> 0; s[2] = c >>> 0; s[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n). Uses rejection so every value is exactly equally likely. */
export function randInt(s: RngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n)) throw new RangeError(`randInt needs a positive integer, got ${n}`);
  // `a - Math.floor(a / n) * n` is `a % n`, exactly, for integers below 2^53; `%` on numbers past 2^31
  // (most draws) is a library call, the division is not. The limit is 2^32 - 2^32 % n.
  const limit = Math.floor(0x100000000 / n) * n;
  let x = nextU32(s);
  while (x >= limit) x = nextU32(s);
  return x - Math.floor(x / n) * n;
}

/** A die roll 1..sides. */
export function rollDie(s: RngState, sides = 6): number {
  return randInt(s, sides) + 1;
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(s: RngState, arr: T[]): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randInt(s, i + 1);
    const tmp = arr[i];
    arr[i] = arr[j];
    arr[j] = tmp;
  }
  return arr;
}

/** Object wrapper for callers (bots, lab) that keep their own generator. */
export class Rng {
  readonly state: RngState;
  constructor(seed: number | string | RngState) {
    this.state = Array.isArray(seed) ? ([...seed] as RngState) : seedRng(seed);
  }
  u32(): number { return nextU32(this.state); }
  float(): number { return nextU32(this.state) / 0x100000000; }
  int(n: number): number { return randInt(this.state, n); }
  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new RangeError('pick from an empty list');
    return arr[randInt(this.state, arr.length)];
  }
  shuffle<T>(arr: T[]): T[] { return shuffleInPlace(this.state, arr); }
  /** A new independent generator derived from this one. */
  fork(): Rng { return new Rng([this.u32(), this.u32(), this.u32(), this.u32() | 1]); }
}
