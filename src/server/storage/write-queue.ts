/**
 * Group commit. Room logic enqueues mutations as it accepts them and registers the frames it wants
 * to send with `afterCommit`; at the end of the event-loop turn every pending mutation is committed
 * in one transaction, and only then do the registered sends run, in the order they were registered.
 * So nothing reaches a client before the actions it reflects are durable, and one fsync covers
 * every action accepted in that turn.
 */
import type { Mutation, Storage } from './types.ts';

export class WriteQueue {
  private pending: Mutation[] = [];
  private callbacks: Array<() => void> = [];
  private scheduled = false;
  private flushing: Promise<void> = Promise.resolve();
  /** Batches committed and mutations written, for /health and the benchmark. */
  readonly stats = { batches: 0, mutations: 0 };

  constructor(private readonly storage: Storage, private readonly onFatal: (err: unknown) => void) {}

  /** True while mutations wait to be committed. */
  get busy(): boolean {
    return this.scheduled;
  }

  write(...mutations: Mutation[]): void {
    this.pending.push(...mutations);
    this.schedule();
  }

  /** Runs `fn` once everything written so far is durable (right away when nothing is pending). */
  afterCommit(fn: () => void): void {
    if (!this.scheduled) fn();
    else this.callbacks.push(fn);
  }

  /** Resolves when everything written so far is durable. */
  drained(): Promise<void> {
    return new Promise((resolve) => this.afterCommit(resolve));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.armFlush();
  }

  private armFlush(): void {
    setImmediate(() => {
      this.flushing = this.flushing.then(() => this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    const callbacks = this.callbacks;
    this.pending = [];
    this.callbacks = [];
    try {
      if (batch.length) await this.storage.commit(batch);
    } catch (err) {
      // The in-memory rooms are now ahead of the durable log and nothing of this batch was
      // acknowledged: the only safe move is to stop and let a restart rebuild from storage.
      this.onFatal(err);
      return;
    }
    this.stats.batches++;
    this.stats.mutations += batch.length;
    // Writes or sends registered while an (async) commit ran belong to the next batch.
    if (this.pending.length || this.callbacks.length) this.armFlush();
    else this.scheduled = false;
    for (const fn of callbacks) fn();
  }
}
