/**
 * Engine and bot throughput, one row per registered game (plus the Pledge test fixture as a
 * baseline). `npm run bench` (about a minute; two to three with boardgame.io beside it),
 * `npm run bench -- --quick` (seconds), `--game <id>` for one game, `--players <n>` to override the
 * player count.
 *
 * Figures are measured on one core. Tests never assert them; they are printed beside the targets and
 * reference figures so regressions are visible. With boardgame.io installed beside the bench
 * (`npm run bench:install-reference`), it is measured on each game in turn with ours
 * (bench/reference/boardgameio.ts); `--no-reference` leaves it out.
 */
import Table from 'cli-table3';
import { IsmctsBot } from '../src/bots/index.ts';
import { Rng, type AnyGame, type Seat } from '../src/engine/index.ts';
import { catalogue, registerGamesFrom } from '../src/lab/catalogue.ts';
import { benchRandom, lowest, xorshift } from './random-play.ts';
import { PLAIN_ENGINES, pairWithPlain, type PairedWithPlain } from './plain/pair.ts';
import { BoardgameIoThread } from './reference/thread.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlyGame = argValue('--game');
const playersArg = argValue('--players');
const SECONDS = quick ? 0.6 : 3;
/** Long enough for the JIT to settle (short quick runs otherwise measure the interpreter). */
const WARMUP_SECONDS = quick ? 0.5 : 1;
const ISMCTS_ITERATIONS = quick ? 300 : 2000;
const ISMCTS_POSITIONS = quick ? 4 : 16;
/** boardgame.io's MCTS is one to two orders slower than ours: fewer iterations a search. */
const BGIO_MCTS_ITERATIONS = quick ? 10 : 25;
/** Apply and boardgame.io's client measured in turn, this many windows each, so both see the machine alike. */
const BGIO_PAIRS = quick ? 2 : 4;
/** Ours and the plain engine of the same game (bench/plain), this many windows each, in turn. */
const PLAIN_PAIRS = quick ? 2 : 4;
/** Seeded games at each player count that both must play alike before they are timed. */
const PLAIN_CHECK_GAMES = quick ? 5 : 20;

/**
 * Fixed figures, measured once on another machine, so ratios to them follow this machine's speed
 * (docs/performance.md, "Engine speed"). The boardgame.io ones are used only when boardgame.io is not
 * installed; otherwise it is measured here, on the same game (bench/reference/boardgameio.ts).
 */
const REFERENCE = {
  bgioClientMovesPerSec: 10_500,
  bgioMctsIterPerSec: 225,
  /** A figure of unknown origin, used only for a game with no plain engine in bench/plain yet. */
  plainEngineMovesPerSec: 3_200_000,
  targetRandomActionsPerSec: 1_000_000,
  targetIsmctsIterPerSec: 5_000,
};

interface Row {
  game: string;
  players: number;
  gamesPerSec: number;
  setupMicros: number;
  actionsPerSec: number;
  meanLength: number;
  applyActionsPerSec: number;
  ismctsIterPerSec: number;
  ismctsNodes: number;
  /** boardgame.io measured in this process on the same game; absent when it is not installed. */
  bgio?: PairedWithBoardgameIo;
  /** A plain mutable engine of the same game measured in this process (bench/plain); absent when the game has none. */
  plain?: PairedWithPlain;
}

/**
 * boardgame.io beside ours: its client's moves/s and apply's ratio to it, medians of windows taken in
 * turn; its MCTS's iterations/s and ISMCTS's ratio to it, over the same positions searched in turn.
 */
interface PairedWithBoardgameIo {
  clientMovesPerSec: number;
  applyRatio: number;
  mctsIterPerSec: number;
  mctsRatio: number;
}

/** The same random games through the validating, cloning `apply`. */
function benchApply(game: AnyGame, players: number, seconds: number) {
  let actions = 0;
  let games = 0;
  let x = 0x2545f491;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    let state = game.setup({ players, seed: games + 1 });
    while (!game.isOver(state)) {
      const seat = lowest(game.activeSeats(state));
      const legal = game.legalActions(state, seat);
      x = xorshift(x);
      const result = game.apply(state, seat, legal[x % legal.length]);
      if (!result.ok) throw new Error(`${game.id}: apply rejected a legal action: ${result.error.message}`);
      state = result.state;
      actions++;
    }
    games++;
  }
  return actions / ((performance.now() - start) / 1000);
}

/** Plays `state` forward at random for `steps` actions (or to the end). */
function advance(game: AnyGame, state: unknown, steps: number, rng: Rng): void {
  for (let i = 0; i < steps && !game.isOver(state); i++) {
    const seat = lowest(game.activeSeats(state));
    game.applyInPlace(state, seat, rng.pick(game.legalActions(state, seat)));
  }
}

/** ISMCTS with full-depth playouts, from positions sampled along the first half of random games. */
function benchIsmcts(game: AnyGame, players: number, meanLength: number) {
  const positions: Array<{ state: unknown; seat: Seat }> = [];
  const rng = new Rng(12345);
  for (let g = 0; positions.length < ISMCTS_POSITIONS && g < ISMCTS_POSITIONS * 10; g++) {
    const state = game.setup({ players, seed: 1000 + g });
    advance(game, state, rng.int(Math.max(1, Math.floor(meanLength / 2))), rng);
    if (game.isOver(state)) continue;
    const seat = lowest(game.activeSeats(state));
    if (game.legalActions(state, seat).length < 2) continue; // one option: no search happens
    positions.push({ state, seat });
  }
  const bot = new IsmctsBot({ iterations: ISMCTS_ITERATIONS });
  // Warm-up, so the JIT has compiled the search before timing.
  const warm = positions[0];
  if (warm) bot.chooseAction(game.view(warm.state, warm.seat), warm.seat, game.legalActions(warm.state, warm.seat), game, rng);
  let iterations = 0;
  let nodes = 0;
  const start = performance.now();
  for (const { state, seat } of positions) {
    bot.chooseAction(game.view(state, seat), seat, game.legalActions(state, seat), game, rng);
    iterations += bot.lastSearch?.iterations ?? 0;
    nodes += bot.treeSize;
  }
  const secs = (performance.now() - start) / 1000;
  return { iterPerSec: iterations / secs, nodes: positions.length ? nodes / positions.length : 0, positions, bot, rng };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * boardgame.io on the same game, each window beside one of ours: validated apply against its client's
 * moves, and our ISMCTS against its MCTS from the same position (bench/reference/boardgameio.ts).
 */
async function pairWithBoardgameIo(
  bgio: BoardgameIoThread, game: AnyGame, players: number, ismcts: ReturnType<typeof benchIsmcts>,
): Promise<PairedWithBoardgameIo> {
  await bgio.ask({ op: 'check', game: game.id, players });
  const window = SECONDS / BGIO_PAIRS;
  await bgio.ask({ op: 'client', game: game.id, players, seconds: WARMUP_SECONDS });
  const client: number[] = [];
  const applyRatios: number[] = [];
  for (let i = 0; i < BGIO_PAIRS; i++) {
    const ours = benchApply(game, players, window);
    client.push(await bgio.ask<number>({ op: 'client', game: game.id, players, seconds: window }));
    applyRatios.push(ours / client[i]);
  }
  // Search by search over all the positions, both rates summed the same way as benchIsmcts's: a ratio per
  // position would swing with how long that position's playouts happen to be (ours play determinized
  // deals, boardgame.io's the true one).
  await bgio.ask({ op: 'mcts', game: game.id, players, iterations: BGIO_MCTS_ITERATIONS });
  const search = (state: unknown) => bgio.ask<{ iterations: number; ms: number }>({ op: 'search', state });
  const { bot, rng } = ismcts;
  if (ismcts.positions[0]) await search(ismcts.positions[0].state); // warm-up, as for ours
  let ourIterations = 0;
  let ourMs = 0;
  let theirIterations = 0;
  let theirMs = 0;
  for (const { state, seat } of ismcts.positions) {
    const start = performance.now();
    bot.chooseAction(game.view(state, seat), seat, game.legalActions(state, seat), game, rng);
    ourMs += performance.now() - start;
    ourIterations += bot.lastSearch?.iterations ?? 0;
    const theirs = await search(state);
    theirIterations += theirs.iterations;
    theirMs += theirs.ms;
  }
  const mctsIterPerSec = theirIterations / (theirMs / 1000);
  const mctsRatio = ourIterations / ourMs / (mctsIterPerSec / 1000);
  return { clientMovesPerSec: median(client), applyRatio: median(applyRatios), mctsIterPerSec, mctsRatio };
}

/** boardgame.io in its own thread (bench/reference/worker.ts), or why it is not measured. */
async function startBoardgameIo(): Promise<{ thread: BoardgameIoThread; version: string } | string> {
  const thread = new BoardgameIoThread();
  const loaded = await thread.load();
  if ('version' in loaded) return { thread, version: loaded.version };
  await thread.close();
  return loaded.missing;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// The benchmark also measures the Pledge test fixture (simultaneous secret moves).
await registerGamesFrom(new URL('../test/fixtures/pledge.ts', import.meta.url).href);
const games = (await catalogue()).filter((g) => !onlyGame || g.id === onlyGame);
if (games.length === 0) {
  console.error(`No game "${onlyGame}". Known: ${(await catalogue()).map((g) => g.id).join(', ')}`);
  process.exit(2);
}
console.log(`Crossings benchmark (${quick ? 'quick' : 'full'} run; Node ${process.version}; one core)`);
const bgio = args.includes('--no-reference') ? 'left out (--no-reference)' : await startBoardgameIo();
if (typeof bgio === 'string') {
  console.log(`boardgame.io is not measured here: ${bgio}. Install it with \`npm run bench:install-reference\`; until then its columns divide by fixed figures from another machine.`);
} else {
  console.log(`boardgame.io ${bgio.version} is measured in this process, in a thread of its own, on each game (bench/reference/boardgameio.ts).`);
}
const rows: Row[] = [];
for (const game of games) {
  const players = playersArg ? Number(playersArg) : Math.min(game.maxPlayers, Math.max(game.minPlayers, 4));
  process.stderr.write(`  ${game.id} (${players} players)…\n`);
  benchRandom(game, players, WARMUP_SECONDS);
  const random = benchRandom(game, players, SECONDS);
  const plainEngine = PLAIN_ENGINES[game.id];
  if (plainEngine) process.stderr.write(`  ${game.id}: the plain engine, checked and paired…\n`);
  const plainPaired = plainEngine ? pairWithPlain(plainEngine, game, players, SECONDS, PLAIN_PAIRS, PLAIN_CHECK_GAMES) : undefined;
  const applyRate = benchApply(game, players, SECONDS / 2);
  const ismcts = benchIsmcts(game, players, random.meanLength);
  if (typeof bgio !== 'string') process.stderr.write(`  ${game.id}: boardgame.io, paired…\n`);
  const paired = typeof bgio === 'string' ? undefined : await pairWithBoardgameIo(bgio.thread, game, players, ismcts);
  rows.push({
    game: game.id, players, gamesPerSec: random.gamesPerSec, setupMicros: random.setupMicros, actionsPerSec: random.actionsPerSec,
    meanLength: random.meanLength, applyActionsPerSec: applyRate, ismctsIterPerSec: ismcts.iterPerSec, ismctsNodes: ismcts.nodes,
    bgio: paired, plain: plainPaired,
  });
}

const plain = { style: { head: [], border: [] } }; // no colours: the output is pasted into reports
const table = new Table({
  ...plain,
  head: ['game', 'players', 'random games/s', 'setup µs', 'random actions/s (in place)', 'actions/game', 'apply actions/s (validated)', 'in place ÷ apply', 'ISMCTS iter/s', 'tree nodes'],
  colAligns: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
});
for (const r of rows) {
  table.push([
    r.game, r.players, fmt(r.gamesPerSec), fmt(r.setupMicros, 1), fmt(r.actionsPerSec), fmt(r.meanLength, 1), fmt(r.applyActionsPerSec),
    `${fmt(r.actionsPerSec / r.applyActionsPerSec, 1)}×`, fmt(r.ismctsIterPerSec), fmt(r.ismctsNodes),
  ]);
}
console.log(table.toString());

const measured = typeof bgio !== 'string';
const ref = new Table({
  ...plain,
  head: [
    'game',
    measured ? 'apply moves/s ÷ boardgame.io client, paired (its moves/s)' : `apply moves/s ÷ boardgame.io client (fixed: ${fmt(REFERENCE.bgioClientMovesPerSec)})`,
    measured ? 'ISMCTS iter/s ÷ boardgame.io MCTS, paired (its iter/s)' : `ISMCTS iter/s ÷ boardgame.io MCTS (fixed: ${fmt(REFERENCE.bgioMctsIterPerSec)})`,
    `in-place actions/s ÷ plain engine of the game, paired (its actions/s); else ÷ fixed ${fmt(REFERENCE.plainEngineMovesPerSec)}`,
  ],
  colAligns: ['left', 'right', 'right', 'right'],
});
const pairedRatio = (ratio: number, theirs: number) => `${fmt(ratio, 1)}× (${fmt(theirs, theirs < 100 ? 1 : 0)})`;
for (const r of rows) {
  ref.push([
    r.game,
    r.bgio ? pairedRatio(r.bgio.applyRatio, r.bgio.clientMovesPerSec) : `${fmt(r.applyActionsPerSec / REFERENCE.bgioClientMovesPerSec, 1)}×`,
    r.bgio ? pairedRatio(r.bgio.mctsRatio, r.bgio.mctsIterPerSec) : `${fmt(r.ismctsIterPerSec / REFERENCE.bgioMctsIterPerSec, 1)}×`,
    r.plain
      ? `${fmt(r.plain.ratio, 2)}× (${fmt(r.plain.plainActionsPerSec)})`
      : `${fmt(r.actionsPerSec / REFERENCE.plainEngineMovesPerSec, 2)}× fixed: no plain engine yet`,
  ]);
}
console.log(measured
  ? `Our ratio to boardgame.io ${bgio.version}, measured here on each game in turn with ours (apply: median of ${BGIO_PAIRS} windows; ISMCTS: the same ${ISMCTS_POSITIONS} positions), and to a plain mutable engine of the same game where bench/plain has one (else to a fixed figure, which follows this machine's speed):`
  : 'Our ratio to fixed boardgame.io 0.50.2 figures, measured on another machine (they follow this machine\'s speed), and to a plain mutable engine of the same game where bench/plain has one:');
console.log(ref.toString());
const checked = rows.filter((r) => r.plain);
if (checked.length > 0) {
  console.log(`Plain engines (bench/plain) played the same games as ours before timing: ${checked.map((r) => `${r.game} ${fmt(r.plain!.checkedSteps)} steps`).join(', ')}, every player count, identical at every step. Paired: median of ${PLAIN_PAIRS} windows each, taken in turn.`);
}

const targets = new Table({ ...plain, head: ['target', 'game', 'measured', 'met?'], colAligns: ['left', 'left', 'right', 'left'] });
for (const r of rows.filter((x) => x.game !== 'pledge')) {
  targets.push(
    [`≥ ${fmt(REFERENCE.targetRandomActionsPerSec)} random actions/s`, r.game, fmt(r.actionsPerSec), r.actionsPerSec >= REFERENCE.targetRandomActionsPerSec ? 'yes' : 'NO'],
    [`≥ ${fmt(REFERENCE.targetIsmctsIterPerSec)} ISMCTS iterations/s`, r.game, fmt(r.ismctsIterPerSec), r.ismctsIterPerSec >= REFERENCE.targetIsmctsIterPerSec ? 'yes' : 'NO'],
  );
  if (r.plain) targets.push(['≥ 0.50 of the plain engine of the game, paired', r.game, `${fmt(r.plain.ratio, 2)}×`, r.plain.ratio >= 0.5 ? 'yes' : 'NO']);
  if (r.bgio) targets.push(['≥ 25× boardgame.io\'s MCTS, paired', r.game, `${fmt(r.bgio.mctsRatio, 1)}×`, r.bgio.mctsRatio >= 25 ? 'yes' : 'NO']);
}
if (targets.length > 0) console.log(targets.toString());
if (typeof bgio !== 'string') await bgio.thread.close();
