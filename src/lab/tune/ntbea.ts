/**
 * The N-Tuple Bandit Evolutionary Algorithm (Lucas, Liu & Perez-Liebana, "The N-Tuple Bandit
 * Evolutionary Algorithm for Game Agent Optimisation", IEEE CEC 2018), for a noisy function over a
 * grid of discrete values. It spends few evaluations because each one teaches it about many points:
 *
 * - The model: tuple statistics. For each dimension alone (1-tuples) and for all dimensions together
 *   (the full tuple) it keeps, per combination of values seen, how often it was evaluated and the mean
 *   fitness. A point's estimate averages its tuples' means, so a value that did well in other points
 *   counts for a point never evaluated.
 * - The search: from the current point, draw a neighbourhood of mutants (one or more dimensions moved,
 *   mostly to an adjacent value), score each by UCB over its tuples (estimate plus an exploration bonus
 *   for little-seen combinations), evaluate the best-scoring one and make it the current point.
 * - The answer: the evaluated point with the best estimate without the bonus.
 *
 * Fitness is maximised. It is rescaled to [0, 1] by the range seen so far before the UCB, so the
 * exploration constant means the same whatever the fitness's units.
 */
import { Rng } from '../../engine/index.ts';

export interface NtbeaParams {
  /** Number of values in each dimension (a point is one index per dimension). */
  sizes: number[];
  /** Evaluations to spend. */
  budget: number;
  /** Noisy fitness of a point, higher is better; `k` is the evaluation's number (0-based). */
  evaluate(point: number[], k: number): Promise<number> | number;
  seed: number | string;
  /** Where the search starts (default: a random point). */
  start?: number[];
  /** Mutants scored per step (default 50). */
  neighbours?: number;
  /** UCB exploration constant on the rescaled fitness (default 0.3: on noisy grids larger values kept exploring past the optimum). */
  exploration?: number;
  /** Ends the search early (Ctrl-C); the recommendation is then made from the evaluations so far (at least one). */
  signal?: AbortSignal;
}

export interface NtbeaStep {
  point: number[];
  fitness: number;
}

export interface NtbeaResult {
  /** The recommended point: the evaluated point with the best tuple estimate. */
  best: number[];
  /** Its estimate (the mean of its tuples' means) and how often it was evaluated itself. */
  estimate: number;
  evaluations: number;
  history: NtbeaStep[];
}

/** Added to a tuple's count under the square root, so an unseen combination gets a large, finite bonus. */
const EPSILON = 0.5;
/** Share of mutations that move a dimension to an adjacent value (the rest jump anywhere). */
const ADJACENT = 0.8;
export const DEFAULT_EXPLORATION = 0.3;

interface Stat { n: number; sum: number }

class TupleModel {
  /** Each tuple is a list of dimensions; its statistics are keyed by the point's values on them. */
  private readonly tuples: number[][];
  private readonly stats: Array<Map<string, Stat>>;
  total = 0;
  low = Infinity;
  high = -Infinity;

  constructor(dims: number) {
    const ones = Array.from({ length: dims }, (_, d) => [d]);
    this.tuples = dims > 1 ? [...ones, ones.map(([d]) => d)] : ones;
    this.stats = this.tuples.map(() => new Map());
  }

  private key(t: number, point: readonly number[]): string {
    return this.tuples[t].map((d) => point[d]).join(',');
  }

  add(point: readonly number[], fitness: number): void {
    this.total++;
    this.low = Math.min(this.low, fitness);
    this.high = Math.max(this.high, fitness);
    this.tuples.forEach((_, t) => {
      const k = this.key(t, point);
      const s = this.stats[t].get(k) ?? { n: 0, sum: 0 };
      s.n++;
      s.sum += fitness;
      this.stats[t].set(k, s);
    });
  }

  /** Mean of the tuples' mean fitness (tuples never seen left out), rescaled to [0, 1] when `rescale`. */
  estimate(point: readonly number[], rescale: boolean): number | null {
    let sum = 0;
    let seen = 0;
    this.tuples.forEach((_, t) => {
      const s = this.stats[t].get(this.key(t, point));
      if (s) {
        sum += s.sum / s.n;
        seen++;
      }
    });
    if (!seen) return null;
    const mean = sum / seen;
    if (!rescale) return mean;
    const range = this.high - this.low;
    return range > 0 ? (mean - this.low) / range : 0.5;
  }

  /** UCB: the rescaled estimate plus, averaged over the tuples, k·√(ln(N + 1) / (n + ε)). */
  ucb(point: readonly number[], k: number): number {
    let bonus = 0;
    this.tuples.forEach((_, t) => {
      const n = this.stats[t].get(this.key(t, point))?.n ?? 0;
      bonus += Math.sqrt(Math.log(this.total + 1) / (n + EPSILON));
    });
    return (this.estimate(point, true) ?? 0) + (k * bonus) / this.tuples.length;
  }
}

function mutate(point: readonly number[], sizes: readonly number[], rng: Rng): number[] {
  const movable = sizes.map((s, d) => (s > 1 ? d : -1)).filter((d) => d >= 0);
  const out = [...point];
  // Each dimension moves with probability 1/d; at least one always does.
  const chosen = movable.filter(() => rng.float() < 1 / movable.length);
  if (chosen.length === 0) chosen.push(rng.pick(movable));
  for (const d of chosen) {
    if (rng.float() < ADJACENT) {
      const down = out[d] > 0;
      const up = out[d] < sizes[d] - 1;
      out[d] += down && up ? (rng.float() < 0.5 ? -1 : 1) : up ? 1 : -1;
    } else {
      const v = rng.int(sizes[d] - 1);
      out[d] = v >= out[d] ? v + 1 : v;
    }
  }
  return out;
}

export async function ntbea(p: NtbeaParams): Promise<NtbeaResult> {
  const { sizes, budget } = p;
  if (sizes.length === 0 || sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new RangeError(`ntbea: every dimension needs at least one value, got [${sizes.join(', ')}]`);
  if (!Number.isInteger(budget) || budget < 1) throw new RangeError(`ntbea: the budget must be a positive integer, got ${budget}`);
  if (p.start && (p.start.length !== sizes.length || p.start.some((v, d) => !Number.isInteger(v) || v < 0 || v >= sizes[d]))) {
    throw new RangeError(`ntbea: start [${p.start.join(', ')}] is not a point of the grid`);
  }
  const rng = new Rng(`ntbea:${p.seed}`);
  const k = p.exploration ?? DEFAULT_EXPLORATION;
  const neighbours = p.neighbours ?? 50;
  const model = new TupleModel(sizes.length);
  const history: NtbeaStep[] = [];
  const searchable = sizes.some((s) => s > 1);
  let current = p.start ? [...p.start] : sizes.map((s) => rng.int(s));

  for (let e = 0; e < budget; e++) {
    if (e > 0 && p.signal?.aborted) break;
    const fitness = await p.evaluate([...current], e);
    if (!Number.isFinite(fitness)) throw new RangeError(`ntbea: fitness of [${current.join(', ')}] is ${fitness}`);
    model.add(current, fitness);
    history.push({ point: [...current], fitness });
    if (!searchable) continue;
    const seen = new Set<string>();
    let best: number[] | null = null;
    let bestScore = -Infinity;
    for (let i = 0; i < neighbours; i++) {
      const m = mutate(current, sizes, rng);
      const key = m.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      const score = model.ucb(m, k);
      if (score > bestScore) {
        bestScore = score;
        best = m;
      }
    }
    current = best!;
  }

  let best = history[0].point;
  let estimate = -Infinity;
  const evaluated = new Set<string>();
  for (const step of history) {
    const key = step.point.join(',');
    if (evaluated.has(key)) continue;
    evaluated.add(key);
    const est = model.estimate(step.point, false)!;
    if (est > estimate) {
      estimate = est;
      best = step.point;
    }
  }
  return { best, estimate, evaluations: history.length, history };
}
