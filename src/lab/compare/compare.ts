/**
 * A/B content comparison (`crossings lab report <game> --content A.json --against B.json`, docs/lab.md):
 * the same games (game i has the same seed and line-up under both contents) played under A and B,
 * both balance reports, and every figure side by side with the difference B − A, its 95% interval
 * and whether it is significant once all the comparisons are taken together (Holm). Nothing here
 * knows a game: the figures are those of the lab report (src/lab/report), read from the per-game
 * summaries so that the games can be compared pair by pair.
 */
import type { AnyGame } from '../../engine/index.ts';
import type { GameSummary, Interval } from '../stats.ts';
import { buildReport, type LabReport, type RunParams } from '../report/aggregate-report.ts';
import type { PlayFlag } from '../report/plays-report.ts';
import {
  holmAdjust, independentProportions, pairedBootstrap, pairedMeanDifference, pairedRatioDifference, pairedYesNo, welchDifference, type TestMethod, type TestResult,
} from './significance.ts';
import { whatChanged } from './summary.ts';

export const COMPARISON_FORMAT = 'crossings-lab-compare/1';
/** Family-wise error rate: the chance that any of the differences called significant is noise. */
export const ALPHA = 0.05;

export type MetricSection = 'outcomes' | 'pace' | 'tension' | 'scores' | 'figures' | 'plays';

export interface ComparedMetric {
  id: string;
  section: MetricSection;
  /** What the figure is, e.g. "Seat 1 win rate". */
  label: string;
  /** For the summary of share figures: who does what "more often", e.g. "Seat 1 wins". */
  phrase?: string;
  /** 'share': a proportion, its difference in percentage points; 'number': a mean, in its own unit. */
  unit: 'share' | 'number';
  /** The figure under A and under B (over the games the test used). */
  a: number;
  b: number;
  /** B − A. */
  diff: number;
  /** 95% interval of the difference, for this figure alone (unbounded when too few games had it). */
  ci95: Interval;
  /** How it was tested (significance.ts). */
  method: TestMethod;
  /** Pairs of games (paired tests) or games under A and B together (independent ones). */
  n: number;
  /** Two-sided p-value of "no difference", before the correction. */
  p: number;
  /** Holm-adjusted p-value over the tests in the family (1 for a test left out of it). */
  pAdjusted: number;
  significant: boolean;
  /**
   * False for a test that cannot differ — the figure was the same under A and B in every game (or too
   * few games had it) — which is left out of Holm's family, so it does not dilute the others.
   */
  inFamily: boolean;
  note: string;
}

export interface FlagChange {
  label: string;
  /** The move in the game's words. */
  words: string;
  flag: PlayFlag;
  /** The content under which the move carries the flag (it does not under the other). */
  under: 'A' | 'B';
}

/** The name a side without a content file gets. */
export const DEFAULT_CONTENT_NAME = 'default content';

export interface ContentSide {
  /** The content file as given, or null for the game's default content. */
  file: string | null;
  /** The file, or "default content". */
  name: string;
  report: LabReport;
}

export interface Comparison {
  format: typeof COMPARISON_FORMAT;
  game: { id: string; title: string };
  a: ContentSide;
  b: ContentSide;
  /** Games played under both contents (the pairs); fewer than planned after an interruption. */
  pairs: number;
  planned: number;
  partial: boolean;
  correction: { method: 'Holm'; alpha: number; tests: number; text: string };
  /** The significant differences and the flag changes, in plain words: "what changed". */
  changes: string[];
  metrics: ComparedMetric[];
  flags: FlagChange[];
  /** Length histogram on common bins, for the chart with both series. */
  lengths: { bins: string[]; a: number[]; b: number[] };
}

export const CORRECTION_TEXT =
  `Every difference is tested; a difference is called significant when its p-value, adjusted with Holm's step-down method for all the tests in this comparison, is below ${ALPHA}. ` +
  'So the chance that even one of the differences called significant is noise stays under 5%. The 95% intervals shown are for each figure alone (not adjusted).';

type Pair = [GameSummary, GameSummary];

/** Pairs the games played under both contents (same index: same seed and line-up). */
export function pairGames(a: readonly GameSummary[], b: readonly GameSummary[]): Pair[] {
  const byIndex = new Map(b.map((g) => [g.index, g]));
  return [...a].sort((x, y) => x.index - y.index).flatMap((g) => {
    const other = byIndex.get(g.index);
    return other ? [[g, other] as Pair] : [];
  });
}

type Draft = Omit<ComparedMetric, 'pAdjusted' | 'significant' | 'inFamily'> & { constant: boolean };

/** A test whose data show no difference in any game and no spread: it cannot reach significance (n < 2 likewise). */
function cannotDiffer(t: TestResult): boolean {
  if (t.n < 2) return true;
  if (t.method === 'mcnemar') return t.discordant === 0;
  return t.diff === 0 && t.ci95.low === 0 && t.ci95.high === 0;
}

function tested(id: string, section: MetricSection, label: string, unit: 'share' | 'number', t: TestResult, a: number, b: number, note = '', phrase?: string): Draft {
  return { id, section, label, ...(phrase ? { phrase } : {}), unit, a, b, diff: t.diff, ci95: t.ci95, method: t.method, n: t.n, p: t.p, note, constant: cannotDiffer(t) };
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const share = (xs: readonly boolean[]) => (xs.length ? xs.filter(Boolean).length / xs.length : 0);

function yesNo(id: string, section: MetricSection, label: string, pairs: Pair[], pick: (g: GameSummary) => boolean, phrase?: string): Draft {
  const a = pairs.map(([x]) => pick(x));
  const b = pairs.map(([, y]) => pick(y));
  return tested(id, section, label, 'share', pairedYesNo(a, b), share(a), share(b), '', phrase);
}

/** A number per game, compared pair by pair over the pairs where `pick` gives a number under both. */
function perGame(id: string, section: MetricSection, label: string, unit: 'share' | 'number', pairs: Pair[], pick: (g: GameSummary) => number | null, note = '', phrase?: string): Draft {
  const a: number[] = [];
  const b: number[] = [];
  for (const [x, y] of pairs) {
    const u = pick(x);
    const v = pick(y);
    if (u !== null && v !== null && Number.isFinite(u) && Number.isFinite(v)) {
      a.push(u);
      b.push(v);
    }
  }
  return tested(id, section, label, unit, pairedMeanDifference(a, b), mean(a), mean(b), note, phrase);
}

function outcomeMetrics(pairs: Pair[], players: number): Draft[] {
  const out: Draft[] = [];
  for (let s = 0; s < players; s++) out.push(yesNo(`seat-${s + 1}-wins`, 'outcomes', `Seat ${s + 1} win rate`, pairs, (g) => g.winners.includes(s), `Seat ${s + 1} wins`));
  const bots = [...new Set(pairs.flatMap(([g]) => g.lineup))];
  if (bots.length > 1) {
    for (const bot of bots) {
      // A bot's wins per seat it held in the game: the line-ups are the same under A and B, so the pairs are too.
      out.push(perGame(`bot-${bot}-wins`, 'outcomes', `${bot} win rate`, 'share', pairs, (g) => {
        const held = g.lineup.filter((b) => b === bot).length;
        return held ? g.winners.filter((w) => g.lineup[w] === bot).length / held : null;
      }, 'per seat-game; compared game by game', `${bot} wins`));
    }
  }
  out.push(perGame('fair-share', 'outcomes', 'Fair share (wins per seat-game)', 'share', pairs, (g) => g.winners.length / players));
  // The player who moved first, whatever their seat (engine firstActingSeat): a content can change who starts (a reordered die).
  out.push(perGame('first-player-advantage', 'outcomes', 'First-mover advantage (the first mover’s win rate − fair share)', 'share', pairs,
    (g) => (g.firstSeat === null ? null : (g.winners.includes(g.firstSeat ?? 0) ? 1 : 0) - g.winners.length / players)));
  out.push(yesNo('ties', 'outcomes', 'Ties', pairs, (g) => g.finished && g.tie, 'Games end in a tie'));
  out.push(yesNo('no-winner', 'outcomes', 'No winner (a shared loss)', pairs, (g) => g.finished && !g.tie && g.winners.length === 0, 'Games end with nobody winning'));
  out.push(yesNo('completion', 'outcomes', 'Completion (games that reached an outcome)', pairs, (g) => g.finished, 'Games reach an outcome'));
  return out;
}

function paceMetrics(pairs: Pair[]): Draft[] {
  return [
    perGame('length', 'pace', 'Mean length (actions)', 'number', pairs, (g) => g.length),
    perGame('turns', 'pace', 'Turns per game', 'number', pairs, (g) => g.trace?.turns ?? null),
  ];
}

/**
 * The figures that are not a mean of one value per game: the ratios over all games (decisions per
 * turn, legal moves per decision, forced decisions, lead changes per position) by the delta method,
 * and the balance (a maximum minus a minimum over seats) by the paired bootstrap.
 */
function ratioAndBalanceMetrics(pairs: Pair[], players: number, seed: number, ra: LabReport, rb: LabReport): Draft[] {
  const side = (k: 0 | 1) => pairs.map((p) => p[k]);
  const out: Draft[] = [];
  // Per game, which seats won under A and under B; a resample's balance counts each drawn game's wins.
  const won = (k: 0 | 1) => Array.from({ length: players }, (_, s) => Uint8Array.from(side(k), (g) => (g.winners.includes(s) ? 1 : 0)));
  const [wonA, wonB] = [won(0), won(1)];
  const balanceOf = (wins: Uint8Array[], games: Uint32Array | null) => {
    const n = games ? games.length : pairs.length;
    const rates = wins.map((w) => {
      let sum = 0;
      if (games) for (let k = 0; k < games.length; k++) sum += w[games[k]];
      else for (let i = 0; i < w.length; i++) sum += w[i];
      return n ? sum / n : 0;
    });
    return 1 - (Math.max(...rates) - Math.min(...rates));
  };
  const balance = pairedBootstrap(pairs.length, (games) => balanceOf(wonB, games) - balanceOf(wonA, games), seed);
  out.push(tested('balance', 'outcomes', 'Balance (1 − largest seat gap)', 'number', balance, balanceOf(wonA, null), balanceOf(wonB, null), 'paired bootstrap over the games'));

  type Trace = NonNullable<GameSummary['trace']>;
  const ratio = (id: string, section: MetricSection, label: string, unit: 'share' | 'number', note: string, num: (t: Trace) => number, den: (t: Trace) => number, has: (t: Trace) => boolean) => {
    const values = (k: 0 | 1, f: (t: Trace) => number) => side(k).map((g) => (g.trace && has(g.trace) ? f(g.trace) : 0));
    const [na, da, nb, db] = [values(0, num), values(0, den), values(1, num), values(1, den)];
    const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
    out.push(tested(id, section, label, unit, pairedRatioDifference(na, da, nb, db), sum(da) ? sum(na) / sum(da) : 0, sum(db) ? sum(nb) / sum(db) : 0, note));
  };
  if (pairs.every(([x, y]) => x.trace && y.trace)) {
    const note = 'a ratio over all games; delta method, game by game';
    ratio('decisions-per-turn', 'pace', 'Decisions per turn', 'number', note, (t) => t.actions, (t) => t.turns, () => true);
    ratio('branching', 'pace', 'Legal moves per decision', 'number', note, (t) => t.legalSum, (t) => t.actions, () => true);
    ratio('forced', 'pace', 'Forced decisions (one legal move)', 'share', note, (t) => t.forced, (t) => t.actions, () => true);
  }
  if (ra.tension.measured && rb.tension.measured) {
    ratio('lead-changes-per-position', 'tension', 'Lead changes per position', 'number', 'a ratio over the games with a single winner; delta method',
      (t) => t.tension!.leadChanges, (t) => t.tension!.positions, (t) => t.tension != null);
  }
  return out;
}

function tensionMetrics(pairs: Pair[], ra: LabReport, rb: LabReport): Draft[] {
  const ta = ra.tension;
  const tb = rb.tension;
  if (!ta.measured || !tb.measured) return [];
  // Only games with a single winner are measured, and which games those are can differ between A and
  // B: the two samples are compared as independent ones (Welch; Newcombe's hybrid interval).
  const note = 'games with a single winner under each content, compared as independent samples';
  const comebacks = (side: 0 | 1) => pairs.map((p) => p[side].trace?.tension).filter((t) => t != null);
  const ca = comebacks(0);
  const cb = comebacks(1);
  const yes = (ts: typeof ca) => ts.filter((t) => t!.behindShare > 0).length;
  // Independent-sample tests cannot see that the games are the same; when every game's measures are, the figures cannot differ.
  const same = pairs.every(([x, y]) => JSON.stringify(x.trace?.tension ?? null) === JSON.stringify(y.trace?.tension ?? null));
  return [
    tested('lead-changes', 'tension', 'Lead changes per game', 'number', welchDifference(ta.leadChanges, tb.leadChanges), ta.leadChanges.mean, tb.leadChanges.mean, note),
    tested('drama', 'tension', 'Drama', 'number', welchDifference(ta.drama, tb.drama), ta.drama.mean, tb.drama.mean, note),
    tested('comebacks', 'tension', 'Games where the winner trailed at some point', 'share', independentProportions(yes(ca), ca.length, yes(cb), cb.length), ta.comebacks, tb.comebacks, note, 'The eventual winner trails'),
    tested('decided-at', 'tension', 'Decided at (share of the game)', 'share', welchDifference(ta.decidedAt, tb.decidedAt), ta.decidedAt.mean, tb.decidedAt.mean, note),
  ].map((d) => (same ? { ...d, constant: true } : d));
}

function scoreMetrics(pairs: Pair[], players: number): Draft[] {
  const note = 'over the games finished under both contents';
  const out: Draft[] = [];
  for (let s = 0; s < players; s++) out.push(perGame(`score-seat-${s + 1}`, 'scores', `Seat ${s + 1} mean score`, 'number', pairs, (g) => (g.finished && g.scores ? g.scores[s] : null), note));
  out.push(perGame('winner-margin', 'scores', 'Winner’s margin', 'number', pairs, (g) => {
    if (!g.finished || !g.scores || g.scores.length < 2) return null;
    const sorted = [...g.scores].sort((x, y) => y - x);
    return sorted[0] - sorted[1];
  }, note));
  return out;
}

/** The game's own figures (`Outcome.stats`), each over all seats: per game, the seats' mean (a number) or share of "yes" (a yes/no). */
function figureMetrics(pairs: Pair[], ra: LabReport, rb: LabReport): Draft[] {
  const out: Draft[] = [];
  for (const key of ra.figures.keys) {
    const other = rb.figures.keys.find((k) => k.key === key.key);
    if (!other || other.kind !== key.kind || key.kind === 'text') continue;
    const pick = (g: GameSummary): number | null => {
      if (!g.stats) return null;
      const values = g.stats.map((row) => row[key.key]).filter((v) => (key.kind === 'number' ? typeof v === 'number' : typeof v === 'boolean'));
      if (values.length === 0) return null;
      return key.kind === 'number' ? mean(values as number[]) : share(values as boolean[]);
    };
    const unit = key.kind === 'number' ? 'number' : 'share';
    out.push(perGame(`figure-${key.key}`, 'figures', key.kind === 'number' ? `${key.label} (mean per seat)` : `${key.label} (share of seats)`, unit, pairs, pick,
      'per game over all seats; over the games finished under both contents'));
  }
  return out;
}

/** Per move: the share of a game's seats that played it at least once, compared game by game. */
function playMetrics(pairs: Pair[], players: number, ra: LabReport, rb: LabReport): Draft[] {
  if (!ra.plays.available || !rb.plays.available) return [];
  const words = new Map([...ra.plays.rows, ...rb.plays.rows].map((r) => [r.label, r.words]));
  const labels = [...words.keys()];
  return labels.map((label) => perGame(`play-${label}`, 'plays', `“${words.get(label)}” played (share of seat-games)`, 'share', pairs, (g) => {
    if (!g.plays) return null;
    let seats = 0;
    for (let s = 0; s < players; s++) if ((g.plays[s]?.[label] ?? 0) > 0) seats++;
    return seats / players;
  }, 'per game: the share of seats that played it at least once', `Seats play “${words.get(label)}”`));
}

function flagChanges(ra: LabReport, rb: LabReport): FlagChange[] {
  const flagsOf = (r: LabReport) => new Map(r.plays.rows.map((row) => [row.label, new Set(row.flags)]));
  const words = new Map([...ra.plays.rows, ...rb.plays.rows].map((row) => [row.label, row.words]));
  const fa = flagsOf(ra);
  const fb = flagsOf(rb);
  const out: FlagChange[] = [];
  for (const label of new Set([...fa.keys(), ...fb.keys()])) {
    for (const flag of ['never played', 'dominant'] as const) {
      const inA = fa.get(label)?.has(flag) ?? false;
      const inB = fb.get(label)?.has(flag) ?? false;
      if (inA !== inB) out.push({ label, words: words.get(label) ?? label, flag, under: inA ? 'A' : 'B' });
    }
  }
  return out;
}

/** Common integer-width bins over both contents' lengths (so the two series line up on one axis). */
function lengthBins(pairs: Pair[], bins = 12): Comparison['lengths'] {
  const all = pairs.flatMap(([x, y]) => [x.length, y.length]);
  if (all.length === 0) return { bins: [], a: [], b: [] };
  const min = Math.min(...all);
  const max = Math.max(...all);
  const width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const count = Math.floor((max - min) / width) + 1;
  const labels = Array.from({ length: count }, (_, i) => {
    const from = min + i * width;
    const to = Math.min(max, from + width - 1);
    return from === to ? `${from}` : `${from}–${to}`;
  });
  const histogram = (side: 0 | 1) => {
    const h = Array<number>(count).fill(0);
    for (const p of pairs) h[Math.floor((p[side].length - min) / width)]++;
    return h;
  };
  return { bins: labels, a: histogram(0), b: histogram(1) };
}

export interface CompareInput {
  game: AnyGame;
  /** The run as for a report; `content` is replaced by each side's name. */
  run: Omit<RunParams, 'content'>;
  a: ComparedSide;
  b: ComparedSide;
}

/** One side's games; `options` (the side's own, e.g. a rule variant) and `name` where the sides differ by options. */
export interface ComparedSide {
  file: string | null;
  summaries: readonly GameSummary[];
  seconds: number;
  options?: Record<string, unknown>;
  name?: string;
}

/** Builds the comparison from the per-game summaries of the two batches. */
export function buildComparison({ game, run, a, b }: CompareInput): Comparison {
  const pairs = pairGames(a.summaries, b.summaries);
  const ra = buildReport(game, { ...run, options: a.options ?? run.options, content: a.file, seconds: a.seconds }, pairs.map(([x]) => x));
  const rb = buildReport(game, { ...run, options: b.options ?? run.options, content: b.file, seconds: b.seconds }, pairs.map(([, y]) => y));
  const drafts = pairs.length === 0 ? [] : [
    ...outcomeMetrics(pairs, run.players),
    ...paceMetrics(pairs),
    ...tensionMetrics(pairs, ra, rb),
    ...scoreMetrics(pairs, run.players),
    ...figureMetrics(pairs, ra, rb),
    ...playMetrics(pairs, run.players, ra, rb),
    ...ratioAndBalanceMetrics(pairs, run.players, run.seed, ra, rb),
  ];
  // Holm's family holds only the tests that could differ: a figure equal under A and B in every game
  // (or with too few games) can never be significant, and counting it would only raise every other p.
  const family = drafts.flatMap((d, i) => (d.constant ? [] : [i]));
  const adjustedInFamily = holmAdjust(family.map((i) => drafts[i].p));
  const adjusted = drafts.map(() => 1);
  family.forEach((i, k) => { adjusted[i] = adjustedInFamily[k]; });
  const metrics: ComparedMetric[] = drafts.map(({ constant, ...d }, i) => ({ ...d, pAdjusted: adjusted[i], significant: !constant && adjusted[i] < ALPHA, inFamily: !constant }));
  const flags = pairs.length ? flagChanges(ra, rb) : [];
  const comparison: Comparison = {
    format: COMPARISON_FORMAT,
    game: { id: game.id, title: game.title },
    a: { file: a.file, name: a.name ?? a.file ?? DEFAULT_CONTENT_NAME, report: ra },
    b: { file: b.file, name: b.name ?? b.file ?? DEFAULT_CONTENT_NAME, report: rb },
    pairs: pairs.length,
    planned: run.planned,
    partial: pairs.length < run.planned,
    correction: { method: 'Holm', alpha: ALPHA, tests: family.length, text: CORRECTION_TEXT },
    changes: [],
    metrics,
    flags,
    lengths: lengthBins(pairs),
  };
  comparison.changes = whatChanged(comparison);
  return comparison;
}
