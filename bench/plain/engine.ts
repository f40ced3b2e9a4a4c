/**
 * A plain mutable engine of one of our games: the bench's reference for random playouts (docs/performance.md,
 * "A plain engine of each game, measured in the same process"). It is what a programmer writing one game's playouts by hand would
 * write: numbers and typed arrays changed in place, the legal moves written into a buffer, no events,
 * no words, no contract, no validation, and only what the rules read (a Displacement community is a count
 * of people, not a list of them). It plays the rulebook (no variants), as the bench does.
 *
 * It does not set a game up: it takes over the state our setup made (setup is not timed on either side),
 * draws from a copy of its generator, and numbers its moves as ours do, in the same order, so the same
 * random choices play the same game. `bench/plain/pair.ts` checks that, step by step, before it times.
 */
export interface PlainEngine<P> {
  readonly game: string;
  /** The engine's own copy of a state our setup made. */
  load(state: unknown): P;
  /** The seat to move, or -1 when the game is over. */
  toMove(p: P): number;
  /** Writes the legal moves of `seat` (ours' numbers, in ours' order) into `out`; returns how many. */
  legal(p: P, seat: number, out: Int32Array): number;
  play(p: P, seat: number, action: number): void;
  /** The first difference from our state in what both hold, or null when they agree. */
  differs(p: P, state: unknown): string | null;
}

/** A difference between two lists of numbers, named, or null. */
export function listDiffers(name: string, ours: ArrayLike<number>, plain: ArrayLike<number>): string | null {
  if (ours.length !== plain.length) return `${name}: ${ours.length} items in ours, ${plain.length} in the plain engine's`;
  for (let i = 0; i < ours.length; i++) {
    if (ours[i] !== plain[i]) return `${name}[${i}]: ${ours[i]} in ours, ${plain[i]} in the plain engine's`;
  }
  return null;
}

/** A difference between two values, named, or null. */
export function valueDiffers(name: string, ours: unknown, plain: unknown): string | null {
  return ours === plain ? null : `${name}: ${String(ours)} in ours, ${String(plain)} in the plain engine's`;
}
