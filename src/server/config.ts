/** Server configuration from the environment (documented in the README). */
import path from 'node:path';
import type { SqliteSync, SqliteWriter } from './storage/sqlite.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  sqliteSync: SqliteSync;
  sqliteWriter: SqliteWriter;
  logLevel: string;
  botThinkMs: number;
  wsRatePerSecond: number;
  wsBurst: number;
  botWorkers: number;
  httpRatePerSecond: number;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sync = (env.CROSSINGS_SQLITE_SYNC ?? 'FULL').toUpperCase();
  if (sync !== 'FULL' && sync !== 'NORMAL') throw new Error(`CROSSINGS_SQLITE_SYNC must be FULL or NORMAL, got "${sync}"`);
  const writer = (env.CROSSINGS_SQLITE_WRITER ?? 'inline').toLowerCase();
  if (writer !== 'worker' && writer !== 'inline' && writer !== 'async-fsync') {
    throw new Error(`CROSSINGS_SQLITE_WRITER must be inline, worker or async-fsync, got "${writer}"`);
  }
  const wsRatePerSecond = int(env, 'CROSSINGS_WS_RATE', 50, 1, 1_000_000);
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.CROSSINGS_DATA_DIR || './data'),
    sqliteSync: sync,
    sqliteWriter: writer,
    logLevel: env.LOG_LEVEL || 'info',
    botThinkMs: int(env, 'CROSSINGS_BOT_THINK_MS', 600, 0, 60_000),
    wsRatePerSecond,
    wsBurst: wsRatePerSecond * 2,
    botWorkers: int(env, 'CROSSINGS_BOT_WORKERS', 1, 0, 64),
    httpRatePerSecond: int(env, 'CROSSINGS_HTTP_RATE', 50, 1, 1_000_000),
  };
}
