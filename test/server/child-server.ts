/** The real server entry (main.ts) with the Pledge fixture added; the kill -9 test runs this as a child process. */
import { runMain } from '../../src/server/main.ts';
import { pledge } from '../fixtures/pledge.ts';

await runMain([pledge]);
