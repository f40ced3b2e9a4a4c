/**
 * `crossings lab params | sweep | tune`, run for real as child processes with tiny batches in one
 * thread: the files they write, their JSON, bad input refused with exit code 2, and a real Ctrl-C
 * (SIGINT) that leaves a partial sweep and exit code 130.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/lab/catalogue.ts';
import type { NumericLeaf } from '../../src/lab/tune/pointer.ts';
import type { SweepResult } from '../../src/lab/tune/sweep.ts';
import { start } from './cli-process.ts';

const BIN = fileURLToPath(new URL('../../bin/crossings.js', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [BIN, 'lab', ...args], { encoding: 'utf8' });
const tmp = () => mkdtempSync(join(tmpdir(), 'crossings-tune-'));

describe('crossings lab params / sweep / tune', () => {
  it('lists the numbers of a content with pointers and labels', () => {
    const r = run(['params', 'displacement', '--match', 'rounds', '--json']);
    expect(r.status).toBe(0);
    const leaves = JSON.parse(r.stdout) as NumericLeaf[];
    expect(leaves.find((l) => l.pointer === '/rules/rounds')).toMatchObject({ label: 'rules › rounds' });
    expect(leaves.every((l) => /rounds/i.test(l.pointer + l.label))).toBe(true);
  });

  it('sweeps, writing the HTML and printing JSON, with a refused value reported as invalid', () => {
    const dir = tmp();
    const file = join(dir, 'sweep.html');
    const r = run(['sweep', 'displacement', '--param', '/rules/rounds=0,3', '--target', 'mean-length', '-n', '2', '-p', '2', '-w', '0', '-o', file, '--json']);
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as SweepResult;
    expect(result.format).toBe('crossings-lab-sweep/1');
    expect(result.points.map((p) => p.valid)).toEqual([false, true]);
    expect(r.stderr).toMatch(/rounds=0: invalid: .*rounds/);
    expect(readFileSync(file, 'utf8')).toContain('id="chart-sweep"');
  });

  it('tunes: writes a ready-to-use proposal.json and report.html and says what it found', async () => {
    const dir = join(tmp(), 'out');
    const r = run(['tune', 'displacement', '--param', '/rules/rounds=4,16', '--goal', 'mean-length<=80', '--budget', '3', '-n', '2', '-p', '4', '--evidence', '4', '-w', '0', '-o', dir]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Proposed: /);
    expect(r.stdout).toMatch(/fresh games the proposal/);
    const proposal = JSON.parse(readFileSync(join(dir, 'proposal.json'), 'utf8')) as unknown;
    // The game accepts it as content (parseContent throws on any problem).
    expect((await findGame('displacement')).parseContent(proposal)).toBeTruthy();
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('Goals, starting content against proposal');
  });

  it('refuses a bad pointer, target or missing goal with exit code 2 and a clear message', () => {
    const bad = [
      [['sweep', 'displacement', '--param', '/rules/nope=1:2', '-w', '0'], /no "nope" in \/rules/],
      [['sweep', 'displacement', '--param', '/rules/rounds=1:2', '--target', 'luck', '-w', '0'], /unknown target "luck"/],
      [['tune', 'displacement', '--param', '/rules/rounds=1:2', '-w', '0'], /at least one --goal/],
      // A mistyped figure is refused before any batch runs, naming the figures the game reports.
      [['sweep', 'displacement', '--param', '/rules/rounds=1:2', '--target', 'stat:housednow', '-w', '0'], /reports no number or yes\/no figure "housednow".*stat:housedNow/],
      [['tune', 'displacement', '--param', '/rules/rounds=1:2', '--goal', 'stat:lots<=3', '-w', '0'], /reports no number or yes\/no figure "lots"/],
    ] as const;
    for (const [args, message] of bad) {
      const r = run([...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/Sweeping|Tuning/);
    }
  });

  it('Ctrl-C (SIGINT) writes a partial sweep of the points finished so far and exits with 130', async () => {
    const file = join(tmp(), 'partial.html');
    const sweep = start(['lab', 'sweep', 'displacement', '--param', '/rules/rounds=2:9', '--target', 'mean-length', '-n', '600', '-p', '2', '-b', 'random', '-w', '0', '-o', file]);
    // On a pipe each finished point is a line; stop once the first is in.
    const deadline = Date.now() + 120_000;
    while (!sweep.stderr().includes('  1/8 ') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(sweep.stderr()).toContain('  1/8 ');
    sweep.child.kill('SIGINT');
    const r = await sweep.done;
    expect(r.code).toBe(130);
    const m = /Interrupted: the sweep covers (\d) of 8 points/.exec(r.stderr);
    expect(m).not.toBeNull();
    const kept = Number(m![1]);
    expect(kept).toBeGreaterThanOrEqual(1);
    expect(kept).toBeLessThan(8);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain(`Partial sweep: ${kept} of 8 points finished`);
  });

  it('Ctrl-C (SIGINT) during a tune ends the search, still plays the evidence, writes the proposal and exits with 130', async () => {
    const dir = join(tmp(), 'tune');
    const tune = start(['lab', 'tune', 'displacement', '--param', '/rules/rounds=2:16', '--goal', 'mean-length<=80', '--budget', '60', '-n', '300', '-p', '2', '-b', 'random', '--evidence', '100', '-w', '0', '-o', dir]);
    const deadline = Date.now() + 120_000;
    while (!tune.stderr().includes('  1/60 ') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(tune.stderr()).toContain('  1/60 ');
    tune.child.kill('SIGINT');
    const r = await tune.done;
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/Interrupted: the search ran \d+ of 60 evaluations \(the evidence was played in full\)/);
    expect(r.stderr).toContain('evidence: playing the starting content');
    expect(r.stdout).toMatch(/The search was stopped after \d+ of 60 evaluations/);
    expect(existsSync(join(dir, 'proposal.json'))).toBe(true);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(/Search stopped: \d+ of 60 evaluations ran/);
  });
});
