/**
 * A skill ladder: a round-robin tournament of bot specs (schedule.ts), played table by table with the
 * lab's batches (simulate.ts `playBatch`: worker threads, game i's seed a function of (seed, i) only),
 * then rated (ratings.ts), tabulated head to head (matrix.ts) and judged against the expected order
 * (verdict.ts). Every table plays the same seeds, games 0…n−1 of the ladder's seed: each pairing meets
 * over the same deals, which keeps luck of the deal out of the comparison between pairings.
 */
import type { AnyGame } from '../../engine/index.ts';
import { findGame } from '../catalogue.ts';
import { defaultWorkers, playBatch } from '../simulate.ts';
import { headToHead, type HeadToHeadMatrix } from './matrix.ts';
import { rateSpecs, type RatedGame, type SpecRating } from './ratings.ts';
import { balanceOf, ladderTables, seatsAt, type Balance } from './schedule.ts';
import { orderVerdict, type OrderVerdict } from './verdict.ts';

export const LADDER_FORMAT = 'crossings-ladder/1';

export interface LadderParams {
  game: string | AnyGame;
  /** Bot specs, weakest expected first: the order the verdict checks. */
  specs: string[];
  players: number;
  /** Games at each table; a multiple of `players`, so every spec sits in every seat equally often. */
  gamesPerTable: number;
  seed: number;
  workers?: number;
  options?: Record<string, unknown>;
  content?: unknown;
  /** Stops the ladder: games finished so far are rated and the ladder says it is partial. */
  signal?: AbortSignal;
  onProgress?(done: number, total: number): void;
}

export interface Ladder {
  format: typeof LADDER_FORMAT;
  game: { id: string; title: string };
  run: {
    players: number;
    seed: number;
    gamesPerTable: number;
    /** Seat order of each table's first game (game i rotates it by i seats). */
    tables: string[][];
    planned: number;
    /** Games played (finished or not). */
    games: number;
    /** Games that hit the action limit without an outcome: not rated, not in the matrix. */
    unfinished: number;
    partial: boolean;
    workers: number;
    seconds: number;
    options: Record<string, unknown>;
  };
  /** How the schedule played out: seat-games per spec and seat, meetings per pair (rated games only). */
  balance: Balance;
  /** Highest μ first. */
  ratings: SpecRating[];
  matrix: HeadToHeadMatrix;
  verdict: OrderVerdict;
}

export function checkGamesPerTable(gamesPerTable: number, players: number): void {
  if (!Number.isInteger(gamesPerTable) || gamesPerTable < players || gamesPerTable % players !== 0) {
    throw new RangeError(`Games per table must be a positive multiple of the number of players (${players}), so that every spec sits in every seat equally often; got ${gamesPerTable}`);
  }
}

export async function runLadder(params: LadderParams): Promise<Ladder> {
  const started = performance.now();
  const { specs, players, gamesPerTable, seed, signal } = params;
  const tables = ladderTables(specs, players);
  checkGamesPerTable(gamesPerTable, players);
  const game = typeof params.game === 'string' ? await findGame(params.game) : params.game;
  const planned = tables.length * gamesPerTable;
  const workers = Math.min(params.workers ?? defaultWorkers(), gamesPerTable);
  // played[t][i]: the ranks of game i at table t (null: unfinished), undefined when not played.
  const played: (number[] | null | undefined)[][] = tables.map(() => []);
  let done = 0;
  let partial = false;
  for (let t = 0; t < tables.length; t++) {
    if (signal?.aborted) {
      partial = true;
      break;
    }
    const batch = await playBatch({
      game, games: gamesPerTable, players, bots: [...tables[t]], seed, workers, options: params.options, content: params.content, signal,
      onProgress: (d) => params.onProgress?.(done + d, planned),
    });
    for (const s of batch.summaries) played[t][s.index] = s.finished && s.ranks ? s.ranks : null;
    done += batch.summaries.length;
    if (batch.interrupted) {
      partial = true;
      break;
    }
  }

  // Rate in the schedule's interleaved order: game 0 of every table, then game 1, …
  const rated: RatedGame[] = [];
  let unfinished = 0;
  for (let i = 0; i < gamesPerTable; i++) {
    tables.forEach((table, t) => {
      const ranks = played[t][i];
      if (ranks === undefined) return;
      if (ranks === null) unfinished++;
      else rated.push({ seats: seatsAt(table, i), ranks });
    });
  }
  const ratings = rateSpecs(specs, rated).sort((a, b) => b.mu - a.mu);
  const matrix = headToHead(specs, rated);
  return {
    format: LADDER_FORMAT,
    game: { id: game.id, title: game.title },
    run: {
      players, seed, gamesPerTable, tables: tables.map((t) => [...t]), planned, games: done, unfinished, partial,
      workers, seconds: (performance.now() - started) / 1000, options: params.options ?? {},
    },
    balance: balanceOf(specs, rated, players),
    ratings,
    matrix,
    verdict: orderVerdict(specs, ratings, matrix),
  };
}
