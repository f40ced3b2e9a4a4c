/**
 * The server under benchmark: main.ts with the Pledge fixture and the Relay benchmark games; prints its address.
 *
 * On SIGUSR2 it collects its whole heap and says so on stdout (`COLLECTED`), so that every measured window
 * starts from a collected heap (load.ts `collectGarbage`, which starts it with `--expose-gc`); without
 * that option it says it cannot (`CANNOT COLLECT`) rather than let the signal end it.
 */
import { runMain } from '../../src/server/main.ts';
import { pledge } from '../../test/fixtures/pledge.ts';
import { relay, relay90 } from './relay.ts';

const { address } = await runMain([pledge, relay, relay90]);
process.on('SIGUSR2', () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) {
    console.log('CANNOT COLLECT: the server was started without --expose-gc');
    return;
  }
  collect();
  console.log('COLLECTED');
});
console.log(`LISTENING ${address}`);
