// @vitest-environment jsdom
/**
 * The browser Lab's batch path (docs/lab.md): the games played by Lab workers (lab-worker-core.ts, run
 * here in this thread behind the pool's worker interface, with every message structured-cloned as
 * postMessage does) give the same report as the CLI's `labReport`, whatever the number of workers;
 * Stop leaves a partial report; a worker's error stops the run and is reported, never dropped.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/all.ts';
import type { BatchSpec } from '../../src/lab/batch.ts';
import { buildReport, labReport, type LabReport } from '../../src/lab/report/index.ts';
import { DRAW_CHARTS_SCRIPT, renderHtml, renderReportHtml } from '../../src/lab/report/html.ts';
import { compareInBrowser } from '../../src/web/lab/compare-run.ts';
import { createLabHandler } from '../../src/web/lab/lab-worker-core.ts';
import type { FromLabWorker } from '../../src/web/lab/protocol.ts';
import { withoutScripts } from '../../src/web/lab/ReportFrame.tsx';
import { defaultLabWorkers, LabRunError, runLabBatch, type LabWorkerLike } from '../../src/web/lab/run-batch.ts';

/** A Lab worker in this thread: asynchronous and copying, like a real one. */
function inThreadWorker(sabotage?: (msg: FromLabWorker) => FromLabWorker): LabWorkerLike & { terminated: boolean } {
  const like: LabWorkerLike & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    terminate() {
      this.terminated = true;
    },
    postMessage(msg) {
      const copy = structuredClone(msg);
      setTimeout(() => {
        if (!like.terminated) handle(copy);
      }, 0);
    },
  };
  const handle = createLabHandler((out) => {
    if (!like.terminated) like.onmessage?.({ data: structuredClone(sabotage ? sabotage(out) : out) });
  });
  return like;
}

const GAMES = 6;
const BOTS = ['heuristic:1', 'random'];
const spec = (gameId: string, players: number): BatchSpec => ({ gameId, players, bots: BOTS, seed: 7, options: {}, keepRecords: false, trace: 'estimates' });

/** The report without what depends on the machine: the time taken and the worker count. */
function comparable(r: LabReport) {
  const { seconds: _s, workers: _w, ...run } = r.run;
  return { ...r, run };
}

describe('Lab batches in Web Workers', () => {
  it('give the same report as the CLI for the same seed and games (1 and 2 workers)', async () => {
    const game = getGame('refugee');
    const cli = await labReport({ game: 'refugee', games: GAMES, players: 4, bots: BOTS, seed: 7, workers: 0 });
    for (const workers of [1, 2]) {
      const progress: number[] = [];
      const result = await runLabBatch({ spec: spec('refugee', 4), games: GAMES, workers, spawn: () => inThreadWorker(), onProgress: (d) => progress.push(d) });
      expect(result.interrupted).toBe(false);
      expect(result.summaries.map((s) => s.index)).toEqual([...Array(GAMES).keys()]);
      expect(progress.at(-1)).toBe(GAMES);
      const web = buildReport(game, { players: 4, seed: 7, bots: BOTS, options: {}, content: null, planned: GAMES, seconds: 1, workers, estimates: true }, result.summaries);
      expect(comparable(web)).toEqual(comparable(cli));
    }
  });

  it('plays custom content the workers were given (a die with more marks changes the games)', async () => {
    const game = getGame('refugee');
    const content = structuredClone(game.defaultContent) as { die: Array<{ marks: number; bolts: number }> };
    content.die = content.die.map((f) => ({ marks: Math.min(3, f.marks + 1), bolts: f.bolts }));
    const base = await runLabBatch({ spec: spec('refugee', 4), games: 6, workers: 2, spawn: () => inThreadWorker() });
    const changed = await runLabBatch({ spec: { ...spec('refugee', 4), content }, games: 6, workers: 2, spawn: () => inThreadWorker() });
    const cli = await labReport({ game: 'refugee', games: 6, players: 4, bots: BOTS, seed: 7, workers: 0, content });
    expect(changed.summaries.map((s) => s.length)).not.toEqual(base.summaries.map((s) => s.length));
    const web = buildReport(game, { players: 4, seed: 7, bots: BOTS, options: {}, content: null, planned: 6, seconds: 1, workers: 2, estimates: true }, changed.summaries);
    expect(comparable(web)).toEqual(comparable(cli));
  });

  it('Stop keeps the games finished so far and the report says it is partial', async () => {
    const game = getGame('refugee');
    const ac = new AbortController();
    const workers: Array<ReturnType<typeof inThreadWorker>> = [];
    const result = await runLabBatch({
      spec: spec('refugee', 4), games: 60, workers: 2, signal: ac.signal,
      spawn: () => { const w = inThreadWorker(); workers.push(w); return w; },
      onProgress: (done) => { if (done === 5) ac.abort(); },
    });
    expect(result.interrupted).toBe(true);
    expect(result.summaries.length).toBe(5);
    expect(workers.every((w) => w.terminated)).toBe(true);
    const report = buildReport(game, { players: 4, seed: 7, bots: BOTS, options: {}, content: null, planned: 60, seconds: 1, workers: 2, estimates: true }, result.summaries);
    expect(report.run).toMatchObject({ partial: true, games: 5, planned: 60 });
  });

  it('a bad bot spec in a worker stops the run with its message', async () => {
    await expect(runLabBatch({ spec: { ...spec('refugee', 4), bots: ['random', 'ismcts:fast'] }, games: 4, workers: 2, spawn: () => inThreadWorker() }))
      .rejects.toThrow(/Bad setting "fast" in bot spec "ismcts:fast"/);
  });

  it('a bot that fails mid-run stops every worker and names the game', async () => {
    const workers: Array<ReturnType<typeof inThreadWorker>> = [];
    // The worker's report of a failure in game 3 (as lab-worker-core.ts posts it when a bot throws).
    const failOnThird = (msg: FromLabWorker): FromLabWorker =>
      msg.type === 'game' && msg.summary.index === 2 ? { type: 'error', message: 'the bot chose an illegal action', index: 2 } : msg;
    const run = runLabBatch({ spec: spec('refugee', 4), games: 40, workers: 2, spawn: () => { const w = inThreadWorker(failOnThird); workers.push(w); return w; } });
    await expect(run).rejects.toThrow(LabRunError);
    await expect(run).rejects.toThrow('Game 3: the bot chose an illegal action');
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('uses all cores but one, at least one', () => {
    expect(defaultLabWorkers(8)).toBe(7);
    expect(defaultLabWorkers(1)).toBe(1);
    expect(defaultLabWorkers(undefined)).toBe(1);
  });

  it('the report in the page\'s frame has no script left, its charts are taken out to draw, the downloaded one has them inline', async () => {
    const report = await labReport({ game: 'refugee', games: 2, players: 3, bots: ['random'], seed: 3, workers: 0, estimates: false });
    // The frame is sandboxed without scripts (ReportFrame.tsx): only the data blocks the page draws the charts from stay.
    const { html: shown, charts } = withoutScripts(renderReportHtml(report, { chartJs: 'window.chartJsRan = true' }));
    expect(shown).not.toMatch(/<script/);
    expect(charts.length).toBeGreaterThan(0);
    expect(charts.every((c) => shown.includes(`id="${c.id}"`))).toBe(true);
    // The file the CLI writes (and the Lab downloads): everything inline, the same sections as shown.
    const file = renderHtml(report);
    expect(file).toContain(DRAW_CHARTS_SCRIPT);
    const text = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim();
    expect(text(shown)).toEqual(text(file.replace(/<script\b[^>]*>[\s\S]*?<\/script>\n?/g, '')));
  });

  it('compares a rule variant with the rulebook over the same games, as --against-option does (DP-R: the round limit)', async () => {
    const game = getGame('displacement');
    const { content: _c, options: _o, ...base } = spec('displacement', 3);
    const progress: number[] = [];
    const c = await compareInBrowser({
      game, spec: base, games: 6, workers: 2, estimates: false, spawn: () => inThreadWorker(),
      a: { content: undefined, file: null, options: {} },
      b: { content: undefined, file: null, options: { roundLimit: 'on' } },
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(c).not.toBeNull();
    expect(c!.pairs).toBe(6);
    expect(c!.a.name).toBe('default content, the rulebook');
    expect(c!.b.name).toMatch(/^default content, the rulebook, with: /);
    expect(c!.b.report.run.options).toEqual({ roundLimit: 'on' });
    expect(progress.at(-1)).toBe(1);
  });
});
