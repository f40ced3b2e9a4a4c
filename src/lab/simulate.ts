/**
 * Runs a batch of bot-vs-bot games across worker threads and aggregates the results.
 * Game i always has the same seed and line-up (see batch.ts), and the report is aggregated in game
 * order, so the same seed and number of games give the same report whatever the number of workers.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { botNameOf } from '../bots/index.ts';
import type { AnyGame, MatchRecord } from '../engine/index.ts';
import { BatchRunner, type BatchSpec, type GameRun } from './batch.ts';
import { findGame } from './catalogue.ts';
import { aggregate, type GameSummary, type SimulationReport } from './stats.ts';
import type { FromWorker, ToWorker, WorkerData } from './worker.ts';

export interface SimulateParams {
  /** A game id from the catalogue, or a definition (in-process, or with `gameModule` for workers). */
  game: string | AnyGame;
  games: number;
  players: number;
  /** Bot specs, e.g. ['ismcts:hard', 'heuristic', 'random'], cycled over the seats. */
  bots: string[];
  seed: number;
  /** Worker threads; 0 plays in this thread. Default: available cores − 1 (at least 1). */
  workers?: number;
  options?: Record<string, unknown>;
  /** Raw content, parsed by the game at setup. */
  content?: unknown;
  /** Module URL that exports the game, for games not in the catalogue (workers import it). */
  gameModule?: string;
  onProgress?(done: number, total: number): void;
  /** Called with each match record (in completion order; `index` says which game it is). */
  onRecord?(record: MatchRecord, index: number): void;
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** What a batch played: the summaries of the games finished, and whether it was stopped early. */
export interface BatchResult {
  game: AnyGame;
  /** Summaries of the finished games, in game order (after an interruption, not necessarily a prefix). */
  summaries: GameSummary[];
  /** Games asked for. */
  planned: number;
  /** True when `signal` stopped the batch before every game was played. */
  interrupted: boolean;
}

export interface BatchParams extends SimulateParams {
  /** Aborting stops handing out games; games already finished are kept (the report marks itself partial). */
  signal?: AbortSignal;
  /** Per-game measurements for the report (batch.ts BatchSpec.trace). */
  trace?: BatchSpec['trace'];
}

/** Plays a batch and returns the per-game summaries (the report aggregates them its own way). */
export async function playBatch(params: BatchParams): Promise<BatchResult> {
  const { games, players, bots, seed, signal } = params;
  if (!Number.isInteger(games) || games < 1) throw new RangeError(`games must be a positive integer, got ${games}`);
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  const game = typeof params.game === 'string' ? await findGame(params.game) : params.game;
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new RangeError(`${game.title} takes ${game.minPlayers}–${game.maxPlayers} players, not ${players}`);
  }
  const options = params.options ?? {};
  game.parseOptions(options); // throws ContentError early, before any worker starts
  if (params.content !== undefined) game.parseContent(params.content);
  const spec: BatchSpec = {
    gameId: game.id, players, bots: [...bots], seed, options, content: params.content,
    keepRecords: params.onRecord !== undefined,
    ...(params.trace ? { trace: params.trace } : {}),
  };
  const workers = Math.min(params.workers ?? defaultWorkers(), games);
  const summaries: GameSummary[] = [];
  let done = 0;
  const collect = (run: GameRun) => {
    summaries.push(run.summary);
    if (run.record) params.onRecord?.(run.record, run.summary.index);
    params.onProgress?.(++done, games);
  };

  if (workers <= 0) {
    const runner = new BatchRunner(game, spec);
    for (let i = 0; i < games && !signal?.aborted; i++) {
      collect(runner.run(i));
      // Let timers (progress) and signal handlers run: after every game when the batch can be stopped.
      if (signal || i % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
    }
  } else if (!signal?.aborted) {
    await runInWorkers({ spec, gameModule: params.gameModule }, games, workers, collect, signal);
  }
  summaries.sort((a, b) => a.index - b.index);
  return { game, summaries, planned: games, interrupted: summaries.length < games };
}

export async function simulate(params: SimulateParams): Promise<SimulationReport> {
  const { game, summaries } = await playBatch(params);
  const { players, bots, seed } = params;
  // Games list their bots by name (BatchRunner); the header too, so a spec written in another order is one row.
  return aggregate({ game: game.id, players, seed, bots: bots.map(botNameOf), options: params.options ?? {} }, summaries, game.actionKinds);
}

/** Hands out chunks of game indices to `count` workers until all `games` are played. */
function runInWorkers(data: WorkerData, games: number, count: number, collect: (run: GameRun) => void, signal?: AbortSignal): Promise<void> {
  // Small chunks balance the load; not so small that messaging dominates.
  const chunk = Math.max(1, Math.min(32, Math.ceil(games / (count * 8))));
  let next = 0;
  let finished = 0;
  const pool: Worker[] = [];
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      for (const w of pool) void w.terminate();
      reject(err);
    };
    // Interrupted: hand out no more games, drop the games in flight, keep what arrived.
    signal?.addEventListener('abort', () => {
      if (failed) return;
      failed = true;
      for (const w of pool) void w.terminate();
      resolve();
    }, { once: true });
    const feed = (w: Worker) => {
      if (next >= games) {
        w.postMessage({ type: 'stop' } satisfies ToWorker);
        void w.terminate();
        if (++finished === pool.length) resolve();
        return;
      }
      const from = next;
      next = Math.min(games, next + chunk);
      w.postMessage({ type: 'run', from, to: next } satisfies ToWorker);
    };
    for (let k = 0; k < count; k++) {
      // Compiled (dist/), the worker is plain JavaScript; from the sources, worker-entry.js registers
      // tsx for it first (a worker's entry gets no --import hooks on Node 20).
      const entry = import.meta.url.endsWith('.ts') ? './worker-entry.js' : './worker.js';
      const w = new Worker(new URL(entry, import.meta.url), { workerData: data });
      pool.push(w);
      w.on('message', (msg: FromWorker) => {
        if (failed) return;
        if (msg.type === 'ready') feed(w);
        else if (msg.type === 'chunk') {
          // The next chunk goes out before this one is collected, so the worker never waits for us.
          feed(w);
          for (const run of msg.runs) collect(run);
        } else fail(new Error(`Simulation worker failed: ${msg.message}`));
      });
      w.on('error', (err) => fail(err));
      w.on('exit', (code) => {
        if (!failed && code !== 0 && next < games) fail(new Error(`Simulation worker exited with code ${code}`));
      });
    }
  });
}
