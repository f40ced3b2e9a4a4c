/** The server under benchmark: main.ts with the Pledge fixture available; prints its address. */
import { runMain } from '../../src/server/main.ts';
import { pledge } from '../../test/fixtures/pledge.ts';

const { address } = await runMain([pledge]);
console.log(`LISTENING ${address}`);
