/**
 * Statistics for simulation batches: Wilson score intervals and the aggregate report.
 * Aggregation walks the games in index order, so the report depends only on the games played,
 * never on how they were split between workers.
 */
import { aggregatePlays, type PlayCounts, type PlayRow } from './plays.ts';
import type { GameTrace } from './report/metrics.ts';

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval for a binomial proportion (successes out of n), default 95% (z = 1.96).
 * Unlike the normal approximation it stays inside [0, 1] and behaves at 0 and n successes.
 */
export function wilson(successes: number, n: number, z = 1.959963984540054): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  if (successes < 0 || successes > n) throw new RangeError(`wilson: ${successes} successes out of ${n}`);
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At 0 or n successes the exact bound is 0 or 1; float rounding would give 1e-17 or 0.9999999999999999.
  return { low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === n ? 1 : Math.min(1, centre + half) };
}

/** What one game contributes to the report (small, so workers can send thousands). */
export interface GameSummary {
  index: number;
  seed: number;
  /** Bot name per seat. */
  lineup: string[];
  winners: number[];
  /** The seat that moved first (engine firstActingSeat: the record's first step); null when nobody moved. Absent in summaries made before it was kept. */
  firstSeat?: number | null;
  tie: boolean;
  /** False when the game hit its action limit without an outcome. */
  finished: boolean;
  length: number;
  endReason: string;
  scores: number[] | null;
  ranks: number[] | null;
  /** Which moves each seat played (plays.ts); absent for a game without action structs. */
  plays?: PlayCounts;
  /** The game's own per-seat figures (`Outcome.stats`); null when the game did not finish. */
  stats?: Array<Record<string, number | string | boolean>> | null;
  /** Branching, turns and move-by-move estimates (report/metrics.ts); only when the batch asks (BatchSpec.trace). */
  trace?: GameTrace;
}

export interface RateRow {
  wins: number;
  /** Seat-games played (for a bot: one per seat it held in each game). */
  played: number;
  rate: number;
  ci95: Interval;
  meanScore: number | null;
  meanRank: number | null;
}

export interface LengthStats {
  mean: number;
  sd: number;
  min: number;
  max: number;
  p10: number;
  median: number;
  p90: number;
  histogram: Array<{ from: number; to: number; count: number }>;
}

export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  seed: number;
  /** The bot line-up as given (cycled over the seats, rotated game by game). */
  bots: string[];
  options: Record<string, unknown>;
  bySeat: Array<RateRow & { seat: number }>;
  byBot: Array<RateRow & { bot: string }>;
  /** Games with a shared top and no winner. */
  ties: number;
  /** Games that ended with nobody winning and no tie (a shared loss). */
  noWinner: number;
  /** Games stopped by the action limit. */
  unfinished: number;
  length: LengthStats;
  endReasons: Array<{ reason: string; count: number }>;
  /** Which moves get played, by kind and named part (plays.ts); empty for a game without action structs. */
  plays: PlayRow[];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export function lengthStats(lengths: number[], bins = 10): LengthStats {
  if (lengths.length === 0) return { mean: 0, sd: 0, min: 0, max: 0, p10: 0, median: 0, p90: 0, histogram: [] };
  const sorted = [...lengths].sort((a, b) => a - b);
  const n = sorted.length;
  let sum = 0;
  for (const x of sorted) sum += x;
  const mean = sum / n;
  let ss = 0;
  for (const x of sorted) ss += (x - mean) * (x - mean);
  const min = sorted[0];
  const max = sorted[n - 1];
  // Integer-width bins covering [min, max]: bin i holds lengths from..to inclusive.
  const width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const histogram: LengthStats['histogram'] = [];
  for (let from = min; from <= max; from += width) histogram.push({ from, to: Math.min(max, from + width - 1), count: 0 });
  for (const x of sorted) histogram[Math.floor((x - min) / width)].count++;
  return {
    mean, sd: n > 1 ? Math.sqrt(ss / (n - 1)) : 0, min, max,
    p10: quantile(sorted, 0.1), median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), histogram,
  };
}

interface Tally { wins: number; played: number; scoreSum: number; rankSum: number; scored: number }
const emptyTally = (): Tally => ({ wins: 0, played: 0, scoreSum: 0, rankSum: 0, scored: 0 });

function rateRow(t: Tally): RateRow {
  return {
    wins: t.wins,
    played: t.played,
    rate: t.played ? t.wins / t.played : 0,
    ci95: wilson(t.wins, t.played),
    meanScore: t.scored ? t.scoreSum / t.scored : null,
    meanRank: t.scored ? t.rankSum / t.scored : null,
  };
}

export interface ReportHeader {
  game: string;
  players: number;
  seed: number;
  bots: string[];
  options: Record<string, unknown>;
}

/**
 * Builds the report. A win is a seat listed in `winners` (several winners each count one win).
 * Summaries may arrive in any order; they are sorted by index first.
 */
export function aggregate(header: ReportHeader, summaries: readonly GameSummary[], actionKinds: readonly string[] = []): SimulationReport {
  const games = [...summaries].sort((a, b) => a.index - b.index);
  const seats = Array.from({ length: header.players }, emptyTally);
  const bots = new Map<string, Tally>();
  for (const name of header.bots) if (!bots.has(name)) bots.set(name, emptyTally());
  const reasons = new Map<string, number>();
  let ties = 0;
  let noWinner = 0;
  let unfinished = 0;
  for (const g of games) {
    if (!g.finished) unfinished++;
    else if (g.tie) ties++;
    else if (g.winners.length === 0) noWinner++;
    reasons.set(g.endReason, (reasons.get(g.endReason) ?? 0) + 1);
    for (let seat = 0; seat < header.players; seat++) {
      const won = g.winners.includes(seat) ? 1 : 0;
      const bot = bots.get(g.lineup[seat]) ?? emptyTally();
      bots.set(g.lineup[seat], bot);
      for (const t of [seats[seat], bot]) {
        t.played++;
        t.wins += won;
        if (g.scores && g.ranks) {
          t.scoreSum += g.scores[seat];
          t.rankSum += g.ranks[seat];
          t.scored++;
        }
      }
    }
  }
  return {
    ...header,
    games: games.length,
    bySeat: seats.map((t, seat) => ({ seat, ...rateRow(t) })),
    byBot: [...bots.entries()].map(([bot, t]) => ({ bot, ...rateRow(t) })),
    ties,
    noWinner,
    unfinished,
    length: lengthStats(games.map((g) => g.length)),
    endReasons: [...reasons.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    plays: games.some((g) => g.plays) ? aggregatePlays(games.map((g) => g.plays), header.players, actionKinds) : [],
  };
}
