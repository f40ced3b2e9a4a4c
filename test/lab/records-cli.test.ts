/**
 * `crossings lab report --records <dir>`: every game the report counted is written as its match record,
 * which `crossings replay` replays, and from which a figure of the report is recomputed (here the
 * first mover's wins: the records' first acting seat and winners, docs/lab.md, Recomputing a figure).
 * One run of the real command for the file.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { firstActingSeat, replay, type MatchRecord } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { BatchRunner } from '../../src/lab/batch.ts';
import { findGame } from '../../src/lab/index.ts';
import type { LabReport } from '../../src/lab/report/index.ts';
import { replayCommand } from '../../src/cli/replay.ts';
import { compareRecordsFile, recordsFile } from '../../src/web/lab/records.ts';
import { run, type Run } from './cli-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'crossings-records-'));
const records = join(dir, 'games');
const aFile = join(dir, 'a-file');
let report: Run;
let refusal: Run;
/** The browser lab's "Download the games" (src/web/lab/records.ts), replayed by the command. */
const downloaded = join(dir, 'refugee-seed2-records.json');
const compared = join(dir, 'refugee-compare-records.json');
const tampered = join(dir, 'tampered-records.json');
let one: Run;

/** `crossings replay` in this process (its output caught; the spy restored, as the server files share modules). */
async function replayHere(file: string): Promise<string> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => { out += String(chunk); return true; });
  try {
    await replayCommand(file, {});
  } finally {
    spy.mockRestore();
  }
  return out;
}

beforeAll(async () => {
  writeFileSync(aFile, 'x');
  const runner = new BatchRunner(getGame('refugee'), { gameId: 'refugee', players: 3, bots: ['random'], seed: 2, options: {}, keepRecords: true, trace: 'moves' });
  const games = [0, 1, 2].map((i) => runner.run(i).record!);
  writeFileSync(downloaded, recordsFile(games));
  writeFileSync(compared, compareRecordsFile({ name: 'A', records: games.slice(0, 2) }, { name: 'B', records: games.slice(1) }));
  const bad = structuredClone(games);
  bad[1].actions.pop();
  writeFileSync(tampered, recordsFile(bad));
  [report, refusal, one] = await Promise.all([
    run(['lab', 'report', 'refugee', '-n', '12', '-p', '3', '-b', 'heuristic:1,random', '-s', '4', '-w', '0', '--no-estimates', '--records', records, '--json']),
    run(['lab', 'report', 'refugee', '-n', '2', '-w', '0', '--records', aFile, '--json']),
    run(['replay', downloaded, '--game', '2']),
  ]);
}, 60_000);

describe('lab report --records', () => {
  it('writes one record per game, in the replay format, and they replay to their final state', async () => {
    expect(report.code, report.stderr).toBe(0);
    const files = readdirSync(records).sort();
    expect(files).toEqual(Array.from({ length: 12 }, (_, i) => `refugee-seed4-${String(i).padStart(2, '0')}.json`));
    const game = await findGame('refugee');
    for (const f of files) {
      const record = JSON.parse(readFileSync(join(records, f), 'utf8')) as MatchRecord;
      expect(record.format).toBe('crossings-match/1');
      expect(record.finalHash).toMatch(/^[0-9a-f]{16}$/);
      expect(() => replay(game, record)).not.toThrow();
    }
  });

  it('replays through `crossings replay`, and a record changed by one step is refused', async () => {
    const first = join(records, readdirSync(records).sort()[0]);
    const ok = await run(['replay', first]);
    expect(ok.code, ok.stderr).toBe(0);
    const record = JSON.parse(readFileSync(first, 'utf8')) as MatchRecord;
    record.actions.pop();
    const game = await findGame('refugee');
    expect(() => replay(game, record)).toThrow(/record says/);
  }, 30_000);

  it('recomputes the first mover’s wins from the records alone (RF-R1..RF-R4 roll for the first player)', async () => {
    const r = JSON.parse(report.stdout) as LabReport;
    const game = await findGame('refugee');
    let wins = 0;
    let seat1 = 0;
    for (const f of readdirSync(records)) {
      const record = JSON.parse(readFileSync(join(records, f), 'utf8')) as MatchRecord;
      const { state } = replay(game, record);
      const first = firstActingSeat(record)!;
      if (first === 0) seat1++;
      if (game.outcome(state)!.winners.includes(first)) wins++;
    }
    expect(r.outcomes.firstPlayer).toMatchObject({ games: 12, wins, seat1Started: seat1 });
  });

  it('replays the browser lab\'s download: every game checked, or one move by move; a changed game is named', async () => {
    const all = await replayHere(downloaded);
    expect(all.match(/^game \d: .*replayed and verified/gm)).toHaveLength(3);
    expect(all).toContain('All 3 games replayed.');
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toMatch(/^#refugee: 3 players, seed /);
    expect(one.stdout).toContain('Replayed and verified');
    expect((await replayHere(compared)).match(/^[AB], game \d: .*replayed and verified/gm)).toHaveLength(4);
    await expect(replayHere(tampered)).rejects.toThrow(/\(game 2\) does not replay/);
  });

  it('refuses a path that is a file, before any game is played', () => {
    expect(refusal.code).toBe(2);
    expect(refusal.stderr).toMatch(/is a file, not a folder/);
    expect(readFileSync(aFile, 'utf8')).toBe('x');
  });
});
