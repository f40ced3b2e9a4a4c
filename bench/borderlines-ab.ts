/**
 * Old and new Borderlines rules timed in one process, alternating, so the ratio holds on a busy machine
 * (docs/performance.md, "Borderlines rules"): random playouts in place (as `bench/run.ts` times them,
 * setup excluded) and ISMCTS iterations (as `bench/run.ts`: full-depth random playouts, from positions in the first half of random games). Each round times old then new (or new
 * then old, alternately) on the same games; the figure is the median of the rounds' ratios, in CPU time
 * of this process. The old copy as for bench/borderlines-equivalence.ts:
 *
 *   node --import tsx bench/borderlines-ab.ts /tmp/bl-old [rounds=30]
 *
 * Rounds are short (100 games; 4 searches of 500 iterations), so the two halves of a pair see nearly the
 * same machine.
 */
import { IsmctsBot } from '../src/bots/index.ts';
import { Rng, type AnyGame } from '../src/engine/index.ts';
import { borderlines } from '../src/games/borderlines/index.ts';

const [oldRoot, roundsArg] = process.argv.slice(2);
if (!oldRoot) {
  console.error('usage: borderlines-ab.ts <old checkout root> [rounds]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 30);
const oldGame = ((await import(`${oldRoot}/src/games/borderlines/index.ts`)) as { borderlines: AnyGame }).borderlines;
const newGame = borderlines as unknown as AnyGame;

/** CPU milliseconds of this process (user + system): other processes' load does not count. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Random games `first..first+count-1` in place; actions per CPU second, setup excluded. */
function playouts(game: AnyGame, first: number, count: number): number {
  let actions = 0;
  let ms = 0;
  let x = 0x9e3779b9;
  for (let g = first; g < first + count; g++) {
    const state = game.setup({ players: 4, seed: g + 1 });
    const t0 = cpuMs();
    while (!game.isOver(state)) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat);
      x ^= x << 13; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
      game.applyInPlace(state, seat, legal[x % legal.length]);
      actions++;
    }
    ms += cpuMs() - t0;
  }
  return actions / (ms / 1000);
}

/** Positions along the first half of random games, as bench/run.ts samples them. */
function positions(game: AnyGame, count: number): Array<{ state: unknown; seat: number }> {
  const out: Array<{ state: unknown; seat: number }> = [];
  const rng = new Rng(12345);
  for (let g = 0; out.length < count; g++) {
    const state = game.setup({ players: 4, seed: 1000 + g });
    const n = rng.int(110);
    for (let i = 0; i < n && !game.isOver(state); i++) {
      const seat = game.activeSeats(state)[0];
      game.applyInPlace(state, seat, rng.pick(game.legalActions(state, seat)));
    }
    if (game.isOver(state)) continue;
    const seat = game.activeSeats(state)[0];
    if (game.legalActions(state, seat).length < 2) continue;
    out.push({ state, seat });
  }
  return out;
}

/** ISMCTS iterations per CPU second over `places` (a fixed search seed, so old and new do the same work). */
function ismcts(game: AnyGame, places: Array<{ state: unknown; seat: number }>, seed: number): number {
  const bot = new IsmctsBot({ iterations: 500 });
  const rng = new Rng(seed);
  let iterations = 0;
  const t0 = cpuMs();
  for (const { state, seat } of places) {
    bot.chooseAction(game.view(state, seat), seat, game.legalActions(state, seat), game, rng);
    iterations += bot.lastSearch?.iterations ?? 0;
  }
  return iterations / ((cpuMs() - t0) / 1000);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const oldPlaces = positions(oldGame, 4);
const newPlaces = positions(newGame, 4);
// Warm-up: both rules compiled before timing.
for (const game of [oldGame, newGame]) playouts(game, 0, 300);
ismcts(oldGame, oldPlaces.slice(0, 1), 1);
ismcts(newGame, newPlaces.slice(0, 1), 1);

const rows: Record<'random' | 'ismcts', { old: number[]; new: number[]; ratio: number[] }> = {
  random: { old: [], new: [], ratio: [] },
  ismcts: { old: [], new: [], ratio: [] },
};
for (let r = 0; r < ROUNDS; r++) {
  const oldFirst = r % 2 === 0;
  const first = 1000 + r * 100;
  const runRandom = (game: AnyGame) => playouts(game, first, 100);
  const runSearch = (game: AnyGame) => ismcts(game, game === oldGame ? oldPlaces : newPlaces, r + 1);
  for (const [name, run] of [['random', runRandom], ['ismcts', runSearch]] as const) {
    const pair = oldFirst ? [run(oldGame), run(newGame)] : [run(newGame), run(oldGame)].reverse();
    const [o, n] = pair;
    rows[name].old.push(o);
    rows[name].new.push(n);
    rows[name].ratio.push(n / o);
  }
  process.stderr.write(`round ${r + 1}: random ${(rows.random.ratio[r]).toFixed(2)}×, ISMCTS ${(rows.ismcts.ratio[r]).toFixed(2)}×\n`);
}
for (const name of ['random', 'ismcts'] as const) {
  const x = rows[name];
  const unit = name === 'random' ? 'random actions/s in place' : 'ISMCTS iterations/s';
  console.log(`${unit} (per CPU second, median of ${ROUNDS}): old ${fmt(median(x.old))}, new ${fmt(median(x.new))}; ` +
    `new ÷ old ${median(x.ratio).toFixed(2)}× (rounds ${Math.min(...x.ratio).toFixed(2)}–${Math.max(...x.ratio).toFixed(2)})`);
}
