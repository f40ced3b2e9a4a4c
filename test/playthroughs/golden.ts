/**
 * Golden playthroughs: one committed match record per game and player count, played by a seeded
 * random bot. The record keeps the final state hash, the outcome and the text of every action, so a
 * change of rules, data, action numbering or wording shows up as a failing replay. Regenerate on
 * purpose with `npm run playthroughs:update` and review the diff.
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import {
  newRecord, replay, Rng, stableHash,
  type Action, type AnyGame, type MatchRecord, type Outcome, type Seat,
} from '../../src/engine/index.ts';

export const RECORDS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'records');

export interface GoldenMeta {
  generator: string;
  outcome: Outcome;
  /** One line per action: "P2: <describeAction text>". */
  log: string[];
}

export interface GoldenCase {
  game: AnyGame;
  players: number;
  seed: number;
  file: string;
}

/** Smallest, middle and largest player counts (all of them when there are at most three). */
export function goldenCases(game: AnyGame): GoldenCase[] {
  const counts = new Set([game.minPlayers, Math.round((game.minPlayers + game.maxPlayers) / 2), game.maxPlayers]);
  return [...counts].sort((a, b) => a - b).map((players) => ({
    game,
    players,
    seed: 1000 + players,
    file: `${game.id}-${players}p.json`,
  }));
}

export function logLine(seat: Seat, text: string): string {
  return `P${seat + 1}: ${text}`;
}

/** Plays a seeded random game to the end and returns its record, with outcome and action texts. */
export function generateGolden({ game, players, seed }: GoldenCase): MatchRecord & { meta: GoldenMeta } {
  const bot = new Rng(`golden/${game.id}/${players}/${seed}`);
  let state: unknown = game.setup({ players, seed });
  const actions: Array<[Seat, Action]> = [];
  const log: string[] = [];
  const limit = game.maxActions(players);
  while (!game.isOver(state)) {
    if (actions.length >= limit) throw new Error(`${game.id} ${players}p seed ${seed}: no end within ${limit} actions`);
    const seat = bot.pick(game.activeSeats(state));
    const action = bot.pick(game.legalActions(state, seat));
    log.push(logLine(seat, game.describeAction(game.view(state, seat), seat, action)));
    const res = game.apply(state, seat, action);
    if (!res.ok) throw new Error(`${game.id}: listed action refused: ${res.error.message}`);
    state = res.state;
    actions.push([seat, action]);
  }
  const outcome = game.outcome(state);
  if (!outcome) throw new Error(`${game.id}: finished game without an outcome`);
  return {
    ...newRecord(game, players, seed),
    actions,
    finalHash: stableHash(state),
    meta: { generator: 'seeded random bot (test/playthroughs/golden.ts)', outcome, log },
  };
}

/** Replays a golden record and returns what it reached, for comparison with what it promises. */
export function replayGolden(game: AnyGame, record: MatchRecord): { hash: string; outcome: Outcome | null; log: string[] } {
  // Without finalHash, so that a changed hash is reported after the log and the outcome (more telling).
  const { finalHash: _ignored, ...actionsOnly } = record;
  const result = replay(game, actionsOnly);
  return {
    hash: result.hash,
    outcome: game.outcome(result.state),
    log: result.steps.map((s) => logLine(s.seat, s.text)),
  };
}
