/**
 * Why the server could not start, said for the person running it: what is wrong, which path or
 * variable, and what to do. Expected failures (configuration, data directory, database, port) get
 * one paragraph and no stack trace; anything else is a bug and keeps its stack for the report.
 */
import path from 'node:path';
import { ConfigError, type ServerConfig } from './config.ts';
import { DataDirLockedError } from '../storage/data-dir-lock.ts';
import { StorageStartError, explainStorageError } from '../storage/start-errors.ts';

const HEAD = 'Crossings could not start: ';

export function startFailureMessage(err: unknown, config: ServerConfig | null): string {
  if (err instanceof ConfigError || err instanceof StorageStartError || err instanceof DataDirLockedError) return HEAD + err.message;
  const { code, syscall } = (err ?? {}) as { code?: unknown; syscall?: unknown };
  if (config && typeof code === 'string') {
    // SQLite errors raised after opening, while reading the rooms back (a damaged page, say).
    if (code.startsWith('SQLITE_')) {
      const explained = explainStorageError(err, path.join(config.dataDir, 'crossings.db'));
      if (explained instanceof StorageStartError) return HEAD + explained.message;
    }
    if (syscall === 'listen' && code === 'EADDRINUSE') {
      return `${HEAD}port ${config.port} on ${config.host} is already in use. Stop the program listening there, or choose another port (PORT).`;
    }
    if (syscall === 'listen' && code === 'EACCES') {
      return `${HEAD}this user may not listen on port ${config.port} (ports below 1024 need privileges). Choose a port from 1024 up (PORT).`;
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      return `${HEAD}HOST ${config.host} is not an address of this machine. Use 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).`;
    }
  }
  const detail = err instanceof Error ? err.stack ?? err.message : String(err);
  return `${HEAD}an unexpected error; this is a bug, please report it with these details:\n${detail}`;
}
