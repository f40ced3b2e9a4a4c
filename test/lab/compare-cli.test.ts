/**
 * `crossings lab report <game> --against`, run for real as a child process: the HTML and the JSON of
 * a comparison, `--against default`, and bad content under both sides refused with every problem
 * listed, each under its file's name, before any game runs.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, start } from './cli-process.ts';
import type { Comparison } from '../../src/lab/compare/index.ts';
import { richCareersContent } from '../fixtures/lab/emigration-variant.ts';

describe('crossings lab report --against', () => {
  it('writes the comparison as HTML and prints it as JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crossings-compare-'));
    const variant = join(dir, 'rich careers.json');
    writeFileSync(variant, JSON.stringify(richCareersContent()));
    const file = join(dir, 'out', 'compare.html');
    const r = await run(['lab', 'report', 'emigration', '-n', '6', '-p', '2', '-b', 'heuristic:1,random', '-s', '5', '-w', '0', '--against', variant, '-o', file, '--json']);
    expect(r.stderr).toContain('under A, then the same games under B');
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c).toMatchObject({ format: 'crossings-lab-compare/1', game: { id: 'emigration' }, pairs: 6, planned: 6, partial: false });
    expect(c.a).toMatchObject({ file: null, name: 'default content', report: { run: { games: 6, seed: 5, content: null } } });
    expect(c.b).toMatchObject({ file: variant, name: variant, report: { run: { games: 6, seed: 5, content: variant } } });
    expect(c.correction.method).toBe('Holm');
    expect(c.changes.length).toBeGreaterThan(0);
    for (const m of c.metrics) {
      expect(Object.keys(m)).toEqual(expect.arrayContaining(['id', 'section', 'label', 'unit', 'a', 'b', 'diff', 'ci95', 'method', 'n', 'p', 'pAdjusted', 'significant', 'note']));
    }
    expect(c.metrics.map((m) => m.id)).toEqual(expect.arrayContaining(['seat-1-wins', 'seat-2-wins', 'length', 'figure-money']));
    const html = readFileSync(file, 'utf8');
    // (Booleans, so that a failure does not print the 270 kB file.)
    expect(html.includes('Emigration: A/B comparison')).toBe(true);
    // The command that plays the same comparison again quotes the file name with a space (escaped in HTML).
    expect(html.includes(`--against &#39;${variant}&#39;`)).toBe(true);
  });

  it('--against default compares the default content with itself: no significant difference', async () => {
    const r = await run(['lab', 'report', 'emigration', '-n', '6', '-p', '2', '-b', 'random', '-w', '0', '--against', 'default', '--json']);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c.a.name).toBe('default content');
    expect(c.b.name).toBe('default content');
    expect(c.metrics.filter((m) => m.significant)).toEqual([]);
  });

  it('refuses bad content under A and B with every problem, naming each file, before any game runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crossings-compare-'));
    const badA = join(dir, 'a.json');
    const badB = join(dir, 'b.json');
    writeFileSync(badA, JSON.stringify({ ...richCareersContent(), ticketPrice: -3, passportPrice: 'free' }));
    writeFileSync(badB, '{ not json');
    const out = join(dir, 'never.html');
    const r = await run(['lab', 'report', 'emigration', '-n', '4', '-w', '0', '--content', badA, '--against', badB, '-o', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no game was played');
    expect(r.stderr).toMatch(new RegExp(`A \\(--content\\): Content file ${badA.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} has problems`));
    expect(r.stderr).toMatch(/ticketPrice/);
    expect(r.stderr).toMatch(/passportPrice/);
    expect(r.stderr).toMatch(new RegExp(`B \\(--against\\): Content file ${badB.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not valid JSON`));
    expect(r.stderr).not.toContain('Playing');
    expect(existsSync(out)).toBe(false);
  });
});

describe('crossings lab report --against, stopped with Ctrl-C', () => {
  it('compares the games finished under both contents, says the comparison is partial and exits with 130', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crossings-compare-'));
    const variant = join(dir, 'b.json');
    writeFileSync(variant, JSON.stringify(richCareersContent()));
    const file = join(dir, 'partial.html');
    const { child, done, stderr: err } = start(['lab', 'report', 'emigration', '-n', '1000', '-p', '2', '-b', 'random', '-w', '0', '--no-estimates', '--against', variant, '-o', file, '--json']);
    // Wait until B has started (the command says so on a pipe), then interrupt.
    const deadline = Date.now() + 120_000;
    while (!err().includes('playing the same 1000 games under B') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(err()).toContain('A done; playing the same 1000 games under B');
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGINT');
    const { code, stdout, stderr } = await done;
    expect(code).toBe(130);
    const c = JSON.parse(stdout) as Comparison;
    expect(c.partial).toBe(true);
    expect(c.pairs).toBeGreaterThan(0);
    expect(c.pairs).toBeLessThan(1000);
    expect(c.a.report.run.games).toBe(c.pairs);
    expect(stderr).toContain(`Interrupted: the comparison covers ${c.pairs} of 1000 games`);
    const html = readFileSync(file, 'utf8');
    expect(html.includes(`Partial comparison: ${c.pairs.toLocaleString('en-US')} of 1,000 games`)).toBe(true);
  });
});
