/**
 * The balance report's figures, from the per-game summaries of a batch. Generic over the game
 * contract: nothing here knows a game; the game's own words come from `catalogue.figures`.
 * Every figure is defined in docs/lab.md and, in plain words, in the HTML report itself.
 */
import { variantsInWords } from '../../engine/variants.ts';
import type { AnyGame } from '../../engine/index.ts';
import { aggregate, lengthStats, type GameSummary, type Interval, type LengthStats, type RateRow } from '../stats.ts';
import { TENTHS } from './metrics.ts';
import { familyInterval, meanSd, type MeanSd } from './numbers.ts';
import { seatGaps, type SeatGap } from './seat-gap.ts';
import { pairedMeanDifference } from '../compare/significance.ts';
import { aggregatePlayReport, type PlayReport } from './plays-report.ts';
import { aggregateFigures, type FigureReport } from './figures.ts';
import { findings, type Finding } from './findings.ts';

export const REPORT_FORMAT = 'crossings-lab-report/1';

export interface RunInfo {
  players: number;
  seed: number;
  bots: string[];
  options: Record<string, unknown>;
  /** The content file's name, or null for the game's default content. */
  content: string | null;
  /** Games asked for. */
  planned: number;
  /** Games finished and reported (fewer than planned after an interruption). */
  games: number;
  partial: boolean;
  seconds: number;
  workers: number;
  /** Whether positions were estimated move by move (the game's evaluate). */
  estimates: boolean;
}

export interface SeatRate extends RateRow {
  seat: number;
  /** The seat's interval widened so that all seats together hold at 95% (Bonferroni). */
  familyCi: Interval;
  /** The family interval excludes the fair share: the seat's rate differs from fair beyond noise. */
  beyondNoise: boolean;
}

export interface FirstMover {
  /** Games whose first mover is known (every game that had a step). */
  games: number;
  /** Games the first mover won. */
  wins: number;
  /** The first mover's win rate. */
  rate: number;
  /**
   * The first mover's win rate minus the fair share: the mean over games of (1 if the first mover won)
   * − (winners ÷ seats), with Student's t interval over those per-game values — so the fair share's
   * own noise is in the interval too.
   */
  advantage: number;
  ci95: Interval;
  /** Games in which seat 1 moved first; equal to `games` when the rules always let seat 1 start. */
  seat1Started: number;
}

export interface OutcomeReport {
  /** Wins per seat-game over all seats: what a seat with no advantage would win. */
  fairShare: number;
  bySeat: SeatRate[];
  byBot: Array<RateRow & { bot: string }>;
  /** The first mover's advantage: the player who moved first (whatever their seat), against the fair share. */
  firstPlayer: FirstMover;
  /**
   * Ludii's balance: 1 − (highest seat win rate − lowest); `gap` is that largest gap with an interval
   * that holds for every pair of seats at once, compared game by game (seat-gap.ts).
   */
  balance: { value: number; highSeat: number; lowSeat: number; gap: SeatGap };
  ties: number;
  noWinner: number;
  /** Games stopped by the action limit (match.ts ACTION_LIMIT_REASON). */
  timeouts: number;
  /** Share of games that reached an outcome. */
  completion: number;
  endReasons: Array<{ reason: string; count: number }>;
}

export interface PaceReport {
  length: LengthStats;
  /** Turns per game (a turn: consecutive actions by one seat). */
  turns: MeanSd;
  /** Actions per turn, over all games (total actions / total turns). */
  decisionsPerTurn: number;
  /** Mean legal-action count over all decisions. */
  branching: number;
  /** Mean legal-action count by tenth of the game (each game weighs the same); null where no game reached. */
  branchingByTenth: Array<number | null>;
  /** Share of decisions with a single legal action. */
  forcedShare: number;
}

export type TensionReport =
  | { measured: false; reason: string }
  | {
    measured: true;
    /** Games with a single winner, which the figures are measured on. */
    games: number;
    /** Games left out: no single winner (a tie, a shared loss, several winners, or no outcome). */
    skipped: number;
    leadChanges: MeanSd;
    /** Lead changes per estimated position, over all measured games. */
    leadChangesPerMove: number;
    drama: MeanSd;
    /** Share of measured games where the eventual winner was behind at some position. */
    comebacks: number;
    decidedAt: MeanSd;
    /** Measured games by the tenth of the game in which the winner took the lead for good. */
    decidedAtHistogram: number[];
  };

export interface ScoreReport {
  bySeat: Array<{ seat: number } & MeanSd>;
  /** Highest score minus the second highest, over finished games. */
  winnerGap: MeanSd;
}

export interface LabReport {
  format: typeof REPORT_FORMAT;
  /** `rules`: the rules in play in words — the rulebook, or the rulebook with the variants the options turn on (src/engine/variants.ts). */
  game: { id: string; title: string; rules: string };
  run: RunInfo;
  findings: Finding[];
  outcomes: OutcomeReport;
  pace: PaceReport;
  tension: TensionReport;
  scores: ScoreReport;
  figures: FigureReport;
  plays: PlayReport;
}

export type RunParams = Omit<RunInfo, 'games' | 'partial'>;

export function buildReport(game: AnyGame, run: RunParams, input: readonly GameSummary[]): LabReport {
  const summaries = [...input].sort((a, b) => a.index - b.index);
  const base = aggregate({ game: game.id, players: run.players, seed: run.seed, bots: run.bots, options: run.options }, summaries, game.actionKinds);
  const info: RunInfo = { ...run, games: summaries.length, partial: summaries.length < run.planned };
  const outcomes = outcomeReport(base.bySeat, base.byBot, summaries, base);
  const plays = aggregatePlayReport(summaries, run.players, game.actionKinds ?? [], outcomes.fairShare, game.actionToStruct !== undefined, game.catalogue?.moves);
  const report: LabReport = {
    format: REPORT_FORMAT,
    game: { id: game.id, title: game.title, rules: variantsInWords(game.ruleVariants ?? [], run.options) },
    run: info,
    findings: [],
    outcomes,
    pace: paceReport(summaries),
    tension: tensionReport(game, summaries, run.estimates),
    scores: scoreReport(summaries, run.players),
    figures: aggregateFigures(summaries, run.players, { ...game.catalogue?.figures, ...game.catalogue?.labFigures }),
    plays,
  };
  report.findings = findings(report);
  return report;
}

function outcomeReport(
  seats: ReadonlyArray<RateRow & { seat: number }>,
  byBot: Array<RateRow & { bot: string }>,
  summaries: readonly GameSummary[],
  base: { ties: number; noWinner: number; unfinished: number; endReasons: Array<{ reason: string; count: number }> },
): OutcomeReport {
  const wins = seats.reduce((a, s) => a + s.wins, 0);
  const played = seats.reduce((a, s) => a + s.played, 0);
  const fairShare = played ? wins / played : 0;
  const bySeat = seats.map((s) => {
    const familyCi = familyInterval(s.wins, s.played, seats.length);
    return { ...s, familyCi, beyondNoise: s.played > 0 && (familyCi.low > fairShare || familyCi.high < fairShare) };
  });
  const games = summaries.length;
  const gap = seatGaps(summaries.map((g) => seats.map((s) => g.winners.includes(s.seat))), seats.length);
  return {
    fairShare,
    bySeat,
    byBot,
    firstPlayer: firstMover(summaries, seats.length),
    balance: { value: 1 - gap.diff, highSeat: gap.high, lowSeat: gap.low, gap },
    ties: base.ties,
    noWinner: base.noWinner,
    timeouts: base.unfinished,
    completion: games ? (games - base.unfinished) / games : 0,
    endReasons: base.endReasons,
  };
}

/** The first mover's wins against the fair share, game by game (the record's first acting seat; seat 1 for summaries without one). */
export function firstMover(summaries: readonly GameSummary[], players: number): FirstMover {
  const played = summaries.filter((g) => g.firstSeat !== null);
  const starter = (g: GameSummary) => g.firstSeat ?? 0;
  const won = played.map((g) => (g.winners.includes(starter(g)) ? 1 : 0));
  const fair = played.map((g) => g.winners.length / players);
  const t = pairedMeanDifference(fair, won);
  const wins = won.reduce<number>((a, w) => a + w, 0);
  return {
    games: played.length, wins, rate: played.length ? wins / played.length : 0,
    advantage: t.diff, ci95: t.ci95,
    seat1Started: played.filter((g) => starter(g) === 0).length,
  };
}

function paceReport(summaries: readonly GameSummary[]): PaceReport {
  const traces = summaries.flatMap((g) => (g.trace ? [g.trace] : []));
  let actions = 0;
  let turns = 0;
  let legal = 0;
  let forced = 0;
  const sums = Array<number>(TENTHS).fill(0);
  const counts = Array<number>(TENTHS).fill(0);
  for (const t of traces) {
    actions += t.actions;
    turns += t.turns;
    legal += t.legalSum;
    forced += t.forced;
    t.branching.forEach((b, i) => {
      if (b !== null) {
        sums[i] += b;
        counts[i]++;
      }
    });
  }
  return {
    length: lengthStats(summaries.map((g) => g.length)),
    turns: meanSd(traces.map((t) => t.turns)),
    decisionsPerTurn: turns ? actions / turns : 0,
    branching: actions ? legal / actions : 0,
    branchingByTenth: sums.map((s, i) => (counts[i] ? s / counts[i] : null)),
    forcedShare: actions ? forced / actions : 0,
  };
}

function tensionReport(game: AnyGame, summaries: readonly GameSummary[], estimates: boolean): TensionReport {
  if (typeof game.evaluate !== 'function') return { measured: false, reason: 'not measured: the game has no evaluation' };
  if (!estimates) return { measured: false, reason: 'not measured: move-by-move estimates were switched off (--no-estimates)' };
  const measured = summaries.flatMap((g) => (g.trace?.tension ? [g.trace.tension] : []));
  const histogram = Array<number>(TENTHS).fill(0);
  for (const t of measured) histogram[Math.min(TENTHS - 1, Math.floor(t.decidedAt * TENTHS))]++;
  const positions = measured.reduce((a, t) => a + t.positions, 0);
  const changes = measured.reduce((a, t) => a + t.leadChanges, 0);
  return {
    measured: true,
    games: measured.length,
    skipped: summaries.length - measured.length,
    leadChanges: meanSd(measured.map((t) => t.leadChanges)),
    leadChangesPerMove: positions ? changes / positions : 0,
    drama: meanSd(measured.map((t) => t.drama)),
    comebacks: measured.length ? measured.filter((t) => t.behindShare > 0).length / measured.length : 0,
    decidedAt: meanSd(measured.map((t) => t.decidedAt)),
    decidedAtHistogram: histogram,
  };
}

function scoreReport(summaries: readonly GameSummary[], players: number): ScoreReport {
  const scored = summaries.flatMap((g) => (g.finished && g.scores ? [g.scores] : []));
  return {
    bySeat: Array.from({ length: players }, (_, seat) => ({ seat, ...meanSd(scored.map((s) => s[seat])) })),
    winnerGap: meanSd(scored.filter((s) => s.length > 1).map((s) => {
      const sorted = [...s].sort((a, b) => b - a);
      return sorted[0] - sorted[1];
    })),
  };
}
