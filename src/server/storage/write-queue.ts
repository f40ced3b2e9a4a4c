/**
 * Group commit. Room logic enqueues mutations as it accepts them and registers the frames it wants
 * to send with `afterCommit`; at the end of the event-loop turn every pending mutation is committed
 * in one transaction, and only then do the registered sends run, in the order they were registered.
 * So nothing reaches a client before the actions it reflects are durable, and one fsync covers
 * every action accepted in that turn.
 *
 * Cluster mode (docs/cluster.md, One owner per room) adds fencing (`setFencing`): each batch is
 * committed with the leases of the rooms it touches, and a batch fenced because this process lost some
 * of them is committed again without those rooms' mutations (see `flush`).
 */
import { FencedError, type Fence, type Mutation, type Storage } from './types.ts';

/** What the write queue needs from the cluster coordinator (cluster.ts) to fence its commits. */
export interface WriteFencing {
  /** The lease key a mutation needs (room code, or its workshop's code for a table), or null for none (e.g. retention's deleteRoom). */
  keyOf(m: Mutation): string | null;
  /** The fence for these keys (this process's owner id and the epochs it holds). */
  fenceFor(keys: readonly string[]): Fence;
  /** Called synchronously on FencedError, BEFORE any callback of the batch runs: the coordinator evicts those rooms and closes their connections. */
  onFenced(lost: string[]): void;
}

/**
 * Fenced again after dropping the lost rooms' mutations means another lease was lost meanwhile;
 * more than this many times in one batch is no longer a takeover race but a fault: stop (onFatal).
 */
const MAX_FENCED_RETRIES = 5;

export class WriteQueue {
  private pending: Mutation[] = [];
  private callbacks: Array<() => void> = [];
  private scheduled = false;
  private flushing: Promise<void> = Promise.resolve();
  private fencing: WriteFencing | null = null;
  /** The lease keys whose mutations the batch now running its callbacks dropped (empty otherwise). */
  private droppedKeys: ReadonlySet<string> = new Set();
  /**
   * Batches committed and mutations written, for /health and the benchmark; `fenced` counts commits
   * refused by fencing and `fencedMutations` the mutations dropped with the rooms this process lost.
   */
  readonly stats = { batches: 0, mutations: 0, fenced: 0, fencedMutations: 0 };

  constructor(private readonly storage: Storage, private readonly onFatal: (err: unknown) => void) {}

  /** Cluster mode: fence every commit from now on (null: stop fencing, as a single process). */
  setFencing(fencing: WriteFencing | null): void {
    this.fencing = fencing;
  }

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

  /**
   * Resolves when everything written so far is durable. Given a lease key (cluster mode), it rejects
   * with FencedError instead when that key's mutations were dropped because this process lost its
   * lease: an HTTP route must not answer "done" for a write that never happened.
   */
  drained(key?: string): Promise<void> {
    return new Promise((resolve, reject) => this.afterCommit(() => {
      if (key !== undefined && this.droppedKeys.has(key)) reject(new FencedError([key]));
      else resolve();
    }));
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
    let batch = this.pending;
    const callbacks = this.callbacks;
    this.pending = [];
    this.callbacks = [];
    const dropped = new Set<string>();
    for (let fenced = 0; ; fenced++) {
      try {
        if (batch.length) await this.commit(batch);
        break;
      } catch (err) {
        if (!(err instanceof FencedError) || !this.fencing || fenced >= MAX_FENCED_RETRIES) {
          // The in-memory rooms are now ahead of the durable log and nothing of this batch was
          // acknowledged: the only safe move is to stop and let a restart rebuild from storage.
          this.onFatal(err);
          return;
        }
        // Another process owns these rooms now and has loaded them from what was durable: their
        // mutations here must never be written. The coordinator evicts the rooms and closes their
        // connections now, before any callback below runs; the rest of the batch is still ours.
        const fencing = this.fencing;
        const lost = new Set(err.lost);
        try {
          fencing.onFenced(err.lost);
        } catch (evictErr) {
          this.onFatal(evictErr);
          return;
        }
        const kept = batch.filter((m) => {
          const key = fencing.keyOf(m);
          return key === null || !lost.has(key);
        });
        this.stats.fenced++;
        this.stats.fencedMutations += batch.length - kept.length;
        for (const key of lost) dropped.add(key);
        batch = kept;
      }
    }
    this.stats.batches++;
    this.stats.mutations += batch.length;
    // Writes or sends registered while an (async) commit ran belong to the next batch.
    if (this.pending.length || this.callbacks.length) this.armFlush();
    else this.scheduled = false;
    // Callbacks of a room whose mutations were dropped still run: they are sends to its connections,
    // which onFenced has already closed (a send to a closed socket does nothing), so nothing that was
    // not written reaches a client. `drained(key)` callers learn of the drop through droppedKeys.
    this.droppedKeys = dropped;
    try {
      for (const fn of callbacks) fn();
    } finally {
      this.droppedKeys = new Set();
    }
  }

  /** One commit, fenced by the leases its mutations need when fencing is on. */
  private commit(batch: readonly Mutation[]): Promise<void> {
    if (!this.fencing) return this.storage.commit(batch);
    const keys = new Set<string>();
    for (const m of batch) {
      const key = this.fencing.keyOf(m);
      if (key !== null) keys.add(key);
    }
    return keys.size ? this.storage.commit(batch, this.fencing.fenceFor([...keys])) : this.storage.commit(batch);
  }
}
