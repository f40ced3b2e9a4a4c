/**
 * `crossings lab ladder <game>`: a round-robin tournament of bot specs (src/lab/ladder), rated with
 * openskill, with the head-to-head matrix and a verdict on the expected order (the specs as listed,
 * weakest first). Writes one self-contained HTML file, or prints the ladder as JSON with --json.
 * Ctrl-C stops handing out games and writes the ladder of the games finished so far, marked partial,
 * then exits with 130 (a second Ctrl-C quits at once).
 */
import type { Command } from 'commander';
import { checkGamesPerTable, ladderTables, renderLadderHtml, runLadder, type Ladder } from '../lab/ladder/index.ts';
import { batchSetup, CliError, collect, htmlOut, loadGame, parseInteger, parseSeed } from './common.ts';
import { finishRun, runInterruptible } from './interruptible.ts';

export const DEFAULT_LADDER_BOTS = 'random,heuristic,ismcts:easy,ismcts:medium,ismcts:hard';
/** Games per table when -n is not given: at least this many, rounded up to a multiple of the players. */
const DEFAULT_GAMES = 20;

export interface LabLadderFlags {
  games?: number;
  players?: number;
  bots: string;
  seed: number;
  workers?: number;
  json?: boolean;
  out?: string;
  option: string[];
  content?: string;
}

export function registerLabLadder(lab: Command): void {
  lab.command('ladder')
    .description('a round-robin tournament of bot specs with ratings, the head-to-head matrix and whether the expected order holds')
    .argument('<game>', 'game id (see `crossings games`)')
    .option('-b, --bots <list>', 'bot specs, weakest expected first (the order the ladder checks)', DEFAULT_LADDER_BOTS)
    .option('-n, --games <n>', `games per table (per pairing with 2 players); a multiple of the players (default: ${DEFAULT_GAMES} rounded up to one)`, parseInteger('--games', 1))
    .option('-p, --players <n>', 'players per game (default: the fewest the game takes)', parseInteger('--players', 1))
    .option('-s, --seed <seed>', 'seed (integer or text); every table plays the same seeds', parseSeed, 1)
    .option('-w, --workers <k>', 'worker threads (0 = this thread; default: cores − 1)', parseInteger('--workers', 0))
    .option('-o, --out <file.html>', 'where to write the HTML ladder (default: <game>-ladder.html; with --json only when given)')
    .option('--json', 'print the ladder as one JSON object')
    .option('--option <key=value>', 'a game option (repeatable)', collect, [])
    .option('--content <file.json>', 'custom content (cards, maps) for the game')
    .action((game: string, flags: LabLadderFlags) => labLadderCommand(game, flags));
}

export async function labLadderCommand(gameId: string, flags: LabLadderFlags): Promise<void> {
  const players = flags.players ?? (await loadGame(gameId)).minPlayers;
  const { game, bots, options, content, workers } = await batchSetup(gameId, { ...flags, players });
  const gamesPerTable = flags.games ?? Math.ceil(DEFAULT_GAMES / players) * players;
  const checked = <T>(flag: string, check: () => T): T => {
    try {
      return check();
    } catch (err) {
      throw new CliError(`${flag}: ${(err as Error).message}`);
    }
  };
  const tables = checked('--bots', () => ladderTables(bots, players));
  checked('--games', () => checkGamesPerTable(gamesPerTable, players));
  const planned = tables.length * gamesPerTable;
  const out = htmlOut(flags.out, flags.json, `${game.id}-ladder.html`);

  const ladder = await runInterruptible(planned, {
    bar: 'Ladder', ctrlC: 'rate the games so far',
    start: `Ladder of ${game.title}: ${tables.length} table${tables.length === 1 ? '' : 's'} × ${gamesPerTable} games = ${planned} games`,
    stopping: 'rating the games finished so far',
  }, ({ signal, onProgress }) => runLadder({
    game, specs: bots, players, gamesPerTable, seed: flags.seed, workers, options, content, signal, onProgress,
  }));
  finishRun({
    out, html: () => renderLadderHtml(ladder), json: flags.json === true, figures: ladder,
    summary: (file) => ladderText(ladder, file),
    partial: ladder.run.partial ? `the ladder covers ${ladder.run.games} of ${ladder.run.planned} games` : null,
  });
}

/** What the terminal shows: the ratings, the verdict, where the file is. */
export function ladderText(l: Ladder, file: string): string {
  const width = Math.max(...l.ratings.map((r) => r.spec.length));
  return [
    `${l.game.title}, ${l.run.players} players: ${l.run.games}${l.run.partial ? ` of ${l.run.planned}` : ''} games in ${l.run.seconds.toFixed(1)} s${l.run.unfinished ? ` (${l.run.unfinished} unfinished, not rated)` : ''}. Ladder: ${file}`,
    ...l.ratings.map((r) => `  ${r.spec.padEnd(width)}  μ ${r.mu.toFixed(1).padStart(5)}  σ ${r.sigma.toFixed(2)}  95% [${r.low.toFixed(1)}, ${r.high.toFixed(1)}]  ordinal ${r.ordinal.toFixed(1)}`),
    l.verdict.text,
    ...l.verdict.steps.map((s) => `  - ${s.text}`),
  ].join('\n');
}
