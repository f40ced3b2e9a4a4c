/**
 * `crossings lab report <game>`: plays a batch like `simulate` and writes the balance report, one
 * self-contained HTML file (src/lab/report), or prints its figures as JSON with --json.
 * Ctrl-C stops handing out games and writes the report of the games finished so far, marked
 * partial, then exits with 130 (a second Ctrl-C quits at once).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { labReport, renderHtml, type LabReport } from '../lab/report/index.ts';
import { batchSetup, collect, parseInteger, parseSeed } from './common.ts';
import { labCompareCommand } from './lab-compare.ts';
import { registerLabLadder } from './lab-ladder.ts';
import { registerLabTune } from './lab-tune.ts';

/** Exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
export const INTERRUPTED_EXIT = 130;

export interface LabReportFlags {
  games: number;
  players?: number;
  bots: string;
  seed: number;
  workers?: number;
  json?: boolean;
  out?: string;
  option: string[];
  content?: string;
  /** --against B.json (or `default`): compare --content (A) with B over the same games (lab-compare.ts). */
  against?: string;
  /** False with --no-estimates: skip the move-by-move position estimates (faster). */
  estimates: boolean;
}

export function registerLab(cli: Command): void {
  const lab = cli.command('lab').description('the balance lab: reports a designer can act on');
  lab.command('report')
    .description('play a batch of bot games and write a balance report (self-contained HTML, or JSON with --json)')
    .argument('<game>', 'game id (see `crossings games`)')
    .option('-n, --games <n>', 'number of games', parseInteger('--games', 1), 1000)
    .option('-p, --players <n>', 'players per game (default: 4 within the game\'s range)', parseInteger('--players', 1))
    .option('-b, --bots <list>', 'bots cycled over the seats (same forms as for simulate)', 'ismcts:easy,heuristic,random')
    .option('-s, --seed <seed>', 'batch seed (integer or text)', parseSeed, 1)
    .option('-w, --workers <k>', 'worker threads (0 = this thread; default: cores − 1)', parseInteger('--workers', 0))
    .option('-o, --out <file.html>', 'where to write the HTML report (default: <game>-report.html; with --json only when given)')
    .option('--json', 'print the report\'s figures as one JSON object')
    .option('--option <key=value>', 'a game option (repeatable)', collect, [])
    .option('--content <file.json>', 'custom content (cards, maps) for the game')
    .option('--against <file.json>', 'compare with this content (or the word "default"): the same games under --content (A) and this one (B), every figure side by side')
    .option('--no-estimates', 'do not estimate positions move by move (no lead changes, drama or decisiveness; faster)')
    .action((game: string, flags: LabReportFlags) => labReportCommand(game, flags));
  registerLabLadder(lab);
  registerLabTune(lab);
}

export async function labReportCommand(gameId: string, flags: LabReportFlags): Promise<void> {
  if (flags.against !== undefined) return labCompareCommand(gameId, { ...flags, against: flags.against });
  const { game, players, bots, options, content, workers } = await batchSetup(gameId, flags);
  const out = flags.out ?? (flags.json ? undefined : `${game.id}-report.html`);

  const bar = process.stderr.isTTY === true
    ? new cliProgress.SingleBar({
      stream: process.stderr,
      format: 'Playing |{bar}| {value}/{total} games, {percentage}%, ETA {eta_formatted} (Ctrl-C: report the games so far)',
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    }, cliProgress.Presets.shades_classic)
    : null;

  const controller = new AbortController();
  let interrupts = 0;
  const onInterrupt = () => {
    if (++interrupts > 1) process.exit(INTERRUPTED_EXIT);
    controller.abort();
    bar?.stop();
    process.stderr.write('\nStopping: writing the report of the games finished so far (Ctrl-C again quits at once)…\n');
  };
  process.on('SIGINT', onInterrupt);
  let report: LabReport;
  try {
    if (bar) bar.start(flags.games, 0);
    else process.stderr.write(`Playing ${flags.games} games of ${game.title} (Ctrl-C: report the games so far)…\n`);
    report = await labReport({
      game, games: flags.games, players, bots, seed: flags.seed, workers, options, content,
      contentName: flags.content ? path.basename(flags.content) : null,
      estimates: flags.estimates,
      signal: controller.signal,
      onProgress: (done) => bar?.update(done),
    });
  } finally {
    bar?.stop();
    process.off('SIGINT', onInterrupt);
  }

  if (out) {
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    writeFileSync(out, renderHtml(report));
  }
  if (flags.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  else process.stdout.write(`${summaryText(report, out!)}\n`);
  if (report.run.partial) {
    process.stderr.write(`Interrupted: the report covers ${report.run.games} of ${report.run.planned} games${out ? ` (${out})` : ''}.\n`);
    process.exitCode = INTERRUPTED_EXIT;
  }
}

/** What the terminal shows after a run: where the report is, and what stands out. */
export function summaryText(r: LabReport, file: string): string {
  const lines = [
    `${r.game.title}: ${r.run.games}${r.run.partial ? ` of ${r.run.planned}` : ''} games in ${r.run.seconds.toFixed(1)} s (${(r.run.games / Math.max(r.run.seconds, 1e-9)).toFixed(1)} games/s). Report: ${file}`,
    'What stands out:',
    ...r.findings.map((f) => `  ${f.level === 'warning' ? '!' : '-'} ${f.title}: ${f.text}`),
  ];
  return lines.join('\n');
}
