/**
 * Checks the plain engines against ours over many seeded games (bench/plain/pair.ts `checkPlainEngine`):
 *   node --import tsx bench/plain/check.ts [game…] [--games N]
 * Prints the steps compared per game; stops at the first difference.
 */
import { getGame } from '../../src/games/all.ts';
import { PLAIN_ENGINES, checkPlainEngine } from './pair.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--games');
const games = at >= 0 ? Number(args[at + 1]) : 200;
if (!Number.isInteger(games) || games < 1) throw new Error(`--games needs a whole number above 0, got ${args[at + 1]}`);
const named = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
const ids = named.length > 0 ? named : Object.keys(PLAIN_ENGINES);
for (const id of ids) {
  const engine = PLAIN_ENGINES[id];
  if (!engine) throw new Error(`No plain engine of "${id}". Known: ${Object.keys(PLAIN_ENGINES).join(', ')}`);
  const steps = checkPlainEngine(engine, getGame(id), games);
  console.log(`${id}: ${games} games at each player count, ${steps.toLocaleString('en-US')} steps, identical at every step`);
}
