/**
 * How long workshops stay in storage (docs/hosting.md, "What is kept, and for how long"), with the rooms'
 * policy (room/retention.ts) and its numbers: a workshop that never started goes when a lobby would (7 days
 * after it was created), an ended one (debrief) when a finished room would (30 days after play ended),
 * with its tables' rooms and its students. A workshop being played stays: its tables follow the rooms'
 * idle rule. A facilitator may delete an ended or waiting workshop at once (`WorkshopManager.remove`).
 *
 * One process only: in cluster mode workshops move between processes with their leases, and this sweep
 * does not run (the rooms' retention still does).
 */
import type { Logger } from '../common/logger.ts';
import { PeriodicSweep } from '../common/periodic-sweep.ts';
import { retentionCutoffs, type RetentionPolicy } from '../room/retention.ts';
import type { ExpiredWorkshopRow, Storage } from '../storage/types.ts';

/** Looked at per run, so a long-neglected database never blocks for long; the rest wait for the next run. */
const BATCH = 200;

export interface WorkshopRetentionHost {
  storage: Storage;
  log: Logger;
  now(): number;
  /** Deletes this expired workshop (false: it is in use now, try again later). */
  remove(row: ExpiredWorkshopRow): Promise<boolean>;
}

export class WorkshopRetention {
  private readonly sweep: PeriodicSweep<number>;

  constructor(private readonly policy: RetentionPolicy, private readonly host: WorkshopRetentionHost) {
    this.sweep = new PeriodicSweep({ everyMs: policy.checkEveryMs, now: () => host.now(), log: host.log, what: 'expired workshops', sweep: (now) => this.purge(now) });
  }

  stop(): void {
    this.sweep.stop();
  }

  runIfDue(): void {
    this.sweep.runIfDue();
  }

  /** Deletes the workshops past the policy; resolves with how many once their deletion is durable. */
  run(): Promise<number> {
    return this.sweep.run();
  }

  private async purge(now: number): Promise<number> {
    const cutoffs = retentionCutoffs(this.policy, now);
    if (cutoffs.lobbyCreatedBefore === null && cutoffs.finishedBefore === null) return 0;
    const rows = await this.host.storage.findExpiredWorkshops(cutoffs, BATCH);
    const counts = { waiting: 0, ended: 0 };
    for (const row of rows) {
      if (this.sweep.stopped) break;
      if (await this.host.remove(row)) counts[row.reason]++;
    }
    if (counts.waiting + counts.ended > 0) {
      this.host.log.info({ ...counts }, `retention: deleted ${counts.waiting} workshops that never started and ${counts.ended} ended ones, with their tables`);
    }
    return counts.waiting + counts.ended;
  }
}
