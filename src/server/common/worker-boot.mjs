// Entry of the server's worker threads (SQLite writer, bots): Node 20 does not run --import hooks for a worker's entry
// file, so this plain module registers tsx and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
