/** Outcome helpers: competition ranks, and the outcome of a game decided by points alone. */
import { expect, it } from 'vitest';
import { competitionRanks, outcomeByScore } from '../../src/engine/index.ts';

it('ranks seats "1224": one plus the number of seats strictly ahead', () => {
  expect(competitionRanks([5, 9, 5, 1])).toEqual([2, 1, 2, 4]);
  expect(competitionRanks([])).toEqual([]);
});

it('gives the single best score the win, and a shared best a tie with no winner', () => {
  expect(outcomeByScore([1, 4, 2], 'done')).toEqual({
    reason: 'done', scores: [1, 4, 2], ranks: [3, 1, 2], winners: [1], tie: false, stats: [{ points: 1 }, { points: 4 }, { points: 2 }],
  });
  const tied = outcomeByScore([3, 3, 1], 'done');
  expect(tied).toMatchObject({ winners: [], tie: true, ranks: [1, 1, 3] });
});
