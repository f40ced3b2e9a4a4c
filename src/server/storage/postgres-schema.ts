/**
 * The PostgreSQL schema, as numbered migration steps. `schema_version` holds one row per step
 * applied. At open, `migrate` takes a transaction-scoped advisory lock (keyed by the schema the
 * connection writes to), so two servers starting together apply each step once: the second waits,
 * then finds the steps done. A database whose newest step is beyond this server's is refused untouched.
 *
 * Version 1 is the whole model of SQLite schema version 3: rooms with an id besides their invite
 * code, seats, the append-only move log keyed by (room_id, seq) with take-backs marked `undo`,
 * workshops and their students. Times are epoch milliseconds (bigint); JSON columns are jsonb.
 * Version 2 adds `leases` (cluster mode, src/server/cluster/leases.ts); a server that does not run
 * clustered leaves it empty.
 */
import type { PoolClient } from 'pg';
import { StorageStartError } from './start-errors.ts';

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'rooms, seats, moves (with take-backs), workshops and students',
    sql: `
CREATE TABLE rooms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  game text NOT NULL,
  players integer NOT NULL,
  config jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('lobby', 'playing', 'finished')),
  created_at bigint NOT NULL,
  started_at bigint,
  finished_at bigint
);
CREATE INDEX rooms_status ON rooms (status);
CREATE INDEX rooms_created_at ON rooms (created_at);
CREATE TABLE seats (
  room_id bigint NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  idx integer NOT NULL,
  kind text NOT NULL,
  name text,
  token_hash text,
  bot jsonb,
  stand_in jsonb,
  PRIMARY KEY (room_id, idx)
);
CREATE TABLE moves (
  room_id bigint NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  seat integer NOT NULL,
  action bigint NOT NULL,
  at bigint NOT NULL,
  undo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (room_id, seq)
);
CREATE TABLE workshops (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  game text NOT NULL,
  config jsonb NOT NULL,
  state jsonb NOT NULL,
  tables jsonb NOT NULL,
  phase text NOT NULL,
  active boolean NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX workshops_active ON workshops (id) WHERE active;
CREATE TABLE workshop_students (
  workshop_id bigint NOT NULL REFERENCES workshops (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  id text NOT NULL,
  nickname text NOT NULL,
  language text NOT NULL,
  token_hash text NOT NULL,
  joined_at bigint NOT NULL,
  stepped_out boolean NOT NULL,
  PRIMARY KEY (workshop_id, seq),
  UNIQUE (workshop_id, id)
);`,
  },
  {
    version: 2,
    description: 'leases: which server process plays each room and workshop (cluster mode)',
    // One row per lease key (a room's code, a workshop's code for it and its tables, or
    // 'process:<id>' for a process itself). Rows are never deleted: the epoch only ever goes up, so an
    // old owner's fence can never match a later claim. expires_at is on the database's clock only;
    // '-infinity' marks a lease handed back on purpose (leases.ts release), which no renewal revives.
    sql: `
CREATE TABLE leases (
  key text PRIMARY KEY,
  owner text NOT NULL,
  epoch bigint NOT NULL,
  expires_at timestamptz NOT NULL
);`,
  },
  {
    version: 3,
    description: 'a student\'s removal from their class is kept (docs/workshop.md, People come and go)',
    sql: 'ALTER TABLE workshop_students ADD COLUMN removed boolean NOT NULL DEFAULT false;',
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/**
 * Brings the schema up to SCHEMA_VERSION in one transaction; returns the version found before.
 * `where` names the database (password left out) for the messages.
 */
export async function migrate(client: PoolClient, where: string): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('crossings schema ' || coalesce(current_schema(), '')))");
    const schema = await client.query<{ schema: string | null }>('SELECT current_schema() AS schema');
    if (schema.rows[0].schema === null) {
      throw new StorageStartError('The PostgreSQL search_path names no schema that exists', where,
        'Create the schema, or fix search_path (the options of CROSSINGS_DATABASE_URL, or the role\'s setting).');
    }
    await client.query(`CREATE TABLE IF NOT EXISTS schema_version (
      version integer PRIMARY KEY,
      description text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const found = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_version');
    const before = found.rows[0].version ?? 0;
    if (before > SCHEMA_VERSION) {
      throw new StorageStartError(`The database has schema version ${before}, newer than this server's ${SCHEMA_VERSION}`, where,
        'A newer Crossings wrote it: upgrade the server to use it (this one leaves it untouched).');
    }
    for (const step of MIGRATIONS) {
      if (step.version <= before) continue;
      await client.query(step.sql);
      await client.query('INSERT INTO schema_version (version, description) VALUES ($1, $2)', [step.version, step.description]);
    }
    await client.query('COMMIT');
    return before;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
