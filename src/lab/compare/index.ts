/**
 * A/B content comparison (docs/lab.md): play the same games under two contents and compare every
 * figure of the balance report (compare.ts), rendered as HTML (compare-html.ts) or JSON.
 */
import { botNameOf } from '../../bots/index.ts';
import type { MatchRecord } from '../../engine/index.ts';
import { findGame } from '../catalogue.ts';
import { defaultWorkers, playBatch } from '../simulate.ts';
import { chartJsBundle, type ReportParams } from '../report/index.ts';
import { buildComparison, type Comparison } from './compare.ts';
import { renderComparisonHtml } from './compare-html.ts';

export * from './compare.ts';
export * from './significance.ts';
export { whatChanged, changeSentence } from './summary.ts';
export { comparisonCharts } from './compare-charts.ts';
export { renderComparisonHtml, verdict } from './compare-html.ts';

/** The comparison as one self-contained HTML file, with the Chart.js bundle from node_modules. */
export function renderComparison(c: Comparison): string {
  return renderComparisonHtml(c, chartJsBundle());
}

export interface CompareSide {
  content?: unknown;
  file: string | null;
  options?: Record<string, unknown>;
  name?: string;
}

export interface CompareParams extends Omit<ReportParams, 'content' | 'contentName' | 'onProgress'> {
  /**
   * Side A: content (raw JSON; undefined: the game's default) and its file name for the header (null: the
   * default); `options` replace the run's options for this side (`--option` against `--against-option`),
   * `name` names the side where the options, not the contents, differ.
   */
  a: CompareSide;
  /** Side B, likewise. */
  b: CompareSide;
  /** Games done out of both batches (2 × games). */
  onProgress?(done: number, total: number): void;
  /** Called with each game's match record and its side (the records then carry their final hash). */
  onSideRecord?(side: 'A' | 'B', record: MatchRecord, index: number): void;
}

/**
 * Plays the batch under A, then the same batch (same seed: the same seeds and line-ups game by game)
 * under B, and compares them. Both contents are validated before any game runs. When `signal`
 * stops the run, the comparison covers the games finished under both contents and says it is partial.
 */
export async function labCompare(params: CompareParams): Promise<Comparison> {
  const { a, b, signal, games } = params;
  const estimates = params.estimates ?? true;
  const trace = estimates ? 'estimates' as const : 'moves' as const;
  // Validate both before playing either (playBatch would only find B's problems after A's games).
  const definition = typeof params.game === 'string' ? await findGame(params.game) : params.game;
  if (a.content !== undefined) definition.parseContent(a.content);
  if (b.content !== undefined) definition.parseContent(b.content);
  if (a.options !== undefined) definition.parseOptions(a.options);
  if (b.options !== undefined) definition.parseOptions(b.options);

  const { onSideRecord, ...rest } = params;
  const base = { ...rest, game: definition, trace, signal };
  const recordsOf = (side: 'A' | 'B') => (onSideRecord ? { onRecord: (record: MatchRecord, index: number) => onSideRecord(side, record, index) } : {});
  let started = performance.now();
  const batchA = await playBatch({ ...base, ...recordsOf('A'), content: a.content, options: a.options ?? params.options, onProgress: (done) => params.onProgress?.(done, 2 * games) });
  const secondsA = (performance.now() - started) / 1000;
  started = performance.now();
  const batchB = await playBatch({ ...base, ...recordsOf('B'), content: b.content, options: b.options ?? params.options, onProgress: (done) => params.onProgress?.(games + done, 2 * games) });
  const secondsB = (performance.now() - started) / 1000;
  return buildComparison({
    game: definition,
    run: {
      players: params.players, seed: params.seed, bots: params.bots.map(botNameOf), options: params.options ?? {}, planned: games, seconds: secondsA + secondsB,
      workers: Math.min(params.workers ?? defaultWorkers(), games), estimates: estimates && typeof definition.evaluate === 'function',
    },
    a: { file: a.file, summaries: batchA.summaries, seconds: secondsA, ...(a.options ? { options: a.options } : {}), ...(a.name ? { name: a.name } : {}) },
    b: { file: b.file, summaries: batchB.summaries, seconds: secondsB, ...(b.options ? { options: b.options } : {}), ...(b.name ? { name: b.name } : {}) },
  });
}
