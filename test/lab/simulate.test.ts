import { describe, expect, it } from 'vitest';
import { replay, type MatchRecord } from '../../src/engine/index.ts';
import { listGames } from '../../src/games/all.ts';
import { gameSeed, simulate } from '../../src/lab/index.ts';
import { pledge } from '../fixtures/pledge.ts';

const pledgeModule = new URL('../fixtures/pledge.ts', import.meta.url).href;

describe('simulate', () => {
  it('gives the same report whatever the number of workers', async () => {
    const params = { game: pledge, games: 24, players: 3, bots: ['ismcts:40', 'heuristic', 'random'], seed: 99, gameModule: pledgeModule };
    const inProcess = await simulate({ ...params, workers: 0 });
    const one = await simulate({ ...params, workers: 1 });
    const three = await simulate({ ...params, workers: 3 });
    expect(one).toEqual(inProcess);
    expect(three).toEqual(inProcess);
    expect(inProcess.games).toBe(24);
    expect(inProcess.byBot.map((b) => b.played)).toEqual([24, 24, 24]);
    // Another seed plays other games.
    const other = await simulate({ ...params, seed: 100, workers: 0 });
    expect(other).not.toEqual(inProcess);
  });

  it('plays catalogue games in workers by id, and every record replays', async () => {
    const game = listGames()[0];
    if (!game) return; // no game registered yet
    const records: MatchRecord[] = [];
    const progress: number[] = [];
    const r = await simulate({
      game: game.id, games: 6, players: game.minPlayers, bots: ['heuristic:1', 'random'], seed: 3, workers: 2,
      onRecord: (rec, index) => { records[index] = rec; },
      onProgress: (done) => progress.push(done),
    });
    expect(r.games).toBe(6);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(records.filter(Boolean)).toHaveLength(6);
    records.forEach((rec, i) => {
      expect(rec.seed).toBe(gameSeed(3, i));
      expect(replay(game, rec).hash).toBe(rec.finalHash);
    });
    const lengths = records.map((rec) => rec.actions.length);
    expect(r.length.mean).toBeCloseTo(lengths.reduce((a, b) => a + b, 0) / lengths.length, 10);
  });

  it('rejects bad parameters before starting', async () => {
    await expect(simulate({ game: pledge, games: 0, players: 2, bots: ['random'], seed: 1, workers: 0 })).rejects.toThrow(/games/);
    await expect(simulate({ game: pledge, games: 2, players: 9, bots: ['random'], seed: 1, workers: 0 })).rejects.toThrow(/players/);
    await expect(simulate({ game: pledge, games: 2, players: 2, bots: ['wizard'], seed: 1, workers: 0 })).rejects.toThrow(/Unknown bot/);
    await expect(simulate({ game: pledge, games: 2, players: 2, bots: ['random'], seed: 1, workers: 0, content: { deck: [1] } })).rejects.toThrow(/Invalid content/);
  });

  it('reports a worker that cannot find its game', async () => {
    await expect(simulate({ game: pledge, games: 4, players: 2, bots: ['random'], seed: 1, workers: 1 })).rejects.toThrow(/Unknown game "pledge"/);
  });

  it('a spec with its modifiers in another order is one bot, listed once under its name', async () => {
    const r = await simulate({ game: 'emigration', games: 2, players: 2, bots: ['ismcts:20:l1:n1', 'random'], seed: 3, workers: 0 });
    expect(r.bots).toEqual(['ismcts:20:n1:l1', 'random']);
    expect(r.byBot.map((b) => [b.bot, b.played])).toEqual([['ismcts:20:n1:l1', 2], ['random', 2]]);
  });
});
