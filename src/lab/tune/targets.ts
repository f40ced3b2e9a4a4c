/**
 * What a sweep charts and a tune aims at: one number read off a `LabReport`, with a 95% interval.
 *   seat-gap      largest |seat win rate − fair share| (0 = every seat wins its share)
 *   first-player  seat 1's win rate − fair share
 *   balance       Ludii's balance, 1 − (highest seat win rate − lowest)
 *   mean-length   mean actions per game
 *   ties          share of games that ended in a tie
 *   stat:<key>    the mean of a numeric (or the share of a yes/no) figure of the game's Outcome.stats, over all seats
 * Goals (`seat-gap<=0.03`, `mean-length=40..80`) say what a tune must reach.
 */
import type { LabReport } from '../report/index.ts';
import { wilson, type Interval } from '../stats.ts';

export const BASE_TARGETS = ['seat-gap', 'first-player', 'balance', 'mean-length', 'ties'] as const;

export class TargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetError';
  }
}

export interface TargetValue {
  value: number;
  /** 95% interval; for seat-gap it holds for all seats at once (Bonferroni), see seatGap. */
  ci95: Interval;
}

/** Proportions (win rates, shares) are compared in percentage points; other figures relative to their goal. */
export function isProportion(target: string): boolean {
  return target !== 'mean-length' && !target.startsWith('stat:');
}

const Z95 = 1.959963984540054;

/**
 * The largest distance of a seat's win rate from the fair share. Its interval comes from the seats'
 * family intervals (all seats at 95% together): if each seat's |rate − fair| lies in its interval,
 * the largest lies between the largest lower end and the largest upper end.
 */
function seatGap(r: LabReport): TargetValue {
  const fair = r.outcomes.fairShare;
  let value = 0;
  let low = 0;
  let high = 0;
  for (const s of r.outcomes.bySeat) {
    const a = s.familyCi.low - fair;
    const b = s.familyCi.high - fair;
    value = Math.max(value, Math.abs(s.rate - fair));
    low = Math.max(low, a <= 0 && b >= 0 ? 0 : Math.min(Math.abs(a), Math.abs(b)));
    high = Math.max(high, Math.abs(a), Math.abs(b));
  }
  return { value, ci95: { low, high } };
}

function statTarget(r: LabReport, key: string): TargetValue {
  const info = r.figures.keys.find((k) => k.key === key);
  if (!info) {
    const known = r.figures.keys.filter((k) => k.kind !== 'text').map((k) => `stat:${k.key}`);
    throw new TargetError(`the game reports no figure "${key}"${known.length ? `; its figures: ${known.join(', ')}` : ''}`);
  }
  if (info.kind === 'text') throw new TargetError(`stat:${key} is a text figure; only numbers and yes/no figures can be a target`);
  // Pool the seats: total n, mean, and the spread from the seats' own spreads and means.
  let n = 0;
  let sum = 0;
  const parts: Array<{ n: number; mean: number; sd: number }> = [];
  for (const seat of r.figures.bySeat) {
    const v = seat.values[key];
    if (!v || v.n === 0) continue;
    const mean = v.kind === 'number' ? v.mean : v.kind === 'boolean' ? v.share : 0;
    const sd = v.kind === 'number' ? v.sd : 0;
    parts.push({ n: v.n, mean, sd });
    n += v.n;
    sum += v.n * mean;
  }
  const mean = n ? sum / n : 0;
  if (info.kind === 'boolean') return { value: mean, ci95: wilson(Math.round(sum), n) };
  let ss = 0;
  for (const p of parts) ss += (p.n - 1) * p.sd * p.sd + p.n * (p.mean - mean) ** 2;
  const half = n > 1 ? Z95 * Math.sqrt(ss / (n - 1) / n) : 0;
  return { value: mean, ci95: { low: mean - half, high: mean + half } };
}

/** Checks a target name against the report's game (stat keys are known only once a batch has played). */
export function checkTargetName(target: string): void {
  if ((BASE_TARGETS as readonly string[]).includes(target)) return;
  if (target.startsWith('stat:') && target.length > 5) return;
  throw new TargetError(`unknown target "${target}": use one of ${BASE_TARGETS.join(', ')} or stat:<figure key>`);
}

/** The target's value in a report. */
export function readTarget(r: LabReport, target: string): TargetValue {
  checkTargetName(target);
  const o = r.outcomes;
  switch (target) {
    case 'seat-gap':
      return seatGap(r);
    case 'first-player':
      return { value: o.firstPlayer.advantage, ci95: o.firstPlayer.ci95 };
    case 'balance':
      return { value: o.balance.value, ci95: { low: 1 - o.balance.gap.ci95.high, high: Math.min(1, 1 - o.balance.gap.ci95.low) } };
    case 'mean-length': {
      const L = r.pace.length;
      const half = r.run.games > 1 ? Z95 * L.sd / Math.sqrt(r.run.games) : 0;
      return { value: L.mean, ci95: { low: L.mean - half, high: L.mean + half } };
    }
    case 'ties':
      return { value: r.run.games ? o.ties / r.run.games : 0, ci95: wilson(o.ties, r.run.games) };
    default:
      return statTarget(r, target.slice(5));
  }
}

/** The base targets of a report, for tables that show every figure beside the one aimed at. */
export function baseFigures(r: LabReport): Record<string, TargetValue> {
  return Object.fromEntries(BASE_TARGETS.map((t) => [t, readTarget(r, t)]));
}

export interface Goal {
  target: string;
  /** Inclusive bounds; one of them may be open (±Infinity). */
  min: number;
  max: number;
  /** As written, for reports. */
  text: string;
}

/** Parses `seat-gap<=0.03`, `balance>=0.9`, `mean-length=40..80`. */
export function parseGoal(text: string): Goal {
  const m = /^\s*([a-z][\w:.-]*?)\s*(<=|>=|=)\s*(.+?)\s*$/i.exec(text);
  if (!m) throw new TargetError(`--goal expects target<=x, target>=x or target=a..b (e.g. seat-gap<=0.03, mean-length=40..80), got "${text}"`);
  const [, target, op, rest] = m;
  checkTargetName(target);
  const num = (s: string) => {
    const n = Number(s.trim());
    if (s.trim() === '' || !Number.isFinite(n)) throw new TargetError(`--goal ${text}: "${s}" is not a number`);
    return n;
  };
  if (op === '<=') return { target, min: -Infinity, max: num(rest), text };
  if (op === '>=') return { target, min: num(rest), max: Infinity, text };
  const range = rest.split('..');
  if (range.length !== 2) throw new TargetError(`--goal ${text}: "=" needs a range a..b (a simulated figure never equals one number exactly)`);
  const [min, max] = range.map(num);
  if (max < min) throw new TargetError(`--goal ${text}: the range ends before it starts`);
  return { target, min, max, text };
}

/**
 * How far a value misses a goal, in points: percentage points for proportions, percent of the goal's
 * bound for other figures (mean length 88 against 40..80 misses by 10 points). 0 when met.
 */
export function goalMiss(goal: Goal, value: number): number {
  const miss = value < goal.min ? goal.min - value : value > goal.max ? value - goal.max : 0;
  if (miss === 0) return 0;
  if (isProportion(goal.target)) return miss * 100;
  const bound = value < goal.min ? goal.min : goal.max;
  return (miss / Math.max(Math.abs(bound), 1e-9)) * 100;
}
