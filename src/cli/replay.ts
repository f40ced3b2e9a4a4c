/**
 * `crossings replay <record.json>`: re-runs a match record through the validating engine. The file may
 * also hold many records — the browser lab's "Download the games" (a list, or a comparison's
 * `{"A": {records}, "B": {records}}`): each is replayed and checked, one line each (docs/lab.md,
 * Recomputing a figure), or only the one `--game <n>` names.
 */
import { readFileSync } from 'node:fs';
import { eventsFor, replay, ReplayError, variantsInWords, type MatchRecord } from '../engine/index.ts';
import { CliError, loadGame } from './common.ts';
import { outcomeText } from './format.ts';

/** The records of a file of many, each with its name ("game 3", "A, game 3"); null for a single record. */
function recordList(data: unknown): { name: string; record: unknown }[] | null {
  const list = (x: unknown, side: string) => (Array.isArray(x) ? x.map((record, i) => ({ name: `${side}game ${i + 1}`, record })) : null);
  if (Array.isArray(data)) return list(data, '');
  if (data !== null && typeof data === 'object' && 'A' in data && 'B' in data) {
    const sides = data as Record<'A' | 'B', { records?: unknown } | undefined>;
    const a = list(sides.A?.records, 'A, ');
    const b = list(sides.B?.records, 'B, ');
    if (a && b) return [...a, ...b];
  }
  return null;
}

export async function replayCommand(file: string, flags: { verbose?: boolean; game?: number }): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(code ? `Cannot read ${file}: ${code}` : `${file} is not valid JSON: ${(err as Error).message}`);
  }
  const many = recordList(data);
  if (!many) {
    if (flags.game !== undefined) throw new CliError(`--game ${flags.game}: ${file} holds one record, not a list of games`);
    return replayOne(file, data as MatchRecord, flags);
  }
  if (flags.game !== undefined) {
    const chosen = many[flags.game - 1];
    if (!chosen || flags.game < 1) throw new CliError(`--game ${flags.game}: ${file} holds ${many.length} games (1 to ${many.length})`);
    return replayOne(`${file} (${chosen.name})`, chosen.record as MatchRecord, flags);
  }
  // Every game checked; the first that does not replay stops with its name.
  const lines: string[] = [];
  for (const { name, record } of many) {
    const r = record as MatchRecord;
    if (r === null || typeof r !== 'object' || typeof r.game !== 'string' || !Array.isArray(r.actions)) {
      throw new CliError(`${file} (${name}) is not a match record (expected an object with "game" and "actions")`);
    }
    const game = await loadGame(r.game);
    let hash: string;
    try {
      hash = replay(game, r).hash;
    } catch (err) {
      throw new CliError(`${file} (${name}) does not replay: ${(err as Error).message}`, 1);
    }
    lines.push(`${name}: seed ${r.seed}, ${r.actions.length} actions, ${r.finalHash === undefined ? `replayed (no finalHash to check; final state ${hash})` : `replayed and verified (final state ${hash})`}`);
  }
  lines.push(`All ${many.length} games replayed. \`crossings replay ${file} --game <n>\` shows one move by move.`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function replayOne(file: string, record: MatchRecord, flags: { verbose?: boolean }): Promise<void> {
  if (record === null || typeof record !== 'object' || typeof record.game !== 'string' || !Array.isArray(record.actions)) {
    throw new CliError(`${file} is not a match record (expected an object with "game" and "actions")`);
  }
  const game = await loadGame(record.game);
  let result;
  try {
    result = replay(game, record);
  } catch (err) {
    if (err instanceof ReplayError) throw new CliError(`${file} does not replay: ${err.message}`, 1);
    // setup itself rejected the record (bad player count, options or content)
    throw new CliError(`${file} does not replay: ${(err as Error).message}`, 1);
  }
  const out: string[] = [];
  const bots = Array.isArray(record.meta?.bots) ? (record.meta.bots as string[]) : null;
  const label = (seat: number) => `Seat ${seat + 1}${bots?.[seat] ? ` (${bots[seat]})` : ''}`;
  out.push(`${game.title}: ${record.players} players, seed ${record.seed}, ${record.actions.length} actions`);
  // The rules in play: the rulebook, or the variants the record's options turn on (src/engine/variants.ts).
  if (game.ruleVariants?.length) out.push(`Rules: ${variantsInWords(game.ruleVariants, record.options)}`);
  result.steps.forEach((step, i) => {
    out.push(`${String(i + 1).padStart(4)}. ${label(step.seat)}: ${step.text}`);
    for (const e of flags.verbose ? step.events : eventsFor(step.events, 'spectator')) {
      out.push(`        · ${e.text}${e.to ? ` [private to ${e.to.map((s) => `seat ${s + 1}`).join(', ')}]` : ''}`);
    }
  });
  const outcome = game.isOver(result.state) ? game.outcome(result.state) : null;
  out.push(outcome ? outcomeText(outcome, label) : 'The record ends before the game does.');
  out.push(record.finalHash === undefined
    ? `Replayed; the record has no finalHash to check (final state ${result.hash}).`
    : `Replayed and verified: final state ${result.hash} matches the record.`);
  process.stdout.write(`${out.join('\n')}\n`);
}
