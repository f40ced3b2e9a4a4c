// Entry point of a simulation worker thread. Node 20 ignores `--import tsx` in a Worker's execArgv
// (its module hooks do not reach the worker), so the worker registers tsx itself, exactly as
// bin/crossings.js does, and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
