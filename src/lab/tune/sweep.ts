/**
 * A sweep: the content varied over a grid of one or two parameters, every point played with the same
 * seeds and line-ups (common random numbers: the differences between points come from the content,
 * not from luck), and a target read off each point's report. A point whose content the game refuses
 * is kept in the results as invalid, with the game's reasons.
 */
import { ContentError, type AnyGame } from '../../engine/index.ts';
import { labReport, type LabReport } from '../report/index.ts';
import { gridPoints, type ParamGrid } from './grid.ts';
import { numericLeaves, setNumberAt } from './pointer.ts';
import { baseFigures, readTarget, type TargetValue } from './targets.ts';

export const SWEEP_FORMAT = 'crossings-lab-sweep/1';

/** How each point is played (the same for every point). */
export interface BatchConfig {
  game: AnyGame;
  games: number;
  players: number;
  bots: string[];
  seed: number;
  workers: number;
  options: Record<string, unknown>;
}

export type SweepPoint =
  | { values: number[]; valid: true; target: TargetValue; figures: Record<string, TargetValue>; seconds: number }
  | { values: number[]; valid: false; problems: string[] };

export interface SweepParam extends ParamGrid {
  label: string;
  /** The value in the content the sweep started from. */
  base: number;
}

export interface SweepResult {
  format: typeof SWEEP_FORMAT;
  game: { id: string; title: string };
  target: string;
  params: SweepParam[];
  run: { games: number; players: number; bots: string[]; seed: number; options: Record<string, unknown>; content: string | null; seconds: number };
  /** The grid's points, in the order they are played. */
  points: SweepPoint[];
  /** How many points the grid has; more than `points.length` when the sweep was stopped (Ctrl-C). */
  planned: number;
}

/** The content with each parameter set to its value. */
export function contentAt(base: unknown, params: readonly ParamGrid[], values: readonly number[]): unknown {
  return params.reduce((c, p, i) => setNumberAt(c, p.pointer, values[i]), base);
}

/** The game's reasons for refusing a content, or null when it accepts it. */
export function contentProblems(game: AnyGame, content: unknown): string[] | null {
  try {
    game.parseContent(content);
    return null;
  } catch (err) {
    if (err instanceof ContentError) return err.problems;
    throw err;
  }
}

/** Stopping and watching a batch: `signal` stops handing out games, `onProgress` counts the games finished. */
export interface BatchControls {
  signal?: AbortSignal;
  onProgress?(done: number): void;
}

/** Plays one content with the batch settings and returns its report (no move-by-move estimates: faster). */
export function playContent(config: BatchConfig, content: unknown, seed = config.seed, controls: BatchControls = {}): Promise<LabReport> {
  return labReport({
    game: config.game, games: config.games, players: config.players, bots: config.bots, seed,
    workers: config.workers, options: config.options, content, estimates: false,
    signal: controls.signal, onProgress: controls.onProgress && ((done) => controls.onProgress!(done)),
  });
}

export function describeParams(base: unknown, params: readonly ParamGrid[]): SweepParam[] {
  const labels = new Map(numericLeaves(base).map((l) => [l.pointer, l]));
  return params.map((p) => ({ ...p, label: labels.get(p.pointer)?.label ?? p.pointer, base: labels.get(p.pointer)?.value ?? NaN }));
}

export interface SweepParams extends BatchConfig {
  /** The content to vary (the game's default when not given). */
  content?: unknown;
  contentName?: string | null;
  params: ParamGrid[];
  target: string;
  onPoint?(done: number, total: number, point: SweepPoint): void;
  /**
   * Ctrl-C: no new point starts, and the point being played is dropped (its games did not all run, so
   * it would not be comparable with the others); the result holds the points finished before.
   */
  signal?: AbortSignal;
  /** Games finished over the whole sweep (invalid points count as played), for a progress bar. */
  onGames?(done: number): void;
}

export async function runSweep(p: SweepParams): Promise<SweepResult> {
  const started = performance.now();
  const base = p.content ?? p.game.defaultContent;
  const points: SweepPoint[] = [];
  const grid = gridPoints(p.params);
  for (const values of grid) {
    if (p.signal?.aborted) break;
    const before = points.length * p.games;
    const content = contentAt(base, p.params, values);
    const problems = contentProblems(p.game, content);
    let point: SweepPoint;
    if (problems) {
      point = { values, valid: false, problems };
    } else {
      const t0 = performance.now();
      const report = await playContent(p, content, p.seed, { signal: p.signal, onProgress: p.onGames && ((done) => p.onGames!(before + done)) });
      if (report.run.partial) break;
      point = { values, valid: true, target: readTarget(report, p.target), figures: baseFigures(report), seconds: (performance.now() - t0) / 1000 };
    }
    points.push(point);
    p.onGames?.(points.length * p.games);
    p.onPoint?.(points.length, grid.length, point);
  }
  return {
    format: SWEEP_FORMAT,
    game: { id: p.game.id, title: p.game.title },
    target: p.target,
    params: describeParams(base, p.params),
    run: { games: p.games, players: p.players, bots: [...p.bots], seed: p.seed, options: p.options, content: p.contentName ?? null, seconds: (performance.now() - started) / 1000 },
    points,
    planned: grid.length,
  };
}
