/**
 * Retention in cluster mode (src/server/room/retention.ts, cluster/cluster.ts `claimForDeletion`): a
 * process deletes an expired room only while it holds the room's lease, and the deletion is fenced by
 * that lease. So a room another process takes over before the deletion commits (a player opens the
 * week-old lobby, someone moves in the idle game) keeps that process's acknowledged write.
 *
 * In process on a real PostgreSQL: process A is a real room manager, workshop manager, write queue
 * and cluster coordinator on a fake clock; process B is a LeaseStore and a storage that claim and
 * commit fenced writes by hand, at the exact moment the test chooses (hooks in A's storage).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../src/server/app.ts';
import { BotFailureCount, defaultBots } from '../../../src/server/bots/bots.ts';
import { ClusterCoordinator } from '../../../src/server/cluster/cluster.ts';
import { LeaseStore } from '../../../src/server/cluster/leases.ts';
import { DEFAULT_RETENTION } from '../../../src/server/room/retention.ts';
import type { Logger } from '../../../src/server/common/logger.ts';
import { RoomManager } from '../../../src/server/room/rooms.ts';
import { PostgresStorage } from '../../../src/server/storage/postgres.ts';
import type { Fence, Mutation, RoomConfig, SeatRecord, Storage } from '../../../src/server/storage/types.ts';
import { WriteQueue } from '../../../src/server/storage/write-queue.ts';
import { WorkshopManager } from '../../../src/server/workshop/workshops.ts';
import { pledge } from '../../fixtures/pledge.ts';
import { dropPostgresSchemas, freshPostgresUrl, pgQuery, postgresSkipReason } from '../postgres-helpers.ts';

afterAll(dropPostgresSchemas);

const DAY = 24 * 3600_000;
const T0 = Date.UTC(2030, 0, 1);
const TTL = 3000;

const config = (code: string): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 1, options: {}, botThinkMs: 0, turnTimer: null, dropReplaceSeconds: null,
  standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h', createdAt: T0,
});
const seats: SeatRecord[] = [0, 1].map((index) => ({ index, kind: 'human' as const, name: `P${index + 1}`, tokenHash: null, bot: null, standIn: null }));
const move = (code: string, seq: number, at: number): Mutation => ({ kind: 'action', code, entry: { seq, seat: seq % 2, action: 1, at } });
/** A lobby created at T0, and a game whose only move was at T0. */
const lobby = (code: string): Mutation[] => [{ kind: 'createRoom', config: config(code), seats }];
const idleGame = (code: string): Mutation[] => [
  { kind: 'createRoom', config: config(code), seats },
  { kind: 'status', code, status: 'playing', at: T0 },
  move(code, 0, T0),
];

interface Hooks {
  /** Runs after A's storage answered `findExpiredRooms` (call number n, from 1), before A sees the rows. */
  afterFind?: (n: number) => Promise<void>;
  /** Runs before A's storage commits a batch. */
  beforeCommit?: (batch: readonly Mutation[], fence: Fence | undefined) => Promise<void>;
}

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

/** Process A (real coordinator, fake clock at T0 + 91 days) and process B (leases and fenced commits by hand). */
async function twoProcesses(setup: Mutation[], hooks: Hooks = {}) {
  const url = await freshPostgresUrl();
  const storage = await PostgresStorage.open(url);
  cleanup.push(() => storage.close());
  await storage.commit(setup);
  let finds = 0;
  const commits: Array<{ batch: Mutation[]; fence: Fence | undefined }> = [];
  // A's storage, with the test's hooks at the moments that matter.
  const hooked = new Proxy(storage, {
    get(target, prop) {
      if (prop === 'findExpiredRooms') {
        return async (...args: Parameters<Storage['findExpiredRooms']>) => {
          const rows = await target.findExpiredRooms(...args);
          await hooks.afterFind?.(++finds);
          return rows;
        };
      }
      if (prop === 'commit') {
        return async (batch: readonly Mutation[], fence?: Fence) => {
          commits.push({ batch: [...batch], fence });
          await hooks.beforeCommit?.(batch, fence);
          return target.commit(batch, fence);
        };
      }
      const v = Reflect.get(target, prop) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  }) as Storage;
  const leasesA = await LeaseStore.open(url, { ttlMs: TTL });
  cleanup.push(() => leasesA.close());
  // This process takes no orphans over: the rooms here are for retention alone (the sweep is tested elsewhere).
  const leasesNoSweep = new Proxy(leasesA, {
    get(target, prop) {
      if (prop === 'orphans') return () => Promise.resolve([]);
      const v = Reflect.get(target, prop) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  const fatal: unknown[] = [];
  const queue = new WriteQueue(hooked, (err) => fatal.push(err));
  const clock = { now: T0 + 91 * DAY };
  const warnings: string[] = [];
  const log: Logger = { info: () => {}, warn: (_obj, msg) => { warnings.push(String(msg)); }, error: (_obj, msg) => { warnings.push(`error: ${String(msg)}`); }, debug: () => {} };
  const manager = new RoomManager(hooked, catalog([pledge]), { queue, bots: defaultBots, botFailures: new BotFailureCount(), log, now: () => clock.now }, {
    defaultBotThinkMs: 0, finishedRoomTtlMs: 10 * 60_000, lobbyTtlMs: 60 * 60_000, retention: DEFAULT_RETENTION,
  });
  const workshops = new WorkshopManager({ storage: hooked, queue, rooms: manager, log, now: () => clock.now, defaultBotThinkMs: 0 });
  await workshops.init(false);
  await manager.init(false);
  const coordinator = new ClusterCoordinator({ processId: 'A', leases: leasesNoSweep, storage: hooked, queue, manager, workshops, log, connections: () => [] });
  await coordinator.start();
  cleanup.push(async () => {
    await coordinator.close();
    manager.close();
    await queue.drained();
  });

  const leasesB = await LeaseStore.open(url, { ttlMs: TTL });
  cleanup.push(() => leasesB.close());
  const b = {
    leases: leasesB,
    /** B takes the room's lease, as a request reaching B would; the epoch, or null when it cannot. */
    async claim(code: string): Promise<number | null> {
      const c = await leasesB.claim(code, 'B');
      return c.won ? c.epoch : null;
    },
    /** B commits a move fenced by its lease: once this resolves, B may acknowledge it to a player. */
    async move(code: string, seq: number, epoch: number): Promise<void> {
      await storage.commit([move(code, seq, clock.now)], { owner: 'B', leases: [{ key: code, epoch }] });
    },
  };
  const leaseRow = async (key: string) => (await pgQuery<{ owner: string; epoch: number }>(url, 'SELECT owner, epoch::int AS epoch FROM leases WHERE key = $1', [key]))[0] ?? null;
  const seqs = async (code: string) => (await storage.loadRoom(code))?.actions.map((a) => a.seq) ?? null;
  return { manager, coordinator, queue, commits, warnings, fatal, b, leaseRow, seqs };
}

describe.skipIf(postgresSkipReason !== null)(`retention in cluster mode${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`, () => {
  it('deletes expired rooms under their leases (the commit is fenced by them), keeps other processes out meanwhile, and removes the lease rows afterwards', async () => {
    const during: Array<[string, unknown]> = [];
    let p: Awaited<ReturnType<typeof twoProcesses>> | null = null;
    p = await twoProcesses([...lobby('LOBBYA'), ...idleGame('IDLEAA'), ...lobby('HELDBB')], {
      beforeCommit: async (batch) => {
        if (!p || !batch.some((m) => m.kind === 'deleteRoom')) return;
        // While A deletes: B cannot take the lease, and A itself refuses to load the room.
        during.push(['B claims IDLEAA', await p.b.claim('IDLEAA')]);
        during.push(['A loads LOBBYA', await p.manager.get('LOBBYA').then(() => 'loaded', (e: { code?: string }) => e.code)]);
      },
    });
    // B plays HELDBB now: A must leave it alone.
    expect(await p.b.claim('HELDBB')).toBe(1);

    expect(await p.manager.retention.run()).toEqual({ finished: 0, lobby: 1, idle: 1 });

    const deletion = p.commits.find((c) => c.batch.some((m) => m.kind === 'deleteRoom'));
    expect(deletion?.batch.map((m) => `${m.kind} ${'code' in m ? m.code : ''}`).sort()).toEqual(['deleteRoom IDLEAA', 'deleteRoom LOBBYA']);
    expect(deletion?.fence?.owner).toBe('A');
    expect([...(deletion?.fence?.leases ?? [])].sort((x, y) => (x.key < y.key ? -1 : 1))).toEqual([{ key: 'IDLEAA', epoch: 1 }, { key: 'LOBBYA', epoch: 1 }]);
    expect(during).toEqual([['B claims IDLEAA', null], ['A loads LOBBYA', 'NO_SUCH_ROOM']]);

    expect(await p.seqs('LOBBYA')).toBeNull();
    expect(await p.seqs('IDLEAA')).toBeNull();
    expect(await p.seqs('HELDBB')).toEqual([]);
    // The deleted rooms' lease rows are gone; B's is untouched; A holds nothing for them any more.
    expect(await p.leaseRow('LOBBYA')).toBeNull();
    expect(await p.leaseRow('IDLEAA')).toBeNull();
    expect(await p.leaseRow('HELDBB')).toMatchObject({ owner: 'B', epoch: 1 });
    expect(p.coordinator.heldKeys()).toEqual([]);
    expect(p.fatal).toEqual([]);
  });

  // Failed before the fix: `deleteRoom` was not fenced, so A's deletion removed the room and B's move with it.
  it('a room another process takes over between the check and the commit is not deleted, and its acknowledged move survives', async () => {
    let p: Awaited<ReturnType<typeof twoProcesses>> | null = null;
    let acked = false;
    p = await twoProcesses(idleGame('IDLEAA'), {
      beforeCommit: async (batch) => {
        if (!p || acked || !batch.some((m) => m.kind === 'deleteRoom')) return;
        // A is paused here past its lease (a long GC pause): B's request claims the room, loads it and
        // a player's move is committed and acknowledged by B.
        // (Its lease runs out: handed back here, so that A's own renewals cannot extend it meanwhile.)
        await p.b.leases.release('A', ['IDLEAA']);
        const epoch = await p.b.claim('IDLEAA');
        expect(epoch).toBe(2);
        await p.b.move('IDLEAA', 1, epoch!);
        acked = true;
      },
    });

    expect(await p.manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 0 });
    expect(acked).toBe(true);
    expect(await p.seqs('IDLEAA')).toEqual([0, 1]);
    expect(await p.leaseRow('IDLEAA')).toMatchObject({ owner: 'B', epoch: 2 });
    expect(p.queue.stats).toMatchObject({ fenced: 1, fencedMutations: 1 });
    expect(p.warnings.some((w) => /1 expired room\(s\) were not deleted: another process took them over/.test(w))).toBe(true);
    expect(p.coordinator.holds('IDLEAA')).toBe(false);
    expect(p.fatal).toEqual([]);
  });

  // Failed before the fix: A only asked whether another process held the lease, found none (B had let
  // go), and deleted the game B had just moved in.
  it('a game that another process moved in and let go of between the check and the claim is read again and kept', async () => {
    let p: Awaited<ReturnType<typeof twoProcesses>> | null = null;
    p = await twoProcesses(idleGame('IDLEAA'), {
      afterFind: async (n) => {
        if (!p || n !== 1) return;
        // A spectator's request reached B, which loaded the idle game; a player moved; B let go again.
        const epoch = await p.b.claim('IDLEAA');
        expect(epoch).toBe(1);
        await p.b.move('IDLEAA', 1, epoch!);
        await p.b.leases.release('B', ['IDLEAA']);
      },
    });
    expect(await p.manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 0 });
    expect(await p.seqs('IDLEAA')).toEqual([0, 1]);
    // A took the lease (epoch 2) to look again; it hands it back at its next renewal, as any unused lease.
    expect(await p.leaseRow('IDLEAA')).toMatchObject({ owner: 'A', epoch: 2 });
    expect(p.commits.some((c) => c.batch.some((m) => m.kind === 'deleteRoom'))).toBe(false);
  });

  it('a room another process plays when A claims is left for a later run (and its move kept)', async () => {
    let p: Awaited<ReturnType<typeof twoProcesses>> | null = null;
    p = await twoProcesses(idleGame('IDLEAA'), {
      afterFind: async (n) => {
        if (!p || n !== 1) return;
        const epoch = await p.b.claim('IDLEAA');
        await p.b.move('IDLEAA', 1, epoch!);
      },
    });
    expect(await p.manager.retention.run()).toEqual({ finished: 0, lobby: 0, idle: 0 });
    expect(await p.seqs('IDLEAA')).toEqual([0, 1]);
    expect(await p.leaseRow('IDLEAA')).toMatchObject({ owner: 'B', epoch: 1 });
    expect(p.coordinator.holds('IDLEAA')).toBe(false);
  });
});
