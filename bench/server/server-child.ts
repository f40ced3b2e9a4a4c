/**
 * The server under benchmark: main.ts with the Pledge fixture and the Relay benchmark games; prints its address.
 *
 * Started with `--expose-gc` (load.ts), it collects its whole heap on SIGUSR2 and says so on stdout
 * (`COLLECTED`), so that every measured window starts from a collected heap (load.ts `collectGarbage`).
 */
import { runMain } from '../../src/server/main.ts';
import { pledge } from '../../test/fixtures/pledge.ts';
import { relay, relay90 } from './relay.ts';

const { address } = await runMain([pledge, relay, relay90]);
const collect = (globalThis as { gc?: () => void }).gc;
if (collect) {
  process.on('SIGUSR2', () => {
    collect();
    console.log('COLLECTED');
  });
}
console.log(`LISTENING ${address}`);
