/**
 * Ratings of bot specs from game outcomes, with openskill (Weng–Lin Bayesian ratings, Plackett–Luce
 * model): every seat is a team of one, ranked by the game's `Outcome.ranks` (1 = best; tied seats share
 * a rank and are rated as a tie). Each spec's skill is a normal belief N(μ, σ²), starting at N(25, 8.33²).
 *
 * Choices, and why:
 *  - tau = 0: openskill by default widens σ a little before every game so that a person's changing
 *    skill can be followed; a bot spec's skill does not change between games, so σ should only shrink
 *    with evidence.
 *  - Games are rated in the schedule's interleaved order (game 0 of every table, then game 1, …), so
 *    no pairing is rated long before the others (online ratings weigh early games a little more).
 *  - A spec in several seats of one game (more seats than specs) is one skill observed several times:
 *    each seat is rated as its own team from the spec's current rating, and the spec takes the sum of
 *    the seats' μ changes and the product of their σ² shrink factors (as if the observations were
 *    independent). A seat never plays against itself: its own other seat is only another opponent.
 */
import { ordinal, rate, rating, type Rating } from 'openskill';

/** z for a two-sided 95% interval of a normal belief. */
const Z95 = 1.959963984540054;
/** openskill's ordinal: μ − 3σ, a conservative estimate (the skill is above it with 99.9% belief). */
const ORDINAL_Z = 3;

export interface RatedGame {
  /** The spec in each seat. */
  seats: readonly string[];
  /** The game's ranks per seat (1 = best, ties share a rank). */
  ranks: readonly number[];
}

export interface SpecRating {
  spec: string;
  mu: number;
  sigma: number;
  /** 95% belief interval μ ± 1.96σ. */
  low: number;
  high: number;
  /** μ − 3σ. */
  ordinal: number;
  /** Seat-games rated (a spec in two seats of a game counts twice). */
  seatGames: number;
}

export function rateSpecs(specs: readonly string[], games: Iterable<RatedGame>): SpecRating[] {
  const opts = { tau: 0 };
  const current = new Map<string, Rating>(specs.map((s) => [s, rating()]));
  const seatGames = new Map<string, number>(specs.map((s) => [s, 0]));
  for (const g of games) {
    if (g.seats.length !== g.ranks.length) throw new RangeError(`A rated game needs one rank per seat (${g.seats.length} seats, ${g.ranks.length} ranks)`);
    const before = g.seats.map((s) => {
      const r = current.get(s);
      if (!r) throw new RangeError(`Unknown spec "${s}" in a rated game (expected one of ${specs.join(', ')})`);
      return r;
    });
    const after = rate(before.map((r) => [r]), { ...opts, rank: [...g.ranks] });
    const merged = new Map<string, { dMu: number; shrink: number }>();
    g.seats.forEach((spec, seat) => {
      const prior = before[seat];
      const post = after[seat][0];
      const m = merged.get(spec) ?? { dMu: 0, shrink: 1 };
      m.dMu += post.mu - prior.mu;
      m.shrink *= (post.sigma * post.sigma) / (prior.sigma * prior.sigma);
      merged.set(spec, m);
      seatGames.set(spec, seatGames.get(spec)! + 1);
    });
    for (const [spec, m] of merged) {
      const prior = current.get(spec)!;
      current.set(spec, { mu: prior.mu + m.dMu, sigma: prior.sigma * Math.sqrt(m.shrink) });
    }
  }
  return specs.map((spec) => {
    const r = current.get(spec)!;
    return {
      spec, mu: r.mu, sigma: r.sigma,
      low: r.mu - Z95 * r.sigma, high: r.mu + Z95 * r.sigma,
      ordinal: ordinal(r, { z: ORDINAL_Z }),
      seatGames: seatGames.get(spec)!,
    };
  });
}
