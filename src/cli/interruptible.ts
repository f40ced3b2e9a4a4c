/**
 * What every long lab command does around its batch: a progress bar with an ETA on a terminal (a
 * plain line on a pipe), Ctrl-C that stops handing out games so the command can write what it has
 * (a second Ctrl-C quits at once), and the end: write the file, print JSON or a summary, say when
 * the result is partial and exit with 130 then.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';

/** Exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
export const INTERRUPTED_EXIT = 130;

export interface InterruptibleWords {
  /** The bar's first word(s), e.g. 'Playing' or 'Ladder'. */
  bar: string;
  /** What Ctrl-C keeps, e.g. 'report the games so far' (shown on the bar and the plain line). */
  ctrlC: string;
  /** The plain line on a pipe (no bar), before the run starts. */
  start: string;
  /** What the command says when Ctrl-C stops it, e.g. 'writing the report of the games finished so far'. */
  stopping: string;
}

export interface RunControls {
  signal: AbortSignal;
  onProgress(done: number): void;
  /** True when a progress bar is drawn (stderr is a terminal). */
  hasBar: boolean;
}

/** Runs `run` with a progress bar over `total` games and Ctrl-C turned into an abort signal. */
export async function runInterruptible<T>(total: number, words: InterruptibleWords, run: (controls: RunControls) => Promise<T>): Promise<T> {
  const bar = process.stderr.isTTY === true
    ? new cliProgress.SingleBar({
      stream: process.stderr,
      format: `${words.bar} |{bar}| {value}/{total} games, {percentage}%, ETA {eta_formatted} (Ctrl-C: ${words.ctrlC})`,
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
    process.stderr.write(`\nStopping: ${words.stopping} (Ctrl-C again quits at once)…\n`);
  };
  process.on('SIGINT', onInterrupt);
  try {
    if (bar) bar.start(total, 0);
    else process.stderr.write(`${words.start} (Ctrl-C: ${words.ctrlC})…\n`);
    return await run({ signal: controller.signal, onProgress: (done) => bar?.update(done), hasBar: bar !== null });
  } finally {
    bar?.stop();
    process.off('SIGINT', onInterrupt);
  }
}

export interface RunResult {
  /** Where the HTML goes (undefined: no file). */
  out: string | undefined;
  html(): string;
  /** Print the figures as JSON instead of the summary. */
  json: boolean;
  figures: unknown;
  /** The summary for the terminal, given the file it was written to (without --json there always is one). */
  summary(file: string): string;
  /** Set when the run was stopped early: e.g. 'the report covers 12 of 100 games'. */
  partial: string | null;
}

/** Writes the HTML file, prints JSON or the summary, and marks a partial run (exit code 130). */
export function finishRun(r: RunResult): void {
  if (r.out) {
    mkdirSync(path.dirname(path.resolve(r.out)), { recursive: true });
    writeFileSync(r.out, r.html());
  }
  if (r.json) process.stdout.write(`${JSON.stringify(r.figures)}\n`);
  else process.stdout.write(`${r.summary(r.out ?? '(no file written)')}\n`);
  if (r.partial !== null) {
    process.stderr.write(`Interrupted: ${r.partial}${r.out ? ` (${r.out})` : ''}.\n`);
    process.exitCode = INTERRUPTED_EXIT;
  }
}
