/**
 * Runs bot decisions on worker threads (worker.ts) so a bot that searches for seconds never
 * stalls the rooms. Random bots and games the workers cannot load (not in the registry, such as
 * test fixtures) decide inline.
 *
 * Decisions are shared fairly between rooms (queue.ts): one room flooding the pool with hard
 * bots delays another room's bot by about one decision, not by its backlog. Each decision's search
 * stops at its strength's time cap (BOT_TIME_CAP_MS, applied by bots.ts); a thread that still has
 * not answered `killAfterMs` after it started is stopped and replaced, and its decision fails (the
 * room counts and logs that as an error, then plays a random legal move for the seat, room/timers.ts).
 *
 * Threads start as decisions need them, up to `size`: one at once, more while decisions wait for one.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Action, AnyGame, Rng, Seat } from '../../engine/index.ts';
import { FairQueue } from './queue.ts';
import { BOT_TIME_CAP_MS, type BotProvider, type ServerBot } from './bots.ts';
import type { BotJob, BotReply } from './worker.ts';
import type { Logger } from '../common/logger.ts';
import { siblingModule } from '../common/module-url.ts';
import type { BotSpec } from '../storage/types.ts';

/**
 * Default thread count: one per core but one, which is left to the event loop that judges, commits
 * and sends every move for every person; at least one. Measured on the 2-core development machine
 * under 20 rooms of four hard bots (10 s runs; /health round trips and event-loop lag meanwhile):
 * - with the machine otherwise quiet (load ≈ 2–3), two threads made 4.4–5.7 decisions/s against
 *   2.6–3.1 for one, and the event loop's p99 lag stayed at 9–12 ms either way;
 * - with other processes busy (load 5–7), two threads made 0.9–1.7 decisions/s against 1.4–2.0 for
 *   one, and the event loop's p99 lag rose from 14–24 ms to 27–77 ms.
 * So the core left buys the people's latency exactly when the machine is busy, at the price of bot
 * throughput when it is not (half of it on 2 cores, 1/n on n). CROSSINGS_BOT_WORKERS overrides it.
 */
export function defaultBotWorkers(cores = os.availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** A thread that has not answered this long after the longest time cap is stuck: it is stopped. */
export const DEFAULT_KILL_AFTER_MS = Math.max(...Object.values(BOT_TIME_CAP_MS)) + 5_000;

/** One finished decision, for stats and tests. */
export interface DecisionRecord {
  room: string;
  spec: BotSpec;
  /** From `choose` until a thread took it. */
  waitedMs: number;
  /** From the thread taking it until its answer (or failure). */
  thoughtMs: number;
  ok: boolean;
  /** Iterations of the search behind the answer (null: failed, or a bot that does not search). */
  iterations: number | null;
}

interface Pending {
  room: string;
  job: BotJob;
  queuedAt: number;
  resolve: (a: Action) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  running: (Pending & { startedAt: number }) | null;
  timer: NodeJS.Timeout | null;
  /** Why the pool stopped this thread, if it did. */
  stopped: string | null;
}

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: FairQueue<Pending>;
  private nextId = 0;
  private closing = false;
  /** Called after every decision (for metrics and tests). */
  onDecision: ((d: DecisionRecord) => void) | null = null;

  /**
   * `workerEntry`: the module each thread runs, the server's bot thread (worker.ts) unless a test
   * gives one that can be made to hang, so that stopping a stuck thread is checked without depending
   * on how long a real search takes on the machine at hand.
   */
  constructor(
    private readonly size: number,
    private readonly log: Logger,
    private readonly killAfterMs = DEFAULT_KILL_AFTER_MS,
    private readonly workerEntry: URL = siblingModule('./worker', import.meta.url),
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a bot pool needs at least one thread, got ${size}`);
    this.queue = new FairQueue(size);
    // One thread starts at once, so the first decision does not wait for a thread to boot.
    this.slots.push(this.spawn());
  }

  /** Decides for `room`; rejects when the decision fails, is refused or the pool stops. */
  choose(room: string, job: Omit<BotJob, 'id'>): Promise<Action> {
    return new Promise((resolve, reject) => {
      if (this.closing) return reject(new Error('the server is stopping'));
      const now = performance.now();
      const p: Pending = { room, job: { ...job, id: this.nextId++ }, queuedAt: now, resolve, reject };
      // Decisions of one sort cost about the same: the queue estimates each from the earlier ones.
      if (!this.queue.push(room, p, `${job.game}:${job.spec.kind}:${job.spec.strength}`, now)) {
        this.log.warn({ room, bot: job.spec }, 'too many bot decisions outstanding for one room; refusing one');
        return reject(new Error(`room ${room} already has the most bot decisions outstanding that a room may have`));
      }
      this.pump();
    });
  }

  /** Threads, decisions running and waiting. */
  stats(): { threads: number; running: number; waiting: number } {
    return { threads: this.slots.length, running: this.slots.filter((s) => s.running).length, waiting: this.queue.counts().waiting };
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('../common/worker-boot.mjs', import.meta.url), {
      workerData: { entry: this.workerEntry.href },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, running: null, timer: null, stopped: null };
    worker.on('message', (msg: BotReply) => {
      if ('ready' in msg) slot.ready = true;
      else if (slot.running?.job.id === msg.id) this.finish(slot, 'action' in msg ? msg.action : new Error(msg.error), 'action' in msg ? msg.iterations : null);
      else this.log.error({ id: msg.id }, 'a bot thread answered a decision it was not given');
      this.pump();
    });
    worker.on('error', (err) => this.log.error({ err }, 'bot thread failed'));
    worker.on('exit', (code) => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      if (slot.running) this.finish(slot, new Error(slot.stopped ?? (this.closing ? 'the server is stopping' : `the bot thread stopped (exit code ${code})`)));
      if (this.closing) return;
      if (!slot.ready && this.slots.length === 0) {
        // No thread can start (a broken install): fail what waits rather than let rooms wait forever.
        this.log.error({ code }, 'a bot thread could not start');
        for (const p of this.queue.drain()) p.reject(new Error('no bot thread could start'));
        return;
      }
      this.pump(); // a replacement starts if decisions wait
    });
    return slot;
  }

  private finish(slot: Slot, result: Action | Error, iterations: number | null = null): void {
    const p = slot.running!;
    slot.running = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const now = performance.now();
    const thoughtMs = now - p.startedAt;
    this.queue.done(p.room, thoughtMs, now);
    if (result instanceof Error) p.reject(result);
    else p.resolve(result);
    this.onDecision?.({ room: p.room, spec: p.job.spec, waitedMs: p.startedAt - p.queuedAt, thoughtMs, ok: !(result instanceof Error), iterations });
  }

  /** Gives free threads the next decisions, and starts another thread when decisions still wait. */
  private pump(): void {
    if (this.closing) return;
    for (const slot of this.slots) {
      if (!slot.ready || slot.running) continue;
      const now = performance.now();
      const next = this.queue.take(now);
      if (!next) break;
      this.start(slot, { ...next.item, startedAt: now });
    }
    // Decisions that a thread could take now, beyond the threads already booting, start more threads.
    const booting = this.slots.filter((s) => !s.ready).length;
    const wanted = Math.min(this.size - this.slots.length, this.queue.counts().runnable - booting);
    for (let i = 0; i < wanted; i++) this.slots.push(this.spawn());
  }

  private start(slot: Slot, p: Pending & { startedAt: number }): void {
    slot.running = p;
    try {
      slot.worker.postMessage(p.job);
    } catch (err) {
      this.finish(slot, err instanceof Error ? err : new Error(String(err)));
      return;
    }
    // A bot that never answers would hold its thread (and its room): stop the thread.
    slot.timer = setTimeout(() => {
      slot.stopped = `the bot took longer than ${this.killAfterMs} ms; its thread was stopped`;
      this.log.warn({ room: p.room, game: p.job.game, bot: p.job.spec }, 'bot took too long; restarting its thread');
      void slot.worker.terminate();
    }, this.killAfterMs);
    slot.timer.unref();
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const p of this.queue.drain()) p.reject(new Error('the server is stopping'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/** Wraps a provider so searching bots think on the pool's threads. */
export function pooledBots(inner: BotProvider, pool: BotPool, inRegistry: (gameId: string) => boolean): BotProvider {
  return {
    kinds: inner.kinds,
    source: `${inner.source} on worker threads`,
    create(spec: BotSpec, room: string): ServerBot {
      const local = inner.create(spec, room);
      if (spec.kind === 'random') return local;
      return {
        chooseAction(view: unknown, seat: Seat, legal: readonly Action[], game: AnyGame, rng: Rng) {
          if (!inRegistry(game.id)) return local.chooseAction(view, seat, legal, game, rng);
          return pool.choose(room, { game: game.id, view, seat, legal: [...legal], spec, rng: rng.fork().state });
        },
      };
    },
  };
}
