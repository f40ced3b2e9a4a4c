/**
 * Leases and fencing (docs/cluster.md, src/server/cluster/leases.ts, postgres.ts `beginFenced`) on a real
 * PostgreSQL: claim, renew, release and expiry on the database's clock; racing claims (exactly one
 * wins); holders and orphans; and split brain at the storage level: an owner that stopped renewing and
 * was taken over cannot write, not even a commit that races the takeover.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LeaseStore } from '../../src/server/cluster/leases.ts';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import { MIGRATIONS } from '../../src/server/storage/postgres-schema.ts';
import { FencedError, type Fence, type Mutation, type RoomConfig, type SeatRecord, type WorkshopConfig, type WorkshopState } from '../../src/server/storage/types.ts';
import { dropPostgresSchemas, freshPostgresUrl, pgQuery, postgresSkipReason } from './postgres-helpers.ts';
import pg from 'pg';

afterAll(dropPostgresSchemas);

/**
 * Short leases, so expiry is quick to test; long enough that a loaded machine (tests run side by
 * side) does not let one run out between two statements meant to see it live.
 */
const TTL = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const config = (code: string, workshop?: string): RoomConfig => ({
  code, game: 'pledge', players: 2, seed: 7, options: {}, botThinkMs: 0, turnTimer: null,
  dropReplaceSeconds: null, standInBot: { kind: 'random', strength: 'easy' }, hostTokenHash: 'h', createdAt: 1,
  ...(workshop ? { workshop, table: 0 } : {}),
});
const seats: SeatRecord[] = [
  { index: 0, kind: 'human', name: 'Amal', tokenHash: 'abc', bot: null, standIn: null },
  { index: 1, kind: 'bot', name: null, tokenHash: null, bot: { kind: 'random', strength: 'easy' }, standIn: null },
];
const move = (code: string, seq: number): Mutation => ({ kind: 'action', code, entry: { seq, seat: seq % 2, action: seq, at: 10 + seq } });
const workshop = (code: string): WorkshopConfig => ({
  code, game: 'pledge', options: {}, turnTimer: null, language: 'en', tableSize: 2, remainder: 'bots',
  bot: { kind: 'random', strength: 'easy' }, standInBot: { kind: 'random', strength: 'easy' }, botThinkMs: 0, dropReplaceSeconds: null,
  facilitatorTokenHash: 'f', createdAt: 1,
});
const wstate = (phase: WorkshopState['phase'], frozen: number[] = []): WorkshopState =>
  ({ phase, paused: false, pausedAt: null, message: null, startedAt: null, endedAt: null, frozen });
const fence = (owner: string, leases: Record<string, number>): Fence => ({ owner, leases: Object.entries(leases).map(([key, epoch]) => ({ key, epoch })) });
const seqs = async (s: PostgresStorage, code: string) => (await s.loadRoom(code))?.actions.map((a) => a.seq);

/** Waits until `check` holds (polling), failing after a few seconds. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

describe.skipIf(postgresSkipReason !== null)(`leases${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`, () => {
  it('upgrades a version 1 database: its rooms kept, the leases table added (by whichever opens first)', async () => {
    const url = await freshPostgresUrl();
    await pgQuery(url, 'CREATE TABLE schema_version (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    await pgQuery(url, MIGRATIONS[0].sql);
    await pgQuery(url, 'INSERT INTO schema_version (version, description) VALUES (1, $1)', [MIGRATIONS[0].description]);
    await pgQuery(url, "INSERT INTO rooms (code, game, players, config, status, created_at) VALUES ('OLDROM', 'pledge', 2, $1::jsonb, 'lobby', 1)",
      [JSON.stringify(config('OLDROM'))]);
    const leases = await LeaseStore.open(url, { ttlMs: TTL });
    const storage = await PostgresStorage.open(url);
    try {
      expect((await pgQuery<{ version: number }>(url, 'SELECT version FROM schema_version ORDER BY version')).map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      expect((await storage.loadRoom('OLDROM'))?.config).toEqual(config('OLDROM'));
      expect(await leases.orphans(10)).toEqual(['OLDROM']);
    } finally {
      await storage.close();
      await leases.close();
    }
  });

  it('claims, extends, refuses another owner, renews, expires, takes over with a higher epoch and releases', async () => {
    const leases = await LeaseStore.open(await freshPostgresUrl(), { ttlMs: TTL });
    try {
      expect(leases.ttlMs).toBe(TTL);
      expect(await leases.claim('ROOMAA', 'A')).toEqual({ won: true, epoch: 1 });
      expect(await leases.claim('ROOMAA', 'A')).toEqual({ won: true, epoch: 1 });
      expect(await leases.claim('ROOMAA', 'B')).toEqual({ won: false, owner: 'A', epoch: 1 });
      expect(await leases.holders(['ROOMAA', 'NOSUCH'])).toEqual(new Map([['ROOMAA', { owner: 'A', epoch: 1 }]]));
      expect(await leases.renew('A', ['ROOMAA', 'NOSUCH'])).toEqual(new Map([['ROOMAA', 1]]));
      expect(await leases.renew('B', ['ROOMAA'])).toEqual(new Map());

      // Renewed within its life it stays A's past the first TTL.
      await sleep(TTL * 0.65);
      expect((await leases.renew('A', ['ROOMAA'])).get('ROOMAA')).toBe(1);
      await sleep(TTL * 0.65);
      expect(await leases.claim('ROOMAA', 'B')).toMatchObject({ won: false, owner: 'A' });

      // Not renewed, it expires: nobody holds it, and B's claim raises the epoch.
      await sleep(TTL + 100);
      expect(await leases.holders(['ROOMAA'])).toEqual(new Map());
      expect(await leases.claim('ROOMAA', 'B')).toEqual({ won: true, epoch: 2 });
      expect(await leases.renew('A', ['ROOMAA'])).toEqual(new Map());
      expect(await leases.holders(['ROOMAA'])).toEqual(new Map([['ROOMAA', { owner: 'B', epoch: 2 }]]));

      // Released: free at once, the epoch kept until the next claim raises it; a late renewal of the
      // old owner does not revive it.
      await leases.release('B', ['ROOMAA']);
      expect(await leases.renew('B', ['ROOMAA'])).toEqual(new Map());
      expect(await leases.holders(['ROOMAA'])).toEqual(new Map());
      expect(await leases.claim('ROOMAA', 'A')).toEqual({ won: true, epoch: 3 });
      // Releasing someone else's lease does nothing.
      await leases.release('B', ['ROOMAA']);
      expect(await leases.holders(['ROOMAA'])).toEqual(new Map([['ROOMAA', { owner: 'A', epoch: 3 }]]));

      // Expired but claimed by nobody: the owner may renew it (same epoch: nobody else wrote), and
      // its own claim after expiry counts as a new one (epoch + 1).
      expect(await leases.claim('ROOMBB', 'A')).toEqual({ won: true, epoch: 1 });
      await sleep(TTL + 100);
      expect(await leases.renew('A', ['ROOMBB'])).toEqual(new Map([['ROOMBB', 1]]));
      expect(await leases.holders(['ROOMBB'])).toEqual(new Map([['ROOMBB', { owner: 'A', epoch: 1 }]]));
      await sleep(TTL + 100);
      expect(await leases.claim('ROOMBB', 'A')).toEqual({ won: true, epoch: 2 });
    } finally {
      await leases.close();
    }
  });

  it('gives a contested lease to exactly one of many processes claiming at once, again after it expires', async () => {
    const url = await freshPostgresUrl();
    // Four stores (four pools, up to twelve connections) as four processes would have. The lease
    // lives as in production (3 s): on a loaded machine the queued claims may take longer than a
    // short TTL, and a claim after expiry rightly wins anew. Expiry is then made by hand.
    const stores = await Promise.all([1, 2, 3, 4].map(() => LeaseStore.open(url, { ttlMs: 3000 })));
    try {
      for (const expected of [1, 2]) {
        const owners = Array.from({ length: 24 }, (_, i) => `P${i}`);
        const results = await Promise.all(owners.map((o, i) => stores[i % stores.length].claim('RACE', o)));
        const winners = owners.filter((_, i) => results[i].won);
        expect(winners).toHaveLength(1);
        for (const r of results) expect(r).toEqual(r.won ? { won: true, epoch: expected } : { won: false, owner: winners[0], epoch: expected });
        await pgQuery(url, "UPDATE leases SET expires_at = now() - interval '1 millisecond' WHERE key = 'RACE'");
      }
      // Many keys at once, each won by exactly one.
      const keys = Array.from({ length: 10 }, (_, i) => `K${i}`);
      const claims = await Promise.all(keys.flatMap((k) => ['X', 'Y', 'Z'].map(async (o) => ({ k, o, r: await stores[o.charCodeAt(0) % 4].claim(k, o) }))));
      for (const k of keys) expect(claims.filter((c) => c.k === k && c.r.won)).toHaveLength(1);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('finds the orphans (unfinished rooms by lease key, active workshops) that no live lease covers, the lease key of each room, and removes the lease rows of deleted rooms', async () => {
    const url = await freshPostgresUrl();
    const storage = await PostgresStorage.open(url);
    const leases = await LeaseStore.open(url, { ttlMs: TTL });
    try {
      await storage.commit([
        { kind: 'createRoom', config: config('LOBBYA'), seats },
        { kind: 'createRoom', config: config('PLAYNG'), seats },
        { kind: 'status', code: 'PLAYNG', status: 'playing', at: 2 },
        { kind: 'createRoom', config: config('DONEAA'), seats },
        { kind: 'status', code: 'DONEAA', status: 'finished', at: 3 },
        { kind: 'createWorkshop', config: workshop('WKPLAY'), state: wstate('playing') },
        { kind: 'createRoom', config: config('TABLE0', 'WKPLAY'), seats },
        { kind: 'createRoom', config: config('TABLE1', 'WKPLAY'), seats },
        { kind: 'createWorkshop', config: workshop('WKOVER'), state: wstate('debrief') },
        { kind: 'createWorkshop', config: workshop('WKFROZ'), state: wstate('debrief', [0]) },
        { kind: 'createRoom', config: config('FROZEN', 'WKFROZ'), seats },
      ]);
      const sorted = async (limit = 100) => (await leases.orphans(limit)).sort();
      expect(await sorted()).toEqual(['LOBBYA', 'PLAYNG', 'WKFROZ', 'WKPLAY']);
      expect(await leases.orphans(2)).toHaveLength(2);
      // A process's own lease is no orphan; a claimed key is not one until its lease runs out.
      await leases.claim('process:A', 'A');
      await leases.claim('PLAYNG', 'A');
      await leases.claim('WKPLAY', 'A');
      expect(await sorted()).toEqual(['LOBBYA', 'WKFROZ']);
      await leases.release('A', ['WKPLAY']);
      expect(await sorted()).toEqual(['LOBBYA', 'WKFROZ', 'WKPLAY']);
      await pgQuery(url, "UPDATE leases SET expires_at = now() - interval '1 millisecond' WHERE key = 'PLAYNG'");
      expect(await sorted()).toEqual(['LOBBYA', 'PLAYNG', 'WKFROZ', 'WKPLAY']);
      // Random order: over a few draws of one from four, more than one key comes first.
      const firsts = new Set<string>();
      for (let i = 0; i < 40 && firsts.size < 2; i++) firsts.add((await leases.orphans(1))[0]);
      expect(firsts.size).toBeGreaterThan(1);

      // For retention: the lease key of each stored room (a table's is its workshop's code).
      const all = ['LOBBYA', 'PLAYNG', 'DONEAA', 'TABLE0', 'TABLE1', 'FROZEN', 'NOSUCH'];
      expect(Object.fromEntries(await leases.leaseKeys(all))).toEqual({
        LOBBYA: 'LOBBYA', PLAYNG: 'PLAYNG', DONEAA: 'DONEAA', TABLE0: 'WKPLAY', TABLE1: 'WKPLAY', FROZEN: 'WKFROZ',
      });
      expect(await leases.leaseKeys([])).toEqual(new Map());

      // After retention deleted a room, its owner removes the lease row; never another owner's, nor one a room or workshop still uses.
      await leases.claim('DONEAA', 'A');
      await leases.claim('GONEAA', 'A');
      await leases.claim('GONEBB', 'B');
      expect(await leases.removeUnused('A', ['GONEAA', 'GONEBB', 'DONEAA', 'WKPLAY', 'NOSUCH'])).toBe(1);
      const rows = await pgQuery<{ key: string }>(url, "SELECT key FROM leases WHERE key IN ('GONEAA', 'GONEBB', 'DONEAA', 'WKPLAY') ORDER BY key");
      expect(rows.map((r) => r.key)).toEqual(['DONEAA', 'GONEBB', 'WKPLAY']);
      expect(await leases.removeUnused('A', [])).toBe(0);
    } finally {
      await leases.close();
      await storage.close();
    }
  });

  it('split brain: an owner taken over after its lease ran out cannot write, and its fenced commit writes nothing', async () => {
    const url = await freshPostgresUrl();
    const a = await PostgresStorage.open(url);
    const b = await PostgresStorage.open(url);
    const leases = await LeaseStore.open(url, { ttlMs: TTL });
    try {
      const claimA = await leases.claim('SPLITR', 'A');
      expect(claimA).toEqual({ won: true, epoch: 1 });
      await a.commit([{ kind: 'createRoom', config: config('SPLITR'), seats }, { kind: 'status', code: 'SPLITR', status: 'playing', at: 2 }, move('SPLITR', 0)],
        fence('A', { SPLITR: 1 }));
      await a.commit([move('SPLITR', 1)], fence('A', { SPLITR: 1 }));
      // A stops renewing (paused); after the TTL, B takes the room over and plays on.
      await sleep(TTL + 100);
      expect(await leases.claim('SPLITR', 'B')).toEqual({ won: true, epoch: 2 });
      await b.commit([move('SPLITR', 2)], fence('B', { SPLITR: 2 }));
      // A wakes up and commits with its old fence: refused, and nothing of the batch is written, not
      // even the part for a room whose lease A still holds (the write queue retries that part alone).
      expect(await leases.claim('OTHERA', 'A')).toEqual({ won: true, epoch: 1 });
      const err = await a.commit([move('SPLITR', 3), { kind: 'createRoom', config: config('OTHERB'), seats }, move('SPLITR', 4)],
        fence('A', { SPLITR: 1, OTHERA: 1 })).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(FencedError);
      expect((err as FencedError).lost).toEqual(['SPLITR']);
      expect((err as FencedError).name).toBe('FencedError');
      expect((err as Error).message).toMatch(/SPLITR/);
      expect(await seqs(b, 'SPLITR')).toEqual([0, 1, 2]);
      expect(await b.roomExists('OTHERB')).toBe(false);
      // A key with no lease at all, or a wrong owner, is lost just the same; the pooled connection still works.
      await expect(a.commit([move('SPLITR', 3)], fence('A', { NOLEASE: 1 }))).rejects.toThrow(FencedError);
      await expect(a.commit([move('SPLITR', 3)], fence('C', { SPLITR: 2 }))).rejects.toThrow(FencedError);
      // B's lease expiring alone does not fence B: nobody claimed it, nobody else wrote.
      await sleep(TTL + 100);
      await b.commit([move('SPLITR', 3)], fence('B', { SPLITR: 2 }));
      expect(await seqs(b, 'SPLITR')).toEqual([0, 1, 2, 3]);
      // Without a fence a commit is as before (single-process mode).
      await a.commit([move('SPLITR', 4)]);
      expect(await seqs(b, 'SPLITR')).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await leases.close();
      await a.close();
      await b.close();
    }
  });

  it('a commit holding its leases makes a racing claim wait until it has committed; the old owner is fenced after', async () => {
    const url = await freshPostgresUrl();
    const a = await PostgresStorage.open(url);
    const leases = await LeaseStore.open(url, { ttlMs: TTL });
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      expect(await leases.claim('RACEDR', 'A')).toEqual({ won: true, epoch: 1 });
      await a.commit([{ kind: 'createRoom', config: config('RACEDR'), seats }, { kind: 'status', code: 'RACEDR', status: 'playing', at: 2 }], fence('A', { RACEDR: 1 }));
      await sleep(TTL + 100);
      // Hold the room's row so A's next commit stops inside its transaction, after its fence check.
      await blocker.query('BEGIN');
      await blocker.query("SELECT 1 FROM rooms WHERE code = 'RACEDR' FOR UPDATE");
      const blockerPid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const blockedBy = async (pids: number[]) => (await pgQuery<{ pid: number }>(url,
        'SELECT pid FROM pg_stat_activity WHERE pg_blocking_pids(pid) && $1::int[]', [pids])).map((r) => r.pid);
      let committed = false;
      let claimed = false;
      const commit = a.commit([move('RACEDR', 0)], fence('A', { RACEDR: 1 })).then(() => { committed = true; });
      let commitPids: number[] = [];
      await until('A\'s commit waits on the room row', async () => (commitPids = await blockedBy([blockerPid])).length > 0);
      const claim = leases.claim('RACEDR', 'B').then((r) => { claimed = true; return r; });
      await until('B\'s claim waits on A\'s commit', async () => (await blockedBy(commitPids)).length > 0);
      expect(committed).toBe(false);
      expect(claimed).toBe(false);
      await blocker.query('COMMIT');
      await commit;
      expect(await claim).toEqual({ won: true, epoch: 2 });
      expect(await seqs(a, 'RACEDR')).toEqual([0]);
      await expect(a.commit([move('RACEDR', 1)], fence('A', { RACEDR: 1 }))).rejects.toThrow(FencedError);
      expect(await seqs(a, 'RACEDR')).toEqual([0]);
    } finally {
      await blocker.end();
      await leases.close();
      await a.close();
    }
  });
});
