/**
 * A simulation worker: receives chunks of game indices, plays them, posts back one message per game.
 * Started through worker-entry.js (which registers tsx).
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
  | { type: 'game'; run: GameRun }
  | { type: 'chunk-done' }
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
      for (let i = msg.from; i < msg.to; i++) port.postMessage({ type: 'game', run: runner.run(i) } satisfies FromWorker);
      port.postMessage({ type: 'chunk-done' } satisfies FromWorker);
    } catch (err) {
      port.postMessage({ type: 'error', message: err instanceof Error ? err.stack ?? err.message : String(err) } satisfies FromWorker);
    }
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
} catch (err) {
  port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies FromWorker);
}
