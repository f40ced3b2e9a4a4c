/**
 * `crossings lab report <game> [--content A.json] --against B.json|default`: the same games under
 * two contents, compared figure by figure (src/lab/compare), written as one HTML file or printed as
 * JSON. Both content files are checked before any game runs, and every problem of either is listed.
 * Ctrl-C stops handing out games and compares the games finished under both contents (partial).
 */
import path from 'node:path';
import { labCompare, renderComparison, type CompareParams, type Comparison } from '../lab/compare/index.ts';
import type { AnyGame } from '../engine/index.ts';
import { variantsInWords } from '../engine/variants.ts';
import { batchSetup, checkOptions, CliError, htmlOut, loadContent, parseOptionPairs } from './common.ts';
import { finishRun, runInterruptible } from './interruptible.ts';
import type { LabReportFlags } from './lab.ts';
import { recordWriter } from './records.ts';

/** The word `--against` takes for the game's default content. */
export const DEFAULT_CONTENT_WORD = 'default';

/** Loads and checks both contents; throws one error that names each file and lists all of its problems. */
function loadBoth(game: Parameters<typeof loadContent>[0], a: string | undefined, b: string): { a: unknown; b: unknown } {
  const problems: string[] = [];
  const load = (side: string, file: string | undefined): unknown => {
    try {
      return loadContent(game, file);
    } catch (err) {
      if (!(err instanceof CliError)) throw err;
      problems.push(`${side}: ${err.message}`);
      return undefined;
    }
  };
  const contentA = load('A (--content)', a);
  const contentB = load('B (--against)', b === DEFAULT_CONTENT_WORD ? undefined : b);
  if (problems.length) throw new CliError(`Cannot compare the contents: no game was played.\n${problems.join('\n')}`);
  return { a: contentA, b: contentB };
}

export async function labCompareCommand(gameId: string, flags: LabReportFlags & { against: string }): Promise<void> {
  // batchSetup checks the game, players, bots and options; both contents are loaded here together.
  const { game, players, bots, options, workers } = await batchSetup(gameId, { ...flags, content: undefined });
  const contents = loadBoth(game, flags.content, flags.against);
  const out = htmlOut(flags.out, flags.json, `${game.id}-compare.html`);
  const total = 2 * flags.games;
  const onSideRecord = sideRecords(flags, game.id);

  const comparison = await runInterruptible(total, {
    bar: 'Playing A then B', ctrlC: 'compare the games so far',
    start: `Playing ${flags.games} games of ${game.title} under A, then the same games under B`,
    stopping: 'comparing the games finished under both contents',
  }, ({ signal, onProgress, hasBar }) => labCompare({
    game, games: flags.games, players, bots, seed: flags.seed, workers, options,
    a: { content: contents.a, file: flags.content ?? null },
    b: { content: contents.b, file: flags.against === DEFAULT_CONTENT_WORD ? null : flags.against },
    estimates: flags.estimates,
    onSideRecord,
    signal,
    onProgress: (done) => {
      onProgress(done);
      // On a pipe there is no bar: say when A is done (a Ctrl-C before B starts leaves nothing to compare).
      if (!hasBar && done === flags.games) process.stderr.write(`A done; playing the same ${flags.games} games under B…\n`);
    },
  }));
  finishRun({
    out, html: () => renderComparison(comparison), json: flags.json === true, figures: comparison,
    summary: (file) => comparisonText(comparison, file),
    partial: comparison.partial ? `the comparison covers ${comparison.pairs} of ${comparison.planned} games` : null,
  });
}

/** With --records: A's games in <dir>/A, B's in <dir>/B. */
function sideRecords(flags: LabReportFlags, gameId: string): CompareParams['onSideRecord'] {
  if (flags.records === undefined) return undefined;
  const writers = { A: recordWriter(path.join(flags.records, 'A'), gameId, flags.seed, flags.games), B: recordWriter(path.join(flags.records, 'B'), gameId, flags.seed, flags.games) };
  return (side, record, index) => writers[side](record, index);
}

/** What the terminal shows after a comparison: where it is, and what changed. */
export function comparisonText(c: Comparison, file: string): string {
  const seconds = c.a.report.run.seconds + c.b.report.run.seconds;
  return [
    `${c.game.title}: ${c.pairs}${c.partial ? ` of ${c.planned}` : ''} games under A (${c.a.name}) and the same games under B (${c.b.name}) in ${seconds.toFixed(1)} s. Comparison: ${file}`,
    `What changed (B − A; ${c.correction.tests} figures tested, Holm-adjusted at ${c.correction.alpha}):`,
    ...c.changes.map((t) => `  - ${t}`),
  ].join('\n');
}

/** A side's name from its options: the rules in play, and any other option that is not the game's default. */
export function optionsName(game: AnyGame, options: Record<string, unknown>): string {
  const variants = game.ruleVariants ?? [];
  const ids = new Set(variants.map((v) => v.id));
  const defaults = (game.defaultOptions ?? {}) as Record<string, unknown>;
  const others = Object.entries(options)
    .filter(([k, v]) => !ids.has(k) && JSON.stringify(v) !== JSON.stringify(defaults[k]))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const rules = variants.length > 0 ? [variantsInWords(variants, options)] : [];
  return [...rules, ...others].join('; ') || 'default options';
}

/**
 * `crossings lab report <game> [--option k=v] --against-option k=w`: the same games (seeds and bots)
 * under the options (A) and under them with the `--against-option` pairs laid over (B), compared figure
 * by figure like `--against` compares contents — how a facilitator sees what a rule variant does.
 */
export async function labCompareOptionsCommand(gameId: string, flags: LabReportFlags): Promise<void> {
  const { game, players, bots, options, content, workers } = await batchSetup(gameId, flags);
  const optionsB = checkOptions(game, { ...options, ...parseOptionPairs(flags.againstOption) });
  if (JSON.stringify(game.parseOptions(optionsB)) === JSON.stringify(game.parseOptions(options))) {
    throw new CliError('--against-option changes nothing: B would play exactly the options of A.');
  }
  const out = htmlOut(flags.out, flags.json, `${game.id}-compare.html`);
  const nameA = optionsName(game, options);
  const nameB = optionsName(game, optionsB);
  const onSideRecord = sideRecords(flags, game.id);
  const comparison = await runInterruptible(2 * flags.games, {
    bar: 'Playing A then B', ctrlC: 'compare the games so far',
    start: `Playing ${flags.games} games of ${game.title} under A (${nameA}), then the same games under B (${nameB})`,
    stopping: 'comparing the games finished under both',
  }, ({ signal, onProgress }) => labCompare({
    game, games: flags.games, players, bots, seed: flags.seed, workers, options,
    a: { content, file: flags.content ?? null, options, name: nameA },
    b: { content, file: flags.content ?? null, options: optionsB, name: nameB },
    estimates: flags.estimates,
    onSideRecord,
    signal,
    onProgress,
  }));
  finishRun({
    out, html: () => renderComparison(comparison), json: flags.json === true, figures: comparison,
    summary: (file) => comparisonText(comparison, file),
    partial: comparison.partial ? `the comparison covers ${comparison.pairs} of ${comparison.planned} games` : null,
  });
}

