/**
 * Leases (cluster mode; docs/cluster.md, One owner per room): which server process plays each room
 * and workshop. A lease is a row of the PostgreSQL table `leases` (postgres-schema.ts version 2): key,
 * owner, epoch, expires_at.
 *
 * - The key is a room's code, or a workshop's code for the workshop and all its tables (they pause,
 *   resume and end together, so one process plays them all), or `process:<id>` for a process itself.
 * - Claiming a lease that is absent or expired makes the claimer its owner and raises the epoch by
 *   one; the owner claiming or renewing it again keeps the epoch. Every commit of the owner is fenced
 *   by the epochs it holds (postgres.ts `beginFenced`): once another process has claimed a lease, the
 *   old owner cannot write to its rooms, however long it was paused.
 * - Time is the database's alone (`now()`): the processes' clocks never decide who owns what.
 * - A lease handed back on purpose (`release`) gets expires_at = '-infinity': any process may claim
 *   it at once, and a renewal still in flight from the old owner cannot revive it (renew skips it).
 *
 * A row is deleted only after retention has deleted its room (`removeUnused`: by the owner, and only
 * while no room or workshop has that code), so otherwise an epoch only ever goes up and a fence from an
 * old claim can never match a later one. Should a deleted room's code ever be used again, its lease
 * starts again at epoch 1; that is safe because a fence must match the owner as well as the epoch, and
 * a process that claims the key afresh fences with the epoch of that claim.
 */
import type pg from 'pg';
import { openMigratedPool } from '../storage/postgres.ts';

export type Claim = { won: true; epoch: number } | { won: false; owner: string; epoch: number };

export interface LeaseStoreOptions {
  /** How long a lease lives unless renewed (CROSSINGS_LEASE_MS); the owner renews well within it. */
  ttlMs: number;
  /** An idle pooled connection failed (PostgreSQL restarted, say); the pool replaces it. Default: stderr. */
  onIdleError?: (err: Error) => void;
}

/** Milliseconds from now on the database's clock; `$n` is the TTL in milliseconds. */
const expiry = (n: number): string => `now() + $${n}::double precision * interval '1 millisecond'`;

const SQL = {
  /**
   * Taken when absent or expired (epoch + 1; a new row starts at 1), extended when the claimer holds
   * it; otherwise no row comes back. A commit holding the row FOR SHARE makes this wait until it ends.
   */
  claim: `INSERT INTO leases AS l (key, owner, epoch, expires_at) VALUES ($1, $2, 1, ${expiry(3)})
    ON CONFLICT (key) DO UPDATE SET
      epoch = CASE WHEN l.expires_at <= now() THEN l.epoch + 1 ELSE l.epoch END,
      owner = excluded.owner,
      expires_at = excluded.expires_at
    WHERE l.expires_at <= now() OR l.owner = excluded.owner
    RETURNING epoch`,
  holder: 'SELECT owner, epoch, expires_at <= now() AS expired FROM leases WHERE key = $1',
  /**
   * Rows are locked in key order, as a fenced commit locks them (FOR SHARE, ORDER BY key), so a
   * renewal and a commit touching the same leases never deadlock. An expired lease still naming this
   * owner is renewed too: nobody claimed it meanwhile (the epoch is unchanged), so nobody else wrote.
   * A released one ('-infinity') is not.
   */
  renew: `UPDATE leases l SET expires_at = ${expiry(3)}
    FROM (SELECT key FROM leases WHERE owner = $1 AND key = ANY($2::text[]) AND expires_at <> '-infinity'
          ORDER BY key FOR NO KEY UPDATE) mine
    WHERE l.key = mine.key AND l.owner = $1 AND l.expires_at <> '-infinity'
    RETURNING l.key, l.epoch`,
  release: `UPDATE leases l SET expires_at = '-infinity'
    FROM (SELECT key FROM leases WHERE owner = $1 AND key = ANY($2::text[]) ORDER BY key FOR NO KEY UPDATE) mine
    WHERE l.key = mine.key AND l.owner = $1`,
  holders: 'SELECT key, owner, epoch FROM leases WHERE key = ANY($1::text[]) AND expires_at > now()',
  /** The lease key of each of these rooms still stored: a table's is its workshop's code (types.ts `leaseKeyOf`). */
  leaseKeys: `SELECT code, coalesce(config->>'workshop', code) AS key FROM rooms WHERE code = ANY($1::text[])`,
  /** Rows of keys `owner` holds that no room or workshop uses any more (locked in key order, as everywhere). */
  removeUnused: `DELETE FROM leases l USING (
      SELECT key FROM leases WHERE owner = $1 AND key = ANY($2::text[]) ORDER BY key FOR UPDATE) mine
    WHERE l.key = mine.key AND l.owner = $1
      AND NOT EXISTS (SELECT 1 FROM rooms WHERE code = l.key)
      AND NOT EXISTS (SELECT 1 FROM workshops WHERE code = l.key)`,
  /**
   * What must be played and has no live lease: unfinished rooms (by lease key: a table's is its
   * workshop's code) and active workshops (waiting, playing, or ended with
   * frozen tables). Random order, so processes sweeping at once mostly try different keys.
   */
  orphans: `SELECT k AS key FROM (
      SELECT coalesce(config->>'workshop', code) AS k FROM rooms WHERE status IN ('lobby', 'playing')
      UNION
      SELECT code FROM workshops WHERE active
    ) wanted
    WHERE NOT EXISTS (SELECT 1 FROM leases l WHERE l.key = wanted.k AND l.expires_at > now())
    ORDER BY random() LIMIT $1`,
} as const;

export class LeaseStore {
  private closing: Promise<void> | null = null;

  private constructor(private readonly pool: pg.Pool, readonly ttlMs: number) {}

  /**
   * Connects (a small pool of its own: lease traffic never queues behind commits) through the same
   * `openMigratedPool` as PostgresStorage.open, so the schema is brought up to date under one advisory
   * lock whichever of the two opens first, and a search_path in the URL's options applies to both.
   */
  static async open(url: string, opts: LeaseStoreOptions): Promise<LeaseStore> {
    if (!Number.isSafeInteger(opts.ttlMs) || opts.ttlMs <= 0) throw new Error(`lease TTL must be a positive whole number of milliseconds, not ${opts.ttlMs}`);
    const pool = await openMigratedPool(url, 3,
      opts.onIdleError ?? ((err) => console.error(`leases: an idle PostgreSQL connection failed (${err.message}); it is replaced`)));
    return new LeaseStore(pool, opts.ttlMs);
  }

  /** Takes the lease if absent or expired (epoch + 1), or extends it if `owner` already holds it (same epoch). */
  async claim(key: string, owner: string): Promise<Claim> {
    // A lost claim reads the holder next; should that lease have run out in between, claim again.
    for (let attempt = 0; ; attempt++) {
      const won = await this.pool.query<{ epoch: number }>(SQL.claim, [key, owner, this.ttlMs]);
      if (won.rows.length) return { won: true, epoch: won.rows[0].epoch };
      const held = await this.pool.query<{ owner: string; epoch: number; expired: boolean }>(SQL.holder, [key]);
      const row = held.rows[0];
      if (row && (!row.expired || attempt >= 2)) return { won: false, owner: row.owner, epoch: row.epoch };
      if (!row && attempt >= 2) throw new Error(`lease ${key}: the claim was refused but no holder is recorded`);
    }
  }

  /** Extends the leases `owner` still holds among `keys`; returns key -> epoch for those (a key missing = lost). One statement. */
  async renew(owner: string, keys: readonly string[]): Promise<Map<string, number>> {
    if (!keys.length) return new Map();
    const { rows } = await this.pool.query<{ key: string; epoch: number }>(SQL.renew, [owner, keys, this.ttlMs]);
    return new Map(rows.map((r) => [r.key, r.epoch]));
  }

  /** Graceful hand-over: expires them now (keeps the epoch) so another process may claim them at once. */
  async release(owner: string, keys: readonly string[]): Promise<void> {
    if (!keys.length) return;
    await this.pool.query(SQL.release, [owner, keys]);
  }

  /** The live (unexpired) holders of these keys; a key missing has none. */
  async holders(keys: readonly string[]): Promise<Map<string, { owner: string; epoch: number }>> {
    if (!keys.length) return new Map();
    const { rows } = await this.pool.query<{ key: string; owner: string; epoch: number }>(SQL.holders, [keys]);
    return new Map(rows.map((r) => [r.key, { owner: r.owner, epoch: r.epoch }]));
  }

  /** Room code -> lease key (its workshop's code for a table, else its own) for those of `codes` still stored. */
  async leaseKeys(codes: readonly string[]): Promise<Map<string, string>> {
    if (!codes.length) return new Map();
    const { rows } = await this.pool.query<{ code: string; key: string }>(SQL.leaseKeys, [codes]);
    return new Map(rows.map((r) => [r.code, r.key]));
  }

  /**
   * Deletes the rows of these keys that `owner` holds and that no room or workshop uses any more
   * (retention deleted their rooms), so the table does not keep a row for every room ever played.
   * Returns how many rows went.
   */
  async removeUnused(owner: string, keys: readonly string[]): Promise<number> {
    if (!keys.length) return 0;
    const { rowCount } = await this.pool.query(SQL.removeUnused, [owner, keys]);
    return rowCount ?? 0;
  }

  /** Lease keys that need an owner and have no live lease, at most `limit`, in random order. */
  async orphans(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ key: string }>(SQL.orphans, [limit]);
    return rows.map((r) => r.key);
  }

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
