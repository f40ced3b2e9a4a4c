/**
 * Cluster mode (docs/cluster.md): several server processes share one PostgreSQL and one Redis. This
 * coordinator decides, for each room and workshop, whether this process plays it:
 *
 * - A room is played by the process holding its *lease* (leases.ts): a row in PostgreSQL with an owner
 *   and an epoch. A workshop's tables share their workshop's lease, so a class pauses, resumes and
 *   ends together on one process. Leases are renewed every third of their life; one not renewed
 *   expires, and any process may then claim it (the epoch goes up).
 * - Every commit this process makes is fenced by the epochs it holds (write-queue.ts, postgres.ts): a
 *   process that was paused past its lease and lost it cannot write, and the rooms it lost leave its
 *   memory and their connections are closed with 4001 so the clients reconnect to the new owner.
 * - A request for a room this process does not play is forwarded over Redis to the process that does
 *   (forward.ts): a WebSocket becomes a pipe, an HTTP request is run by the owner's own router.
 *   If nobody plays it, this process claims it and loads it from PostgreSQL.
 * - An orphan sweep claims rooms being played (and active workshops) that have no live lease: after a
 *   process dies, its rooms, with their bots and turn timers, resume on another within about a lease.
 *
 * Correctness does not rest on clocks or on Redis: leases use the database's clock, and the epoch
 * check inside each commit's transaction is what keeps two owners from both writing.
 *
 * The main file of src/server/cluster/, which owns cluster mode and may import every server folder
 * but startup/ (README.md there).
 */
import os from 'node:os';
import crypto from 'node:crypto';
import type { Connection } from '../http/connection.ts';
import type { Logger } from '../common/logger.ts';
import type { Room } from '../room/room.ts';
import type { RoomManager } from '../room/rooms.ts';
import { leaseKeyOf, type Fence, type Mutation, type Storage } from '../storage/types.ts';
import type { WriteFencing, WriteQueue } from '../storage/write-queue.ts';
import type { WorkshopManager } from '../workshop/workshops.ts';
import type { LeaseStore } from './leases.ts';

/** A unique name for this process: readable in logs, never reused after a restart. */
export function newProcessId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
}

/** The lease every live process holds on itself: other processes read it to tell whether it is alive. */
export function processLeaseKey(processId: string): string {
  return `process:${processId}`;
}

export type Route = { local: true } | { local: false; owner: string };

export interface ClusterDeps {
  processId: string;
  leases: LeaseStore;
  storage: Storage;
  queue: WriteQueue;
  manager: RoomManager;
  workshops: WorkshopManager;
  log: Logger;
  /** This process's live connections (app.ts), closed with 4001 when their room leaves. */
  connections: () => Iterable<Connection>;
  /** Called each watch round with the live holders of the keys this process forwards to (forward.ts). */
  onWatch?: () => Promise<void>;
  /** Whether a process still listens on the bus: a lease may outlive its process by up to its length. */
  listening?: (processId: string) => Promise<boolean>;
}

export class ClusterCoordinator {
  readonly processId: string;
  /** Lease key -> the epoch this process holds it at. */
  private readonly held = new Map<string, number>();
  /** Keys being claimed or loaded right now (never pruned, never claimed twice at once). */
  private readonly busy = new Map<string, Promise<Route>>();
  /** Room code -> lease key; a room's workshop never changes, so this never goes stale. */
  private readonly keyOfCode = new Map<string, string>();
  /** Keys held so that retention may delete rooms they cover (claimForDeletion): never pruned meanwhile. */
  private readonly forDeletion = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;
  readonly stats = { claims: 0, takeovers: 0, lost: 0, evictedRooms: 0, renewFailures: 0, sweepFailures: 0 };

  constructor(private readonly deps: ClusterDeps) {
    this.processId = deps.processId;
  }

  get leaseMs(): number {
    return this.deps.leases.ttlMs;
  }

  /** Takes this process's own lease, hooks into the rooms, workshops and write queue, starts the loops. */
  async start(): Promise<void> {
    const { manager, workshops, queue } = this.deps;
    const self = await this.deps.leases.claim(processLeaseKey(this.processId), this.processId);
    if (!self.won) throw new Error(`process id ${this.processId} is already taken`);
    manager.claimNew = async (code) => (await this.claim(code)) !== null;
    manager.mayLoad = (stored) => this.held.has(leaseKeyOf(stored.config));
    workshops.mayLoad = (stored) => this.held.has(stored.config.code);
    manager.claimForDeletion = (codes) => this.claimForDeletion(codes);
    manager.deletionDone = (claimed, deleted) => this.deletionDone(claimed, deleted);
    queue.setFencing(this.fencing());
    const every = (ms: number, fn: () => Promise<void>) => {
      const t = setInterval(() => { void fn(); }, ms);
      t.unref();
      this.timers.push(t);
    };
    every(Math.max(100, Math.floor(this.leaseMs / 3)), () => this.renew());
    // Jittered, so processes that all see the same orphans do not all try the same ones at once.
    every(Math.max(200, Math.floor(this.leaseMs / 3)) + Math.floor(Math.random() * 100), () => this.sweep());
    if (this.deps.onWatch) every(Math.max(200, Math.floor(this.leaseMs / 3)), () => this.watch());
    void this.sweep();
  }

  holds(key: string): boolean {
    return this.held.has(key);
  }

  /** The lease keys this process holds (for /health). */
  heldKeys(): string[] {
    return [...this.held.keys()];
  }

  /** The lease key of a room code: its workshop's code for a table, else its own; null for no such room. */
  async roomKey(code: string): Promise<string | null> {
    const known = this.keyOfCode.get(code);
    if (known) return known;
    const resident = this.deps.manager.residentRoom(code);
    if (resident) return this.remember(resident.code, leaseKeyOf(resident.config));
    const stored = await this.deps.storage.loadRoom(code);
    return stored ? this.remember(code, leaseKeyOf(stored.config)) : null;
  }

  private remember(code: string, key: string): string {
    this.keyOfCode.set(code, key);
    return key;
  }

  /**
   * Where requests for `key` are served: here (this process holds the lease, or has just claimed it
   * and loaded what it covers), or by the live owner named.
   */
  route(key: string): Promise<Route> {
    if (this.held.has(key)) return Promise.resolve({ local: true });
    const pending = this.busy.get(key);
    if (pending) return pending;
    const work = (async (): Promise<Route> => {
      let holder = (await this.deps.leases.holders([key])).get(key);
      // The holder died and its lease has not run out yet: wait for it (at most a lease) rather than
      // forward to nobody, which would close the client's socket to reconnect straight back here.
      const deadline = Date.now() + this.leaseMs + 500;
      while (holder && holder.owner !== this.processId && this.deps.listening && Date.now() < deadline
        && !(await this.deps.listening(holder.owner))) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(250, this.leaseMs / 4)));
        holder = (await this.deps.leases.holders([key])).get(key);
      }
      if (holder && holder.owner !== this.processId) return { local: false, owner: holder.owner };
      const claim = await this.claim(key);
      if (claim === null) {
        const again = (await this.deps.leases.holders([key])).get(key);
        // Lost a race to a process that has already let go again: the next request tries anew.
        return again ? { local: false, owner: again.owner } : { local: false, owner: '' };
      }
      await this.load(key);
      return { local: true };
    })().finally(() => this.busy.delete(key));
    this.busy.set(key, work);
    return work;
  }

  /**
   * Retention (room/retention.ts) is about to delete these rooms: this process takes each one's lease (a
   * table's is its workshop's) through the same claim as a request would, so that no other process can
   * load the room and write to it until the deletion is committed, and the deletion itself is fenced by
   * that lease (`keyOf`). Returns room code -> lease key for the rooms whose lease is now held here;
   * a room whose lease another live process holds, or that is no longer stored, is left out.
   */
  async claimForDeletion(codes: readonly string[]): Promise<Map<string, string>> {
    const claimed = new Map<string, string>();
    for (const [code, key] of await this.deps.leases.leaseKeys(codes)) {
      // A request is claiming or loading this key right now: leave the room to a later run.
      if (this.stopped || this.busy.has(key)) continue;
      if (!this.held.has(key) && (await this.claim(key)) === null) continue;
      this.forDeletion.add(key);
      this.remember(code, key);
      claimed.set(code, key);
    }
    return claimed;
  }

  /**
   * Retention is done with the rooms it claimed; `deleted` are those whose deletion was committed.
   * A deleted room's own lease covers nothing any more: its row is removed (so the leases table does
   * not keep one row per room ever played). A workshop's lease, and the lease of a room left in place,
   * are kept until the next renewal hands them back (`prune`) unless something in memory uses them.
   */
  async deletionDone(claimed: ReadonlyMap<string, string>, deleted: readonly string[]): Promise<void> {
    for (const key of claimed.values()) this.forDeletion.delete(key);
    for (const code of deleted) this.keyOfCode.delete(code);
    const inUse = new Set(this.deps.manager.resident().map((r) => leaseKeyOf(r.config)));
    const unused = deleted.filter((code) => claimed.get(code) === code && !inUse.has(code) && !this.busy.has(code)
      && !this.deps.workshops.residentCodes().includes(code));
    if (!unused.length) return;
    for (const key of unused) this.held.delete(key);
    try {
      await this.deps.leases.removeUnused(this.processId, unused);
    } catch (err) {
      // Harmless: the rows stay (handed back; their rooms are gone), as they did before retention removed any.
      this.deps.log.warn({ err, keys: unused }, 'cluster: removing the leases of deleted rooms failed; handing them back instead');
      await this.deps.leases.release(this.processId, unused)
        .catch((e: unknown) => this.deps.log.warn({ err: e, keys: unused }, 'cluster: handing back the leases of deleted rooms failed too (they expire on their own)'));
    }
  }

  /** Claims `key`; the epoch won, or null when another process holds it. */
  private async claim(key: string): Promise<number | null> {
    const result = await this.deps.leases.claim(key, this.processId);
    if (!result.won) return null;
    this.stats.claims++;
    this.held.set(key, result.epoch);
    return result.epoch;
  }

  /** Brings what a lease covers into memory: a workshop with its tables, or one room. */
  private async load(key: string): Promise<void> {
    const { manager, workshops, storage, log } = this.deps;
    try {
      if (await storage.workshopExists(key)) {
        const w = await workshops.get(key);
        for (const table of w.tables) if (table.room) await manager.get(table.room);
        // A class whose last table finished while no process played it moves on to its debrief now.
        await workshops.afterRoomsRestored();
      } else if (await storage.roomExists(key)) {
        await manager.get(key);
      }
    } catch (err) {
      // A load that the process's own shutdown cut short (its storage closed meanwhile) is no failure:
      // the lease is handed back or expires, and another process loads it.
      if (this.stopped) {
        log.debug({ key, reason: (err as Error).message }, 'cluster: a load ended by shutting down');
        return;
      }
      log.error({ key, reason: (err as Error).message }, 'cluster: could not load what a claimed lease covers');
    }
  }

  /** Renews every lease held; those the database no longer gives this process leave memory. */
  private async renew(): Promise<void> {
    if (this.stopped) return;
    this.prune();
    const keys = [processLeaseKey(this.processId), ...this.held.keys()];
    let kept: Map<string, number>;
    try {
      kept = await this.deps.leases.renew(this.processId, keys);
    } catch (err) {
      // Writes stay safe (fenced); the leases simply run out if this goes on, and another process takes over.
      this.stats.renewFailures++;
      this.deps.log.error({ err }, 'cluster: renewing leases failed');
      return;
    }
    // Only the keys sent: one claimed while the renewal was in flight (a room being created) is not lost.
    const lost = keys.slice(1).filter((k) => this.held.has(k) && !kept.has(k) && !this.busy.has(k));
    if (lost.length) this.lose(lost, 'lease not renewed (another process took it over)');
  }

  /** Leases whose rooms and workshop are no longer in memory (finished, evicted by idleness) are handed back. */
  private prune(): void {
    const inUse = new Set<string>();
    for (const room of this.deps.manager.resident()) inUse.add(leaseKeyOf(room.config));
    for (const code of this.deps.workshops.residentCodes()) inUse.add(code);
    const idle = [...this.held.keys()].filter((k) => !inUse.has(k) && !this.busy.has(k) && !this.forDeletion.has(k));
    if (!idle.length) return;
    for (const k of idle) this.held.delete(k);
    this.deps.leases.release(this.processId, idle).catch((err: unknown) => this.deps.log.warn({ err }, 'cluster: releasing idle leases failed (they expire on their own)'));
  }

  /** Rooms being played and active workshops with no live lease: claimed and loaded here. */
  private async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      for (const key of await this.deps.leases.orphans(16)) {
        if (this.stopped || this.held.has(key) || this.busy.has(key)) continue;
        const route = await this.route(key);
        if (route.local) {
          this.stats.takeovers++;
          this.deps.log.info({ key }, 'cluster: took over a room (or workshop) that had no live owner');
        }
      }
    } catch (err) {
      this.stats.sweepFailures++;
      this.deps.log.error({ err }, 'cluster: the orphan sweep failed');
    }
  }

  private async watch(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.deps.onWatch?.();
    } catch (err) {
      this.deps.log.error({ err }, 'cluster: checking forwarded connections failed');
    }
  }

  /**
   * This process no longer holds `keys`: their rooms and workshops leave memory at once, and their
   * connections are told and closed (4001), so they reconnect and reach the new owner.
   */
  lose(keys: readonly string[], why: string): void {
    const lost = new Set(keys);
    for (const k of keys) this.held.delete(k);
    this.stats.lost += keys.length;
    const rooms: Room[] = this.deps.manager.resident().filter((r) => r.status !== 'finished' && lost.has(leaseKeyOf(r.config)));
    const codes = new Set(rooms.map((r) => r.code));
    for (const c of this.deps.connections()) {
      const code = c.roomCode;
      if (code !== null && codes.has(code)) c.moved();
    }
    for (const room of rooms) this.deps.manager.evict(room.code);
    for (const k of keys) this.deps.workshops.evict(k);
    this.stats.evictedRooms += rooms.length;
    this.deps.log.warn({ keys, rooms: [...codes], why }, 'cluster: lost leases; their rooms left this process');
  }

  /** The write queue's fencing: which lease each mutation needs, and what to do when one is gone. */
  private fencing(): WriteFencing {
    return {
      keyOf: (m: Mutation): string | null => {
        switch (m.kind) {
          case 'createRoom': return leaseKeyOf(m.config);
          // Retention took the room's lease before queueing its deletion (claimForDeletion): should the
          // lease be lost before the commit, another process may have loaded the room and written to
          // it, so the deletion is dropped with that process's other writes. (A room already gone is no error.)
          case 'deleteRoom': return this.keyOfCode.get(m.code) ?? m.code;
          case 'createWorkshop': return m.config.code;
          case 'workshopUpdate': case 'workshopStudent': case 'workshopTables': case 'deleteWorkshop': return m.code;
          default: {
            const room = this.deps.manager.residentRoom(m.code);
            return room ? leaseKeyOf(room.config) : this.keyOfCode.get(m.code) ?? m.code;
          }
        }
      },
      fenceFor: (keys: readonly string[]): Fence => ({
        owner: this.processId,
        // A key not held gets an epoch no lease has, so its writes are refused rather than let through.
        leases: keys.map((key) => ({ key, epoch: this.held.get(key) ?? -1 })),
      }),
      onFenced: (lost: string[]) => this.lose(lost, 'a write was fenced: another process holds the lease now'),
    };
  }

  /** Stops the loops and hands every lease back, so the other processes take over at once. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    const keys = [processLeaseKey(this.processId), ...this.held.keys()];
    this.held.clear();
    try {
      await this.deps.leases.release(this.processId, keys);
    } catch (err) {
      this.deps.log.warn({ err }, 'cluster: releasing leases at shutdown failed (they expire on their own)');
    }
  }
}
