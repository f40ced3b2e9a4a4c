/**
 * How long rooms stay in storage. Finished rooms are kept for debriefing and for their match
 * records, then deleted; so are lobbies that never started and games nobody has moved in for a long
 * time. Defaults (README, server variables):
 *   finished  30 days after the game ended: a class debriefs within weeks, and the record can be
 *             downloaded (GET /api/rooms/:code/record) to keep it longer;
 *   lobby     7 days after it was created: a teacher may open a room days before the class;
 *   idle      90 days without a move: longer than the longest turn timer (30 days, a turn-based
 *             game), which moves for an absent seat anyway, so only games without a timer that
 *             everyone has walked away from get there.
 *
 * A deletion is a `deleteRoom` mutation through the write queue, so it is ordered with every other
 * write. A room is first taken out of memory (so nothing can write to it again) and only then
 * deleted; rooms someone is watching, and rooms being loaded, wait for a later run.
 *
 * Cluster mode (docs/cluster.md): another process may play a room, or start to at any moment (a
 * player opens the week-old lobby). So this process first takes each doomed room's lease, as it
 * would to play it (rooms whose lease another process holds are left for a later run), reads again
 * which rooms are past the policy (a previous owner may have written in between; once the lease is
 * ours nobody else can), and the deletion is committed fenced by that lease: should the lease be
 * lost before the commit, the deletion is dropped and not counted. Nothing acknowledged is deleted
 * unless it was past the policy when the deleting process held the room's lease.
 */
import { PeriodicSweep } from '../common/periodic-sweep.ts';
import { MAX_TURN_BASED_HOURS } from './protocol.ts';
import type { Logger } from '../common/logger.ts';
import type { Room } from './room.ts';
import { FencedError, type ExpiredRoomRow, type ExpiryReason, type RetentionCutoffs, type Storage } from '../storage/types.ts';
import type { WriteQueue } from '../storage/write-queue.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The longest turn timer a room may set: idle retention must exceed it. */
export const LONGEST_TURN_TIMER_MS = MAX_TURN_BASED_HOURS * HOUR;

export interface RetentionPolicy {
  /** Finished rooms are deleted this long after they finished; null keeps them forever. */
  finishedMs: number | null;
  /** Lobbies that never started are deleted this long after they were created; null = forever. */
  lobbyMs: number | null;
  /** Playing rooms are deleted after this long without a move; null = forever. */
  idleMs: number | null;
  /** How often the server looks for rooms to delete. */
  checkEveryMs: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  finishedMs: 30 * DAY,
  lobbyMs: 7 * DAY,
  idleMs: 90 * DAY,
  checkEveryMs: 10 * 60_000,
};

export function retentionCutoffs(policy: RetentionPolicy, now: number): RetentionCutoffs {
  return {
    finishedBefore: policy.finishedMs === null ? null : now - policy.finishedMs,
    lobbyCreatedBefore: policy.lobbyMs === null ? null : now - policy.lobbyMs,
    idleBefore: policy.idleMs === null ? null : now - policy.idleMs,
  };
}

/** The rule that lets a room go (the same one the storage query applies), or null. */
export function expiredReason(room: Pick<Room, 'status' | 'finishedAt' | 'config' | 'lastChangeAt'>, c: RetentionCutoffs): ExpiryReason | null {
  if (room.status === 'finished') return c.finishedBefore !== null && room.finishedAt !== null && room.finishedAt < c.finishedBefore ? 'finished' : null;
  if (room.status === 'lobby') return c.lobbyCreatedBefore !== null && room.config.createdAt < c.lobbyCreatedBefore ? 'lobby' : null;
  return c.idleBefore !== null && room.lastChangeAt() < c.idleBefore ? 'idle' : null;
}

/** What the retention sweep needs from the room manager. */
export interface RetentionHost {
  storage: Storage;
  queue: WriteQueue;
  log: Logger;
  now(): number;
  /** The room in memory under this code, if any. */
  resident(code: string): Room | undefined;
  /** True while the manager is loading this code from storage. */
  loading(code: string): boolean;
  /** Takes the room out of memory and closes it. */
  evict(code: string): void;
  /**
   * Cluster mode: takes the lease of each of these rooms so that this process may delete it (fenced
   * by that lease); resolves with room code -> lease key for those now held here. Rooms another
   * process holds are left out: their owner may still write to them. Null outside cluster mode.
   */
  claimForDeletion?(codes: string[]): Promise<Map<string, string>> | null;
  /** Cluster mode: retention is done with the rooms it claimed; `deleted` are those whose deletion was committed. */
  deletionDone?(claimed: ReadonlyMap<string, string>, deleted: readonly string[]): Promise<void>;
}

export type PurgeCounts = Record<ExpiryReason, number>;

/** Rooms looked at per query (and deleted per commit), so a long-neglected database never blocks for long. */
const BATCH = 200;

export class RoomRetention {
  /** Codes whose deletion is queued but not yet durable: `get` must not load them again. */
  private readonly deleting = new Set<string>();
  private readonly sweep: PeriodicSweep<PurgeCounts>;

  constructor(private readonly policy: RetentionPolicy, private readonly host: RetentionHost) {
    this.sweep = new PeriodicSweep({ everyMs: policy.checkEveryMs, now: () => host.now(), log: host.log, what: 'expired rooms', sweep: (now) => this.purge(now) });
  }

  private get stopped(): boolean {
    return this.sweep.stopped;
  }

  isDeleting(code: string): boolean {
    return this.deleting.has(code);
  }

  /** The server is stopping: a run under way writes nothing more (storage is about to close). */
  stop(): void {
    this.sweep.stop();
  }

  /** Starts a run when one is due and none is running; failures are logged, not thrown. */
  runIfDue(): void {
    this.sweep.runIfDue();
  }

  /** Deletes every room past the policy from storage and memory; resolves with counts once durable. */
  run(): Promise<PurgeCounts> {
    return this.sweep.run();
  }

  private async purge(now: number): Promise<PurgeCounts> {
    const counts: PurgeCounts = { finished: 0, lobby: 0, idle: 0 };
    const cutoffs = retentionCutoffs(this.policy, now);
    if (cutoffs.finishedBefore === null && cutoffs.lobbyCreatedBefore === null && cutoffs.idleBefore === null) return counts;
    for (;;) {
      const rows = await this.host.storage.findExpiredRooms(cutoffs, BATCH);
      if (this.stopped) break;
      const deleted = await this.deleteBatch(rows.filter((r) => this.deletable(r.code, cutoffs)), cutoffs, counts);
      // Rooms skipped now come first in the next query: stop rather than fetch them again.
      if (rows.length < BATCH || deleted < rows.length) break;
    }
    if (counts.finished + counts.lobby + counts.idle > 0) {
      this.host.log.info({ ...counts, policy: this.policy }, `retention: deleted ${counts.finished} finished, ${counts.lobby} lobby and ${counts.idle} idle rooms`);
    }
    return counts;
  }

  /** Deletes these rooms (in cluster mode, those whose lease this process can take); returns how many were deleted. */
  private async deleteBatch(candidates: ExpiredRoomRow[], cutoffs: RetentionCutoffs, counts: PurgeCounts): Promise<number> {
    if (!candidates.length) return 0;
    const claiming = this.host.claimForDeletion?.(candidates.map((r) => r.code)) ?? null;
    const claimed = claiming ? await claiming : null;
    let doomed: ExpiredRoomRow[] = [];
    const deleted: string[] = [];
    try {
      if (this.stopped) return 0;
      if (!claimed) doomed = candidates;
      else if (claimed.size) {
        // Read again now that the leases are ours: a previous owner may have written meanwhile (a
        // move in an idle game), and from now on nobody else can, so this answer holds until the commit.
        const still = new Map((await this.host.storage.findExpiredRooms(cutoffs, BATCH)).map((r) => [r.code, r.reason]));
        if (this.stopped) return 0;
        doomed = candidates.flatMap(({ code }) => {
          const reason = still.get(code);
          return claimed.has(code) && reason && this.deletable(code, cutoffs) ? [{ code, reason }] : [];
        });
      }
      if (!doomed.length) return 0;
      for (const { code } of doomed) {
        this.host.evict(code);
        this.deleting.add(code);
      }
      // A request that took one of these rooms from memory just before may still write to it in
      // this turn of the event loop (a join, a leave): let it, so its write is ordered before the
      // deletion instead of failing after it. New requests no longer find the room.
      await new Promise((resolve) => setImmediate(resolve));
      // Stopping: the rooms are out of memory and stay in storage; a later start deletes them.
      if (this.stopped) return 0;
      for (const { code } of doomed) this.host.queue.write({ kind: 'deleteRoom', code });
      // Cluster mode: `drained(key)` rejects when the deletion was dropped because the lease was
      // lost before the commit (another process may have written to the room since): not deleted.
      const done = await Promise.all(doomed.map(({ code }) => this.host.queue.drained(claimed?.get(code)).then(() => true, (err: unknown) => {
        if (err instanceof FencedError) return false;
        throw err;
      })));
      const kept: string[] = [];
      doomed.forEach(({ code, reason }, i) => {
        if (done[i]) {
          counts[reason]++;
          deleted.push(code);
        } else kept.push(code);
      });
      if (kept.length) {
        this.host.log.warn({ rooms: kept }, `retention: ${kept.length} expired room(s) were not deleted: another process took them over before the deletion was committed; a later run looks at them again`);
      }
      return deleted.length;
    } finally {
      // Leases first, while the codes still count as being deleted (so no new room here takes one meanwhile).
      if (claimed) await this.host.deletionDone?.(claimed, deleted);
      for (const { code } of doomed) this.deleting.delete(code);
    }
  }

  /**
   * A room only in storage can go: every write comes from a room in memory. A room in memory goes
   * only when nobody watches it and its state in memory (which may be ahead of storage) agrees.
   */
  private deletable(code: string, cutoffs: RetentionCutoffs): boolean {
    if (this.host.loading(code)) return false;
    const room = this.host.resident(code);
    return !room || (room.subscriberCount === 0 && expiredReason(room, cutoffs) !== null);
  }
}
