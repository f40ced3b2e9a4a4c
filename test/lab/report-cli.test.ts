/**
 * `crossings lab report`, run for real as a child process: the HTML and the JSON, bad input, and a
 * real SIGINT (Ctrl-C) that leaves a partial report and exit code 130.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { start } from './cli-process.ts';
import type { LabReport } from '../../src/lab/report/index.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'crossings-lab-'));

describe('crossings lab report', () => {
  it('writes the HTML report and prints the same figures as JSON', async () => {
    const dir = tmp();
    const file = join(dir, 'sub', 'report.html');
    const r = await start(['lab', 'report', 'emigration', '-n', '6', '-p', '2', '-b', 'heuristic:1,random', '-s', '5', '-w', '0', '-o', file, '--json']).done;
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as LabReport;
    expect(report.run).toMatchObject({ games: 6, planned: 6, players: 2, seed: 5, partial: false });
    const html = readFileSync(file, 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.includes('<canvas id="chart-seats"')).toBe(true);
    expect(html.includes(`"seed":5`)).toBe(true);
  });

  it('rejects bad input with exit code 2', async () => {
    const runs = await Promise.all([
      start(['lab', 'report', 'nosuchgame']).done,
      start(['lab', 'report', 'emigration', '-p', '9']).done,
      start(['lab', 'report', 'emigration', '-b', 'wizard']).done,
      start(['lab', 'report', 'emigration', '-n', '2', '-o', join(tmp(), 'figures.json')]).done,
      start(['lab', 'ladder', 'emigration', '-o', join(tmp(), 'ladder.JSON')]).done,
    ]);
    for (const r of runs) expect(r.code).toBe(2);
    expect(runs[0].stderr).toMatch(/nosuchgame/);
    expect(runs[1].stderr).toMatch(/2–6 players/);
    // An HTML page under a .json name is refused before any game is played.
    for (const r of runs.slice(3)) {
      expect(r.stderr).toMatch(/--out writes the HTML page, but ".*\.(json|JSON)" ends in \.json; for the figures as JSON use --json/);
      expect(r.stderr).not.toMatch(/Playing|Ladder of/);
    }
  });

  it('Ctrl-C (SIGINT) writes a partial report of the games finished so far and exits with 130', async () => {
    const dir = tmp();
    const file = join(dir, 'partial.html');
    const run = start(['lab', 'report', 'emigration', '-n', '100000', '-p', '2', '-b', 'random', '-w', '0', '-o', file]);
    // The command says it started once its SIGINT handler is in place (on a pipe there is no progress bar).
    const deadline = Date.now() + 60_000;
    while (!run.stderr().includes('Playing 100000 games') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(run.stderr()).toContain('Playing 100000 games');
    await new Promise((r) => setTimeout(r, 700));
    run.child.kill('SIGINT');
    const r = await run.done;
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/Interrupted: the report covers \d+ of 100000 games/);
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    const m = /Partial report: ([\d,]+) of 100,000 games finished/.exec(html);
    expect(m).not.toBeNull();
    const played = Number(m![1].replace(/,/g, ''));
    expect(played).toBeLessThan(100_000);
    expect(r.stdout).toContain(`${played} of 100000 games`);
  });
});
