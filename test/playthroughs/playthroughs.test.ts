/**
 * Every registered game's golden playthroughs replay to the same final hash, outcome and action
 * texts. A deliberate change of rules or wording: run `npm run playthroughs:update` and review the diff.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchRecord } from '../../src/engine/index.ts';
import { gamesUnderTest } from '../conformance/games.ts';
import { goldenCases, RECORDS_DIR, replayGolden, type GoldenMeta } from './golden.ts';

const UPDATE = 'If the change is intended, run `npm run playthroughs:update` and review the diff.';
const games = gamesUnderTest();

describe.each(games.map((g) => [g.id, g] as const))('golden playthroughs: %s', (_id, game) => {
  it.each(goldenCases(game).map((c) => [c.file, c] as const))('%s replays unchanged', (_file, c) => {
    const path = join(RECORDS_DIR, c.file);
    expect(existsSync(path), `${c.file} is missing. ${UPDATE}`).toBe(true);
    const record = JSON.parse(readFileSync(path, 'utf8')) as MatchRecord & { meta: GoldenMeta };
    expect(record).toMatchObject({ game: game.id, players: c.players, seed: c.seed });
    let reached: ReturnType<typeof replayGolden>;
    try {
      reached = replayGolden(game, record);
    } catch (e) {
      throw new Error(`${c.file} no longer replays: ${(e as Error).message}\n${UPDATE}`, { cause: e });
    }
    expect(reached.log, `${c.file}: action texts changed. ${UPDATE}`).toEqual(record.meta.log);
    expect(reached.outcome, `${c.file}: outcome changed. ${UPDATE}`).toEqual(record.meta.outcome);
    expect(reached.hash, `${c.file}: final state changed. ${UPDATE}`).toBe(record.finalHash);
  });
});

it('has no records for games or player counts that are gone', () => {
  const expected = new Set(games.flatMap((g) => goldenCases(g).map((c) => c.file)));
  const stale = readdirSync(RECORDS_DIR).filter((f) => f.endsWith('.json') && !expected.has(f));
  expect(stale, `stale golden records. ${UPDATE}`).toEqual([]);
});
