/**
 * Ratings, the head-to-head matrix and the verdict on hand-made results: a spec that always wins ends
 * highest, ties stay ties, counts add up, and the words name the pair that breaks the expected order.
 */
import { describe, expect, it } from 'vitest';
import { headToHead, orderVerdict, rateSpecs, type RatedGame, type SpecRating } from '../../src/lab/ladder/index.ts';

const repeat = (n: number, games: RatedGame[]): RatedGame[] => Array.from({ length: n }, () => games).flat();

describe('ladder ratings (openskill)', () => {
  it('a spec that always wins ends highest, one that always loses lowest', () => {
    const games = repeat(30, [
      { seats: ['strong', 'middle'], ranks: [1, 2] },
      { seats: ['middle', 'weak'], ranks: [1, 2] },
      { seats: ['weak', 'strong'], ranks: [2, 1] },
    ]);
    const r = rateSpecs(['weak', 'middle', 'strong'], games);
    const mu = Object.fromEntries(r.map((x) => [x.spec, x.mu]));
    expect(mu.strong).toBeGreaterThan(mu.middle);
    expect(mu.middle).toBeGreaterThan(mu.weak);
    for (const x of r) {
      expect(x.seatGames).toBe(60);
      expect(x.sigma).toBeLessThan(25 / 3);
      expect(x.low).toBeCloseTo(x.mu - 1.96 * x.sigma, 2);
      expect(x.ordinal).toBeCloseTo(x.mu - 3 * x.sigma, 6);
    }
  });

  it('ties keep both specs level while σ shrinks; multi-player ranks with a shared place', () => {
    const [a, b] = rateSpecs(['a', 'b'], repeat(20, [{ seats: ['a', 'b'], ranks: [1, 1] }]));
    expect(a.mu).toBeCloseTo(25, 9);
    expect(b.mu).toBeCloseTo(25, 9);
    expect(a.sigma).toBeLessThan(25 / 3);
    const r = rateSpecs(['x', 'y', 'z'], repeat(10, [{ seats: ['x', 'y', 'z'], ranks: [1, 1, 3] }]));
    expect(r[0].mu).toBeCloseTo(r[1].mu, 9);
    expect(r[2].mu).toBeLessThan(r[0].mu);
  });

  it('a spec in two seats of one game takes both seats\' evidence', () => {
    const once = rateSpecs(['a', 'b', 'c'], [{ seats: ['a', 'b', 'c'], ranks: [1, 2, 3] }]);
    const twice = rateSpecs(['a', 'b'], [{ seats: ['a', 'a', 'b'], ranks: [1, 2, 3] }]);
    expect(twice[0].seatGames).toBe(2);
    expect(twice[0].mu).toBeGreaterThan(25);
    expect(twice[1].mu).toBeLessThan(25);
    expect(twice[0].sigma).toBeLessThan(once[0].sigma);
  });

  it('rejects an unknown spec and a game whose ranks do not match its seats', () => {
    expect(() => rateSpecs(['a', 'b'], [{ seats: ['a', 'q'], ranks: [1, 2] }])).toThrow(/Unknown spec "q"/);
    expect(() => rateSpecs(['a', 'b'], [{ seats: ['a', 'b'], ranks: [1] }])).toThrow(/one rank per seat/);
  });
});

describe('head-to-head matrix', () => {
  const games: RatedGame[] = [
    { seats: ['a', 'b'], ranks: [1, 2] },
    { seats: ['b', 'a'], ranks: [1, 2] },
    { seats: ['a', 'b'], ranks: [1, 1] },
    { seats: ['a', 'b'], ranks: [1, 2] },
    { seats: ['a', 'b', 'c'], ranks: [2, 1, 3] },
  ];
  const m = headToHead(['a', 'b', 'c'], games);

  it('counts wins, ties and losses per ordered pair, ties as half a win', () => {
    expect(m.cells[0][0]).toBeNull();
    expect(m.cells[0][1]).toMatchObject({ meetings: 5, wins: 2, ties: 1, losses: 2 });
    expect(m.cells[1][0]).toMatchObject({ meetings: 5, wins: 2, ties: 1, losses: 2 });
    expect(m.cells[0][1]!.share).toBeCloseTo(0.5, 9);
    expect(m.cells[1][2]).toMatchObject({ meetings: 1, wins: 1, losses: 0 });
    expect(m.cells[2][1]).toMatchObject({ meetings: 1, wins: 0, losses: 1, share: 0 });
    const ci = m.cells[0][1]!.ci95;
    expect(ci.low).toBeLessThan(0.5);
    expect(ci.high).toBeGreaterThan(0.5);
  });

  it('counts each seat pair when a spec holds two seats, never a spec against itself', () => {
    const mm = headToHead(['a', 'b'], [{ seats: ['a', 'a', 'b'], ranks: [1, 3, 2] }]);
    expect(mm.cells[0][1]).toMatchObject({ meetings: 2, wins: 1, losses: 1 });
    expect(mm.cells[1][0]).toMatchObject({ meetings: 2, wins: 1, losses: 1 });
  });
});

describe('verdict on the expected order', () => {
  const rating = (spec: string, mu: number, sigma: number): SpecRating =>
    ({ spec, mu, sigma, low: mu - 1.96 * sigma, high: mu + 1.96 * sigma, ordinal: mu - 3 * sigma, seatGames: 10 });
  const specs = ['random', 'heuristic', 'ismcts:easy'];
  const matrix = headToHead(specs, [{ seats: ['ismcts:easy', 'heuristic'], ranks: [2, 1] }]);

  it('says the order holds clearly when every step is apart', () => {
    const v = orderVerdict(specs, [rating('random', 10, 1), rating('heuristic', 25, 1), rating('ismcts:easy', 40, 1)], matrix);
    expect(v.holds).toBe(true);
    expect(v.clear).toBe(true);
    expect(v.steps.map((s) => s.status)).toEqual(['clear', 'clear']);
    expect(v.text).toMatch(/random < heuristic < ismcts:easy holds, every step clear/);
  });

  it('says which step is within the intervals', () => {
    const v = orderVerdict(specs, [rating('random', 10, 1), rating('heuristic', 25, 3), rating('ismcts:easy', 27, 3)], matrix);
    expect(v.holds).toBe(true);
    expect(v.clear).toBe(false);
    expect(v.steps[1]).toMatchObject({ status: 'holds', overlap: true });
    expect(v.text).toMatch(/heuristic < ismcts:easy is within chance/);
  });

  it('counts a step as clear when the head-to-head interval is clear of 50%, even if the rating intervals overlap', () => {
    const record: RatedGame[] = [
      ...repeat(18, [{ seats: ['heuristic', 'random'], ranks: [1, 2] }]),
      ...repeat(2, [{ seats: ['heuristic', 'random'], ranks: [2, 1] }]),
    ];
    const m = headToHead(specs, record);
    const v = orderVerdict(specs, [rating('random', 20, 3), rating('heuristic', 28, 3), rating('ismcts:easy', 40, 1)], m);
    expect(v.steps[0]).toMatchObject({ status: 'clear', overlap: true, headToHeadSide: 'above' });
    expect(v.steps[0].text).toMatch(/holds clearly \(head-to-head interval clear of 50%\).*scored 90%/);
    expect(v.steps[1]).toMatchObject({ status: 'clear', headToHeadSide: 'across' });
    const reversed = orderVerdict(['heuristic', 'random'], [rating('random', 20, 3), rating('heuristic', 22, 3)], headToHead(['heuristic', 'random'], record));
    expect(reversed.steps[0]).toMatchObject({ status: 'broken', overlap: true, headToHeadSide: 'below' });
    expect(reversed.text).toMatch(/random is not above heuristic \(beyond chance\)/);
    const conflicting = orderVerdict(['heuristic', 'random'], [rating('heuristic', 20, 1), rating('random', 30, 1)], headToHead(['heuristic', 'random'], record));
    expect(conflicting.steps[0]).toMatchObject({ status: 'holds', overlap: false, headToHeadSide: 'below' });
    expect(conflicting.steps[0].text).toMatch(/holds by rating, but head to head random loses to heuristic beyond chance/);
  });

  it('names the broken pair, whether it could be chance, and the head-to-head record', () => {
    const v = orderVerdict(specs, [rating('random', 10, 1), rating('heuristic', 30, 1), rating('ismcts:easy', 20, 1)], matrix);
    expect(v.holds).toBe(false);
    expect(v.steps[1]).toMatchObject({ weaker: 'heuristic', stronger: 'ismcts:easy', status: 'broken', overlap: false });
    expect(v.steps[1].strongerHeadToHead).toMatchObject({ meetings: 1, wins: 0, losses: 1 });
    expect(v.steps[1].text).toMatch(/does NOT hold.*beyond chance.*over 1 meeting/);
    expect(v.text).toMatch(/ismcts:easy is not above heuristic \(beyond chance\)/);
    expect(v.byRating).toEqual(['heuristic', 'ismcts:easy', 'random']);
    const overlapping = orderVerdict(specs, [rating('random', 10, 1), rating('heuristic', 26, 3), rating('ismcts:easy', 24, 3)], matrix);
    expect(overlapping.text).toMatch(/ismcts:easy is not above heuristic \(intervals overlap: could be chance\)/);
  });
});
