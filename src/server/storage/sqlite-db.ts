/**
 * Opening the SQLite database and writing mutation batches: shared by the storage adapter (reads,
 * inline writes) and the writer worker, which owns its own connection to the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StorageStartError } from './start-errors.ts';
import type { Mutation, SeatRecord, WorkshopState, WorkshopStudent } from './types.ts';

/** A workshop is rebuilt at start while it waits or plays, or holds frozen tables (their rooms must stay paused). */
export function workshopActive(state: WorkshopState): number {
  return state.phase !== 'debrief' || state.frozen.length > 0 ? 1 : 0;
}

export type SqliteSync = 'FULL' | 'NORMAL';

/**
 * Schema version 2. Rooms have an integer id besides their invite code, and moves are keyed by
 * (room_id, seq): the rooms being played are the newest ids, so their moves sit together at the
 * right-hand end of the table and a commit of many rooms' moves writes a few pages, not one page per
 * room (with random invite codes as the key every move landed on a different page). Version 2 adds
 * `moves.undo`: 1 marks a take-back of the seat's last move (docs/architecture.md §5a), appended like
 * a move. A server of version 1 refuses such a database rather than replay take-backs as moves.
 * Version 3 adds workshops (docs/workshop.md, Storage and restarts): one row per workshop (its fixed
 * config, its changing state and its table plan as JSON; `active` marks the ones rebuilt at start) and
 * one row per student. A server of version 2 refuses such a database rather than run workshop rooms unpaused.
 * Version 4 keeps a student's removal (`removed`), so a name the facilitator took out stays out after a restart.
 */
const SCHEMA_VERSION = 4;
const WORKSHOP_SCHEMA = `
CREATE TABLE IF NOT EXISTS workshops (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  game TEXT NOT NULL,
  config TEXT NOT NULL,
  state TEXT NOT NULL,
  tables TEXT NOT NULL,
  phase TEXT NOT NULL,
  active INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS workshops_active ON workshops(active);
CREATE TABLE IF NOT EXISTS workshop_students (
  workshop_id INTEGER NOT NULL REFERENCES workshops(id),
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  nickname TEXT NOT NULL,
  language TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  stepped_out INTEGER NOT NULL,
  removed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (workshop_id, seq),
  UNIQUE (workshop_id, id)
) WITHOUT ROWID;
`;
const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
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
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  idx INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT,
  token_hash TEXT,
  bot TEXT,
  stand_in TEXT,
  PRIMARY KEY (room_id, idx)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS moves (
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action INTEGER NOT NULL,
  at INTEGER NOT NULL,
  undo INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (room_id, seq)
) WITHOUT ROWID;
${WORKSHOP_SCHEMA}`;

/**
 * Version 0 (before rooms had ids) keyed seats and actions by invite code. Its rows are copied
 * into the version 1 tables in one transaction, so an old data directory keeps every room.
 */
function migrateFromV0(db: Database.Database): void {
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    db.exec(`
      ALTER TABLE rooms RENAME TO rooms_v0;
      ALTER TABLE seats RENAME TO seats_v0;
      ALTER TABLE actions RENAME TO actions_v0;
      DROP INDEX IF EXISTS rooms_status;
    `);
    db.exec(SCHEMA);
    db.exec(`
      INSERT INTO rooms (code, game, players, config, status, created_at, started_at, finished_at)
        SELECT code, game, players, config, status, created_at, started_at, finished_at FROM rooms_v0 ORDER BY created_at, code;
      INSERT INTO seats (room_id, idx, kind, name, token_hash, bot, stand_in)
        SELECT r.id, s.idx, s.kind, s.name, s.token_hash, s.bot, s.stand_in FROM seats_v0 s JOIN rooms r ON r.code = s.code;
      INSERT INTO moves (room_id, seq, seat, action, at)
        SELECT r.id, a.seq, a.seat, a.action, a.at FROM actions_v0 a JOIN rooms r ON r.code = a.code;
      DROP TABLE actions_v0;
      DROP TABLE seats_v0;
      DROP TABLE rooms_v0;
    `);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
  db.pragma('foreign_keys = ON');
}

export function openDatabase(file: string, sync: SqliteSync): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    prepareDatabase(db, file, sync);
  } catch (err) {
    if (db.open) db.close();
    throw err;
  }
  return db;
}

function prepareDatabase(db: Database.Database, file: string, sync: SqliteSync): void {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${sync}`);
  db.pragma('foreign_keys = ON');
  // Another connection (the writer worker) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  const hasV0 = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'actions'").get() !== undefined;
  if (version > SCHEMA_VERSION) {
    throw new StorageStartError(`The database has schema version ${version}, newer than this server's ${SCHEMA_VERSION}`, file,
      'A newer Crossings wrote it: upgrade the server to use it (this one leaves it untouched).');
  }
  if (version === 0 && hasV0) {
    migrateFromV0(db);
  } else if (version === 3) {
    db.transaction(() => {
      db.exec('ALTER TABLE workshop_students ADD COLUMN removed INTEGER NOT NULL DEFAULT 0');
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  } else if (version === 1 || version === 2) {
    db.transaction(() => {
      if (version === 1) db.exec('ALTER TABLE moves ADD COLUMN undo INTEGER NOT NULL DEFAULT 0');
      db.exec(WORKSHOP_SCHEMA);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  } else if (version < SCHEMA_VERSION) {
    db.transaction(() => {
      db.exec(SCHEMA);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  } else {
    // A write now: SQLite opens a file it may not write read-only without a word, and the first
    // move would fail instead of the start.
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }
}

/** Returns a function that applies a batch of mutations in one transaction. */
export function batchWriter(db: Database.Database): (batch: readonly Mutation[]) => void {
  const s = {
    insertRoom: db.prepare('INSERT INTO rooms (code, game, players, config, status, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    roomId: db.prepare<[string], { id: number }>('SELECT id FROM rooms WHERE code = ?'),
    upsertSeat: db.prepare(`INSERT INTO seats (room_id, idx, kind, name, token_hash, bot, stand_in) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (room_id, idx) DO UPDATE SET kind = excluded.kind, name = excluded.name, token_hash = excluded.token_hash,
      bot = excluded.bot, stand_in = excluded.stand_in`),
    start: db.prepare('UPDATE rooms SET status = ?, started_at = ? WHERE id = ?'),
    finish: db.prepare('UPDATE rooms SET status = ?, finished_at = ? WHERE id = ?'),
    setStatus: db.prepare('UPDATE rooms SET status = ? WHERE id = ?'),
    insertMove: db.prepare('INSERT INTO moves (room_id, seq, seat, action, at, undo) VALUES (?, ?, ?, ?, ?, ?)'),
    deleteMoves: db.prepare('DELETE FROM moves WHERE room_id = ?'),
    deleteSeats: db.prepare('DELETE FROM seats WHERE room_id = ?'),
    deleteRoom: db.prepare('DELETE FROM rooms WHERE id = ?'),
    insertWorkshop: db.prepare('INSERT INTO workshops (code, game, config, state, tables, phase, active, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    updateWorkshop: db.prepare('UPDATE workshops SET state = ?, phase = ?, active = ? WHERE code = ?'),
    workshopTables: db.prepare('UPDATE workshops SET tables = ? WHERE code = ?'),
    workshopId: db.prepare<[string], { id: number }>('SELECT id FROM workshops WHERE code = ?'),
    deleteStudents: db.prepare('DELETE FROM workshop_students WHERE workshop_id = ?'),
    deleteWorkshop: db.prepare('DELETE FROM workshops WHERE id = ?'),
    upsertStudent: db.prepare(`INSERT INTO workshop_students (workshop_id, seq, id, nickname, language, token_hash, joined_at, stepped_out, removed)
      VALUES (@wid, (SELECT COUNT(*) FROM workshop_students WHERE workshop_id = @wid), @id, @nickname, @language, @tokenHash, @joinedAt, @steppedOut, @removed)
      ON CONFLICT (workshop_id, id) DO UPDATE SET nickname = excluded.nickname, language = excluded.language, stepped_out = excluded.stepped_out,
        removed = excluded.removed`),
  };
  const workshopId = (code: string): number => {
    const row = s.workshopId.get(code);
    if (!row) throw new Error(`no workshop ${code} in the database`);
    return row.id;
  };
  const changed = (info: { changes: number }, what: string) => {
    if (info.changes !== 1) throw new Error(`no ${what} in the database`);
  };
  const upsertStudent = (code: string, st: WorkshopStudent) => {
    s.upsertStudent.run({ wid: workshopId(code), id: st.id, nickname: st.nickname, language: st.language, tokenHash: st.tokenHash, joinedAt: st.joinedAt, steppedOut: st.steppedOut ? 1 : 0, removed: st.removed ? 1 : 0 });
  };
  // Invite code → room id. Ids of rooms created in a batch join it only once the batch commits,
  // so a rolled-back batch cannot leave an id behind that the database does not have.
  const ids = new Map<string, number>();
  let created: Array<[string, number]> = [];
  const idOf = (code: string): number => {
    const known = ids.get(code) ?? created.find(([c]) => c === code)?.[1];
    if (known !== undefined) return known;
    const row = s.roomId.get(code);
    if (!row) throw new Error(`no room ${code} in the database`);
    ids.set(code, row.id);
    return row.id;
  };
  const upsertSeat = (roomId: number, seat: SeatRecord) => {
    s.upsertSeat.run(roomId, seat.index, seat.kind, seat.name, seat.tokenHash,
      seat.bot ? JSON.stringify(seat.bot) : null, seat.standIn ? JSON.stringify(seat.standIn) : null);
  };
  const applyOne = (m: Mutation) => {
    switch (m.kind) {
      case 'createRoom': {
        const c = m.config;
        const id = Number(s.insertRoom.run(c.code, c.game, c.players, JSON.stringify(c), 'lobby', c.createdAt).lastInsertRowid);
        created.push([c.code, id]);
        for (const seat of m.seats) upsertSeat(id, seat);
        break;
      }
      case 'seat':
        upsertSeat(idOf(m.code), m.seat);
        break;
      case 'status': {
        const id = idOf(m.code);
        if (m.status === 'playing') s.start.run(m.status, m.at, id);
        else if (m.status === 'finished') s.finish.run(m.status, m.at, id);
        else s.setStatus.run(m.status, id);
        // A finished room takes no more moves: forget its id.
        if (m.status === 'finished') ids.delete(m.code);
        break;
      }
      case 'action':
      case 'undo':
        s.insertMove.run(idOf(m.code), m.entry.seq, m.entry.seat, m.entry.action, m.entry.at, m.kind === 'undo' ? 1 : 0);
        break;
      case 'deleteRoom': {
        const id = ids.get(m.code) ?? created.find(([c]) => c === m.code)?.[1] ?? s.roomId.get(m.code)?.id;
        if (id === undefined) break;
        // Children first: seats and moves reference the room.
        s.deleteMoves.run(id);
        s.deleteSeats.run(id);
        s.deleteRoom.run(id);
        ids.delete(m.code);
        created = created.filter(([c]) => c !== m.code);
        break;
      }
      case 'createWorkshop': {
        const c = m.config;
        s.insertWorkshop.run(c.code, c.game, JSON.stringify(c), JSON.stringify(m.state), '[]', m.state.phase, workshopActive(m.state), c.createdAt);
        break;
      }
      case 'workshopUpdate':
        changed(s.updateWorkshop.run(JSON.stringify(m.state), m.state.phase, workshopActive(m.state), m.code), `workshop ${m.code}`);
        break;
      case 'workshopStudent':
        upsertStudent(m.code, m.student);
        break;
      case 'deleteWorkshop': {
        const row = s.workshopId.get(m.code);
        if (!row) break;
        // Children first: the students reference the workshop.
        s.deleteStudents.run(row.id);
        s.deleteWorkshop.run(row.id);
        break;
      }
      case 'workshopTables':
        changed(s.workshopTables.run(JSON.stringify(m.tables), m.code), `workshop ${m.code}`);
        break;
    }
  };
  const transaction = db.transaction((batch: readonly Mutation[]) => {
    for (const m of batch) applyOne(m);
  });
  return (batch) => {
    created = [];
    try {
      transaction(batch);
      for (const [code, id] of created) ids.set(code, id);
    } finally {
      created = [];
    }
  };
}
