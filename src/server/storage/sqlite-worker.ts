/**
 * The SQLite writer thread. better-sqlite3 is synchronous, and with synchronous=FULL every commit
 * waits for an fsync; doing that here keeps the server's event loop free to accept the next batch
 * of moves while this one reaches the disk.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { batchWriter, openDatabase, type SqliteSync } from './sqlite-db.ts';
import type { Mutation } from './types.ts';

const { file, sync } = workerData as { file: string; sync: SqliteSync };
const db = openDatabase(file, sync);
const write = batchWriter(db);

parentPort?.on('message', (msg: { id: number; batch: Mutation[] } | { close: true }) => {
  if ('close' in msg) {
    db.close();
    parentPort?.postMessage({ closed: true });
    return;
  }
  try {
    write(msg.batch);
    parentPort?.postMessage({ id: msg.id, ok: true });
  } catch (err) {
    parentPort?.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort?.postMessage({ ready: true });
