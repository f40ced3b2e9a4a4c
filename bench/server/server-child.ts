/** The server under benchmark: main.ts with the Pledge fixture and the Relay benchmark games; prints its address. */
import { runMain } from '../../src/server/main.ts';
import { pledge } from '../../test/fixtures/pledge.ts';
import { relay, relay90 } from './relay.ts';

const { address } = await runMain([pledge, relay, relay90]);
console.log(`LISTENING ${address}`);
