// Entry of the server's worker threads (SQLite writer, bots). From the compiled build (dist/) the
// worker's entry is JavaScript and is loaded as it is. From the sources, Node 20 does not run --import
// hooks for a worker's entry file, so this plain module registers tsx first, then loads the TypeScript.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
