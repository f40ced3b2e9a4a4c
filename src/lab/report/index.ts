/**
 * The balance lab's report (docs/lab.md, The report): play a batch with per-game measurements, aggregate the
 * figures (aggregate-report.ts), render them as one self-contained HTML file (html.ts) or JSON.
 */
import { botNameOf } from '../../bots/index.ts';
import { defaultWorkers, playBatch, type SimulateParams } from '../simulate.ts';
import { buildReport, type LabReport } from './aggregate-report.ts';

export * from './aggregate-report.ts';
export * from './metrics.ts';
export * from './numbers.ts';
export * from './plays-report.ts';
export * from './figures.ts';
export { findings, type Finding } from './findings.ts';
export { reportCharts, type ChartSpec } from './charts.ts';
export { renderHtml, chartJsBundle } from './html.ts';

export interface ReportParams extends SimulateParams {
  /** Estimate positions move by move with the game's `evaluate` (default true; costs time). */
  estimates?: boolean;
  /** Stops handing out games; the report covers the games finished so far and says it is partial. */
  signal?: AbortSignal;
  /** The content file's name for the report's header (null: the default content). */
  contentName?: string | null;
}

/** Plays the batch and builds the report (partial when `signal` stopped it). */
export async function labReport(params: ReportParams): Promise<LabReport> {
  const started = performance.now();
  const estimates = params.estimates ?? true;
  const batch = await playBatch({ ...params, trace: estimates ? 'estimates' : 'moves' });
  const seconds = (performance.now() - started) / 1000;
  return buildReport(batch.game, {
    players: params.players, seed: params.seed, bots: params.bots.map(botNameOf), options: params.options ?? {},
    content: params.contentName ?? null, planned: batch.planned, seconds,
    workers: Math.min(params.workers ?? defaultWorkers(), params.games),
    estimates: estimates && typeof batch.game.evaluate === 'function',
  }, batch.summaries);
}
