import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { replay, stableHash, type AnyGame } from '../../src/engine/index.ts';
import { listGames } from '../../src/games/all.ts';
import { runMatch } from '../../src/lab/index.ts';
import { pledge } from '../fixtures/pledge.ts';

const games: AnyGame[] = [pledge, ...listGames()];

describe.each(games.map((g) => [g.id, g] as const))('runMatch on %s', (_id, game) => {
  it('produces a record that replays through apply to the same final state and outcome', () => {
    for (const players of [game.minPlayers, game.maxPlayers]) {
      const bots = Array.from({ length: players }, (_, s) => createBot(s % 2 ? 'heuristic' : 'random', { determinizations: 1 }));
      const result = runMatch(game, { players, seed: 31 + players, bots });
      expect(result.record.actions.length).toBe(result.actions);
      expect(result.outcome).not.toBeNull();
      expect(result.endReason).toBe(result.outcome!.reason);
      const replayed = replay(game, result.record); // throws if any step or the finalHash differs
      expect(replayed.hash).toBe(result.record.finalHash);
      expect(game.outcome(replayed.state)).toEqual(result.outcome);
      expect(result.record.meta?.bots).toEqual(bots.map((b) => b.name));
    }
  });

  it('records the match as given: seed, players, options; a tampered record fails to replay', () => {
    const players = game.minPlayers;
    const result = runMatch(game, { players, seed: 5, bots: Array.from({ length: players }, () => createBot('random')) });
    expect(result.record).toMatchObject({ game: game.id, players, seed: 5, options: {} });
    const tampered = structuredClone(result.record);
    tampered.finalHash = stableHash('something else');
    expect(() => replay(game, tampered)).toThrow(/record says/);
  });
});

describe('runMatch guards', () => {
  it('rejects a bot that answers with an illegal action, and a wrong number of bots', () => {
    const liar = { name: 'liar', chooseAction: () => 999 };
    expect(() => runMatch(pledge, { players: 2, seed: 1, bots: [liar, liar] })).toThrow(/not legal/);
    expect(() => runMatch(pledge, { players: 3, seed: 1, bots: [liar] })).toThrow(/needs 3 bots/);
  });
});
