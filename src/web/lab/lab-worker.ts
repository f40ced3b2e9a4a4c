/** A Lab batch worker: plays its share of the games off the page's thread (see lab-worker-core.ts). */
import { createLabHandler } from './lab-worker-core.ts';
import type { ToLabWorker } from './protocol.ts';

const handle = createLabHandler((msg) => self.postMessage(msg));
self.onmessage = (e: MessageEvent<ToLabWorker>) => handle(e.data);
