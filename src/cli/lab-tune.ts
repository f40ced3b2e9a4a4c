/**
 * `crossings lab params | sweep | tune`: find the numbers in a game's content, vary one or two of them
 * over a grid and chart a target, or let NTBEA propose values that meet goals (src/lab/tune).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { GridError, parseParams } from '../lab/tune/grid.ts';
import { formatTarget, renderSweepHtml, renderTuneHtml } from '../lab/tune/html.ts';
import { numericLeaves, PointerError } from '../lab/tune/pointer.ts';
import { runSweep, type BatchConfig, type SweepPoint } from '../lab/tune/sweep.ts';
import { checkStatTargets } from '../lab/tune/stat-keys.ts';
import { checkTargetName, parseGoal, TargetError } from '../lab/tune/targets.ts';
import { noiseNotes, runTune, tuneVerdict } from '../lab/tune/tune.ts';
import { finishRun, runInterruptible } from './interruptible.ts';
import { batchSetup, CliError, collect, htmlOut, loadContent, loadGame, parseInteger, parseSeed, type BatchFlags } from './common.ts';

/** Bots for sweeps and tuning: the same bot in every seat, so seat gaps measure the content, not the bots. */
const TUNE_BOTS = 'heuristic';

interface TuneBatchFlags extends BatchFlags {
  games: number;
  seed: number;
  json?: boolean;
  out?: string;
  param: string[];
}

/** Errors of the lab's own parsers become input errors (exit code 2). */
function asInputError<T>(f: () => T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof GridError || err instanceof TargetError || err instanceof PointerError) throw new CliError(err.message);
    throw err;
  }
}

function batchOptions(cmd: Command, games: number): Command {
  return cmd
    .argument('<game>', 'game id (see `crossings games`)')
    .option('--param <pointer=range>', 'a content number to vary: /pointer=from:to[:step] or /pointer=a,b,c (repeatable: 2 for sweep, up to 8 for tune; see `lab params`)', collect, [])
    .option('-n, --games <n>', 'games per point / per evaluation', parseInteger('--games', 1), games)
    .option('-p, --players <n>', 'players per game (default: 4 within the game\'s range)', parseInteger('--players', 1))
    .option('-b, --bots <list>', 'bots cycled over the seats (one bot in every seat: seat gaps then measure the content)', TUNE_BOTS)
    .option('-s, --seed <seed>', 'seed (integer or text)', parseSeed, 1)
    .option('-w, --workers <k>', 'worker threads (0 = this thread; default: cores − 1)', parseInteger('--workers', 0))
    .option('--option <key=value>', 'a game option (repeatable)', collect, [])
    .option('--content <file.json>', 'start from this content instead of the game\'s default')
    .option('--json', 'print the results as one JSON object');
}

async function setup(gameId: string, flags: TuneBatchFlags, mostParams: number) {
  const s = await batchSetup(gameId, flags);
  const base = s.content ?? s.game.defaultContent;
  const params = asInputError(() => parseParams(flags.param, base, mostParams));
  const config: BatchConfig = { game: s.game, games: flags.games, players: s.players, bots: s.bots, seed: flags.seed, workers: s.workers, options: s.options };
  return { ...s, params, config, contentName: flags.content ? path.basename(flags.content) : null };
}

/** A mistyped `stat:` key is refused before any batch runs (one short random game tells the keys). */
function checkStats(s: Awaited<ReturnType<typeof setup>>, targets: readonly string[]): void {
  asInputError(() => checkStatTargets(targets, { game: s.game, players: s.players, seed: 1, options: s.options, content: s.content }));
}

const pointText = (target: string, pt: SweepPoint) => (pt.valid
  ? `${target} ${formatTarget(target, pt.target.value)} (${formatTarget(target, pt.target.ci95.low)} to ${formatTarget(target, pt.target.ci95.high)}), ${pt.seconds.toFixed(1)} s`
  : `invalid: ${pt.problems.join('; ')}`);

export function registerLabTune(lab: Command): void {
  lab.command('params')
    .description('list every number in a game\'s content, with its JSON Pointer, to choose what to --param')
    .argument('<game>', 'game id (see `crossings games`)')
    .option('--content <file.json>', 'list this content instead of the game\'s default')
    .option('--match <text>', 'only numbers whose pointer or label contains this text (case-insensitive)')
    .option('--json', 'print the list as JSON')
    .action(async (gameId: string, flags: { content?: string; match?: string; json?: boolean }) => {
      const game = await loadGame(gameId);
      const content = loadContent(game, flags.content) ?? game.defaultContent;
      const needle = flags.match?.toLowerCase();
      const leaves = numericLeaves(content).filter((l) => !needle || l.pointer.toLowerCase().includes(needle) || l.label.toLowerCase().includes(needle));
      if (flags.json) {
        process.stdout.write(`${JSON.stringify(leaves)}\n`);
        return;
      }
      const width = Math.max(7, ...leaves.map((l) => l.pointer.length));
      const lines = [`${'pointer'.padEnd(width)}  ${'value'.padStart(8)}  label`, ...leaves.map((l) => `${l.pointer.padEnd(width)}  ${String(l.value).padStart(8)}  ${l.label}`)];
      process.stdout.write(`${lines.join('\n')}\n`);
      process.stderr.write(`${leaves.length} numbers in ${game.title}'s ${flags.content ? path.basename(flags.content) : 'default content'}.\n`);
    });

  batchOptions(lab.command('sweep'), 200)
    .description('vary one or two content numbers over a grid (same seeds at every point) and chart a target')
    .option('--target <name>', 'seat-gap, first-player, balance, mean-length, ties or stat:<figure key>', 'seat-gap')
    .option('-o, --out <file.html>', 'where to write the HTML (default: <game>-sweep.html; with --json only when given)')
    .action(async (gameId: string, flags: TuneBatchFlags & { target: string }) => {
      asInputError(() => checkTargetName(flags.target));
      const s = await setup(gameId, flags, 2);
      checkStats(s, [flags.target]);
      const total = s.params.reduce((a, p) => a * p.values.length, 1);
      const out = htmlOut(flags.out, flags.json, `${s.game.id}-sweep.html`);
      const result = await runInterruptible(total * flags.games, {
        bar: 'Sweeping', ctrlC: 'keep the points so far',
        start: `Sweeping ${total} points of ${s.game.title}, ${flags.games} games each`,
        stopping: 'writing the sweep of the points finished so far (the point being played is dropped)',
      }, ({ signal, onProgress, hasBar }) => runSweep({
        ...s.config, content: s.content, contentName: s.contentName, params: s.params, target: flags.target, signal, onGames: onProgress,
        // Each point's line, on a pipe (a terminal has the bar).
        onPoint: hasBar ? undefined : (done, all, pt) => process.stderr.write(`  ${done}/${all} ${s.params.map((p, i) => `${p.pointer}=${pt.values[i]}`).join(' ')}: ${pointText(flags.target, pt)}\n`),
      })).catch((err: unknown) => asInputError(() => { throw err; }));
      finishRun({
        out, html: () => renderSweepHtml(result), json: flags.json === true, figures: result,
        summary: (file) => `${s.game.title}: ${result.points.length} points in ${result.run.seconds.toFixed(1)} s. Sweep: ${file}`,
        partial: result.points.length < result.planned ? `the sweep covers ${result.points.length} of ${result.planned} points` : null,
      });
    });

  batchOptions(lab.command('tune'), 40)
    .description('search content numbers (NTBEA) for values that meet goals, then re-play the proposal as evidence')
    .option('--goal <goal>', 'target<=x, target>=x or target=a..b, e.g. seat-gap<=0.03 (repeatable)', collect, [])
    .option('--budget <n>', 'evaluations (each a batch of -n games)', parseInteger('--budget', 1), 60)
    .option('--evidence <n>', 'games for the evidence batch (proposal and starting content each)', parseInteger('--evidence', 1), 1000)
    .option('-o, --out <dir>', 'directory for proposal.json and report.html (default: <game>-tune)')
    .action(async (gameId: string, flags: TuneBatchFlags & { goal: string[]; budget: number; evidence: number }) => {
      if (flags.goal.length === 0) throw new CliError('give at least one --goal, e.g. --goal "seat-gap<=0.03"');
      const goals = asInputError(() => flags.goal.map(parseGoal));
      const s = await setup(gameId, flags, 8);
      checkStats(s, goals.map((g) => g.target));
      for (const note of noiseNotes(goals, flags.games, s.players)) process.stderr.write(`Note: ${note}\n`);
      const dir = flags.out ?? (flags.json ? undefined : `${s.game.id}-tune`);
      const total = flags.budget * flags.games + 2 * flags.evidence;
      const result = await runInterruptible(total, {
        bar: 'Tuning', ctrlC: 'stop searching, check the best so far',
        start: `Tuning ${s.game.title}: ${flags.budget} evaluations of ${flags.games} games, then ${flags.evidence} games of evidence`,
        stopping: 'ending the search after this evaluation; the evidence for the best candidate so far is still played',
      }, ({ signal, onProgress, hasBar }) => runTune({
        ...s.config, content: s.content, contentName: s.contentName, params: s.params, goals, budget: flags.budget, evidenceGames: flags.evidence,
        signal, onGames: onProgress,
        // Each evaluation's line, on a pipe (a terminal has the bar).
        onEvaluation: hasBar ? undefined : (done, all, step) => process.stderr.write(`  ${done}/${all} ${step.values.join(', ')}: ${step.miss === null ? `invalid (${step.problems?.join('; ')})` : `missed by ${step.miss.toFixed(2)} points`}\n`),
        onEvidence: hasBar ? undefined : (which) => process.stderr.write(`  evidence: playing the ${which === 'proposal' ? 'proposal' : 'starting content'}…\n`),
      })).catch((err: unknown) => asInputError(() => { throw err; }));
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'proposal.json'), `${JSON.stringify(result.proposal, null, 2)}\n`);
      }
      finishRun({
        out: dir && path.join(dir, 'report.html'), html: () => renderTuneHtml(result), json: flags.json === true, figures: result,
        summary: (file) => `${s.game.title}: ${tuneVerdict(result)}${dir ? `\nProposal: ${path.join(dir, 'proposal.json')} (use with --content); report: ${file}` : ''}`,
        partial: result.search.stopped ? `the search ran ${result.search.steps.length} of ${result.search.budget} evaluations (the evidence was played in full)` : null,
      });
    });
}
