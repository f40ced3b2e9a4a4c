/**
 * Sweeps and tuning on a real game (src/lab/tune/sweep.ts, tune.ts), tiny batches in this thread:
 * Displacement's number of rounds (DI content `rules.rounds`) drives the game's length under the
 * 16-round limit variant.
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/lab/catalogue.ts';
import { parseParam } from '../../src/lab/tune/grid.ts';
import { renderSweepHtml, renderTuneHtml } from '../../src/lab/tune/html.ts';
import { playContent, runSweep, type BatchConfig } from '../../src/lab/tune/sweep.ts';
import { parseGoal, readTarget } from '../../src/lab/tune/targets.ts';
import { runTune, tuneVerdict } from '../../src/lab/tune/tune.ts';

async function config(games: number, players = 2): Promise<BatchConfig> {
  // The content's rounds end the game only under the 16-round limit variant (DP-D19; the rulebook has no round limit).
  return { game: await findGame('displacement'), games, players, bots: ['heuristic'], seed: 11, workers: 0, options: { roundLimit: 'on' } };
}

describe('sweep', () => {
  it('plays every point on the same seeds: more rounds make longer games; refused values are reported', async () => {
    const c = await config(4);
    const base = (c.game.defaultContent as { rules: { rounds: number } }).rules.rounds;
    const result = await runSweep({ ...c, params: [parseParam(`/rules/rounds=0,4,${base}`)], target: 'mean-length' });
    expect(result.points.map((p) => p.values[0])).toEqual([0, 4, base]);
    const [zero, four, full] = result.points;
    expect(zero.valid).toBe(false);
    if (!zero.valid) expect(zero.problems.join(' ')).toMatch(/rounds/);
    if (!four.valid || !full.valid) throw new Error('rounds 4 and the default should be valid');
    expect(full.target.value).toBeGreaterThan(four.target.value);
    expect(full.figures['mean-length']).toEqual(full.target);
    // Common random numbers: the default's point is exactly the batch of the default content on the same seed.
    const again = await playContent(c, c.game.defaultContent);
    expect(readTarget(again, 'mean-length')).toEqual(full.target);
    expect(result.params[0]).toMatchObject({ pointer: '/rules/rounds', base, label: 'rules › rounds' });

    const html = renderSweepHtml(result);
    expect(html).toContain('id="chart-sweep"');
    expect(html).toContain('invalid');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it('draws two parameters as a table with the number in every cell', async () => {
    const c = await config(2);
    const result = await runSweep({ ...c, params: [parseParam('/rules/rounds=2,3'), parseParam('/rules/startTokens=4,4.5')], target: 'mean-length' });
    expect(result.points.filter((p) => !p.valid)).toHaveLength(2);
    const html = renderSweepHtml(result);
    const cells = [...html.matchAll(/<td style="background:[^"]+"[^>]*>([^<]+)<\/td>/g)].map((m) => m[1]);
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(Number(cell)).toBeGreaterThan(0);
  });

  it('Ctrl-C keeps the points finished, drops the one being played and says the sweep is partial', async () => {
    const c = await config(4);
    const controller = new AbortController();
    const progress: number[] = [];
    // Stop during the third point (games 9–12 of 4 points × 4 games).
    const result = await runSweep({
      ...c, params: [parseParam('/rules/rounds=2,3'), parseParam('/rules/startTokens=4,5')], target: 'mean-length',
      signal: controller.signal,
      onGames: (done) => { progress.push(done); if (done === 9) controller.abort(); },
    });
    expect(result.planned).toBe(4);
    expect(result.points.map((p) => p.values)).toEqual([[2, 4], [2, 5]]);
    expect(progress).toContain(8);
    expect(Math.max(...progress)).toBeLessThan(12);
    const html = renderSweepHtml(result);
    expect(html).toContain('Partial sweep: 2 of 4 points finished');
    expect(html).toContain('<title>Displacement: sweep (partial)</title>');
    expect([...html.matchAll(/>not played</g)]).toHaveLength(2);
  });

  it('a sweep run to the end is not partial', async () => {
    const c = await config(1);
    const result = await runSweep({ ...c, params: [parseParam('/rules/rounds=2,3')], target: 'mean-length' });
    expect(result.planned).toBe(2);
    expect(result.points).toHaveLength(2);
    expect(renderSweepHtml(result)).not.toContain('Partial sweep');
  });
});

describe('tune', () => {
  it('proposes fewer rounds to meet a length goal the default misses, with evidence on fresh seeds', async () => {
    // With four players under the 16-round limit the default (16 rounds) runs to about 54 actions, 2 rounds to about 33
    // (the rulebook's humanitarian win ends many games before the limit).
    const c = await config(3, 4);
    const base = (c.game.defaultContent as { rules: { rounds: number } }).rules.rounds;
    const goal = parseGoal('mean-length<=42');
    const result = await runTune({ ...c, params: [parseParam(`/rules/rounds=2,4,8,${base}`)], goals: [goal], budget: 6, evidenceGames: 6 });
    expect(result.search.steps).toHaveLength(6);
    expect(result.evidence.baseline.goals[0].met).toBe(false);
    expect(result.params[0].proposed).toBeLessThan(base);
    expect((result.proposal as { rules: { rounds: number } }).rules.rounds).toBe(result.params[0].proposed);
    expect(() => c.game.parseContent(result.proposal)).not.toThrow();
    expect(result.met).toBe(result.evidence.proposal.goals[0].value <= 42);
    expect(result.evidence.proposal.goals[0].value).toBeLessThan(result.evidence.baseline.goals[0].value);
    const html = renderTuneHtml(result);
    expect(html.includes('mean length at most 42.00')).toBe(true); // the goal in words, not as typed
    expect(html).toContain('id="chart-search"');
  });

  it('Ctrl-C ends the search after the evaluation being played, and the evidence is still played in full', async () => {
    const c = await config(3, 4);
    const controller = new AbortController();
    const goal = parseGoal('mean-length<=42');
    const result = await runTune({
      ...c, params: [parseParam('/rules/rounds=2,4,8')], goals: [goal], budget: 20, evidenceGames: 5,
      signal: controller.signal,
      onEvaluation: (done) => { if (done === 2) controller.abort(); },
    });
    expect(result.search.steps).toHaveLength(2);
    expect(result.search.stopped).toBe(true);
    expect(result.evidence.games).toBe(5);
    expect(result.evidence.proposal.figures['mean-length'].value).toBeGreaterThan(0);
    expect(tuneVerdict(result)).toContain('The search was stopped after 2 of 20 evaluations.');
    expect(renderTuneHtml(result)).toContain('Search stopped: 2 of 20 evaluations ran');
  });
});
