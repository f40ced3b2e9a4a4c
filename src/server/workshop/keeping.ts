/**
 * Which workshops stay in memory and in storage (docs/hosting.md, "What is kept, and for how long"):
 * when each was last asked for, the sweep that lets idle ones leave memory, retention (retention.ts)
 * and deleting a workshop with its tables (its facilitator, or retention). WorkshopManager holds one.
 */
import { RoomError } from '../room/errors.ts';
import { DEFAULT_RETENTION } from '../room/retention.ts';
import type { Logger } from '../common/logger.ts';
import type { RetentionPolicy } from '../room/retention.ts';
import type { RoomManager } from '../room/rooms.ts';
import type { ExpiredWorkshopRow, Storage } from '../storage/types.ts';
import type { WriteQueue } from '../storage/write-queue.ts';
import { WorkshopRetention } from './retention.ts';
import type { Workshop } from './workshop.ts';

/** What keeping needs of the workshop manager's dependencies (WorkshopDeps extends it). */
export interface KeepingDeps {
  storage: Storage;
  queue: WriteQueue;
  rooms: RoomManager;
  log: Logger;
  now(): number;
  /** A workshop not waiting for its tables' play and unused this long leaves memory (default WORKSHOP_IDLE_MS). */
  idleMs?: number;
  /** When workshops that never started or ended long ago are deleted (the rooms' policy: retention.ts). */
  retention?: RetentionPolicy;
}

/**
 * Workshops nobody has asked about for this long leave memory, unless their tables are being played;
 * every change is already stored, so the next request loads them again.
 */
export const WORKSHOP_IDLE_MS = 10 * 60_000;

export class WorkshopKeeping {
  /** When each resident workshop was last asked for (`get`, `create`). */
  private readonly usedAt = new Map<string, number>();
  /** Codes whose deletion is queued but not yet durable: `get` must not load them again. */
  private readonly deleting = new Set<string>();
  private sweeper: NodeJS.Timeout | null = null;
  readonly retention: WorkshopRetention;
  private readonly idleMs: number;

  /** `resident`: the manager's workshops in memory; `load` brings one in from storage. */
  constructor(private readonly deps: KeepingDeps, private readonly resident: Map<string, Workshop>, load: (code: string) => Promise<Workshop>) {
    this.idleMs = deps.idleMs ?? WORKSHOP_IDLE_MS;
    this.retention = new WorkshopRetention(deps.retention ?? DEFAULT_RETENTION, {
      storage: deps.storage, log: deps.log, now: () => deps.now(), remove: (row) => this.expire(row, load),
    });
  }

  touch(code: string): void {
    this.usedAt.set(code, this.deps.now());
  }

  forget(code: string): void {
    this.usedAt.delete(code);
  }

  isDeleting(code: string): boolean {
    return this.deleting.has(code);
  }

  /** One process only (cluster mode moves workshops with their leases): the sweep runs from now on. */
  start(): void {
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(60_000, this.idleMs / 2)));
    this.sweeper.unref();
  }

  /** Workshops unused for `idleMs` whose tables are not being played leave memory (they are all in storage). */
  private sweep(): void {
    this.retention.runIfDue();
    // Never while writes are pending, so storage always has what memory had (as rooms leave memory).
    if (this.deps.queue.busy) return;
    const cutoff = this.deps.now() - this.idleMs;
    for (const [code, w] of this.resident) {
      if (w.state.phase === 'playing' || w.starting || (this.usedAt.get(code) ?? 0) > cutoff) continue;
      this.resident.delete(code);
      this.usedAt.delete(code);
    }
  }

  /** Retention's deletion of one expired workshop; false when it is in use now (a later run looks again). */
  private async expire(row: ExpiredWorkshopRow, load: (code: string) => Promise<Workshop>): Promise<boolean> {
    // A workshop someone is using now (a class opened a week-old workshop) stays.
    const here = this.resident.get(row.code);
    if (here && this.deps.now() - (this.usedAt.get(row.code) ?? 0) < this.idleMs) return false;
    const w = here ?? await load(row.code).catch((err: unknown) => {
      // Kept, and said: a workshop that cannot be read is not deleted blind (a later run tries again).
      this.deps.log.error({ err, workshop: row.code }, 'retention: an expired workshop could not be loaded; kept for now');
      return null;
    });
    if (!w || w.state.phase === 'playing' || w.starting) return false;
    // Someone is looking at a table (a replay, a frozen table): a later run.
    if (row.rooms.some((code) => (this.deps.rooms.residentRoom(code)?.subscriberCount ?? 0) > 0)) return false;
    await this.remove(w);
    return true;
  }

  /**
   * Deletes the workshop now (its facilitator, or retention): it and its tables' rooms leave memory at
   * once and storage with the next commit (`deleteRoom`s, then `deleteWorkshop`); resolves once durable.
   * Not while its tables are being played: play is ended first.
   */
  async remove(w: Workshop): Promise<void> {
    if (w.state.phase === 'playing') throw new RoomError('WRONG_PHASE', 'The class is playing: end play first, then delete the workshop.');
    if (w.starting) throw new RoomError('WRONG_PHASE', 'The workshop is starting; try again in a moment.');
    this.deleting.add(w.code);
    this.resident.delete(w.code);
    this.usedAt.delete(w.code);
    try {
      for (const t of w.tables) {
        if (!t.room) continue;
        this.deps.rooms.evict(t.room);
        this.deps.queue.write({ kind: 'deleteRoom', code: t.room });
      }
      this.deps.queue.write({ kind: 'deleteWorkshop', code: w.code });
      await this.deps.queue.drained(w.code);
      this.deps.log.info({ workshop: w.code, tables: w.tables.length }, 'workshop deleted with its tables');
    } finally {
      this.deleting.delete(w.code);
    }
  }

  stop(): void {
    this.retention.stop();
    if (this.sweeper) clearInterval(this.sweeper);
    this.usedAt.clear();
  }
}
