/**
 * SQLite storage (better-sqlite3, WAL). better-sqlite3 is synchronous, so `commit` runs the whole
 * batch in one transaction and returns an already-settled promise; the write queue in front of it
 * groups every mutation of one event-loop turn into that single transaction (group commit).
 *
 * Durability: `synchronous=FULL` (the default here) fsyncs the WAL on every commit, so an
 * acknowledged action survives a power cut as well as a kill -9. `NORMAL` skips that fsync: still
 * safe against a process crash (the WAL is written before commit returns), not against power loss.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ActionEntry, Mutation, RoomConfig, RoomStatus, RoomSummaryRow, SeatRecord, Storage, StoredRoom } from './types.ts';

export type SqliteSync = 'FULL' | 'NORMAL';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  players INTEGER NOT NULL,
  config TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS rooms_status ON rooms(status);
CREATE TABLE IF NOT EXISTS seats (
  code TEXT NOT NULL REFERENCES rooms(code),
  idx INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT,
  token_hash TEXT,
  bot TEXT,
  stand_in TEXT,
  PRIMARY KEY (code, idx)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
  code TEXT NOT NULL REFERENCES rooms(code),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (code, seq)
) WITHOUT ROWID;
`;

interface RoomRow { code: string; config: string; status: RoomStatus; started_at: number | null; finished_at: number | null }
interface SeatRow { idx: number; kind: SeatRecord['kind']; name: string | null; token_hash: string | null; bot: string | null; stand_in: string | null }

export class SqliteStorage implements Storage {
  private readonly db: Database.Database;
  private readonly stmts;
  private readonly applyBatch: (batch: readonly Mutation[]) => void;

  constructor(file: string, sync: SqliteSync = 'FULL') {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${sync}`);
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    const db = this.db;
    this.stmts = {
      insertRoom: db.prepare('INSERT INTO rooms (code, game, players, config, status, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
      upsertSeat: db.prepare(`INSERT INTO seats (code, idx, kind, name, token_hash, bot, stand_in) VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (code, idx) DO UPDATE SET kind = excluded.kind, name = excluded.name, token_hash = excluded.token_hash,
        bot = excluded.bot, stand_in = excluded.stand_in`),
      start: db.prepare('UPDATE rooms SET status = ?, started_at = ? WHERE code = ?'),
      finish: db.prepare('UPDATE rooms SET status = ?, finished_at = ? WHERE code = ?'),
      setStatus: db.prepare('UPDATE rooms SET status = ? WHERE code = ?'),
      insertAction: db.prepare('INSERT INTO actions (code, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)'),
      room: db.prepare<[string], RoomRow>('SELECT code, config, status, started_at, finished_at FROM rooms WHERE code = ?'),
      exists: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM rooms WHERE code = ?'),
      unfinished: db.prepare<[], RoomRow>("SELECT code, config, status, started_at, finished_at FROM rooms WHERE status != 'finished'"),
      seats: db.prepare<[string], SeatRow>('SELECT idx, kind, name, token_hash, bot, stand_in FROM seats WHERE code = ? ORDER BY idx'),
      actions: db.prepare<[string], ActionEntry>('SELECT seq, seat, action, at FROM actions WHERE code = ? ORDER BY seq'),
      list: db.prepare<[number], { code: string; game: string; status: RoomStatus; players: number; createdAt: number }>(
        'SELECT code, game, status, players, created_at AS createdAt FROM rooms ORDER BY created_at DESC LIMIT ?'),
    };
    this.applyBatch = this.db.transaction((batch: readonly Mutation[]) => {
      for (const m of batch) this.applyOne(m);
    });
  }

  private applyOne(m: Mutation): void {
    const s = this.stmts;
    switch (m.kind) {
      case 'createRoom': {
        const c = m.config;
        s.insertRoom.run(c.code, c.game, c.players, JSON.stringify(c), 'lobby', c.createdAt);
        for (const seat of m.seats) this.upsertSeat(c.code, seat);
        break;
      }
      case 'seat':
        this.upsertSeat(m.code, m.seat);
        break;
      case 'status':
        if (m.status === 'playing') s.start.run(m.status, m.at, m.code);
        else if (m.status === 'finished') s.finish.run(m.status, m.at, m.code);
        else s.setStatus.run(m.status, m.code);
        break;
      case 'action':
        s.insertAction.run(m.code, m.entry.seq, m.entry.seat, m.entry.action, m.entry.at);
        break;
    }
  }

  private upsertSeat(code: string, seat: SeatRecord): void {
    this.stmts.upsertSeat.run(code, seat.index, seat.kind, seat.name, seat.tokenHash,
      seat.bot ? JSON.stringify(seat.bot) : null, seat.standIn ? JSON.stringify(seat.standIn) : null);
  }

  commit(batch: readonly Mutation[]): Promise<void> {
    try {
      this.applyBatch(batch);
      return Promise.resolve();
    } catch (err) {
      return Promise.reject(err);
    }
  }

  private hydrate(row: RoomRow): StoredRoom {
    const seats = this.stmts.seats.all(row.code).map((r): SeatRecord => ({
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
      actions: this.stmts.actions.all(row.code),
    };
  }

  loadRoom(code: string): Promise<StoredRoom | null> {
    const row = this.stmts.room.get(code);
    return Promise.resolve(row ? this.hydrate(row) : null);
  }

  roomExists(code: string): Promise<boolean> {
    return Promise.resolve(this.stmts.exists.get(code) !== undefined);
  }

  loadUnfinishedRooms(): Promise<StoredRoom[]> {
    return Promise.resolve(this.stmts.unfinished.all().map((r) => this.hydrate(r)));
  }

  listRooms(limit: number): Promise<RoomSummaryRow[]> {
    return Promise.resolve(this.stmts.list.all(limit));
  }

  close(): Promise<void> {
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }
}
