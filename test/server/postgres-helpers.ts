/**
 * PostgreSQL for the storage tests: each `freshPostgresUrl()` is a new, empty schema (crossings_test_…)
 * in the test database, reached through a connection string whose search_path names it, so test files
 * run side by side without seeing each other's rooms; `dropPostgresSchemas()` (afterAll) drops them.
 *
 * The database: CROSSINGS_TEST_DATABASE_URL, else database `test` on 127.0.0.1:5432 as this OS user
 * (the CI machine's trust login). Where it cannot be reached the PostgreSQL cases skip with the reason
 * in their title, except under CI=true, where they run and fail.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PostgresStorage } from '../../src/server/storage/postgres.ts';
import { SqliteStorage, type SqliteOptions } from '../../src/server/storage/sqlite.ts';
import type { Storage } from '../../src/server/storage/types.ts';
import { tempDir } from './helpers.ts';

function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'postgres';
  }
}

export const POSTGRES_TEST_URL = process.env.CROSSINGS_TEST_DATABASE_URL || `postgres://${encodeURIComponent(osUser())}@127.0.0.1:5432/test`;

const mustRun = process.env.CI === 'true';

async function probe(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (err) {
    return `PostgreSQL is not reachable at ${POSTGRES_TEST_URL} (${(err as Error).message}); start it or set CROSSINGS_TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why the PostgreSQL cases skip here (null: they run). Under CI=true always null: they must run, and fail if they cannot. */
export const postgresSkipReason: string | null = mustRun ? null : await probe();
if (postgresSkipReason) console.warn(`[postgres] ${postgresSkipReason}; PostgreSQL storage tests skipped`);

const schemas: string[] = [];

/** A connection string for a new, empty schema of its own. */
export async function freshPostgresUrl(): Promise<string> {
  const schema = `crossings_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  schemas.push(schema);
  const url = new URL(POSTGRES_TEST_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Drops every schema `freshPostgresUrl` made in this file (call it in afterAll). */
export async function dropPostgresSchemas(): Promise<void> {
  if (!schemas.length) return;
  const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await admin.connect();
  try {
    for (const schema of schemas.splice(0)) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}

/** Runs SQL directly against the schema of `url` (tests that set up or inspect a database by hand). */
export async function pgQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A storage adapter under test: `place()` makes a new empty store (a SQLite file, a PostgreSQL
 * schema) and `open(place)` opens it, again and again (a reopen is a server restart).
 */
export interface StorageAdapter {
  name: string;
  /** Why this adapter's tests skip; null when they run. */
  skip: string | null;
  place(): Promise<string>;
  open(place: string): Promise<Storage>;
}

/** SQLite with the given options, in a new temporary data directory per place. */
export function sqliteAdapter(name: string, opts: SqliteOptions = {}): StorageAdapter {
  return {
    name,
    skip: null,
    place: () => Promise.resolve(path.join(tempDir(), 'crossings.db')),
    open: (file) => Promise.resolve(new SqliteStorage(file, opts)),
  };
}

/** PostgreSQL, a new schema per place; its name says why it skips when it does. */
export const postgresAdapter: StorageAdapter = {
  name: postgresSkipReason ? `PostgresStorage (skipped: ${postgresSkipReason})` : 'PostgresStorage',
  skip: postgresSkipReason,
  place: freshPostgresUrl,
  open: (url) => PostgresStorage.open(url),
};

/** SQLite with each of its writers, and PostgreSQL: the storage suites run against all of them. */
export const storageAdapters: StorageAdapter[] = [
  ...(['worker', 'inline', 'async-fsync'] as const).map((writer) => sqliteAdapter(`SqliteStorage (${writer} writer)`, { writer })),
  postgresAdapter,
];

/** `describe.each(adapterCases(…))('%s', (_, adapter) => …)`: the title is the adapter's whole name, a skip reason included. */
export const adapterCases = (adapters: StorageAdapter[] = storageAdapters): Array<[string, StorageAdapter]> => adapters.map((a) => [a.name, a]);
