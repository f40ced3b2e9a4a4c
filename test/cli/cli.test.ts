/**
 * The `crossings` command, run for real as a child process (`node bin/crossings.js ...`).
 * CROSSINGS_EXTRA_GAMES adds the Pledge fixture to the catalogue (src/lab/catalogue.ts); the
 * simulate and replay tests use Emigration, the real catalogue game.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../../src/engine/index.ts';
import type { SimulationReport } from '../../src/lab/index.ts';

const BIN = fileURLToPath(new URL('../../bin/crossings.js', import.meta.url));
const PLEDGE_MODULE = fileURLToPath(new URL('../fixtures/pledge.ts', import.meta.url));

interface Run { code: number | null; stdout: string; stderr: string }

function crossings(args: string[], opts: { input?: string; cwd?: string } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: opts.cwd ?? process.cwd(),
      env: { ...process.env, CROSSINGS_EXTRA_GAMES: PLEDGE_MODULE },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}

const tmp = () => mkdtempSync(join(tmpdir(), 'crossings-cli-'));

describe('crossings games', () => {
  it('lists the registered games (and the fixture under the test hook)', async () => {
    const r = await crossings(['games', '--json']);
    expect(r.code).toBe(0);
    const ids = (JSON.parse(r.stdout) as Array<{ id: string }>).map((g) => g.id);
    expect(ids).toContain('emigration');
    expect(ids).toContain('pledge');
    const table = await crossings(['games']);
    expect(table.stdout).toMatch(/emigration .*Emigration/);
    // A game for exactly four says "4 players", not "4–4"; the rule variants are listed with their option.
    expect(table.stdout).toMatch(/borderlines .*4 players/);
    expect(table.stdout).not.toContain('4–4');
    expect(table.stdout).toMatch(/displacement .*--option roundLimit=on .*16-round limit/);
    const listed = JSON.parse(r.stdout) as Array<{ id: string; variants: Array<{ id: string; changes: string[] }> }>;
    expect(listed.find((g) => g.id === 'borderlines')!.variants.map((v) => v.id)).toEqual(['mayPass', 'arrivalsInOrder']);
  });
});

describe('crossings simulate', () => {
  const args = ['simulate', 'emigration', '--games', '8', '--players', '3', '--bots', 'heuristic:1,random', '--seed', '17', '--json'];

  it('prints one JSON report, the same for any number of workers', async () => {
    const [a, b] = await Promise.all([crossings([...args, '--workers', '1']), crossings([...args, '--workers', '2'])]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(a.stdout.trim().split('\n')).toHaveLength(1);
    const report = JSON.parse(a.stdout) as SimulationReport;
    expect(JSON.parse(b.stdout)).toEqual(report);
    expect(report).toMatchObject({ game: 'emigration', players: 3, games: 8, seed: 17, bots: ['heuristic:1', 'random'] });
    expect(report.bySeat).toHaveLength(3);
    expect(report.byBot.map((x) => x.bot).sort()).toEqual(['heuristic:1', 'random']);
    expect(report.byBot.reduce((n, x) => n + x.played, 0)).toBe(8 * 3);
    for (const row of [...report.bySeat, ...report.byBot]) {
      expect(row.ci95.low).toBeLessThanOrEqual(row.rate);
      expect(row.ci95.high).toBeGreaterThanOrEqual(row.rate);
    }
    expect(report.endReasons.reduce((n, e) => n + e.count, 0)).toBe(8);
    expect(report.length.histogram.reduce((n, h) => n + h.count, 0)).toBe(8);
    expect(a.stderr).toBe(''); // no progress bar in --json mode
  });

  it('prints tables, and writes replayable records with --out', async () => {
    const dir = tmp();
    const r = await crossings(['simulate', 'pledge', '--games', '5', '--players', '2', '--bots', 'ismcts:20,random', '--workers', '0', '--out', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Wins by bot');
    expect(r.stdout).toContain('ismcts:20');
    expect(r.stdout).toContain('95% CI');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(5);
    const replayed = await crossings(['replay', join(dir, files[0])]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain('verified');
  });

  it('rejects bad input with exit code 2 and a clear message', async () => {
    const badContent = join(tmp(), 'content.json');
    writeFileSync(badContent, JSON.stringify({ deck: [1, 2, 'x'] }));
    const content = await crossings(['simulate', 'pledge', '--games', '2', '--content', badContent]);
    expect(content.code).toBe(2);
    expect(content.stderr).toMatch(/content\.json has problems/);
    expect(content.stderr).toMatch(/deck/);
    const cases = await Promise.all([
      crossings(['simulate', 'nosuchgame']),
      crossings(['simulate', 'pledge', '--bots', 'ismcts:lots']),
      crossings(['simulate', 'pledge', '--players', '9']),
      crossings(['simulate', 'pledge', '--games', 'many']),
      crossings(['simulate', 'emigration', '--option', 'mode=chaotic']),
    ]);
    for (const c of cases) {
      expect(c.code).toBe(2);
      expect(c.stderr).toMatch(/crossings: |error:/);
    }
    expect(cases[0].stderr).toContain('Unknown game "nosuchgame"');
    expect(cases[4].stderr).toContain('mode');
  });
});

describe('crossings replay', () => {
  it('replays a good record and refuses corrupted ones with a non-zero exit', async () => {
    const dir = tmp();
    const sim = await crossings(['simulate', 'emigration', '--games', '1', '--players', '2', '--bots', 'random', '--workers', '0', '--out', dir, '--json']);
    expect(sim.code).toBe(0);
    const file = join(dir, readdirSync(dir)[0]);
    const record = JSON.parse(readFileSync(file, 'utf8')) as MatchRecord;

    const good = await crossings(['replay', file]);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain(`verified: final state ${record.finalHash}`);
    expect(good.stdout).toContain('Game over');

    const wrongHash = join(dir, 'wrong-hash.json');
    writeFileSync(wrongHash, JSON.stringify({ ...record, finalHash: '0123456789abcdef' }));
    const illegal = join(dir, 'illegal.json');
    const actions = record.actions.map(([s, a]) => [s, a]);
    actions[Math.floor(actions.length / 2)][1] = 999_999;
    writeFileSync(illegal, JSON.stringify({ ...record, actions }));
    const truncated = join(dir, 'truncated.json');
    writeFileSync(truncated, readFileSync(file, 'utf8').slice(0, 40));

    const [h, i, t] = await Promise.all([crossings(['replay', wrongHash]), crossings(['replay', illegal]), crossings(['replay', truncated])]);
    expect(h.code).toBe(1);
    expect(h.stderr).toMatch(/does not replay: .*record says 0123456789abcdef/);
    expect(i.code).toBe(1);
    expect(i.stderr).toMatch(/does not replay: Step \d+ .*ILLEGAL_ACTION/);
    expect(t.code).not.toBe(0);
    expect(t.stderr).toMatch(/not valid JSON/);
  });
});

describe('crossings play', () => {
  it('plays a Pledge game from stdin to the end, showing only the human seat\'s view, and saves a record', async () => {
    const cwd = tmp();
    // "v" re-shows the view, "x" is rejected, then "1" picks the first action every turn.
    const r = await crossings(['play', 'pledge', '--players', '3', '--seat', '2', '--bots', 'ismcts:30,random', '--seed', '8'], {
      cwd, input: ['v', 'x', '1', '1', '1', '1', '1', '1'].join('\n') + '\n',
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('you are seat 2 of 3');
    expect(r.stdout.match(/— Your turn \(seat 2\) —/g)).toHaveLength(4);
    expect(r.stdout).toContain('Please type a number');
    expect(r.stdout).toMatch(/Game over: All 4 rounds played/);
    // Other seats' pledges appear only when revealed, never as "Pledge n" lines of theirs.
    expect(r.stdout).not.toMatch(/Seat [13] \([^)]*\): Pledge/);
    expect(r.stdout).toContain('Player 1 pledged a card.');
    const files = readdirSync(join(cwd, 'data', 'records'));
    expect(files).toHaveLength(1);
    const record = JSON.parse(readFileSync(join(cwd, 'data', 'records', files[0]), 'utf8')) as MatchRecord;
    expect(record.actions).toHaveLength(12);
    expect(record.meta?.bots).toEqual(['ismcts:30', 'human', 'random']);
    const replayed = await crossings(['replay', join(cwd, 'data', 'records', files[0])]);
    expect(replayed.code).toBe(0);
  });

  it('plays a whole Emigration game from stdin against bots', async () => {
    const cwd = tmp();
    const r = await crossings(['play', 'emigration', '--players', '2', '--bots', 'random', '--seed', '4'], { cwd, input: '1\n'.repeat(400) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Game over');
    expect(readdirSync(join(cwd, 'data', 'records'))).toHaveLength(1);
  });

  it('leaves gracefully when input ends early, saving the unfinished record', async () => {
    const cwd = tmp();
    const r = await crossings(['play', 'pledge', '--seed', '3', '--bots', 'random'], { cwd, input: '1\n' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Game abandoned: input ended');
    expect(r.stderr).toBe('');
    const [file] = readdirSync(join(cwd, 'data', 'records'));
    const record = JSON.parse(readFileSync(join(cwd, 'data', 'records', file), 'utf8')) as MatchRecord;
    expect(record.meta?.abandoned).toBe(true);
    expect(record.actions.length).toBeGreaterThan(0);
    expect((await crossings(['replay', join(cwd, 'data', 'records', file)])).code).toBe(0);
  });

  it('"q" leaves the game with exit code 0', async () => {
    const r = await crossings(['play', 'pledge', '--seed', '3', '--bots', 'random'], { cwd: tmp(), input: 'q\n' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('you left the game');
  });
});
