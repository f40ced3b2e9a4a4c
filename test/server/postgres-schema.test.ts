/**
 * PostgreSQL's own start-up: versioned migrations under an advisory lock (two servers starting
 * together apply each step once), a schema from a newer server refused untouched, an unreachable
 * database said in words, and CROSSINGS_DATABASE_URL read from the environment.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/startup/config.ts';
import { PostgresStorage, describeDatabaseUrl, withStartupOption } from '../../src/server/storage/postgres.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../../src/server/storage/postgres-schema.ts';
import { StorageStartError } from '../../src/server/storage/start-errors.ts';
import { dropPostgresSchemas, freshPostgresUrl, pgQuery, postgresSkipReason } from './postgres-helpers.ts';

afterAll(dropPostgresSchemas);

describe.skipIf(postgresSkipReason !== null)(`PostgreSQL schema${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`, () => {
  it('migrates once when several servers open an empty schema together, and again is a no-op', async () => {
    const url = await freshPostgresUrl();
    const opened = await Promise.all([1, 2, 3].map(() => PostgresStorage.open(url)));
    await Promise.all(opened.map((s) => s.close()));
    const again = await PostgresStorage.open(url);
    await again.close();
    expect(await pgQuery(url, 'SELECT version, description FROM schema_version ORDER BY version'))
      .toEqual(MIGRATIONS.map(({ version, description }) => ({ version, description })));
    expect(SCHEMA_VERSION).toBe(3);
    const tables = await pgQuery<{ table_name: string }>(url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name");
    expect(tables.map((t) => t.table_name)).toEqual(['leases', 'moves', 'rooms', 'schema_version', 'seats', 'workshop_students', 'workshops']);
  });

  it('refuses a schema written by a newer server, leaving it untouched', async () => {
    const url = await freshPostgresUrl();
    await pgQuery(url, 'CREATE TABLE schema_version (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    await pgQuery(url, "INSERT INTO schema_version (version, description) VALUES (99, 'from the future')");
    await expect(PostgresStorage.open(url)).rejects.toThrow(/schema version 99.*upgrade the server/);
    const tables = await pgQuery(url, 'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()');
    expect(tables).toEqual([{ table_name: 'schema_version' }]);
  });

  it('sends synchronous_commit at connection start-up beside the options the URL already has (a search_path)', async () => {
    const url = await freshPostgresUrl();
    const schema = new URL(url).searchParams.get('options')!.replace('-c search_path=', '');
    // `local` rather than the default `on`, so the setting is seen to come from the option.
    const [row] = await pgQuery<{ sc: string; sp: string }>(withStartupOption(url, '-c synchronous_commit=local'),
      "SELECT current_setting('synchronous_commit') AS sc, current_setting('search_path') AS sp");
    expect(row).toEqual({ sc: 'local', sp: schema });
    expect(new URL(withStartupOption('postgres://u@h:5432/db', '-c a=b')).searchParams.get('options')).toBe('-c a=b');
  });

  it('says so when the search_path names no schema that exists', async () => {
    const url = new URL(await freshPostgresUrl());
    url.searchParams.set('options', '-c search_path=crossings_no_such_schema');
    await expect(PostgresStorage.open(url.toString())).rejects.toThrow(/search_path names no schema that exists/);
  });
});

describe('PostgreSQL configuration', () => {
  it('says in words that the database cannot be reached, with the password hidden', async () => {
    const url = 'postgres://crossings:secret@127.0.0.1:1/crossings';
    const err = await PostgresStorage.open(url).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(StorageStartError);
    expect((err as Error).message).toMatch(/PostgreSQL cannot be reached: postgres:\/\/crossings:\*\*\*@127\.0\.0\.1:1\/crossings\. Check that it is running/);
    expect((err as Error).message).not.toContain('secret');
    expect(describeDatabaseUrl('postgres://u@h/db')).toBe('postgres://u@h/db');
  });

  it('reads CROSSINGS_DATABASE_URL: PostgreSQL when set, SQLite when absent, and refuses anything else', () => {
    expect(configFromEnv({}).databaseUrl).toBeNull();
    expect(configFromEnv({ CROSSINGS_DATABASE_URL: '' }).databaseUrl).toBeNull();
    expect(configFromEnv({ CROSSINGS_DATABASE_URL: 'postgres://u:p@db:5432/crossings' }).databaseUrl).toBe('postgres://u:p@db:5432/crossings');
    expect(configFromEnv({ CROSSINGS_DATABASE_URL: 'postgresql://db/crossings' }).databaseUrl).toBe('postgresql://db/crossings');
    expect(() => configFromEnv({ CROSSINGS_DATABASE_URL: 'mysql://db/crossings' })).toThrow(/CROSSINGS_DATABASE_URL must be a PostgreSQL connection string/);
  });
});
