/**
 * A simulation worker: receives chunks of game indices, plays them, posts back one message per chunk
 * (a message per game cost more than a random game of some games takes to play).
 * Started as it is when compiled (dist/lab/worker.js), or from the sources through worker-entry.js
 * (which registers tsx).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '../engine/index.ts';
import { BatchRunner, type BatchSpec, type GameRun } from './batch.ts';
import { findGame } from './catalogue.ts';

export interface WorkerData {
  spec: BatchSpec;
  /** Module URL exporting the game, for games outside the catalogue (tests). */
  gameModule?: string;
}

export type ToWorker = { type: 'run'; from: number; to: number } | { type: 'stop' };
export type FromWorker =
  | { type: 'ready' }
  /** The games of one chunk, in index order; the worker is then ready for the next chunk. */
  | { type: 'chunk'; runs: GameRun[] }
  | { type: 'error'; message: string };

async function resolveGame(data: WorkerData): Promise<AnyGame> {
  if (data.gameModule) {
    const mod = (await import(data.gameModule)) as Record<string, unknown>;
    const found = Object.values(mod).find((v) => (v as AnyGame | null)?.id === data.spec.gameId);
    if (found) return found as AnyGame;
  }
  return findGame(data.spec.gameId);
}

const port = parentPort!;
const data = workerData as WorkerData;
try {
  const runner = new BatchRunner(await resolveGame(data), data.spec);
  port.on('message', (msg: ToWorker) => {
    if (msg.type === 'stop') {
      port.close();
      return;
    }
    try {
      const runs: GameRun[] = [];
      for (let i = msg.from; i < msg.to; i++) runs.push(runner.run(i));
      port.postMessage({ type: 'chunk', runs } satisfies FromWorker);
    } catch (err) {
      port.postMessage({ type: 'error', message: err instanceof Error ? err.stack ?? err.message : String(err) } satisfies FromWorker);
    }
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
} catch (err) {
  port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies FromWorker);
}
