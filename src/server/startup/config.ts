/**
 * Server configuration from the environment (documented in the README). The main file of
 * src/server/startup/, which owns what the entry points need before the server runs and may import
 * the folders before it (README.md there); only main.ts and cluster-primary.ts import it.
 */
import path from 'node:path';
import { defaultBotWorkers } from '../bots/pool.ts';
import { DEFAULT_CONTENT_BYTES_PER_HOUR } from '../http/limit.ts';
import { DEFAULT_RETENTION, LONGEST_TURN_TIMER_MS, type RetentionPolicy } from '../room/retention.ts';
import type { SqliteSync, SqliteWriter } from '../storage/sqlite.ts';

/** A variable has a value the server cannot use; the message says which and what it takes. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** CROSSINGS_DATABASE_URL: PostgreSQL (postgres://…) instead of SQLite in dataDir; null = SQLite. */
  databaseUrl: string | null;
  /**
   * CROSSINGS_REDIS_URL (redis://…): with the database URL, cluster mode (docs/cluster.md): several
   * processes share the database, each room played by the process holding its lease; null = one process.
   */
  redisUrl: string | null;
  /** CROSSINGS_LEASE_MS: how long a room's lease lasts unrenewed (cluster mode; takeover after a crash). */
  leaseMs: number;
  sqliteSync: SqliteSync;
  sqliteWriter: SqliteWriter;
  /** CROSSINGS_LOG_LEVEL (or LOG_LEVEL): fatal, error, warn, info (default), debug (every request too), trace, silent. */
  logLevel: string;
  /** CROSSINGS_LOG_FORMAT: pretty or json; unset, readable on a terminal and JSON otherwise (common/log-output.ts). */
  logFormat: 'pretty' | 'json' | undefined;
  botThinkMs: number;
  wsRatePerSecond: number;
  wsBurst: number;
  botWorkers: number;
  httpRatePerSecond: number;
  roomsPerMinute: number;
  /** CROSSINGS_CONTENT_MB_PER_HOUR, in bytes: what one address may store by creating rooms and workshops (http/limit.ts). */
  contentBytesPerHour: number;
  maxSocketsPerAddress: number;
  maxConnectionsPerAddress: number;
  helloTimeoutMs: number;
  /** Retention periods in milliseconds (null = keep forever). */
  retention: Pick<RetentionPolicy, 'finishedMs' | 'lobbyMs' | 'idleMs'>;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return n;
}

const HOUR_MS = 3600_000;
const MB = 1024 * 1024;
const DAY_MS = 24 * HOUR_MS;

/** A retention period: a whole number of units (at least `min`), or "never" (null: kept forever). */
function retention(env: NodeJS.ProcessEnv, name: string, fallbackMs: number | null, unit: 'days' | 'hours', min: number, why = ''): number | null {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallbackMs;
  if (raw.toLowerCase() === 'never') return null;
  const n = Number(raw);
  const max = unit === 'days' ? 36_500 : 876_000; // a hundred years
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number of ${unit} from ${min} to ${max}${why}, or "never" to keep those rooms forever; got "${raw}"`);
  }
  return n * (unit === 'days' ? DAY_MS : HOUR_MS);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  // LOG_LEVEL is the older name, still read.
  const name = env.CROSSINGS_LOG_LEVEL ? 'CROSSINGS_LOG_LEVEL' : 'LOG_LEVEL';
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return 'info';
  if (!LOG_LEVELS.includes(raw)) throw new ConfigError(`${name} must be one of ${LOG_LEVELS.join(', ')}; got "${env[name]}"`);
  return raw;
}

function logFormatSetting(env: NodeJS.ProcessEnv): 'pretty' | 'json' | undefined {
  const raw = (env.CROSSINGS_LOG_FORMAT ?? '').trim().toLowerCase();
  if (raw === '') return undefined;
  if (raw !== 'pretty' && raw !== 'json') throw new ConfigError(`CROSSINGS_LOG_FORMAT must be pretty or json (unset: readable on a terminal, JSON otherwise); got "${env.CROSSINGS_LOG_FORMAT}"`);
  return raw;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sync = (env.CROSSINGS_SQLITE_SYNC ?? 'FULL').toUpperCase();
  if (sync !== 'FULL' && sync !== 'NORMAL') throw new ConfigError(`CROSSINGS_SQLITE_SYNC must be FULL or NORMAL, got "${sync}"`);
  const writer = (env.CROSSINGS_SQLITE_WRITER ?? 'async-fsync').toLowerCase();
  if (writer !== 'worker' && writer !== 'inline' && writer !== 'async-fsync') {
    throw new ConfigError(`CROSSINGS_SQLITE_WRITER must be inline, worker or async-fsync, got "${writer}"`);
  }
  const wsRatePerSecond = int(env, 'CROSSINGS_WS_RATE', 50, 1, 1_000_000);
  const databaseUrl = env.CROSSINGS_DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new ConfigError('CROSSINGS_DATABASE_URL must be a PostgreSQL connection string (postgres://user:password@host:5432/database), or unset for SQLite');
  }
  const redisUrl = env.CROSSINGS_REDIS_URL?.trim() || null;
  if (redisUrl !== null && !/^rediss?:\/\//i.test(redisUrl)) {
    throw new ConfigError('CROSSINGS_REDIS_URL must be a Redis URL (redis://host:6379), or unset for a single process');
  }
  if (redisUrl !== null && databaseUrl === null) {
    throw new ConfigError('CROSSINGS_REDIS_URL (cluster mode) needs CROSSINGS_DATABASE_URL too: several processes can only share PostgreSQL, not SQLite');
  }
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.CROSSINGS_DATA_DIR || './data'),
    databaseUrl,
    redisUrl,
    leaseMs: int(env, 'CROSSINGS_LEASE_MS', 3000, 300, 60_000),
    sqliteSync: sync,
    sqliteWriter: writer,
    logLevel: logLevel(env),
    logFormat: logFormatSetting(env),
    botThinkMs: int(env, 'CROSSINGS_BOT_THINK_MS', 600, 0, 60_000),
    wsRatePerSecond,
    wsBurst: wsRatePerSecond * 2,
    botWorkers: int(env, 'CROSSINGS_BOT_WORKERS', defaultBotWorkers(), 0, 64),
    httpRatePerSecond: int(env, 'CROSSINGS_HTTP_RATE', 50, 1, 1_000_000),
    roomsPerMinute: int(env, 'CROSSINGS_ROOMS_PER_MINUTE', 30, 1, 1_000_000),
    contentBytesPerHour: int(env, 'CROSSINGS_CONTENT_MB_PER_HOUR', DEFAULT_CONTENT_BYTES_PER_HOUR / MB, 1, 1_000_000) * MB,
    maxSocketsPerAddress: int(env, 'CROSSINGS_MAX_SOCKETS_PER_ADDRESS', 128, 1, 1_000_000),
    maxConnectionsPerAddress: int(env, 'CROSSINGS_MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 1_000_000),
    helloTimeoutMs: int(env, 'CROSSINGS_HELLO_TIMEOUT_SECONDS', 10, 1, 3600) * 1000,
    retention: {
      finishedMs: retention(env, 'CROSSINGS_RETAIN_FINISHED_DAYS', DEFAULT_RETENTION.finishedMs, 'days', 1),
      lobbyMs: retention(env, 'CROSSINGS_RETAIN_LOBBY_HOURS', DEFAULT_RETENTION.lobbyMs, 'hours', 1),
      // A turn-based game may wait up to its timer for a move; it must not count as abandoned before.
      idleMs: retention(env, 'CROSSINGS_RETAIN_IDLE_DAYS', DEFAULT_RETENTION.idleMs, 'days', LONGEST_TURN_TIMER_MS / DAY_MS + 1,
        ' (longer than the longest turn-based timer, 30 days)'),
    },
  };
}
