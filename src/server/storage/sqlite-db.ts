/**
 * Opening the SQLite database and writing mutation batches: shared by the storage adapter (reads,
 * inline writes) and the writer worker, which owns its own connection to the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Mutation, SeatRecord } from './types.ts';

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

export function openDatabase(file: string, sync: SqliteSync): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${sync}`);
  db.pragma('foreign_keys = ON');
  // Another connection (the writer worker) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}

/** Returns a function that applies a batch of mutations in one transaction. */
export function batchWriter(db: Database.Database): (batch: readonly Mutation[]) => void {
  const s = {
    insertRoom: db.prepare('INSERT INTO rooms (code, game, players, config, status, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    upsertSeat: db.prepare(`INSERT INTO seats (code, idx, kind, name, token_hash, bot, stand_in) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (code, idx) DO UPDATE SET kind = excluded.kind, name = excluded.name, token_hash = excluded.token_hash,
      bot = excluded.bot, stand_in = excluded.stand_in`),
    start: db.prepare('UPDATE rooms SET status = ?, started_at = ? WHERE code = ?'),
    finish: db.prepare('UPDATE rooms SET status = ?, finished_at = ? WHERE code = ?'),
    setStatus: db.prepare('UPDATE rooms SET status = ? WHERE code = ?'),
    insertAction: db.prepare('INSERT INTO actions (code, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)'),
  };
  const upsertSeat = (code: string, seat: SeatRecord) => {
    s.upsertSeat.run(code, seat.index, seat.kind, seat.name, seat.tokenHash,
      seat.bot ? JSON.stringify(seat.bot) : null, seat.standIn ? JSON.stringify(seat.standIn) : null);
  };
  const applyOne = (m: Mutation) => {
    switch (m.kind) {
      case 'createRoom': {
        const c = m.config;
        s.insertRoom.run(c.code, c.game, c.players, JSON.stringify(c), 'lobby', c.createdAt);
        for (const seat of m.seats) upsertSeat(c.code, seat);
        break;
      }
      case 'seat':
        upsertSeat(m.code, m.seat);
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
  };
  return db.transaction((batch: readonly Mutation[]) => {
    for (const m of batch) applyOne(m);
  });
}
