/** The server under benchmark: main.ts with the Pledge fixture and the Relay benchmark game; prints its address. */
import { runMain } from '../../src/server/main.ts';
import { pledge } from '../../test/fixtures/pledge.ts';
import { relay } from './relay.ts';

const { address } = await runMain([pledge, relay]);
console.log(`LISTENING ${address}`);
