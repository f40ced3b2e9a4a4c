/**
 * The write queue's fencing (docs/cluster.md, src/server/storage/write-queue.ts): a batch touching a room
 * whose lease this process lost is committed again without that room's mutations, the coordinator
 * is told (onFenced) before any callback of the batch runs, and `drained(key)` tells an HTTP route
 * that its write was dropped. On a real PostgreSQL with real leases, then the edge cases with a fake
 * storage (which needs no database).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LeaseStore } from '../../src/server/cluster/leases.ts';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import { FencedError, type Fence, type Mutation, type RoomConfig, type SeatRecord, type Storage } from '../../src/server/storage/types.ts';
import { WriteQueue, type WriteFencing } from '../../src/server/storage/write-queue.ts';
import { dropPostgresSchemas, freshPostgresUrl, postgresSkipReason } from './postgres-helpers.ts';

afterAll(dropPostgresSchemas);

const config = (code: string): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 7, options: {}, botThinkMs: 0, turnTimer: null,
  dropReplaceSeconds: null, standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h', createdAt: 1,
});
const seats: SeatRecord[] = [
  { index: 0, kind: 'human', name: 'Amal', tokenHash: 'abc', bot: null, standIn: null },
  { index: 1, kind: 'bot', name: null, tokenHash: null, bot: { kind: 'random', strength: 'easy' }, standIn: null },
];
const move = (code: string, seq: number): Mutation => ({ kind: 'action', code, entry: { seq, seat: seq % 2, action: seq, at: 10 + seq } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fencing as the coordinator does it: every room is its own lease; `held` is what this process believes it holds. */
function fencingFor(owner: string, held: Map<string, number>, events: string[]): WriteFencing {
  return {
    keyOf: (m) => (m.kind === 'deleteRoom' ? null : m.kind === 'createRoom' || m.kind === 'createWorkshop' ? m.config.code : m.code),
    fenceFor: (keys): Fence => ({ owner, leases: keys.map((key) => ({ key, epoch: held.get(key) ?? -1 })) }),
    onFenced: (lost) => {
      events.push(`fenced ${lost.join(',')}`);
      for (const k of lost) held.delete(k);
    },
  };
}

describe.skipIf(postgresSkipReason !== null)(`write queue fencing on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`, () => {
  it('drops the mutations of a room whose lease was lost, commits the rest, and says so before any callback', async () => {
    const url = await freshPostgresUrl();
    const storage = await PostgresStorage.open(url);
    const leases = await LeaseStore.open(url, { ttlMs: 300 });
    const fatal: unknown[] = [];
    const queue = new WriteQueue(storage, (err) => fatal.push(err));
    const events: string[] = [];
    const held = new Map<string, number>();
    try {
      for (const code of ['KEEPRM', 'LOSTRM']) {
        const claim = await leases.claim(code, 'A');
        expect(claim.won).toBe(true);
        if (claim.won) held.set(code, claim.epoch);
      }
      queue.setFencing(fencingFor('A', held, events));
      queue.write({ kind: 'createRoom', config: config('KEEPRM'), seats }, { kind: 'createRoom', config: config('LOSTRM'), seats });
      queue.write({ kind: 'status', code: 'KEEPRM', status: 'playing', at: 2 }, { kind: 'status', code: 'LOSTRM', status: 'playing', at: 2 });
      await queue.drained();
      expect(queue.stats).toMatchObject({ fenced: 0, fencedMutations: 0 });

      // A is paused past its lease of LOSTRM only (it renews KEEPRM); B takes LOSTRM over.
      await sleep(200);
      await leases.renew('A', ['KEEPRM']);
      await sleep(200);
      expect(await leases.claim('LOSTRM', 'B')).toEqual({ won: true, epoch: 2 });

      // One turn of the event loop: moves in both rooms, in one batch.
      queue.write(move('KEEPRM', 0), move('LOSTRM', 0));
      queue.afterCommit(() => events.push('sent KEEPRM 0'));
      queue.afterCommit(() => events.push('sent LOSTRM 0'));
      queue.write(move('LOSTRM', 1), move('KEEPRM', 1), { kind: 'deleteRoom', code: 'NOSUCH' });
      const keep = queue.drained('KEEPRM');
      const lost = queue.drained('LOSTRM').then(() => null, (e: unknown) => e);
      const all = queue.drained();
      await keep;
      await all;
      const lostErr = await lost;
      expect(lostErr).toBeInstanceOf(FencedError);
      expect((lostErr as FencedError).lost).toEqual(['LOSTRM']);
      expect(events).toEqual(['fenced LOSTRM', 'sent KEEPRM 0', 'sent LOSTRM 0']);
      expect(fatal).toEqual([]);
      expect(queue.stats).toMatchObject({ fenced: 1, fencedMutations: 2 });

      expect((await storage.loadRoom('KEEPRM'))?.actions.map((a) => a.seq)).toEqual([0, 1]);
      expect((await storage.loadRoom('LOSTRM'))?.actions).toEqual([]);
      expect(held.has('LOSTRM')).toBe(false);

      // The queue goes on: the next batch of the kept room commits, with its fence.
      queue.write(move('KEEPRM', 2));
      await queue.drained('KEEPRM');
      expect((await storage.loadRoom('KEEPRM'))?.actions.map((a) => a.seq)).toEqual([0, 1, 2]);
      // drained(key) after a later batch that lost nothing resolves.
      await expect(queue.drained('LOSTRM')).resolves.toBeUndefined();
    } finally {
      await leases.close();
      await storage.close();
    }
  });
});

/** A storage that records what it is asked to commit and fails as told. */
class FakeStorage {
  readonly commits: Array<{ batch: readonly Mutation[]; fence?: Fence }> = [];
  constructor(private readonly fail: (batch: readonly Mutation[], fence?: Fence) => Error | null) {}
  commit(batch: readonly Mutation[], fence?: Fence): Promise<void> {
    this.commits.push({ batch, fence });
    const err = this.fail(batch, fence);
    return err ? Promise.reject(err) : Promise.resolve();
  }
}
const asStorage = (s: FakeStorage) => s as unknown as Storage;

describe('write queue fencing edge cases', () => {
  it('commits without a fence when fencing is off or the batch needs no lease', async () => {
    const storage = new FakeStorage(() => null);
    const queue = new WriteQueue(asStorage(storage), () => undefined);
    queue.write(move('ROOMAA', 0));
    await queue.drained();
    queue.setFencing(fencingFor('A', new Map([['ROOMAA', 4]]), []));
    queue.write({ kind: 'deleteRoom', code: 'OLDROM' });
    await queue.drained();
    queue.write(move('ROOMAA', 1), move('ROOMAA', 2), { kind: 'deleteRoom', code: 'OLDROM' });
    await queue.drained();
    expect(storage.commits.map((c) => c.fence)).toEqual([undefined, undefined, { owner: 'A', leases: [{ key: 'ROOMAA', epoch: 4 }] }]);
  });

  it('retries while more leases turn out lost, at most five times, then stops the server (onFatal)', async () => {
    // Each commit loses the first room of its batch, as if leases kept being taken over meanwhile.
    const storage = new FakeStorage((batch, fence) => (fence ? new FencedError([(batch[0] as { code: string }).code]) : null));
    const fatal: unknown[] = [];
    const events: string[] = [];
    const held = new Map(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7'].map((k) => [k, 1]));
    const queue = new WriteQueue(asStorage(storage), (err) => fatal.push(err));
    queue.setFencing(fencingFor('A', held, events));
    queue.write(...[...held.keys()].map((k) => move(k, 0)));
    queue.afterCommit(() => events.push('callback'));
    await sleep(50);
    expect(storage.commits.map((c) => c.batch.length)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(events).toEqual(['fenced R1', 'fenced R2', 'fenced R3', 'fenced R4', 'fenced R5']);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toBeInstanceOf(FencedError);
    expect(queue.stats).toMatchObject({ batches: 0, fenced: 5, fencedMutations: 5 });
  });

  it('a batch whose every room was lost commits nothing more and still runs its callbacks', async () => {
    const storage = new FakeStorage((batch, fence) => (fence ? new FencedError(fence.leases.map((l) => l.key)) : null));
    const fatal: unknown[] = [];
    const events: string[] = [];
    const queue = new WriteQueue(asStorage(storage), (err) => fatal.push(err));
    queue.setFencing(fencingFor('A', new Map([['R1', 1], ['R2', 1]]), events));
    queue.write(move('R1', 0), move('R2', 0));
    queue.afterCommit(() => events.push('callback'));
    await expect(queue.drained('R2')).rejects.toThrow(/R2/);
    expect(storage.commits).toHaveLength(1);
    expect(events).toEqual(['fenced R1,R2', 'callback']);
    expect(fatal).toEqual([]);
    expect(queue.stats).toMatchObject({ batches: 1, mutations: 0, fenced: 1, fencedMutations: 2 });
  });

  it('any other commit error stops the server as before, fenced or not', async () => {
    const storage = new FakeStorage(() => new Error('disk full'));
    const fatal: unknown[] = [];
    const queue = new WriteQueue(asStorage(storage), (err) => fatal.push(err));
    queue.setFencing(fencingFor('A', new Map([['R1', 1]]), []));
    queue.write(move('R1', 0));
    await sleep(20);
    expect(fatal.map((e) => (e as Error).message)).toEqual(['disk full']);
    expect(storage.commits).toHaveLength(1);
  });
});
