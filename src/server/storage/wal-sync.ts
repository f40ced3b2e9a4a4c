/**
 * Durability without blocking the event loop. The database runs with synchronous=NORMAL (in WAL
 * mode SQLite then syncs around checkpoints, so the file stays consistent) and each committed batch
 * is made durable by fsyncing the WAL file on libuv's thread pool before anything is acknowledged:
 * the same guarantee as synchronous=FULL, while the event loop keeps accepting the next moves.
 * One fsync covers every batch written before it started, so waiters are grouped.
 */
import fs from 'node:fs';

interface Waiter { resolve: () => void; reject: (err: Error) => void }

export class WalSyncer {
  private fd: number | null = null;
  private inode = -1;
  private inFlight = false;
  private waiting: Waiter[] = [];

  constructor(private readonly walPath: string) {}

  /** Resolves once everything written to the WAL before this call is on disk. */
  sync(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.inFlight || !this.waiting.length) return;
    const group = this.waiting;
    this.waiting = [];
    let fd: number;
    try {
      fd = this.openWal();
    } catch (err) {
      for (const w of group) w.reject(err as Error);
      return;
    }
    this.inFlight = true;
    fs.fsync(fd, (err) => {
      this.inFlight = false;
      for (const w of group) {
        if (err) w.reject(err);
        else w.resolve();
      }
      this.kick();
    });
  }

  /** The WAL's descriptor, reopened if SQLite replaced the file (it keeps it while a connection is open). */
  private openWal(): number {
    const ino = fs.statSync(this.walPath).ino;
    if (this.fd === null || ino !== this.inode) {
      if (this.fd !== null) fs.closeSync(this.fd);
      this.fd = fs.openSync(this.walPath, 'r');
      this.inode = ino;
    }
    return this.fd;
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}
