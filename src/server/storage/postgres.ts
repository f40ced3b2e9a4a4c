/**
 * PostgreSQL storage (the `pg` driver), chosen with CROSSINGS_DATABASE_URL. The same contract as
 * SQLite (types.ts): `commit` applies a batch in one transaction (BEGIN … COMMIT) and resolves only
 * once COMMIT has returned. Every connection sets `synchronous_commit = on`, so a returned COMMIT is
 * flushed to the server's WAL whatever the database's default: nothing is acknowledged to a player
 * before it would survive a crash of PostgreSQL or of its machine.
 *
 * The schema is migrated at open (postgres-schema.ts). Each read is one statement, so it sees one
 * snapshot: a room comes back with its seats and moves as of one commit, never half of a batch.
 * Rooms are addressed by invite code in every statement (the code is unique), so no id cache can go
 * stale when several servers share a database.
 *
 * In cluster mode each commit carries a `Fence` (types.ts): the leases of its rooms are checked in the
 * same transaction, so a process that lost a room's lease to another can never write to it.
 */
import pg from 'pg';
import { MIGRATIONS, migrate } from './postgres-schema.ts';
import { workshopActive } from './sqlite-db.ts';
import { StorageStartError } from './start-errors.ts';
import { FencedError } from './types.ts';
import type {
  ActionEntry, BotSpec, ExpiredRoomRow, ExpiredWorkshopRow, ExpiryReason, Fence, Mutation, RetentionCutoffs, RoomConfig, RoomStatus, RoomSummaryRow, SeatKind,
  SeatRecord, Storage, StoredRoom, StoredWorkshop, WorkshopConfig, WorkshopLanguage, WorkshopState, WorkshopStudent, WorkshopTable,
} from './types.ts';

/** Seats and moves come back as JSON arrays of tuples, aggregated in the room's own statement. */
type SeatTuple = [idx: number, kind: SeatKind, name: string | null, tokenHash: string | null, bot: BotSpec | null, standIn: BotSpec | null];
type MoveTuple = [seq: number, seat: number, action: number, at: number, undo: boolean];
type StudentTuple = [id: string, nickname: string, language: WorkshopLanguage, tokenHash: string, joinedAt: number, steppedOut: boolean, removed: boolean];

interface RoomRow {
  config: RoomConfig;
  status: RoomStatus;
  started_at: number | null;
  finished_at: number | null;
  seats: SeatTuple[];
  moves: MoveTuple[];
}
interface WorkshopRow {
  config: WorkshopConfig;
  state: WorkshopState;
  tables: WorkshopTable[];
  students: StudentTuple[];
}

const ROOM_SELECT = `
SELECT r.config, r.status, r.started_at, r.finished_at,
  (SELECT coalesce(json_agg(json_build_array(s.idx, s.kind, s.name, s.token_hash, s.bot, s.stand_in) ORDER BY s.idx), '[]')
     FROM seats s WHERE s.room_id = r.id) AS seats,
  (SELECT coalesce(json_agg(json_build_array(m.seq, m.seat, m.action, m.at, m.undo) ORDER BY m.seq), '[]')
     FROM moves m WHERE m.room_id = r.id) AS moves
FROM rooms r`;

const WORKSHOP_SELECT = `
SELECT w.config, w.state, w.tables,
  (SELECT coalesce(json_agg(json_build_array(s.id, s.nickname, s.language, s.token_hash, s.joined_at, s.stepped_out, s.removed) ORDER BY s.seq), '[]')
     FROM workshop_students s WHERE s.workshop_id = w.id) AS students
FROM workshops w`;

/** Rooms past the retention cutoffs, oldest first (as SQLite's EXPIRED_SQL; ties by code). */
const EXPIRED_SQL = `
SELECT code, reason FROM (
  SELECT code, 'finished' AS reason, finished_at AS t FROM rooms
    WHERE status = 'finished' AND $1::bigint IS NOT NULL AND finished_at < $1::bigint
  UNION ALL
  SELECT code, 'lobby', created_at FROM rooms
    WHERE status = 'lobby' AND $2::bigint IS NOT NULL AND created_at < $2::bigint
  UNION ALL
  SELECT code, 'idle', last FROM (
    SELECT code, COALESCE((SELECT at FROM moves m WHERE m.room_id = r.id ORDER BY seq DESC LIMIT 1), started_at, created_at) AS last
    FROM rooms r WHERE status = 'playing' AND $3::bigint IS NOT NULL
  ) playing WHERE last < $3::bigint
) expired ORDER BY t, code LIMIT $4`;

/** Writes of one mutation each; `$1` is always the room's or workshop's code. */
const SQL = {
  insertRoom: "INSERT INTO rooms (code, game, players, config, status, created_at) VALUES ($1, $2, $3, $4::jsonb, 'lobby', $5) RETURNING id",
  /** All of a new room's seats in one statement, from a JSON array of seat objects. */
  insertSeats: `INSERT INTO seats (room_id, idx, kind, name, token_hash, bot, stand_in)
    SELECT $1, s.idx, s.kind, s.name, s.token_hash, s.bot, s.stand_in
    FROM jsonb_to_recordset($2::jsonb) AS s(idx integer, kind text, name text, token_hash text, bot jsonb, stand_in jsonb)`,
  upsertSeat: `INSERT INTO seats (room_id, idx, kind, name, token_hash, bot, stand_in)
    SELECT r.id, $2, $3, $4, $5, $6::jsonb, $7::jsonb FROM rooms r WHERE r.code = $1
    ON CONFLICT (room_id, idx) DO UPDATE SET kind = excluded.kind, name = excluded.name, token_hash = excluded.token_hash,
      bot = excluded.bot, stand_in = excluded.stand_in`,
  start: 'UPDATE rooms SET status = $2, started_at = $3 WHERE code = $1',
  finish: 'UPDATE rooms SET status = $2, finished_at = $3 WHERE code = $1',
  setStatus: 'UPDATE rooms SET status = $2 WHERE code = $1',
  /** A run of moves (of any rooms) in one statement, from a JSON array; a move whose room is missing inserts nothing. */
  insertMoves: `INSERT INTO moves (room_id, seq, seat, action, at, undo)
    SELECT r.id, m.seq, m.seat, m.action, m.at, m.undo
    FROM jsonb_to_recordset($1::jsonb) AS m(code text, seq integer, seat integer, action bigint, at bigint, undo boolean)
    JOIN rooms r ON r.code = m.code`,
  knownRooms: 'SELECT code FROM rooms WHERE code = ANY($1::text[])',
  /** Seats and moves go with it (ON DELETE CASCADE). */
  deleteRoom: 'DELETE FROM rooms WHERE code = $1',
  insertWorkshop: `INSERT INTO workshops (code, game, config, state, tables, phase, active, created_at)
    VALUES ($1, $2, $3::jsonb, $4::jsonb, '[]', $5, $6, $7)`,
  updateWorkshop: 'UPDATE workshops SET state = $2::jsonb, phase = $3, active = $4 WHERE code = $1',
  workshopTables: 'UPDATE workshops SET tables = $2::jsonb WHERE code = $1',
  /** A new student takes the next arrival position; a known one (by id) is updated in place. */
  upsertStudent: `INSERT INTO workshop_students (workshop_id, seq, id, nickname, language, token_hash, joined_at, stepped_out, removed)
    SELECT w.id, (SELECT count(*) FROM workshop_students s WHERE s.workshop_id = w.id), $2, $3, $4, $5, $6, $7, $8
    FROM workshops w WHERE w.code = $1
    ON CONFLICT (workshop_id, id) DO UPDATE SET nickname = excluded.nickname, language = excluded.language,
      stepped_out = excluded.stepped_out, removed = excluded.removed`,
} as const;

/** bigint columns (epoch milliseconds, ids, counts, lease epochs) as numbers; pg's default is a string. */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`PostgreSQL returned ${text}, beyond a safe JavaScript integer`);
  return n;
}
export const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? parseInt8 : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const json = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));

/** The connection string for messages and logs, its password hidden. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'CROSSINGS_DATABASE_URL';
  }
}

export interface PostgresOptions {
  /** Connections in the pool (default 10): reads run side by side, commits one at a time. */
  maxConnections?: number;
  /** An idle pooled connection failed (the server restarted, say); the pool replaces it. */
  onIdleError?: (err: Error) => void;
}

/** An error from connecting or migrating, said for the operator. */
export function explainOpenError(err: unknown, where: string): unknown {
  if (err instanceof StorageStartError) return err;
  const e = err as { code?: unknown; message?: unknown };
  const said = `PostgreSQL said: ${String(e.message ?? err)}`;
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'ENOENT', 'ECONNRESET'].includes(code) || /timeout/i.test(String(e.message))) {
    return new StorageStartError('PostgreSQL cannot be reached', where,
      `Check that it is running and that CROSSINGS_DATABASE_URL names its host and port (unset it to use SQLite in CROSSINGS_DATA_DIR). ${said}`, { cause: err });
  }
  if (code === '3D000') {
    return new StorageStartError('The PostgreSQL database does not exist', where, `Create it (createdb), or fix CROSSINGS_DATABASE_URL. ${said}`, { cause: err });
  }
  if (code === '28P01' || code === '28000') {
    return new StorageStartError('PostgreSQL refused the login', where, `Check the user and password in CROSSINGS_DATABASE_URL. ${said}`, { cause: err });
  }
  if (code === '42501') {
    return new StorageStartError('The PostgreSQL user may not create the tables', where,
      `Grant it CREATE on the schema (or run the server once as the schema's owner). ${said}`, { cause: err });
  }
  return new StorageStartError('The PostgreSQL database could not be opened', where, said, { cause: err });
}

/** The connection string with `option` added to the server options it already sends (a search_path, say). */
export function withStartupOption(url: string, option: string): string {
  const u = new URL(url);
  const existing = u.searchParams.get('options');
  u.searchParams.set('options', existing ? `${existing} ${option}` : option);
  return u.toString();
}

/**
 * A pool on `url` whose schema is migrated (postgres-schema.ts, under its advisory lock, so storage and
 * leases may open in either order); an error says in words what is wrong and where.
 */
export async function openMigratedPool(url: string, max: number, onIdleError: (err: Error) => void): Promise<pg.Pool> {
  const where = describeDatabaseUrl(url);
  // Set at connection start-up (not by a query on 'connect', which pg 8 warns may overlap the
  // pool's first query and pg 9 will refuse): a COMMIT returns only once it is flushed.
  const pool = new pg.Pool({ connectionString: withStartupOption(url, '-c synchronous_commit=on'), max, types: TYPES, connectionTimeoutMillis: 10_000 });
  // Without a listener an idle connection's error would crash the process.
  pool.on('error', onIdleError);
  try {
    const client = await pool.connect();
    try {
      await migrate(client, where);
    } finally {
      client.release();
    }
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw explainOpenError(err, where);
  }
  return pool;
}

export class PostgresStorage implements Storage {
  private closing: Promise<void> | null = null;

  private constructor(private readonly pool: pg.Pool) {}

  /** Connects, migrates the schema (postgres-schema.ts) and returns the storage. */
  static async open(url: string, opts: PostgresOptions = {}): Promise<PostgresStorage> {
    return new PostgresStorage(await openMigratedPool(url, opts.maxConnections ?? 10, (err) => opts.onIdleError?.(err)));
  }

  /** The newest schema version this server knows. */
  static readonly schemaVersion = MIGRATIONS[MIGRATIONS.length - 1].version;

  async commit(batch: readonly Mutation[], fence?: Fence): Promise<void> {
    if (!batch.length) return;
    const client = await this.pool.connect();
    let failed = false;
    try {
      if (fence?.leases.length) await beginFenced(client, fence);
      else await client.query('BEGIN');
      // Consecutive moves (one per room and turn of the event loop, typically) go in one statement.
      let moves: Array<Extract<Mutation, { kind: 'action' | 'undo' }>> = [];
      for (const m of batch) {
        if (m.kind === 'action' || m.kind === 'undo') {
          moves.push(m);
          continue;
        }
        if (moves.length) await insertMoves(client, moves);
        moves = [];
        await apply(client, m);
      }
      if (moves.length) await insertMoves(client, moves);
      await client.query('COMMIT');
    } catch (err) {
      failed = true;
      // A connection whose ROLLBACK failed too is dropped from the pool rather than reused.
      const rollback = await client.query('ROLLBACK').then(() => null, (e: unknown) => e);
      client.release(rollback instanceof Error ? rollback : undefined);
      throw err;
    } finally {
      if (!failed) client.release();
    }
  }

  async loadRoom(code: string): Promise<StoredRoom | null> {
    const { rows } = await this.pool.query<RoomRow>(`${ROOM_SELECT} WHERE r.code = $1`, [code]);
    return rows.length ? hydrateRoom(rows[0]) : null;
  }

  async roomExists(code: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rooms WHERE code = $1', [code]);
    return rowCount === 1;
  }

  async loadPlayingRooms(): Promise<StoredRoom[]> {
    const { rows } = await this.pool.query<RoomRow>(`${ROOM_SELECT} WHERE r.status = 'playing' ORDER BY r.id`);
    return rows.map(hydrateRoom);
  }

  async listRooms(limit: number): Promise<RoomSummaryRow[]> {
    const { rows } = await this.pool.query<RoomSummaryRow>(
      'SELECT code, game, status, players, created_at AS "createdAt" FROM rooms ORDER BY created_at DESC LIMIT $1', [limit]);
    return rows;
  }

  async findExpiredRooms(cutoffs: RetentionCutoffs, limit: number): Promise<ExpiredRoomRow[]> {
    const { rows } = await this.pool.query<{ code: string; reason: ExpiryReason }>(EXPIRED_SQL,
      [cutoffs.finishedBefore, cutoffs.lobbyCreatedBefore, cutoffs.idleBefore, limit]);
    return rows.map(({ code, reason }) => ({ code, reason }));
  }

  async findExpiredWorkshops(cutoffs: RetentionCutoffs, limit: number): Promise<ExpiredWorkshopRow[]> {
    const { rows } = await this.pool.query<{ code: string; reason: ExpiredWorkshopRow['reason']; tables: WorkshopTable[] }>(`SELECT code, reason, tables FROM (
  SELECT id, code, 'waiting' AS reason, tables, created_at AS t FROM workshops WHERE phase = 'waiting' AND created_at < $1::bigint
  UNION ALL SELECT id, code, 'ended', tables, (state->>'endedAt')::bigint FROM workshops WHERE phase = 'debrief' AND (state->>'endedAt')::bigint < $2::bigint
) x ORDER BY t, id LIMIT $3`, [cutoffs.lobbyCreatedBefore, cutoffs.finishedBefore, limit]);
    return rows.map((r) => ({ code: r.code, reason: r.reason, rooms: r.tables.flatMap((t) => (t.room ? [t.room] : [])) }));
  }

  async loadWorkshop(code: string): Promise<StoredWorkshop | null> {
    const { rows } = await this.pool.query<WorkshopRow>(`${WORKSHOP_SELECT} WHERE w.code = $1`, [code]);
    return rows.length ? hydrateWorkshop(rows[0]) : null;
  }

  async loadActiveWorkshops(): Promise<StoredWorkshop[]> {
    const { rows } = await this.pool.query<WorkshopRow>(`${WORKSHOP_SELECT} WHERE w.active AND w.phase <> 'waiting' ORDER BY w.id`);
    return rows.map(hydrateWorkshop);
  }

  async workshopExists(code: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM workshops WHERE code = $1', [code]);
    return rowCount === 1;
  }

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}

function hydrateRoom(row: RoomRow): StoredRoom {
  return {
    config: row.config,
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    seats: row.seats.map(([index, kind, name, tokenHash, bot, standIn]): SeatRecord => ({ index, kind, name, tokenHash, bot, standIn })),
    actions: row.moves.map(([seq, seat, action, at, undo]): ActionEntry => (undo ? { seq, seat, action, at, undo: true } : { seq, seat, action, at })),
  };
}

function hydrateWorkshop(row: WorkshopRow): StoredWorkshop {
  return {
    config: row.config,
    state: row.state,
    tables: row.tables,
    students: row.students.map(([id, nickname, language, tokenHash, joinedAt, steppedOut, removed]): WorkshopStudent =>
      ({ id, nickname, language, tokenHash, joinedAt, steppedOut, ...(removed ? { removed: true } : {}) })),
  };
}

/**
 * BEGIN, then the fence check, in one round trip (a simple query of two statements, the keys inlined
 * as escaped literals): fencing costs cluster mode no extra round trip per commit. The lease rows are
 * read FOR SHARE, so a claim of one of them (an UPDATE) waits until this transaction ends: no other
 * process can take a lease between this check and the COMMIT, and the check-then-write is atomic.
 * They are locked in key order, as `renew` locks them (leases.ts), so the two never deadlock.
 * Expiry alone does not fence: until someone claims the lease (raising its epoch) no one else writes.
 */
async function beginFenced(client: pg.PoolClient, fence: Fence): Promise<void> {
  const keys = [...new Set(fence.leases.map((l) => l.key))];
  const list = keys.map((k) => client.escapeLiteral(k)).join(', ');
  const results = (await client.query(`BEGIN; SELECT key, owner, epoch FROM leases WHERE key IN (${list}) ORDER BY key FOR SHARE`)) as unknown as pg.QueryResult[];
  const rows = new Map(results[1].rows.map((r: { key: string; owner: string; epoch: number }) => [r.key, r]));
  const lost = new Set<string>();
  for (const { key, epoch } of fence.leases) {
    const row = rows.get(key);
    if (!row || row.owner !== fence.owner || row.epoch !== epoch) lost.add(key);
  }
  // commit's catch rolls the transaction back; nothing of the batch has been sent.
  if (lost.size) throw new FencedError([...lost]);
}

/** Runs a write that must touch exactly one row; none means the room or workshop is not there. */
async function one(client: pg.PoolClient, what: string, sql: string, params: unknown[]): Promise<void> {
  const { rowCount } = await client.query(sql, params);
  if (rowCount !== 1) throw new Error(`no ${what} in the database`);
}

/** Appends moves and take-backs in one statement; a move for a room that is not there fails the batch. */
async function insertMoves(client: pg.PoolClient, moves: ReadonlyArray<Extract<Mutation, { kind: 'action' | 'undo' }>>): Promise<void> {
  const rows = moves.map(({ kind, code, entry: e }) => ({ code, seq: e.seq, seat: e.seat, action: e.action, at: e.at, undo: kind === 'undo' }));
  const { rowCount } = await client.query(SQL.insertMoves, [JSON.stringify(rows)]);
  if (rowCount === rows.length) return;
  const codes = [...new Set(rows.map((r) => r.code))];
  const known = new Set((await client.query<{ code: string }>(SQL.knownRooms, [codes])).rows.map((r) => r.code));
  throw new Error(`no room ${codes.find((c) => !known.has(c)) ?? '?'} in the database`);
}

async function apply(client: pg.PoolClient, m: Mutation): Promise<void> {
  switch (m.kind) {
    case 'createRoom': {
      const c = m.config;
      const { rows } = await client.query<{ id: number }>(SQL.insertRoom, [c.code, c.game, c.players, JSON.stringify(c), c.createdAt]);
      if (m.seats.length) {
        const seats = m.seats.map((s) => ({ idx: s.index, kind: s.kind, name: s.name, token_hash: s.tokenHash, bot: s.bot, stand_in: s.standIn }));
        await client.query(SQL.insertSeats, [rows[0].id, JSON.stringify(seats)]);
      }
      return;
    }
    case 'seat': {
      const s = m.seat;
      return one(client, `room ${m.code}`, SQL.upsertSeat, [m.code, s.index, s.kind, s.name, s.tokenHash, json(s.bot), json(s.standIn)]);
    }
    case 'status': {
      const sql = m.status === 'playing' ? SQL.start : m.status === 'finished' ? SQL.finish : SQL.setStatus;
      return one(client, `room ${m.code}`, sql, m.status === 'lobby' ? [m.code, m.status] : [m.code, m.status, m.at]);
    }
    case 'action':
    case 'undo':
      return insertMoves(client, [m]);
    case 'deleteRoom':
      // A room already gone is no error (retention may race a room's own deletion).
      await client.query(SQL.deleteRoom, [m.code]);
      return;
    case 'createWorkshop': {
      const c = m.config;
      await client.query(SQL.insertWorkshop,
        [c.code, c.game, JSON.stringify(c), JSON.stringify(m.state), m.state.phase, workshopActive(m.state) === 1, c.createdAt]);
      return;
    }
    case 'workshopUpdate':
      return one(client, `workshop ${m.code}`, SQL.updateWorkshop, [m.code, JSON.stringify(m.state), m.state.phase, workshopActive(m.state) === 1]);
    case 'workshopStudent': {
      const st = m.student;
      return one(client, `workshop ${m.code}`, SQL.upsertStudent, [m.code, st.id, st.nickname, st.language, st.tokenHash, st.joinedAt, st.steppedOut, st.removed === true]);
    }
    case 'deleteWorkshop':
      // Its students go with it (ON DELETE CASCADE); a workshop already gone is no error.
      await client.query('DELETE FROM workshops WHERE code = $1', [m.code]);
      return;
    case 'workshopTables':
      return one(client, `workshop ${m.code}`, SQL.workshopTables, [m.code, JSON.stringify(m.tables)]);
  }
}
