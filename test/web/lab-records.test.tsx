// @vitest-environment jsdom
/**
 * "Download the games" on the lab page (docs/lab.md, Recomputing a figure): after a run, one JSON file
 * holds every game played as its match record, in game order — the records `crossings lab report
 * --records` writes for the same seed, each replaying through the engine to the state it says. The
 * workers run in this thread (lab-worker-core.ts behind the pool's interface), the download is caught.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replay, type MatchRecord } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { BatchRunner } from '../../src/lab/batch.ts';
import { createLabHandler } from '../../src/web/lab/lab-worker-core.ts';
import type * as RunBatch from '../../src/web/lab/run-batch.ts';
import type { LabWorkerLike } from '../../src/web/lab/run-batch.ts';

const downloads: { name: string; text: string }[] = [];
vi.mock('../../src/web/lab/download.ts', () => ({
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));
vi.mock('../../src/web/lab/run-batch.ts', async (original) => ({
  ...(await original<typeof RunBatch>()),
  spawnLabWorker: (): LabWorkerLike => {
    const like: LabWorkerLike & { stopped: boolean } = {
      stopped: false,
      onmessage: null,
      onerror: null,
      terminate() { this.stopped = true; },
      postMessage(msg) {
        const copy = structuredClone(msg);
        setTimeout(() => { if (!like.stopped) handle(copy); }, 0);
      },
    };
    const handle = createLabHandler((out) => { if (!like.stopped) like.onmessage?.({ data: structuredClone(out) }); });
    return like;
  },
}));
const { default: LabPage } = await import('../../src/web/lab/LabPage.tsx');

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  downloads.length = 0;
});

const GAMES = 4;
const BOTS = ['heuristic:1', 'random'];

/** Sets the number of games and the seed, and runs. */
async function run(button: RegExp) {
  fireEvent.change(screen.getByLabelText('Games'), { target: { value: String(GAMES) } });
  fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('Bot specs'), { target: { value: BOTS.join(',') } });
  // Estimates make no difference to the records, only to the time.
  fireEvent.click(screen.getByLabelText(/^Estimate every position/));
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => screen.getByRole('button', { name: 'Download the games (records, .json)' }), { timeout: 30_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Download the games (records, .json)' }));
  expect(downloads).toHaveLength(1);
  return downloads[0];
}

describe('Download the games', () => {
  it('after a report: every game\'s match record, in order, as --records writes them, each replaying', async () => {
    render(<LabPage game="refugee" />);
    const file = await run(/^Run 4 games$/);
    expect(file.name).toBe('refugee-seed5-records.json');
    const records = JSON.parse(file.text) as MatchRecord[];
    expect(records).toHaveLength(GAMES);
    const game = getGame('refugee');
    const cli = new BatchRunner(game, { gameId: 'refugee', players: 4, bots: BOTS, seed: 5, options: {}, keepRecords: true, trace: 'moves' });
    records.forEach((record, i) => {
      expect(record.format).toBe('crossings-match/1');
      // What `crossings replay` checks: the game, its actions, and the final state the record names.
      expect(record.finalHash).toBe(replay(game, record).hash);
      expect(record).toEqual(JSON.parse(JSON.stringify(cli.run(i).record)));
    });
    // The file is told about beside its button.
    expect(screen.getByText(/the format crossings replay reads/)).toBeTruthy();
  });

  it('after a comparison: A\'s games under the default, B\'s under the chosen rules', async () => {
    render(<LabPage game="displacement" />);
    const variant = getGame('displacement').ruleVariants![0];
    fireEvent.click(screen.getByLabelText(new RegExp(variant.name.en)));
    const file = await run(/^Compare with the default$/);
    expect(file.name).toBe('displacement-compare-records.json');
    const sides = JSON.parse(file.text) as Record<'A' | 'B', { name: string; records: MatchRecord[] }>;
    expect(sides.A.records).toHaveLength(GAMES);
    expect(sides.B.records).toHaveLength(GAMES);
    expect(sides.A.records[0].options).toEqual({});
    expect(Object.keys(sides.B.records[0].options ?? {})).toEqual([variant.id]);
    const game = getGame('displacement');
    for (const r of [...sides.A.records, ...sides.B.records]) expect(r.finalHash).toBe(replay(game, r).hash);
  });
});
