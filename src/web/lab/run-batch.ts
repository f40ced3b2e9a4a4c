/**
 * Plays a Lab batch in a pool of Web Workers, handing out chunks of game indices as workers finish
 * (the CLI's simulate.ts does the same with worker threads). Every game is a function of (seed, i),
 * so any split gives the same games; the summaries are returned in game order.
 */
import type { MatchRecord } from '../../engine/index.ts';
import type { BatchSpec } from '../../lab/batch.ts';
import type { GameSummary } from '../../lab/stats.ts';
import type { FromLabWorker, ToLabWorker } from './protocol.ts';

/** The part of `Worker` the pool uses (tests pass an in-thread stand-in). */
export interface LabWorkerLike {
  postMessage(msg: ToLabWorker): void;
  terminate(): void;
  onmessage: ((e: { data: FromLabWorker }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
}

export interface LabBatchParams {
  spec: BatchSpec;
  games: number;
  workers: number;
  spawn(): LabWorkerLike;
  onProgress?(done: number, total: number): void;
  /** Stop: no more games are handed out, games in flight are dropped, the finished ones are kept. */
  signal?: AbortSignal;
}

export interface LabBatchResult {
  summaries: GameSummary[];
  /** Each finished game's match record, in game order, when the spec keeps records (else empty). */
  records: MatchRecord[];
  interrupted: boolean;
}

/** A worker reported a failure (a bot that threw, a spec the worker refused): the run stops. */
export class LabRunError extends Error {
  constructor(message: string, readonly index?: number) {
    super(index === undefined ? message : `Game ${index + 1}: ${message}`);
    this.name = 'LabRunError';
  }
}

/** Workers for this machine: all cores but one for the page, at least one. */
export function defaultLabWorkers(cores: number | undefined): number {
  return Math.max(1, (cores ?? 2) - 1);
}

export function runLabBatch(params: LabBatchParams): Promise<LabBatchResult> {
  const { spec, games, signal } = params;
  const count = Math.max(1, Math.min(params.workers, games));
  // Small chunks balance the load; not so small that messaging dominates (as in simulate.ts).
  const chunk = Math.max(1, Math.min(32, Math.ceil(games / (count * 8))));
  const summaries: GameSummary[] = [];
  const records: { index: number; record: MatchRecord }[] = [];
  const pool: LabWorkerLike[] = [];
  let next = 0;
  let idle = 0;
  let settled = false;
  return new Promise<LabBatchResult>((resolve, reject) => {
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      for (const w of pool) w.terminate();
      signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else {
        resolve({
          summaries: summaries.sort((a, b) => a.index - b.index),
          records: records.sort((a, b) => a.index - b.index).map((r) => r.record),
          interrupted: summaries.length < games,
        });
      }
    };
    const onAbort = () => finish();
    if (signal?.aborted) return finish();
    signal?.addEventListener('abort', onAbort);
    const feed = (w: LabWorkerLike) => {
      if (next >= games) {
        if (++idle === count) finish();
        return;
      }
      const from = next;
      next = Math.min(games, next + chunk);
      w.postMessage({ type: 'run', from, to: next });
    };
    for (let k = 0; k < count && !settled; k++) {
      const w = params.spawn();
      pool.push(w);
      w.onmessage = (e) => {
        if (settled) return;
        const msg = e.data;
        if (msg.type === 'ready' || msg.type === 'chunk-done') feed(w);
        else if (msg.type === 'game') {
          summaries.push(msg.summary);
          if (msg.record) records.push({ index: msg.summary.index, record: msg.record });
          params.onProgress?.(summaries.length, games);
        } else finish(new LabRunError(msg.message, msg.index));
      };
      w.onerror = (e) => finish(new LabRunError(`A Lab worker failed: ${e.message ?? 'unknown error'}`));
      w.postMessage({ type: 'start', spec });
    }
  });
}

/** A real Web Worker behind the pool's interface (Vite bundles lab-worker.ts as its own chunk). */
export function spawnLabWorker(): LabWorkerLike {
  const worker = new Worker(new URL('./lab-worker.ts', import.meta.url), { type: 'module' });
  const like: LabWorkerLike = {
    postMessage: (msg) => worker.postMessage(msg),
    terminate: () => worker.terminate(),
    onmessage: null,
    onerror: null,
  };
  worker.onmessage = (e: MessageEvent<FromLabWorker>) => like.onmessage?.({ data: e.data });
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    like.onerror?.({ message: e.message });
  };
  return like;
}
