/**
 * Stopping a report run (Ctrl-C in the CLI): no more games are handed out and the report of the
 * games finished so far says it is partial, with how many of how many. An AbortSignal stands in
 * for SIGINT here; test/lab/report-cli.test.ts sends a real SIGINT to the command.
 */
import { describe, expect, it } from 'vitest';
import { labReport, renderHtml } from '../../src/lab/report/index.ts';

describe('an interrupted report', () => {
  it('in this thread: exactly the games finished before the signal', async () => {
    const controller = new AbortController();
    const report = await labReport({
      game: 'emigration', games: 50, players: 2, bots: ['random'], seed: 1, workers: 0,
      signal: controller.signal,
      onProgress: (done) => { if (done === 5) controller.abort(); },
    });
    expect(report.run).toMatchObject({ games: 5, planned: 50, partial: true });
    expect(report.outcomes.bySeat[0].played).toBe(5);
    expect(report.findings[0]).toMatchObject({ level: 'warning', title: 'Partial report' });
    const html = renderHtml(report);
    expect(html.includes('Partial report: 5 of 50 games finished')).toBe(true);
    expect(html.includes('<title>Emigration: balance report (partial)</title>')).toBe(true);
  });

  it('in a worker: stops handing out games and keeps what arrived', async () => {
    const controller = new AbortController();
    const report = await labReport({
      game: 'emigration', games: 5000, players: 2, bots: ['random'], seed: 1, workers: 1,
      signal: controller.signal,
      onProgress: (done) => { if (done === 3) controller.abort(); },
    });
    expect(report.run.partial).toBe(true);
    expect(report.run.games).toBeGreaterThanOrEqual(3);
    expect(report.run.games).toBeLessThan(5000);
    expect(report.pace.length.histogram.reduce((a, h) => a + h.count, 0)).toBe(report.run.games);
  });

  it('an abort before the first game gives an empty, still readable report', async () => {
    const controller = new AbortController();
    controller.abort();
    const report = await labReport({ game: 'emigration', games: 10, players: 2, bots: ['random'], seed: 1, workers: 0, signal: controller.signal });
    expect(report.run).toMatchObject({ games: 0, planned: 10, partial: true });
    expect(renderHtml(report).includes('Partial report: 0 of 10 games')).toBe(true);
  });
});
