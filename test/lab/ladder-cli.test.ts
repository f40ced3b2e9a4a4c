/**
 * `crossings lab ladder`, run for real as a child process (HTML, JSON shape, bad input, Ctrl-C), and the
 * ladder in-process: the games the schedule asks for, the same ladder whatever the workers.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { start } from './cli-process.ts';
import { CliError } from '../../src/cli/common.ts';
import { labLadderCommand, type LabLadderFlags } from '../../src/cli/lab-ladder.ts';
import { LADDER_FORMAT, runLadder, type Ladder } from '../../src/lab/ladder/index.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'crossings-ladder-'));

describe('crossings lab ladder', () => {
  it('writes the HTML ladder and prints the same ladder as JSON', async () => {
    const file = join(tmp(), 'sub', 'ladder.html');
    const r = await start(['lab', 'ladder', 'emigration', '-b', 'random,heuristic:1,ismcts:10', '-n', '4', '-p', '2', '-s', '3', '-w', '0', '-o', file, '--json']).done;
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.code).toBe(0);
    const l = JSON.parse(r.stdout) as Ladder;
    expect(l.format).toBe(LADDER_FORMAT);
    expect(l.run).toMatchObject({ players: 2, seed: 3, gamesPerTable: 4, planned: 12, games: 12, partial: false });
    expect(l.run.tables).toEqual([['random', 'heuristic:1'], ['random', 'ismcts:10'], ['heuristic:1', 'ismcts:10']]);
    expect(l.ratings.map((x) => x.spec).sort()).toEqual(['heuristic:1', 'ismcts:10', 'random']);
    for (let i = 1; i < l.ratings.length; i++) expect(l.ratings[i - 1].mu).toBeGreaterThanOrEqual(l.ratings[i].mu);
    expect(l.matrix.specs).toEqual(['random', 'heuristic:1', 'ismcts:10']);
    // 2 players: one meeting per rated game; every pairing's games at its own table.
    const cells = l.matrix.cells;
    expect(cells.map((row, i) => row[i])).toEqual([null, null, null]);
    let meetings = 0;
    l.matrix.specs.forEach((a, i) => l.matrix.specs.forEach((b, j) => {
      if (i === j) return;
      expect(cells[i][j]!.meetings).toBe(cells[j][i]!.meetings);
      expect(cells[i][j]!.meetings).toBe(l.balance.meetings[a][b]);
      expect(cells[i][j]!.meetings).toBeLessThanOrEqual(4);
      expect(cells[i][j]!.wins).toBe(cells[j][i]!.losses);
      if (i < j) meetings += cells[i][j]!.meetings;
    }));
    expect(meetings).toBe(l.run.games - l.run.unfinished);
    expect(l.verdict.expected).toEqual(['random', 'heuristic:1', 'ismcts:10']);
    expect(l.verdict.steps).toHaveLength(2);
    const html = readFileSync(file, 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<canvas id="chart-ratings"');
    expect(html).toContain('Row bot\'s share against column bot');
    expect(html).toContain(l.verdict.text.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  });

  it('rejects bad input with exit code 2 and a message naming the problem', async () => {
    const r = await start(['lab', 'ladder', 'refugee', '-b', 'random,heuristic', '-n', '3', '-p', '2']).done;
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--games: .*multiple of the number of players \(2\)/);
    const bad = (bots: string, extra: Partial<LabLadderFlags> = {}) =>
      labLadderCommand('refugee', { bots, seed: 1, workers: 0, option: [], json: true, ...extra });
    const cases: Array<[Promise<void>, RegExp]> = [
      [bad('random,random'), /--bots: .*"random" is listed twice/],
      [bad('random'), /--bots: .*at least two bot specs/],
      [bad('random,wizard'), /wizard/],
      [bad('random,heuristic', { players: 9 }), /2–4 players/],
    ];
    for (const [run, message] of cases) {
      const err = await run.then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(CliError);
      expect((err as CliError).exitCode).toBe(2);
      expect((err as CliError).message).toMatch(message);
    }
  });

  it('Ctrl-C (SIGINT) rates the games finished so far, marks the ladder partial and exits with 130', async () => {
    const file = join(tmp(), 'partial.html');
    const run = start(['lab', 'ladder', 'emigration', '-b', 'random,heuristic:1', '-n', '100000', '-p', '2', '-w', '0', '-o', file]);
    const deadline = Date.now() + 60_000;
    while (!run.stderr().includes('Ladder of Emigration') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(run.stderr()).toContain('Ladder of Emigration');
    await new Promise((r) => setTimeout(r, 700));
    run.child.kill('SIGINT');
    const r = await run.done;
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/Interrupted: the ladder covers \d+ of 100000 games/);
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    const m = /Partial ladder: (\d+) of 100000 games/.exec(html);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeLessThan(100_000);
  });
});

describe('runLadder', () => {
  it('plays every table the same number of games, the same whatever the number of workers', async () => {
    const params = { game: 'refugee', specs: ['random', 'heuristic:1'], players: 2, gamesPerTable: 4, seed: 11 };
    const inThread = await runLadder({ ...params, workers: 0 });
    const inWorker = await runLadder({ ...params, workers: 1 });
    expect(inThread.run.games).toBe(4);
    expect(inThread.balance.seatGames).toEqual({ random: [2, 2], 'heuristic:1': [2, 2] });
    expect(inWorker.ratings).toEqual(inThread.ratings);
    expect(inWorker.matrix).toEqual(inThread.matrix);
    const h2h = inThread.matrix.cells[1][0]!;
    expect(h2h.wins + h2h.ties + h2h.losses).toBe(4);
    // The spec with the better head-to-head record is the higher rated one.
    const top = inThread.ratings[0].spec;
    expect(h2h.share === 0.5 || (h2h.share > 0.5) === (top === 'heuristic:1')).toBe(true);
  });

  it('rejects games per table that are not a multiple of the players', async () => {
    await expect(runLadder({ game: 'refugee', specs: ['random', 'heuristic'], players: 2, gamesPerTable: 5, seed: 1, workers: 0 })).rejects.toThrow(/multiple of the number of players/);
  });
});
