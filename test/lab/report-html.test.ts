/**
 * The HTML report is self-contained: the Chart.js bundle inline, no external address, every text
 * escaped, the figures embedded as JSON, a canvas and a table for each chart.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/index.ts';
import type { GameSummary } from '../../src/lab/index.ts';
import { buildReport, chartJsBundle, labReport, renderHtml, reportCharts, type LabReport } from '../../src/lab/report/index.ts';
import { pledge } from '../fixtures/pledge.ts';

/** An attribute that loads something from elsewhere: src= or href= with a scheme-relative or http(s) address. */
const EXTERNAL = /\b(src|href)\s*=\s*["']?\s*(https?:)?\/\//i;

function embedded(html: string, id: string): unknown {
  const m = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  expect(m, `script element ${id}`).not.toBeNull();
  return JSON.parse(m![1]);
}

describe('the HTML report', () => {
  it('inlines Chart.js, fetches nothing, and carries its figures as JSON', async () => {
    const report = await labReport({ game: pledge, games: 12, players: 3, bots: ['heuristic:1', 'random'], seed: 4, workers: 0 });
    const html = renderHtml(report);
    const bundle = chartJsBundle();
    expect(bundle).toMatch(/Chart\.js v4\.6\.1/);
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(html.includes(bundle.slice(0, 2000))).toBe(true);
    expect(html.includes(bundle.slice(-2000))).toBe(true);
    // No external script, style, image or link: no src/href pointing anywhere, no <link>.
    // (Booleans, so that a failure does not print the 270 kB file.)
    expect(EXTERNAL.test(html)).toBe(false);
    expect(/<link\b/i.test(html)).toBe(false);
    expect(/<script[^>]+\bsrc=/i.test(html)).toBe(false);
    expect(/@import|url\(\s*["']?https?:/i.test(html)).toBe(false);
    // The figures travel in the file.
    expect(embedded(html, 'lab-report')).toEqual(JSON.parse(JSON.stringify(report)));
    // A canvas for every chart, and its configuration embedded.
    const charts = reportCharts(report);
    expect(charts.length).toBeGreaterThanOrEqual(4);
    for (const c of charts) expect(html.includes(`<canvas id="${c.id}"`), c.id).toBe(true);
    expect((embedded(html, 'lab-charts') as unknown[]).length).toBe(charts.length);
    // The answer first, open; every other section folded.
    expect(html.includes('<section id="answer" class="answer">')).toBe(true);
    for (const section of ['seats', 'starts', 'bots', 'endings', 'pace', 'tension', 'scores', 'figures', 'plays', 'made', 'glossary']) {
      expect(html.includes(`<details id="${section}">`), section).toBe(true);
    }
    expect(/<details[^>]* open/.test(html)).toBe(false);
    // The command that plays the same games.
    expect(html.includes('<code>crossings lab report pledge -n 12 -p 3 -b heuristic:1,random -s 4</code>')).toBe(true);
    // Pledge has no action structs: said in words, not an empty table.
    expect(html.includes('Not measured: the game does not describe its moves')).toBe(true);
  });

  it('escapes every text that comes from a game or its content', () => {
    const evil = '</script><img src=x onerror=alert(1)>';
    const game = {
      id: 'evil', title: `Evil ${evil}`, actionKinds: [evil], actionToStruct: () => null,
      catalogue: { length: '', variants: [], figures: { [evil]: { label: evil, help: evil } } },
    } as unknown as AnyGame;
    const summaries: GameSummary[] = [0, 1].map((index) => ({
      index, seed: 0, lineup: [evil, evil], winners: [index], tie: false, finished: true, length: 3, endReason: evil,
      scores: [1, 0], ranks: [1, 2], plays: [{ [evil]: 1 } as Record<string, number>, {}], stats: [{ [evil]: 1 }, { [evil]: 2 }],
    }));
    const report = buildReport(game, { players: 2, seed: 1, bots: [evil], options: {}, content: evil, planned: 2, seconds: 1, workers: 0, estimates: false }, summaries);
    const html = renderHtml(report);
    expect(html.includes(evil)).toBe(false);
    expect(/<img\b/i.test(html)).toBe(false);
    expect(html.includes('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;')).toBe(true);
    expect((embedded(html, 'lab-report') as LabReport).game.title).toBe(`Evil ${evil}`);
  });

  it('says when the game has no evaluation instead of measuring tension', async () => {
    const noEval = { ...pledge, evaluate: undefined } as AnyGame;
    const report = await labReport({ game: noEval, games: 6, players: 2, bots: ['random'], seed: 4, workers: 0 });
    expect(report.tension).toEqual({ measured: false, reason: 'not measured: the game has no evaluation' });
    expect(report.run.estimates).toBe(false);
    expect(renderHtml(report).includes('not measured: the game has no evaluation')).toBe(true);
  });
});
