/**
 * What goes wrong opening a data directory, said so an operator can fix it: what is wrong, at which
 * path, and what to do. `prepareDataDir` checks the directory before SQLite touches it (SQLite's own
 * "unable to open database file" names neither the path nor the cause); `explainStorageError` turns
 * SQLite's error codes into the same kind of message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class StorageStartError extends Error {
  constructor(readonly problem: string, readonly path: string, readonly remedy: string, options?: { cause?: unknown }) {
    super(`${problem}: ${path}. ${remedy}`, options);
    this.name = 'StorageStartError';
  }
}

function user(): string {
  try {
    const info = os.userInfo();
    return `${info.username} (uid ${info.uid})`;
  } catch {
    return typeof process.getuid === 'function' ? `uid ${process.getuid()}` : 'this user';
  }
}

const OTHER_DIR = 'or point the server at another data directory (CROSSINGS_DATA_DIR)';

function errnoCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A directory (or a path inside one) that this process cannot write: why, in words. */
function notWritable(err: unknown, dir: string, creating = false): StorageStartError {
  switch (errnoCode(err)) {
    case 'EROFS':
      return new StorageStartError('The data directory is on a read-only file system', dir, `Mount it read-write, ${OTHER_DIR}.`, { cause: err });
    case 'ENOTDIR':
      return new StorageStartError('The data directory cannot be created because part of its path is a file, not a directory', dir,
        `Remove or rename that file, ${OTHER_DIR}.`, { cause: err });
    case 'ENOSPC':
      return new StorageStartError('The disk holding the data directory is full', dir, 'Free some space and start again.', { cause: err });
    default:
      if (creating) {
        return new StorageStartError(`The data directory does not exist, and ${user()} may not create it`, dir,
          `Create it and make it writable by this user, ${OTHER_DIR}.`, { cause: err });
      }
      return new StorageStartError(`The data directory is not writable by ${user()}`, dir,
        `Give this user write permission on it (e.g. chown or chmod u+w), ${OTHER_DIR}.`, { cause: err });
  }
}

/** Creates the data directory if needed and checks that this process can write in it. */
export function prepareDataDir(dir: string): void {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dir);
  } catch (err) {
    // ENOENT: created below. Anything else (ENOTDIR: a parent is a file; EACCES) is reported.
    if (errnoCode(err) !== 'ENOENT') throw notWritable(err, dir);
  }
  if (stat && !stat.isDirectory()) {
    throw new StorageStartError('The data directory is a file, not a directory', dir,
      `Move that file away, ${OTHER_DIR}.`);
  }
  if (!stat) {
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw notWritable(err, dir, true);
    }
  }
  try {
    // X_OK too: without search permission nothing in the directory can be opened.
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  } catch (err) {
    throw notWritable(err, dir);
  }
}

/**
 * A StorageStartError for an error SQLite raised while opening or reading `file` (the database);
 * other errors are returned unchanged.
 */
export function explainStorageError(err: unknown, file: string): unknown {
  if (err instanceof StorageStartError) return err;
  const code = errnoCode(err) ?? '';
  if (!code.startsWith('SQLITE_')) return err;
  const dir = path.dirname(file);
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return new StorageStartError('The database is damaged or is not a SQLite database', file,
      'Move it aside with its -wal and -shm files (keep them: sqlite3\'s ".recover" may save their rooms), then restore it from a backup '
      + `or start with an empty data directory (CROSSINGS_DATA_DIR). SQLite said: ${(err as Error).message}`,
      { cause: err });
  }
  if (code === 'SQLITE_FULL') {
    return new StorageStartError('The disk holding the database is full', file, 'Free some space and start again.', { cause: err });
  }
  if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') {
    return new StorageStartError(`The database cannot be opened for writing by ${user()}`, file,
      `Check that ${dir} and the files in it are writable by this user and its file system is not read-only, ${OTHER_DIR}. SQLite said: ${(err as Error).message}`,
      { cause: err });
  }
  if (code.startsWith('SQLITE_BUSY')) {
    return new StorageStartError('The database is locked by another program', file,
      `Stop the other program using it (another server, or a sqlite3 shell with an open transaction). SQLite said: ${(err as Error).message}`,
      { cause: err });
  }
  if (code.startsWith('SQLITE_IOERR')) {
    return new StorageStartError('The disk failed to read or write the database', file,
      `Check the disk and the file system (dmesg), then start again. SQLite said: ${(err as Error).message}`, { cause: err });
  }
  return new StorageStartError('The database could not be opened', file, `SQLite said (${code}): ${(err as Error).message}`, { cause: err });
}
