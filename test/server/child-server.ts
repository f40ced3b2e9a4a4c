/** The real server entry (main.ts) with the Pledge fixture added; the kill -9 and lock tests run this as a child process. */
import { startOrExit } from '../../src/server/main.ts';
import { pledge } from '../fixtures/pledge.ts';

await startOrExit([pledge]);
