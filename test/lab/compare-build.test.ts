/**
 * The A/B comparison built in-process (src/lab/compare): identical contents give no significant
 * difference, a content that changes the game materially (every career pays 5, EM-D12) gives one, the
 * games are paired by index, Holm's correction is applied over every test, and bad content is refused
 * before any game is played.
 */
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../src/engine/index.ts';
import { defaultContent } from '../../src/games/emigration/data/index.ts';
import { findGame } from '../../src/lab/index.ts';
import { buildComparison, labCompare, pairGames, type Comparison } from '../../src/lab/compare/index.ts';
import { playBatch } from '../../src/lab/simulate.ts';
import { richCareersContent } from '../fixtures/lab/emigration-variant.ts';

const RUN = { games: 40, players: 2, bots: ['heuristic:1', 'random'], seed: 11, workers: 0 } as const;

let variant: Promise<Comparison> | undefined;
/** Default (A) against every career paying 5 (B), played once for the tests that read it. */
function variantComparison(): Promise<Comparison> {
  variant ??= findGame('emigration').then((game) =>
    labCompare({ ...RUN, bots: [...RUN.bots], game, a: { file: null }, b: { content: richCareersContent(), file: 'rich-careers.json' } }));
  return variant;
}

describe('comparing two contents', () => {
  it('identical contents (a copy of the default against the default) give identical games and no significant difference', async () => {
    const game = await findGame('emigration');
    const c = await labCompare({ ...RUN, bots: [...RUN.bots], game, a: { content: structuredClone(defaultContent), file: 'copy.json' }, b: { file: null } });
    expect(c.a.name).toBe('copy.json');
    expect(c.b.name).toBe('default content');
    expect(c.pairs).toBe(RUN.games);
    expect(c.partial).toBe(false);
    expect(c.metrics.length).toBeGreaterThan(10);
    for (const m of c.metrics) {
      expect(m.diff, m.id).toBe(0);
      expect(m.significant, m.id).toBe(false);
      // Identical games: no test can differ, so none is in Holm's family.
      expect(m.inFamily, m.id).toBe(false);
    }
    expect(c.correction.tests).toBe(0);
    expect(c.flags).toEqual([]);
    expect(c.changes).toHaveLength(1);
    expect(c.changes[0]).toMatch(/^No difference beyond chance over 40 pairs of games/);
    // The two reports agree figure by figure (only the content's name and the timing differ).
    const strip = (r: Comparison['a']['report']) => ({ ...r, run: { ...r.run, content: null, seconds: 0 } });
    expect(strip(c.b.report)).toEqual(strip(c.a.report));
  });

  it('a content that changes the game (every career pays 5) gives a significant difference, said in plain words (EM-D12)', async () => {
    const c = await variantComparison();
    const money = c.metrics.find((m) => m.id === 'figure-money');
    expect(money).toBeDefined();
    expect(money!.method).toBe('paired-t');
    expect(money!.significant).toBe(true);
    expect(money!.diff).toBeGreaterThan(0);
    expect(money!.ci95.low).toBeGreaterThan(0);
    expect(money!.b).toBeGreaterThan(money!.a);
    const sentence = c.changes.find((t) => t.startsWith(money!.label));
    expect(sentence).toMatch(/higher under B \(A [\d.]+, B [\d.]+; 95% interval [\d.]+ to [\d.]+\)\.$/);
  });

  it("applies Holm's correction over every tested figure", async () => {
    const c = await variantComparison();
    // Tests that cannot differ (the same under A and B in every game) are left out of the family.
    const t = c.metrics.filter((m) => m.inFamily);
    const out = c.metrics.filter((m) => !m.inFamily);
    expect(c.correction).toMatchObject({ method: 'Holm', alpha: 0.05, tests: t.length });
    for (const m of out) expect({ id: m.id, diff: m.diff, significant: m.significant, pAdjusted: m.pAdjusted }).toEqual({ id: m.id, diff: 0, significant: false, pAdjusted: 1 });
    for (const m of t) {
      expect(m.pAdjusted, m.id).toBeGreaterThanOrEqual(m.p - 1e-15);
      expect(m.pAdjusted, m.id).toBeLessThanOrEqual(1);
      expect(m.significant, m.id).toBe(m.pAdjusted < 0.05);
    }
    // Holm: the smallest p-value is multiplied by the number of tests (or reaches 1).
    const smallest = t.reduce((a, m) => (m.p < a.p ? m : a));
    expect(smallest.pAdjusted).toBeCloseTo(Math.min(1, smallest.p * t.length), 12);
    // Figures that are not a mean of per-game values are tested too: ratios by the delta method, the balance by the bootstrap.
    expect(c.metrics.find((m) => m.id === 'balance')?.method).toBe('bootstrap');
    for (const id of ['decisions-per-turn', 'branching', 'forced']) expect(c.metrics.find((m) => m.id === id)?.method, id).toBe('ratio');
    expect(c.metrics.find((m) => m.id === 'balance')!.a).toBeCloseTo(c.a.report.outcomes.balance.value, 12);
    expect(c.metrics.find((m) => m.id === 'branching')!.b).toBeCloseTo(c.b.report.pace.branching, 12);
    // Every flag that appears or disappears is in the reports, and in the summary.
    for (const f of c.flags) {
      const flagged = (side: 'a' | 'b') => c[side].report.plays.rows.find((r) => r.label === f.label)?.flags.includes(f.flag) ?? false;
      expect(flagged(f.under === 'A' ? 'a' : 'b')).toBe(true);
      expect(flagged(f.under === 'A' ? 'b' : 'a')).toBe(false);
      expect(c.changes.some((s) => s.includes(`“${f.words}”`))).toBe(true);
    }
  });

  it('pairs the games by index: only games played under both contents are compared, and the comparison says it is partial', async () => {
    const game = await findGame('emigration');
    const params = { ...RUN, games: 8, bots: [...RUN.bots], game, trace: 'moves' as const };
    const a = await playBatch(params);
    const b = await playBatch({ ...params, content: richCareersContent() });
    const fewer = b.summaries.filter((g) => g.index % 3 !== 0);
    const pairs = pairGames(a.summaries, fewer);
    expect(pairs.map(([x, y]) => [x.index, y.index])).toEqual([[1, 1], [2, 2], [4, 4], [5, 5], [7, 7]]);
    for (const [x, y] of pairs) {
      expect(y.seed).toBe(x.seed);
      expect(y.lineup).toEqual(x.lineup);
    }
    const c = buildComparison({
      game, run: { players: 2, seed: RUN.seed, bots: [...RUN.bots], options: {}, planned: 8, seconds: 0, workers: 0, estimates: false },
      a: { file: null, summaries: a.summaries, seconds: 0 }, b: { file: 'b.json', summaries: fewer, seconds: 0 },
    });
    expect(c).toMatchObject({ pairs: 5, planned: 8, partial: true });
    expect(c.a.report.run).toMatchObject({ games: 5, partial: true });
    expect(c.metrics.find((m) => m.id === 'length')!.n).toBe(5);
  });

  it('refuses bad content under either side before any game is played', async () => {
    const game = await findGame('emigration');
    let progress = 0;
    const bad = { ...richCareersContent(), ticketPrice: -3 };
    await expect(labCompare({ ...RUN, bots: [...RUN.bots], game, a: { file: null }, b: { content: bad, file: 'bad.json' }, onProgress: () => progress++ }))
      .rejects.toThrow(ContentError);
    expect(progress).toBe(0);
  });
});
