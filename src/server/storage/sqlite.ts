/**
 * SQLite storage (better-sqlite3, WAL). The write queue in front groups every mutation of one
 * event-loop turn into one transaction. How it reaches the disk (`writer`):
 *   async-fsync (the app's default)  write inline, then fsync the WAL on the thread pool
 *                          (wal-sync.ts): the event loop never waits on the disk. Paired
 *                          `npm run bench:server` runs (fsync ≈ 0.38 ms, 20 rooms × 4) gave the
 *                          same moves/s as inline or a little more and a p99 about 20% lower
 *                          (docs/architecture.md, "SQLite writer"); on a slow disk inline stalls
 *                          every room for each fsync;
 *   inline                 SQLite's own commit, fsync included, on the event loop. Moves that
 *                          arrive during an fsync wait in the socket buffers and form the next
 *                          batch, so batches grow with the load; no thread hand-offs;
 *   worker                 the whole commit on a writer thread (sqlite-worker.ts).
 *
 * One server per data directory: the constructor takes the directory's lock (data-dir-lock.ts) and
 * refuses to open a directory another server holds; a directory, lock or database that cannot be
 * used is reported as a StorageStartError saying what is wrong and what to do (start-errors.ts).
 *
 * Durability: `synchronous=FULL` (the default) fsyncs the WAL on every commit, so an acknowledged
 * action survives a power cut as well as a kill -9. `NORMAL` skips that fsync: still safe against a
 * process crash (the WAL is written before the commit returns), not against power loss.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { siblingModule } from '../common/module-url.ts';
import { DataDirLock, type LockHolder } from './data-dir-lock.ts';
import { batchWriter, openDatabase, type SqliteSync } from './sqlite-db.ts';
import { explainStorageError, prepareDataDir } from './start-errors.ts';
import { WalSyncer } from './wal-sync.ts';
import type {
  ActionEntry, ExpiredRoomRow, Mutation, RetentionCutoffs, RoomConfig, RoomStatus, RoomSummaryRow, SeatRecord, Storage, StoredRoom,
  StoredWorkshop, WorkshopStudent, ExpiredWorkshopRow, WorkshopTable,
} from './types.ts';

export type { SqliteSync } from './sqlite-db.ts';
export type SqliteWriter = 'inline' | 'worker' | 'async-fsync';

interface RoomRow { id: number; code: string; config: string; status: RoomStatus; started_at: number | null; finished_at: number | null }
interface MoveRow { seq: number; seat: number; action: number; at: number; undo: number }
interface WorkshopRow { id: number; config: string; state: string; tables: string }
interface StudentRow { id: string; nickname: string; language: WorkshopStudent['language']; token_hash: string; joined_at: number; stepped_out: number; removed: number }
interface SeatRow { idx: number; kind: SeatRecord['kind']; name: string | null; token_hash: string | null; bot: string | null; stand_in: string | null }

type WorkerReply = { id: number; ok: true } | { id: number; ok: false; error: string } | { ready: true } | { closed: true };

/** Commits on a worker thread, one batch at a time, in order. */
class WorkerWriter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;
  private readonly closed: Promise<void>;

  constructor(file: string, sync: SqliteSync) {
    this.worker = new Worker(new URL('../common/worker-boot.mjs', import.meta.url), {
      workerData: { entry: siblingModule('./sqlite-worker', import.meta.url).href, file, sync },
    });
    let onClosed!: () => void;
    this.closed = new Promise((r) => { onClosed = r; });
    this.worker.on('message', (msg: WorkerReply) => {
      if ('closed' in msg) onClosed();
      if (!('id' in msg)) return;
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.ok) p?.resolve();
      else p?.reject(new Error(`SQLite commit failed: ${msg.error}`));
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      onClosed();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`SQLite writer thread exited (${code})`)));
  }

  commit(batch: readonly Mutation[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, batch });
    });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    this.worker.postMessage({ close: true });
    await this.closed;
    await this.worker.terminate();
  }
}

export interface SqliteOptions {
  sync?: SqliteSync;
  /**
   * `async-fsync` commits inline with synchronous=NORMAL and, when `sync` is
   * FULL, fsyncs the WAL on the thread pool before the commit resolves (wal-sync.ts); `inline`
   * commits on the calling thread; `worker` on a writer thread. Unset means inline here; the
   * server (app.ts, startup/config.ts) defaults to async-fsync.
   */
  writer?: SqliteWriter;
  /** Told when the data directory's lock was left by a server that died without releasing it. */
  onStaleLock?: (previous: LockHolder) => void;
}

/**
 * Rooms past the retention cutoffs, oldest first. A playing room's last change is its last move,
 * else its start (as Room.lastChangeAt); the last move is found through the (room_id, seq) key.
 */
const EXPIRED_SQL = `
SELECT code, reason FROM (
  SELECT code, 'finished' AS reason, finished_at AS t FROM rooms
    WHERE status = 'finished' AND @finishedBefore IS NOT NULL AND finished_at < @finishedBefore
  UNION ALL
  SELECT code, 'lobby', created_at FROM rooms
    WHERE status = 'lobby' AND @lobbyCreatedBefore IS NOT NULL AND created_at < @lobbyCreatedBefore
  UNION ALL
  SELECT code, 'idle', last FROM (
    SELECT code, COALESCE((SELECT at FROM moves m WHERE m.room_id = r.id ORDER BY seq DESC LIMIT 1), started_at, created_at) AS last
    FROM rooms r WHERE status = 'playing' AND @idleBefore IS NOT NULL
  ) WHERE last < @idleBefore
) ORDER BY t LIMIT @limit`;

const EXPIRED_WORKSHOPS_SQL = `
SELECT code, reason, tables FROM (
  SELECT id, code, 'waiting' AS reason, tables, created_at AS t FROM workshops
    WHERE phase = 'waiting' AND @lobbyCreatedBefore IS NOT NULL AND created_at < @lobbyCreatedBefore
  UNION ALL
  SELECT id, code, 'ended', tables, json_extract(state, '$.endedAt') FROM workshops
    WHERE phase = 'debrief' AND @finishedBefore IS NOT NULL AND json_extract(state, '$.endedAt') < @finishedBefore
) ORDER BY t, id LIMIT @limit`;

export class SqliteStorage implements Storage {
  private readonly db: Database.Database;
  private readonly stmts;
  private readonly inlineWrite: ((batch: readonly Mutation[]) => void) | null;
  private readonly worker: WorkerWriter | null;
  private readonly walSync: WalSyncer | null;
  private readonly lock: DataDirLock | null;

  constructor(file: string, opts: SqliteOptions = {}) {
    const sync = opts.sync ?? 'FULL';
    const deferred = opts.writer === 'async-fsync' && sync === 'FULL' && file !== ':memory:';
    const dir = path.dirname(file);
    if (file !== ':memory:') prepareDataDir(dir);
    try {
      this.lock = file === ':memory:' ? null : DataDirLock.acquire(dir);
    } catch (err) {
      throw explainStorageError(err, path.join(dir, 'crossings.lock'));
    }
    try {
      this.db = openDatabase(file, deferred ? 'NORMAL' : sync);
    } catch (err) {
      this.lock?.release();
      throw explainStorageError(err, file);
    }
    if (this.lock?.previous) opts.onStaleLock?.(this.lock.previous);
    this.walSync = deferred ? new WalSyncer(`${file}-wal`) : null;
    const useWorker = opts.writer === 'worker' && file !== ':memory:';
    this.worker = useWorker ? new WorkerWriter(file, sync) : null;
    this.inlineWrite = useWorker ? null : batchWriter(this.db);
    const db = this.db;
    this.stmts = {
      room: db.prepare<[string], RoomRow>('SELECT id, code, config, status, started_at, finished_at FROM rooms WHERE code = ?'),
      exists: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM rooms WHERE code = ?'),
      playing: db.prepare<[], RoomRow>("SELECT id, code, config, status, started_at, finished_at FROM rooms WHERE status = 'playing' ORDER BY id"),
      seats: db.prepare<[number], SeatRow>('SELECT idx, kind, name, token_hash, bot, stand_in FROM seats WHERE room_id = ? ORDER BY idx'),
      actions: db.prepare<[number], MoveRow>('SELECT seq, seat, action, at, undo FROM moves WHERE room_id = ? ORDER BY seq'),
      list: db.prepare<[number], RoomSummaryRow>('SELECT code, game, status, players, created_at AS createdAt FROM rooms ORDER BY created_at DESC LIMIT ?'),
      expired: db.prepare<[RetentionCutoffs & { limit: number }], ExpiredRoomRow>(EXPIRED_SQL),
      expiredWorkshops: db.prepare<[RetentionCutoffs & { limit: number }], { code: string; reason: ExpiredWorkshopRow['reason']; tables: string }>(EXPIRED_WORKSHOPS_SQL),
      workshop: db.prepare<[string], WorkshopRow>('SELECT id, config, state, tables FROM workshops WHERE code = ?'),
      activeWorkshops: db.prepare<[], WorkshopRow>("SELECT id, config, state, tables FROM workshops WHERE active = 1 AND phase != 'waiting' ORDER BY id"),
      workshopExists: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM workshops WHERE code = ?'),
      students: db.prepare<[number], StudentRow>('SELECT id, nickname, language, token_hash, joined_at, stepped_out, removed FROM workshop_students WHERE workshop_id = ? ORDER BY seq'),
    };
  }

  commit(batch: readonly Mutation[]): Promise<void> {
    if (this.worker) return this.worker.commit(batch);
    try {
      this.inlineWrite?.(batch);
    } catch (err) {
      return Promise.reject(err);
    }
    return this.walSync ? this.walSync.sync() : Promise.resolve();
  }

  private hydrate(row: RoomRow): StoredRoom {
    const seats = this.stmts.seats.all(row.id).map((r): SeatRecord => ({
      index: r.idx,
      kind: r.kind,
      name: r.name,
      tokenHash: r.token_hash,
      bot: r.bot ? JSON.parse(r.bot) : null,
      standIn: r.stand_in ? JSON.parse(r.stand_in) : null,
    }));
    return {
      config: JSON.parse(row.config) as RoomConfig,
      status: row.status,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      seats,
      actions: this.stmts.actions.all(row.id).map(({ undo, ...entry }): ActionEntry => (undo ? { ...entry, undo: true } : entry)),
    };
  }

  loadRoom(code: string): Promise<StoredRoom | null> {
    const row = this.stmts.room.get(code);
    return Promise.resolve(row ? this.hydrate(row) : null);
  }

  roomExists(code: string): Promise<boolean> {
    return Promise.resolve(this.stmts.exists.get(code) !== undefined);
  }

  loadPlayingRooms(): Promise<StoredRoom[]> {
    return Promise.resolve(this.stmts.playing.all().map((r) => this.hydrate(r)));
  }

  listRooms(limit: number): Promise<RoomSummaryRow[]> {
    return Promise.resolve(this.stmts.list.all(limit));
  }

  findExpiredRooms(cutoffs: RetentionCutoffs, limit: number): Promise<ExpiredRoomRow[]> {
    const { finishedBefore, lobbyCreatedBefore, idleBefore } = cutoffs;
    return Promise.resolve(this.stmts.expired.all({ finishedBefore, lobbyCreatedBefore, idleBefore, limit }));
  }

  private hydrateWorkshop(row: WorkshopRow): StoredWorkshop {
    return {
      config: JSON.parse(row.config),
      state: JSON.parse(row.state),
      tables: JSON.parse(row.tables),
      students: this.stmts.students.all(row.id).map((r): WorkshopStudent => ({
        id: r.id, nickname: r.nickname, language: r.language, tokenHash: r.token_hash, joinedAt: r.joined_at, steppedOut: r.stepped_out === 1,
        ...(r.removed === 1 ? { removed: true } : {}),
      })),
    };
  }

  findExpiredWorkshops(cutoffs: RetentionCutoffs, limit: number): Promise<ExpiredWorkshopRow[]> {
    return Promise.resolve(this.stmts.expiredWorkshops.all({ ...cutoffs, limit }).map((r) => ({
      code: r.code, reason: r.reason, rooms: (JSON.parse(r.tables) as WorkshopTable[]).flatMap((t) => (t.room ? [t.room] : [])),
    })));
  }

  loadWorkshop(code: string): Promise<StoredWorkshop | null> {
    const row = this.stmts.workshop.get(code);
    return Promise.resolve(row ? this.hydrateWorkshop(row) : null);
  }

  loadActiveWorkshops(): Promise<StoredWorkshop[]> {
    return Promise.resolve(this.stmts.activeWorkshops.all().map((r) => this.hydrateWorkshop(r)));
  }

  workshopExists(code: string): Promise<boolean> {
    return Promise.resolve(this.stmts.workshopExists.get(code) !== undefined);
  }

  async close(): Promise<void> {
    try {
      await this.worker?.close();
      this.walSync?.close();
      if (this.db.open) this.db.close();
    } finally {
      // Last, so no other server opens the database while this one still has it open.
      this.lock?.release();
    }
  }
}
