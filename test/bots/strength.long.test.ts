import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/lab/index.ts';
import { pledge } from '../fixtures/pledge.ts';

/**
 * Strength, stated statistically. Pledge is mostly luck (the cards you are dealt), so even good play
 * wins about two games in three against random play; 300 games make the margin safe: the assertions
 * need ISMCTS's 95% Wilson interval to lie wholly above one half and above random's interval.
 * (The games are seeded, so the result is reproducible; the margin keeps it from hanging on a
 * lucky seed when the bots change.)
 */
describe('bot strength in Pledge', () => {
  it.each(['ismcts:300', 'ismcts:300:d0'])('ISMCTS (%s) beats random play clearly', async (spec) => {
    const r = await simulate({ game: pledge, games: 300, players: 2, bots: [spec, 'random'], seed: 2024, workers: 0 });
    const [ismcts, random] = [spec, 'random'].map((b) => r.byBot.find((x) => x.bot === b)!);
    expect(ismcts.played).toBe(300);
    expect(ismcts.ci95.low).toBeGreaterThan(0.5);
    expect(ismcts.ci95.low).toBeGreaterThan(random.ci95.high);
  });

  it('the heuristic bot beats random play too', async () => {
    const r = await simulate({ game: pledge, games: 300, players: 2, bots: ['heuristic', 'random'], seed: 2025, workers: 0 });
    const [heuristic, random] = ['heuristic', 'random'].map((b) => r.byBot.find((x) => x.bot === b)!);
    expect(heuristic.ci95.low).toBeGreaterThan(0.5);
    expect(heuristic.ci95.low).toBeGreaterThan(random.ci95.high);
  });
});
