/** `crossings replay <record.json>`: re-runs a match record through the validating engine. */
import { readFileSync } from 'node:fs';
import { eventsFor, replay, ReplayError, variantsInWords, type MatchRecord } from '../engine/index.ts';
import { CliError, loadGame } from './common.ts';
import { outcomeText } from './format.ts';

export async function replayCommand(file: string, flags: { verbose?: boolean }): Promise<void> {
  let record: MatchRecord;
  try {
    record = JSON.parse(readFileSync(file, 'utf8')) as MatchRecord;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(code ? `Cannot read ${file}: ${code}` : `${file} is not valid JSON: ${(err as Error).message}`);
  }
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
