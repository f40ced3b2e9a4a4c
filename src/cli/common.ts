/**
 * Shared CLI plumbing: errors with exit codes, argument parsing, game/content/options loading.
 * Exit codes: 0 success; 1 a run that failed (a record that does not replay, a crashed worker);
 * 2 bad input (unknown game, bad option, invalid content file, malformed arguments).
 */
import { readFileSync } from 'node:fs';
import { ContentError, type AnyGame } from '../engine/index.ts';
import { parseBotSpec } from '../bots/index.ts';
import { findGame } from '../lab/catalogue.ts';
import { defaultWorkers } from '../lab/simulate.ts';
import { batchSeed } from '../lab/seed.ts';

export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
    this.name = 'CliError';
  }
}

export function parseInteger(name: string, min = 0): (text: string) => number {
  return (text: string) => {
    const n = Number(text);
    if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min) {
      throw new CliError(`${name} must be an integer ≥ ${min}, got "${text}"`);
    }
    return n;
  };
}

/** A seed is an integer, or any other text, hashed to one (so `--seed classroom-3` works; lab/seed.ts). */
export function parseSeed(text: string): number {
  return batchSeed(text);
}

/** Commander collector for repeatable options. */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** `--option key=value`: values that parse as JSON (numbers, booleans, arrays) are taken as such. */
export function parseOptionPairs(pairs: readonly string[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new CliError(`--option expects key=value, got "${pair}"`);
    const key = pair.slice(0, eq).trim();
    const raw = pair.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // not JSON: keep the text
    }
    options[key] = value;
  }
  return options;
}

export async function loadGame(id: string): Promise<AnyGame> {
  try {
    return await findGame(id);
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
}

function contentProblems(err: ContentError, what: string): CliError {
  return new CliError(`${what}:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** Validates `--option` pairs with the game's schema; returns the raw options for the record. */
export function checkOptions(game: AnyGame, options: Record<string, unknown>): Record<string, unknown> {
  try {
    game.parseOptions(options);
  } catch (err) {
    if (err instanceof ContentError) throw contentProblems(err, `Invalid options for ${game.id}`);
    throw err;
  }
  return options;
}

/** Reads and validates a content file; returns the raw JSON (setup parses it again). */
export function loadContent(game: AnyGame, file: string | undefined): unknown {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new CliError(`Cannot read content file ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CliError(`Content file ${file} is not valid JSON: ${(err as Error).message}`);
  }
  try {
    game.parseContent(json);
  } catch (err) {
    if (err instanceof ContentError) throw contentProblems(err, `Content file ${file} has problems`);
    throw err;
  }
  return json;
}

export function checkPlayers(game: AnyGame, players: number): void {
  if (players < game.minPlayers || players > game.maxPlayers) {
    throw new CliError(`${game.title} takes ${game.minPlayers}–${game.maxPlayers} players, not ${players}`);
  }
}

/** The player count used when none is given: 4, within the game's range. */
export function defaultPlayers(game: AnyGame): number {
  return Math.min(game.maxPlayers, Math.max(game.minPlayers, 4));
}

export function splitList(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

/** The flags every batch command shares (`simulate`, `lab report`). */
export interface BatchFlags {
  players?: number;
  bots: string;
  workers?: number;
  option: string[];
  content?: string;
}

/** A batch's game, seats, bots, options, content and workers, each checked with a clear error. */
export async function batchSetup(gameId: string, flags: BatchFlags) {
  const game = await loadGame(gameId);
  const players = flags.players ?? defaultPlayers(game);
  checkPlayers(game, players);
  const bots = splitList(flags.bots);
  if (bots.length === 0) throw new CliError('--bots needs at least one bot');
  for (const b of bots) {
    try {
      parseBotSpec(b);
    } catch (err) {
      throw new CliError((err as Error).message);
    }
  }
  const options = checkOptions(game, parseOptionPairs(flags.option));
  const content = loadContent(game, flags.content);
  const workers = flags.workers ?? defaultWorkers();
  return { game, players, bots, options, content, workers };
}

/**
 * Where a lab command writes its HTML page: `--out`, else `fallback` unless `--json` asked for the
 * figures alone. A name ending in .json is refused before the run: the file would hold a web page,
 * and the JSON figures go to standard output with --json.
 */
export function htmlOut(out: string | undefined, json: boolean | undefined, fallback: string): string | undefined {
  if (out !== undefined && /\.json$/i.test(out)) {
    throw new CliError(`--out writes the HTML page, but "${out}" ends in .json; for the figures as JSON use --json, which prints them (--json > ${out})`);
  }
  return out ?? (json ? undefined : fallback);
}
