/** Asks the bot worker for a decision; falls back to this thread where workers are unavailable. */
import type { AnyGame } from '../../engine/index.ts';
import type { BotTask } from './match.ts';

type Pending = { resolve(action: number): void; reject(err: Error): void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<{ id: number; action?: number; error?: string }>) => {
    const p = pending.get(e.data.id);
    pending.delete(e.data.id);
    if (!p) return;
    if (e.data.error !== undefined || e.data.action === undefined) p.reject(new Error(e.data.error ?? 'no answer'));
    else p.resolve(e.data.action);
  };
  return worker;
}

export function askBot(game: AnyGame, task: BotTask, fallback: () => number): Promise<number> {
  const w = getWorker();
  if (!w) return Promise.resolve(fallback());
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, game: game.id, task });
  });
}
