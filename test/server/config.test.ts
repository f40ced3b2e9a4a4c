/** Retention settings from the environment: defaults, "never", and clear errors for values the server cannot use. */
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../src/server/startup/config.ts';

const DAY = 24 * 3600_000;

describe('retention variables', () => {
  it('default to 30 days for finished rooms, 168 hours for lobbies and 90 days for idle games', () => {
    expect(configFromEnv({}).retention).toEqual({ finishedMs: 30 * DAY, lobbyMs: 7 * DAY, idleMs: 90 * DAY });
  });

  it('take whole numbers, or "never" to keep rooms forever', () => {
    const env = { CROSSINGS_RETAIN_FINISHED_DAYS: '365', CROSSINGS_RETAIN_LOBBY_HOURS: '2', CROSSINGS_RETAIN_IDLE_DAYS: 'never' };
    expect(configFromEnv(env).retention).toEqual({ finishedMs: 365 * DAY, lobbyMs: 2 * 3600_000, idleMs: null });
    expect(configFromEnv({ CROSSINGS_RETAIN_IDLE_DAYS: '31' }).retention.idleMs).toBe(31 * DAY);
  });

  it('refuse anything else, naming the variable and what it takes', () => {
    const bad: Array<[string, string]> = [
      ['CROSSINGS_RETAIN_FINISHED_DAYS', '0'],
      ['CROSSINGS_RETAIN_FINISHED_DAYS', '1.5'],
      ['CROSSINGS_RETAIN_FINISHED_DAYS', '-3'],
      ['CROSSINGS_RETAIN_FINISHED_DAYS', '1e3'],
      ['CROSSINGS_RETAIN_LOBBY_HOURS', 'forever'],
      ['CROSSINGS_RETAIN_IDLE_DAYS', '30'], // not longer than the longest turn-based timer
    ];
    for (const [name, value] of bad) {
      const attempt = () => configFromEnv({ [name]: value });
      expect(attempt, `${name}=${value}`).toThrow(ConfigError);
      expect(attempt).toThrow(new RegExp(`^${name} must be a whole number of (days|hours) from \\d+ to \\d+.*, or "never" to keep those rooms forever; got "${value}"$`));
    }
  });
});

describe('cluster mode variables (docs/cluster.md)', () => {
  it('are off by default: one process, a 3 s lease', () => {
    expect(configFromEnv({})).toMatchObject({ redisUrl: null, leaseMs: 3000 });
  });

  it('take a Redis URL beside a PostgreSQL one, and a lease length', () => {
    const env = { CROSSINGS_DATABASE_URL: 'postgres://u@h:5432/db', CROSSINGS_REDIS_URL: 'redis://127.0.0.1:6379', CROSSINGS_LEASE_MS: '1500' };
    expect(configFromEnv(env)).toMatchObject({ databaseUrl: 'postgres://u@h:5432/db', redisUrl: 'redis://127.0.0.1:6379', leaseMs: 1500 });
  });

  it('refuse Redis without PostgreSQL (SQLite cannot be shared), a URL that is not Redis, and a lease out of range', () => {
    expect(() => configFromEnv({ CROSSINGS_REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/CROSSINGS_REDIS_URL \(cluster mode\) needs CROSSINGS_DATABASE_URL/);
    expect(() => configFromEnv({ CROSSINGS_DATABASE_URL: 'postgres://u@h/db', CROSSINGS_REDIS_URL: 'http://x' })).toThrow(/CROSSINGS_REDIS_URL must be a Redis URL/);
    expect(() => configFromEnv({ CROSSINGS_LEASE_MS: '100' })).toThrow(/CROSSINGS_LEASE_MS must be an integer in 300\.\.60000/);
  });
});

describe('SQLite variables', () => {
  it('default to FULL with the WAL fsynced off the event loop (async-fsync), and take the other writers by name', () => {
    expect(configFromEnv({})).toMatchObject({ sqliteSync: 'FULL', sqliteWriter: 'async-fsync' });
    expect(configFromEnv({ CROSSINGS_SQLITE_WRITER: 'Inline' })).toMatchObject({ sqliteWriter: 'inline' });
    expect(configFromEnv({ CROSSINGS_SQLITE_WRITER: 'worker', CROSSINGS_SQLITE_SYNC: 'normal' })).toMatchObject({ sqliteWriter: 'worker', sqliteSync: 'NORMAL' });
    expect(() => configFromEnv({ CROSSINGS_SQLITE_WRITER: 'fast' })).toThrow(/CROSSINGS_SQLITE_WRITER must be inline, worker or async-fsync, got "fast"/);
  });
});

describe('the content budget', () => {
  it('defaults to 2 MB an hour per address, takes whole megabytes, and refuses anything else by name', () => {
    expect(configFromEnv({}).contentBytesPerHour).toBe(2 * 1024 * 1024);
    expect(configFromEnv({ CROSSINGS_CONTENT_MB_PER_HOUR: '50' }).contentBytesPerHour).toBe(50 * 1024 * 1024);
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => configFromEnv({ CROSSINGS_CONTENT_MB_PER_HOUR: bad })).toThrow(new RegExp(`^CROSSINGS_CONTENT_MB_PER_HOUR must be an integer in 1\\.\\.1000000, got "${bad}"$`));
    }
  });
});
