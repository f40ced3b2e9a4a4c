/**
 * "Compare with the default" in the browser: the same games (seeds and line-ups) under the game's
 * default content and rulebook (A) and under the designer's content and rule variants (B), each batch
 * in the page's Web Workers (run-batch.ts), compared figure by figure with the CLI's own comparison
 * (src/lab/compare, as `crossings lab report --against` and `--against-option` do).
 */
import { botNameOf } from '../../bots/index.ts';
import type { AnyGame, MatchRecord } from '../../engine/index.ts';
import { variantsInWords } from '../../engine/variants.ts';
import type { BatchSpec } from '../../lab/batch.ts';
import { buildComparison, DEFAULT_CONTENT_NAME, type Comparison } from '../../lab/compare/compare.ts';
import { runLabBatch, type LabWorkerLike } from './run-batch.ts';

export interface CompareSide {
  /** undefined: the game's default content. */
  content: unknown;
  /** The content's name in the report (null: the default content). */
  file: string | null;
  options: Record<string, unknown>;
}

export interface BrowserCompareParams {
  game: AnyGame;
  /** The batch as for a report; its content and options are each side's. */
  spec: Omit<BatchSpec, 'content' | 'options'>;
  games: number;
  workers: number;
  estimates: boolean;
  a: CompareSide;
  b: CompareSide;
  spawn(): LabWorkerLike;
  signal?: AbortSignal;
  /** Games done out of both batches (2 × games). */
  onProgress?(done: number, total: number): void;
  /** Each side's match records, in game order, when the spec keeps records (as `--records` writes A/ and B/). */
  onRecords?(records: { a: MatchRecord[]; b: MatchRecord[] }): void;
}

/** A side's name: its content and, for a game with variants, the rules it plays ("the rulebook, with: …"). */
export function sideName(game: AnyGame, side: CompareSide): string {
  const content = side.file ?? DEFAULT_CONTENT_NAME;
  return game.ruleVariants?.length ? `${content}, ${variantsInWords(game.ruleVariants, side.options)}` : content;
}

/** Plays A then B (stopping keeps the games finished under both) and compares them; null when no pair finished. */
export async function compareInBrowser(p: BrowserCompareParams): Promise<Comparison | null> {
  const started = performance.now();
  const play = (side: CompareSide, offset: number) => runLabBatch({
    spec: { ...p.spec, content: side.content, options: side.options }, games: p.games, workers: p.workers, spawn: p.spawn, signal: p.signal,
    onProgress: (done) => p.onProgress?.(offset + done, 2 * p.games),
  });
  const a = await play(p.a, 0);
  const secondsA = (performance.now() - started) / 1000;
  const b = p.signal?.aborted ? { summaries: [], records: [] } : await play(p.b, p.games);
  const secondsB = (performance.now() - started) / 1000 - secondsA;
  const paired = new Set(b.summaries.map((s) => s.index));
  if (!a.summaries.some((s) => paired.has(s.index))) return null;
  p.onRecords?.({ a: a.records, b: b.records });
  return buildComparison({
    game: p.game,
    run: {
      players: p.spec.players, seed: p.spec.seed, bots: p.spec.bots.map(botNameOf), options: p.a.options, planned: p.games,
      seconds: secondsA + secondsB, workers: Math.min(p.workers, p.games), estimates: p.estimates && typeof p.game.evaluate === 'function',
    },
    a: { file: p.a.file, summaries: a.summaries, seconds: secondsA, options: p.a.options, name: sideName(p.game, p.a) },
    b: { file: p.b.file, summaries: b.summaries, seconds: secondsB, options: p.b.options, name: sideName(p.game, p.b) },
  });
}
