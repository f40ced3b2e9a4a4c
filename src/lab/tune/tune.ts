/**
 * Tuning: NTBEA (ntbea.ts) searches the grid of parameter values for content that meets the goals,
 * each evaluation a small batch on fresh seeds; the proposal is then played again with a larger batch
 * on seeds the search never saw — the evidence — beside the starting content on the same seeds.
 *
 * Fitness = −(points by which the goals are missed, summed; targets.ts goalMiss) − a small charge
 * for moving away from the starting content (0.01 point per parameter moved across its whole range),
 * so among candidates that meet every goal the one closest to the designer's content wins.
 */
import { Rng } from '../../engine/index.ts';
import type { LabReport } from '../report/index.ts';
import type { ParamGrid } from './grid.ts';
import { ntbea, DEFAULT_EXPLORATION } from './ntbea.ts';
import { contentAt, contentProblems, describeParams, playContent, type BatchConfig, type SweepParam } from './sweep.ts';
import { baseFigures, goalMiss, readTarget, type Goal, type TargetValue } from './targets.ts';

export const TUNE_FORMAT = 'crossings-lab-tune/1';

/** Fitness charge, in points, for moving one parameter across its whole range. */
const DISTANCE_CHARGE = 0.01;

export interface TuneParams extends BatchConfig {
  content?: unknown;
  contentName?: string | null;
  params: ParamGrid[];
  goals: Goal[];
  /** Evaluations (small batches of `games` games each). */
  budget: number;
  /** Games for the evidence batch (proposal and starting content each). */
  evidenceGames: number;
  onEvaluation?(done: number, total: number, step: TuneStep): void;
  onEvidence?(which: 'proposal' | 'baseline'): void;
  /**
   * Ctrl-C: the search ends after the evaluation being played (at least one), and the evidence is
   * still played for the best candidate so far, so the proposal is never offered unchecked.
   */
  signal?: AbortSignal;
  /** Games finished over the search (as if the whole budget ran) and the evidence, for a progress bar. */
  onGames?(done: number): void;
}

export interface TuneStep {
  values: number[];
  valid: boolean;
  /** Points by which the goals were missed (0: all met); null for content the game refuses. */
  miss: number | null;
  fitness: number;
  problems?: string[];
}

export interface GoalCheck {
  goal: string;
  target: string;
  value: number;
  ci95: { low: number; high: number };
  /** The measured value meets the goal. */
  met: boolean;
  /** The whole 95% interval meets the goal: met beyond the noise of the batch. */
  metSurely: boolean;
}

export interface Evidence {
  figures: Record<string, TargetValue>;
  goals: GoalCheck[];
  miss: number;
}

export interface TuneResult {
  format: typeof TUNE_FORMAT;
  game: { id: string; title: string };
  goals: string[];
  params: Array<SweepParam & { proposed: number }>;
  run: { players: number; bots: string[]; seed: number; options: Record<string, unknown>; content: string | null };
  search: { budget: number; gamesPerEvaluation: number; exploration: number; seconds: number; steps: TuneStep[]; candidatesMeetingGoals: number; stopped: boolean };
  evidence: { games: number; seed: number; seconds: number; baseline: Evidence; proposal: Evidence };
  /** The proposal meets every goal in the evidence batch. */
  met: boolean;
  /** Warnings about goals the batches are too small to resolve (noiseNotes). */
  notes: string[];
  /** The proposed content, ready to use with --content. */
  proposal: unknown;
}

/** A batch seed derived from a text (the search's and the evidence's seeds never coincide with the sweep's). */
const seedFor = (text: string) => new Rng(text).u32();

function nearestIndex(values: readonly number[], v: number): number {
  let best = 0;
  values.forEach((x, i) => {
    if (Math.abs(x - v) < Math.abs(values[best] - v)) best = i;
  });
  return best;
}

export function checkGoals(report: LabReport, goals: readonly Goal[]): Evidence {
  const checks = goals.map((g) => {
    const t = readTarget(report, g.target);
    return {
      goal: g.text, target: g.target, value: t.value, ci95: t.ci95,
      met: goalMiss(g, t.value) === 0,
      metSurely: goalMiss(g, t.ci95.low) === 0 && goalMiss(g, t.ci95.high) === 0,
    };
  });
  return { figures: baseFigures(report), goals: checks, miss: goals.reduce((a, g) => a + goalMiss(g, readTarget(report, g.target).value), 0) };
}

export async function runTune(p: TuneParams): Promise<TuneResult> {
  const base = p.content ?? p.game.defaultContent;
  const described = describeParams(base, p.params);
  const start = described.map((d) => nearestIndex(d.values, d.base));
  const steps: TuneStep[] = [];
  const t0 = performance.now();

  const result = await ntbea({
    sizes: p.params.map((q) => q.values.length),
    budget: p.budget,
    seed: p.seed,
    start,
    signal: p.signal,
    evaluate: async (point, k) => {
      const values = point.map((i, d) => p.params[d].values[i]);
      const content = contentAt(base, p.params, values);
      const problems = contentProblems(p.game, content);
      let step: TuneStep;
      if (problems) {
        // Refused content: scored below every valid candidate so far, so the search moves away from it.
        const worst = Math.min(0, ...steps.filter((s) => s.valid).map((s) => s.fitness));
        step = { values, valid: false, miss: null, fitness: worst - 1, problems };
      } else {
        // Fresh seeds per evaluation: evaluating a point again gives new games, which NTBEA averages.
        const before = steps.length * p.games;
        const report = await playContent(p, content, seedFor(`${p.seed}:tune:${k}`), { onProgress: p.onGames && ((done) => p.onGames!(before + done)) });
        const miss = checkGoals(report, p.goals).miss;
        const moved = point.reduce((a, i, d) => a + (p.params[d].values.length > 1 ? Math.abs(i - start[d]) / (p.params[d].values.length - 1) : 0), 0);
        step = { values, valid: true, miss, fitness: -miss - DISTANCE_CHARGE * moved };
      }
      steps.push(step);
      p.onEvaluation?.(steps.length, p.budget, step);
      return step.fitness;
    },
  });
  const searchSeconds = (performance.now() - t0) / 1000;

  const proposedValues = result.best.map((i, d) => p.params[d].values[i]);
  const proposal = contentAt(base, p.params, proposedValues);
  // The evidence: seeds the search never used, the same for the proposal and the starting content.
  const evidenceSeed = seedFor(`${p.seed}:evidence`);
  const evidenceConfig = { ...p, games: p.evidenceGames };
  const t1 = performance.now();
  const searched = p.budget * p.games;
  p.onGames?.(searched);
  p.onEvidence?.('proposal');
  const proposalReport = await playContent(evidenceConfig, proposal, evidenceSeed, { onProgress: p.onGames && ((done) => p.onGames!(searched + done)) });
  p.onEvidence?.('baseline');
  const baselineReport = await playContent(evidenceConfig, base, evidenceSeed, { onProgress: p.onGames && ((done) => p.onGames!(searched + p.evidenceGames + done)) });
  const proposalEvidence = checkGoals(proposalReport, p.goals);

  return {
    format: TUNE_FORMAT,
    game: { id: p.game.id, title: p.game.title },
    goals: p.goals.map((g) => g.text),
    params: described.map((d, i) => ({ ...d, proposed: proposedValues[i] })),
    run: { players: p.players, bots: [...p.bots], seed: p.seed, options: p.options, content: p.contentName ?? null },
    search: {
      budget: p.budget, gamesPerEvaluation: p.games, exploration: DEFAULT_EXPLORATION, seconds: searchSeconds, steps,
      candidatesMeetingGoals: new Set(steps.filter((s) => s.miss === 0).map((s) => s.values.join(','))).size,
      stopped: steps.length < p.budget,
    },
    evidence: {
      games: p.evidenceGames, seed: evidenceSeed, seconds: (performance.now() - t1) / 1000,
      baseline: checkGoals(baselineReport, p.goals), proposal: proposalEvidence,
    },
    met: proposalEvidence.goals.every((g) => g.met),
    notes: noiseNotes(p.goals, p.games, p.players),
    proposal,
  };
}

/**
 * Goals on seat win rates that one evaluation cannot resolve: a seat's win rate from `games` games is
 * known only to about ±1.96·√(p(1−p)/games) (p = the fair share). Below that the search is guided by
 * noise on that goal, and only pooling many evaluations (NTBEA's tuples) or larger batches help.
 */
export function noiseNotes(goals: readonly Goal[], games: number, players: number): string[] {
  const p = 1 / players;
  const half = 1.959963984540054 * Math.sqrt((p * (1 - p)) / games);
  return goals.filter((g) => ['seat-gap', 'first-player', 'balance'].includes(g.target)).flatMap((g) => {
    const bound = g.target === 'balance' ? 1 - g.min : Math.min(Math.abs(g.min), Math.abs(g.max));
    if (!(half > bound)) return [];
    const needed = Math.ceil((1.959963984540054 ** 2 * p * (1 - p)) / (bound * bound));
    return [`With ${games} games per evaluation a seat's win rate is known only to about ±${(half * 100).toFixed(1)} points, wider than the goal ${g.text}: single evaluations cannot tell candidates apart on it (about ${needed} games each could). The search pools evaluations, so give it a larger budget or -n, and trust the evidence batch.`];
  });
}

/** The verdict in one or two plain sentences. */
export function tuneVerdict(r: TuneResult): string {
  const changed = r.params.filter((q) => q.proposed !== q.base);
  const change = changed.length
    ? `Proposed: ${changed.map((q) => `${q.label} ${q.base} → ${q.proposed}`).join('; ')}.`
    : 'Proposed: no change (the starting content was the best candidate found).';
  const stopped = r.search.stopped ? `The search was stopped after ${r.search.steps.length} of ${r.search.budget} evaluations. ` : '';
  const search = stopped + (r.search.candidatesMeetingGoals === 0
    ? `No candidate met the goals during the search (${r.search.steps.length} evaluations); the proposal is the closest found.`
    : `${r.search.candidatesMeetingGoals} candidate${r.search.candidatesMeetingGoals === 1 ? '' : 's'} met the goals during the search.`);
  const sure = r.evidence.proposal.goals.every((g) => g.metSurely);
  const evidence = r.met
    ? `In ${r.evidence.games} fresh games the proposal meets every goal${sure ? ', beyond the batch\'s noise' : ' (but not every 95% interval lies inside its goal: play more games to be sure)'}.`
    : `In ${r.evidence.games} fresh games the proposal does NOT meet every goal (misses: ${r.evidence.proposal.goals.filter((g) => !g.met).map((g) => g.goal).join(', ')}).`;
  return `${change} ${search} ${evidence}`;
}
