/**
 * Runs bot decisions on worker threads (bot-worker.ts) so a bot that searches for seconds never
 * stalls the rooms. Random bots and games the workers cannot load (not in the registry, such as
 * test fixtures) decide inline. A worker that dies is replaced; its jobs fail, and the room then
 * plays a random legal move for the seat (room-timers.ts).
 */
import { Worker } from 'node:worker_threads';
import type { Action, AnyGame, Rng, Seat } from '../engine/index.ts';
import type { BotProvider, ServerBot } from './bots.ts';
import type { BotJob, BotReply } from './bot-worker.ts';
import type { Logger } from './room.ts';
import type { BotSpec } from './storage/types.ts';

interface Slot { worker: Worker; ready: boolean; busy: BotJob | null; timer: NodeJS.Timeout | null }
interface Pending { job: BotJob; resolve: (a: Action) => void; reject: (e: Error) => void }

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closing = false;

  constructor(private readonly size: number, private readonly log: Logger, private readonly timeoutMs = 60_000) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./bot-worker.ts', import.meta.url).href },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, busy: null, timer: null };
    worker.on('message', (msg: BotReply) => {
      if ('ready' in msg) {
        slot.ready = true;
      } else {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        slot.busy = null;
        if (slot.timer) clearTimeout(slot.timer);
        if (p && 'action' in msg) p.resolve(msg.action);
        else if (p && 'error' in msg) p.reject(new Error(msg.error));
      }
      this.pump();
    });
    worker.on('error', (err) => this.log.error({ err }, 'bot worker failed'));
    worker.on('exit', () => {
      if (slot.timer) clearTimeout(slot.timer);
      if (slot.busy) {
        this.pending.get(slot.busy.id)?.reject(new Error('the bot worker stopped'));
        this.pending.delete(slot.busy.id);
      }
      const i = this.slots.indexOf(slot);
      if (i >= 0 && !this.closing) {
        this.slots[i] = this.spawn();
      }
    });
    return slot;
  }

  choose(job: Omit<BotJob, 'id'>): Promise<Action> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.busy || !this.queue.length) continue;
      const p = this.queue.shift() as Pending;
      slot.busy = p.job;
      this.pending.set(p.job.id, p);
      slot.worker.postMessage(p.job);
      // A bot that never answers would freeze its room: stop the thread (a new one replaces it).
      slot.timer = setTimeout(() => {
        this.log.warn({ game: p.job.game, bot: p.job.spec }, 'bot took too long; restarting its thread');
        void slot.worker.terminate();
      }, this.timeoutMs);
      slot.timer.unref();
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const p of this.queue) p.reject(new Error('the server is stopping'));
    this.queue.length = 0;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/** Wraps a provider so searching bots think on the pool's threads. */
export function pooledBots(inner: BotProvider, pool: BotPool, inRegistry: (gameId: string) => boolean): BotProvider {
  return {
    kinds: inner.kinds,
    source: `${inner.source} on worker threads`,
    create(spec: BotSpec): ServerBot {
      const local = inner.create(spec);
      if (spec.kind === 'random') return local;
      return {
        chooseAction(view: unknown, seat: Seat, legal: readonly Action[], game: AnyGame, rng: Rng) {
          if (!inRegistry(game.id)) return local.chooseAction(view, seat, legal, game, rng);
          return pool.choose({ game: game.id, view, seat, legal: [...legal], spec, rng: rng.fork().state });
        },
      };
    },
  };
}
