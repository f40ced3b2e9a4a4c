/**
 * The `crossings` command (bin/crossings.js registers tsx and imports this module).
 *   crossings games
 *   crossings simulate <game> --games N --players P --bots ismcts,heuristic,random --seed S --workers K [--json] [--out dir]
 *   crossings play <game> [--players P] [--seat S] [--bots ...] [--seed S]
 *   crossings replay <record.json> [--verbose] [--game <n>]
 *   crossings serve [--port N] [--host A] [--data-dir D]
 *   crossings lab report <game> -n N -p P -b bots -s S -w K [-o report.html] [--json] (lab.ts)
 * See common.ts for exit codes. CROSSINGS_EXTRA_GAMES=<module path> adds the games a module exports
 * (tests add the Pledge fixture this way; src/lab/catalogue.ts).
 */
import { Command, CommanderError, Option } from 'commander';
import { collect, CliError, parseInteger, parseSeed } from './common.ts';
import { gamesCommand } from './games.ts';
import { registerLab } from './lab.ts';
import { playCommand, type PlayFlags } from './play.ts';
import { replayCommand } from './replay.ts';
import { serveCommand, type ServeFlags } from './serve.ts';
import { simulateCommand, type SimulateFlags } from './simulate.ts';

function program(): Command {
  const cli = new Command('crossings')
    .description('Play, teach and study tabletop games about refugees and migration.')
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)');

  cli.command('games')
    .description('list the registered games')
    .option('--json', 'print one JSON array')
    .action((flags: { json?: boolean }) => gamesCommand(flags));

  cli.command('simulate')
    .description('play a batch of bot games and report win rates, ties, game lengths and end reasons')
    .argument('<game>', 'game id (see `crossings games`)')
    .option('-n, --games <n>', 'number of games', parseInteger('--games', 1), 100)
    .option('-p, --players <n>', 'players per game (default: 4 within the game\'s range)', parseInteger('--players', 1))
    .option('-b, --bots <list>', 'bots cycled over the seats: random, heuristic[:easy|medium|hard|N], ismcts[:easy|medium|hard|N|Nms][:dDEPTH][:cEXPLORATION]', 'ismcts:easy,heuristic,random')
    .option('-s, --seed <seed>', 'batch seed (integer or text)', parseSeed, 1)
    .option('-w, --workers <k>', 'worker threads (0 = this thread; default: cores − 1)', parseInteger('--workers', 0))
    .option('--json', 'print one JSON object instead of tables')
    .option('--out <dir>', 'write every match record to this directory')
    .option('-o, --option <key=value>', 'a game option (repeatable)', collect, [])
    .option('--content <file.json>', 'custom content (cards, maps) for the game')
    .action((game: string, flags: SimulateFlags) => simulateCommand(game, flags));

  registerLab(cli);

  cli.command('play')
    .description('play one seat in the terminal against bots')
    .argument('<game>', 'game id (see `crossings games`)')
    .option('-p, --players <n>', 'players (default: the game\'s minimum)', parseInteger('--players', 1))
    .option('--seat <n>', 'your seat, 1-based', parseInteger('--seat', 1), 1)
    .option('-b, --bots <list>', 'bots for the other seats, cycled (same forms as for simulate)', 'ismcts:easy')
    .option('-s, --seed <seed>', 'game seed (integer or text; default: random)', parseSeed)
    .option('--content <file.json>', 'custom content for the game')
    .option('-o, --option <key=value>', 'a game option (repeatable)', collect, [])
    .addOption(new Option('--records <dir>', 'where to save the record').default('data/records').hideHelp())
    .action((game: string, flags: PlayFlags) => playCommand(game, flags));

  cli.command('serve')
    .description('run the server and the web client, as `npm start` does (http://127.0.0.1:8080 by default)')
    .option('--port <n>', 'port to listen on (default: $PORT, else 8080)', parseInteger('--port', 0))
    .option('--host <address>', 'address to listen on (default: $HOST, else 127.0.0.1; 0.0.0.0 for every network)')
    .option('--data-dir <dir>', 'where rooms and workshops are kept (default: $CROSSINGS_DATA_DIR, else ./data)')
    .action((flags: ServeFlags) => serveCommand(flags));

  cli.command('replay')
    .description('replay a match record through the rules and check it reaches the recorded state')
    .argument('<record>', 'a match record (JSON), or a file of many (the browser lab\'s "Download the games")')
    .option('-v, --verbose', 'also print private events')
    .option('--game <n>', 'in a file of many records, replay only game n (1 = the first), move by move', parseInteger('--game', 1))
    .action((file: string, flags: { verbose?: boolean; game?: number }) => replayCommand(file, flags));

  return cli;
}

export async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version requests are successes; usage errors are bad input (2). Commander printed them.
      return err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help' ? 0 : 2;
    }
    if (err instanceof CliError) {
      process.stderr.write(`crossings: ${err.message}\n`);
      return err.exitCode;
    }
    process.stderr.write(`crossings: unexpected error: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
