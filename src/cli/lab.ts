/**
 * `crossings lab report <game>`: plays a batch like `simulate` and writes the balance report, one
 * self-contained HTML file (src/lab/report), or prints its figures as JSON with --json.
 * Ctrl-C stops handing out games and writes the report of the games finished so far, marked
 * partial, then exits with 130 (a second Ctrl-C quits at once).
 */
import path from 'node:path';
import type { Command } from 'commander';
import { labReport, renderHtml, type LabReport } from '../lab/report/index.ts';
import { finishRun, runInterruptible } from './interruptible.ts';
import { batchSetup, CliError, collect, htmlOut, parseInteger, parseSeed } from './common.ts';
import { labCompareCommand, labCompareOptionsCommand } from './lab-compare.ts';
import { registerLabLadder } from './lab-ladder.ts';
import { registerLabTune } from './lab-tune.ts';
import { recordWriter } from './records.ts';

export { INTERRUPTED_EXIT } from './interruptible.ts';

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
  /** --against-option k=w (repeatable): compare the options (A) with them changed so (B), e.g. a rule variant. */
  againstOption: string[];
  /** False with --no-estimates: skip the move-by-move position estimates (faster). */
  estimates: boolean;
  /** --records <dir>: write every game's match record there (a comparison: A/ and B/ inside it). */
  records?: string;
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
    .option('--against-option <key=value>', 'compare with this option changed (repeatable; e.g. a rule variant: roundLimit=on): the same games under --option (A) and with these (B), every figure side by side', collect, [])
    .option('--records <dir>', 'write every game played as its match record (the format `crossings replay` reads), one JSON file per game, so any figure can be recomputed elsewhere; a comparison writes A/ and B/ inside it')
    .option('--no-estimates', 'do not estimate positions move by move (no lead changes, drama or decisiveness; faster)')
    .action((game: string, flags: LabReportFlags) => labReportCommand(game, flags));
  registerLabLadder(lab);
  registerLabTune(lab);
}

export async function labReportCommand(gameId: string, flags: LabReportFlags): Promise<void> {
  if (flags.against !== undefined && flags.againstOption.length > 0) throw new CliError('Compare either contents (--against) or options (--against-option), not both at once.');
  if (flags.against !== undefined) return labCompareCommand(gameId, { ...flags, against: flags.against });
  if (flags.againstOption.length > 0) return labCompareOptionsCommand(gameId, flags);
  const { game, players, bots, options, content, workers } = await batchSetup(gameId, flags);
  const out = htmlOut(flags.out, flags.json, `${game.id}-report.html`);
  const onRecord = flags.records === undefined ? undefined : recordWriter(flags.records, game.id, flags.seed, flags.games);

  const report = await runInterruptible(flags.games, {
    bar: 'Playing', ctrlC: 'report the games so far',
    start: `Playing ${flags.games} games of ${game.title}`,
    stopping: 'writing the report of the games finished so far',
  }, ({ signal, onProgress }) => labReport({
    game, games: flags.games, players, bots, seed: flags.seed, workers, options, content,
    contentName: flags.content ? path.basename(flags.content) : null,
    estimates: flags.estimates,
    signal,
    onProgress,
    onRecord,
  }));
  finishRun({
    out, html: () => renderHtml(report), json: flags.json === true, figures: report,
    summary: (file) => summaryText(report, file, flags.records),
    partial: report.run.partial ? `the report covers ${report.run.games} of ${report.run.planned} games` : null,
  });
}

/** What the terminal shows after a run: where the report is, and what stands out. */
export function summaryText(r: LabReport, file: string, records?: string): string {
  const lines = [
    `${r.game.title}: ${r.run.games}${r.run.partial ? ` of ${r.run.planned}` : ''} games in ${r.run.seconds.toFixed(1)} s (${(r.run.games / Math.max(r.run.seconds, 1e-9)).toFixed(1)} games/s). Report: ${file}`,
    'Is it balanced, and what to look at:',
    ...r.findings.map((f) => `  ${f.level === 'warning' ? '!' : '-'} ${f.title}: ${f.text}`),
  ];
  if (records) lines.push(`Match records of the ${r.run.games} games: ${records}/ (each replays with \`crossings replay <file>\`)`);
  return lines.join('\n');
}
