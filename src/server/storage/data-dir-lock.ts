/**
 * One server per data directory. Two servers writing the same crossings.db each keep rooms in
 * memory and overwrite the other's seats and moves, so the second one must refuse to start.
 *
 * The lock is SQLite's own file lock: `crossings.lock` is an empty SQLite database on which one
 * connection holds `BEGIN IMMEDIATE` for as long as the server runs. It is an OS lock (fcntl), so the
 * kernel releases it when the process dies, kill -9 included: no stale lock ever blocks a restart.
 * It guards only the lock file, so the storage's own connections to crossings.db (the writer thread
 * among them) are untouched. SQLite tracks its locks per process too, so a second server inside the
 * same process (tests) is refused the same way. Nothing but this module may open crossings.lock: with
 * fcntl locks, closing any other descriptor of the file would drop the lock.
 *
 * Who holds the lock is written next to it, in crossings.lock.json, for the message a refused server
 * prints; a clean stop removes it, so finding one when the lock was free means the last server died
 * without stopping (reported through `previous`). Local file systems only: fcntl locks over NFS are
 * not to be trusted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly holder: LockHolder | null) {
    const who = holder
      ? `another Crossings server (pid ${holder.pid}${holder.host !== os.hostname() ? ` on ${holder.host}` : ''}, running since ${holder.since})`
      : 'another Crossings server';
    super(`The data directory ${dir} is in use by ${who}. Two servers on one data directory would overwrite each other's rooms. `
      + 'Stop that server first, or give this one another data directory (CROSSINGS_DATA_DIR).');
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'crossings.lock';
const HOLDER_FILE = 'crossings.lock.json';

function readHolder(file: string): LockHolder | null {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof data.pid === 'number' && typeof data.host === 'string' && typeof data.since === 'string'
      ? { pid: data.pid, host: data.host, since: data.since } : null;
  } catch {
    // Missing (the holder is between taking the lock and writing this) or unreadable: unknown holder.
    return null;
  }
}

/** Written to a temporary file and renamed, so a reader never sees half of it. */
function writeHolder(file: string, holder: LockHolder): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(holder)}\n`);
  fs.renameSync(tmp, file);
}

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'));
}

export class DataDirLock {
  private constructor(
    private readonly db: Database.Database,
    private readonly holderFile: string,
    /** The server that held the lock before and died without releasing it, if it left its name. */
    readonly previous: LockHolder | null,
  ) {}

  /** Takes the lock of `dir` (which must exist) or throws DataDirLockedError naming the holder. */
  static acquire(dir: string): DataDirLock {
    const holderFile = path.join(dir, HOLDER_FILE);
    const db = new Database(path.join(dir, LOCK_FILE));
    try {
      // The lock database never holds data: keep its (empty) journal in memory, not in a file.
      db.pragma('journal_mode = MEMORY');
      db.pragma('busy_timeout = 0');
      db.exec('BEGIN IMMEDIATE');
    } catch (err) {
      db.close();
      if (isBusy(err)) throw new DataDirLockedError(dir, readHolder(holderFile));
      throw err;
    }
    try {
      const previous = readHolder(holderFile);
      writeHolder(holderFile, { pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
      return new DataDirLock(db, holderFile, previous);
    } catch (err) {
      db.close();
      throw err;
    }
  }

  get held(): boolean {
    return this.db.open;
  }

  /** Frees the lock; the holder file goes first, so it never names a server that has stopped. */
  release(): void {
    if (!this.db.open) return;
    try {
      fs.rmSync(this.holderFile, { force: true });
    } finally {
      this.db.exec('ROLLBACK');
      this.db.close();
    }
  }
}
