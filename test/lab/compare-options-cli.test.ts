/**
 * `crossings lab report <game> --option k=v --against-option k=w`: the same games (seeds and bots) under
 * two sets of options — a rule variant against the rulebook (DP-D32) — every figure side by side. Tested
 * on a variant with a known effect: Displacement's 16-round limit (DP-D19) ends the long games of random
 * nations with nobody winning, so B has more games without a winner and shorter games. Both sides win only
 * by housing (DP-D29): by the rulebook alone random games seldom last 16 rounds (deaths end them sooner).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './cli-process.ts';
import type { Comparison } from '../../src/lab/compare/index.ts';

describe('crossings lab report --against-option', () => {
  it('DP-D32 / DP-D19: the 16-round limit against the rulebook — more games without a winner, shorter games', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crossings-compare-options-'));
    const file = join(dir, 'compare.html');
    const r = await run(['lab', 'report', 'displacement', '-n', '24', '-p', '4', '-b', 'random', '-s', '3', '-w', '0', '--no-estimates', '--option', 'housingWin=on', '--against-option', 'roundLimit=on', '-o', file, '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('under A (the rulebook, with: Win only by housing), then the same games under B (the rulebook, with: Win only by housing; 16-round limit)');
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c.a).toMatchObject({ name: 'the rulebook, with: Win only by housing', report: { game: { rules: 'the rulebook, with: Win only by housing' }, run: { options: { housingWin: 'on' } } } });
    expect(c.b).toMatchObject({ name: 'the rulebook, with: Win only by housing; 16-round limit', report: { run: { options: { housingWin: 'on', roundLimit: 'on' } } } });
    const metric = (id: string) => c.metrics.find((m) => m.id === id)!;
    expect(metric('no-winner').b).toBeGreaterThan(metric('no-winner').a);
    expect(metric('length').diff).toBeLessThan(0);
    expect(c.a.report.outcomes.endReasons.some((e) => /within 16 rounds/.test(e.reason))).toBe(false);
    expect(c.b.report.outcomes.endReasons.some((e) => /within 16 rounds/.test(e.reason))).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html.includes('--against-option roundLimit=on')).toBe(true);
  });

  it('refuses an option the game does not have, and a change that changes nothing, before any game runs', async () => {
    const bad = await run(['lab', 'report', 'displacement', '-n', '2', '-w', '0', '--against-option', 'roundLimit=maybe', '--json']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/roundLimit/);
    const same = await run(['lab', 'report', 'displacement', '-n', '2', '-w', '0', '--option', 'roundLimit=on', '--against-option', 'roundLimit=on', '--json']);
    expect(same.code).not.toBe(0);
    expect(same.stderr).toContain('changes nothing');
  });
});
