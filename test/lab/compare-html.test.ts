/**
 * The comparison's HTML: self-contained (Chart.js inline, nothing fetched), both contents named in the
 * header, "what changed" first, "significant?" in words, every text escaped (a content file's name
 * is the designer's text), a canvas for each chart, and the comparison embedded as JSON.
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/lab/index.ts';
import { comparisonCharts, labCompare, renderComparison, renderComparisonHtml, verdict, type Comparison } from '../../src/lab/compare/index.ts';
import { escapeHtml } from '../../src/lab/report/html-util.ts';
import { richCareersContent } from '../fixtures/lab/emigration-variant.ts';

const HOSTILE = `<script>alert("a&b")</script>'.json`;

function embedded(html: string, id: string): unknown {
  const m = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  expect(m, `script element ${id}`).not.toBeNull();
  return JSON.parse(m![1]);
}

let played: Promise<Comparison> | undefined;
/** Played once for the tests that read it. */
function comparison(): Promise<Comparison> {
  played ??= findGame('emigration').then((game) => labCompare({ game, games: 30, players: 2, bots: ['heuristic:1', 'random'], seed: 2, workers: 0, estimates: false,
    a: { file: null }, b: { content: richCareersContent(), file: HOSTILE } }));
  return played;
}

describe('the comparison as HTML', () => {
  it('is self-contained, names both contents, puts what changed first and escapes every text', async () => {
    const c = await comparison();
    const html = renderComparison(c);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(/\b(src|href)\s*=\s*["']?\s*(https?:)?\/\//i.test(html)).toBe(false);
    expect(/<script[^>]+\bsrc=/i.test(html)).toBe(false);
    // The hostile name appears only escaped: never as markup, and the embedded JSON hides its "<".
    expect(html.includes('<script>alert')).toBe(false);
    expect(html.includes('&lt;script&gt;alert(&quot;a&amp;b&quot;)&lt;/script&gt;&#39;.json')).toBe(true);
    expect(html.includes('<span class="side a">A</span> default content')).toBe(true);
    // What changed comes before the first figure table.
    expect(html.indexOf('id="answer"')).toBeGreaterThan(0);
    expect(html.indexOf('id="answer"')).toBeLessThan(html.indexOf('id="outcomes"'));
    for (const t of c.changes) expect(html.includes(escapeHtml(t)), t).toBe(true);
    expect(embedded(html, 'lab-compare')).toEqual(JSON.parse(JSON.stringify(c)));
    const charts = comparisonCharts(c);
    expect(embedded(html, 'lab-compare-charts')).toEqual(JSON.parse(JSON.stringify(charts)));
    for (const s of charts) expect(html.includes(`<canvas id="${s.id}"`), s.id).toBe(true);
    // Each chart has both series, A and B.
    for (const s of charts) {
      const datasets = (s.config.data as { datasets: Array<{ label: string }> }).datasets;
      expect(datasets.map((d) => d.label.slice(0, 2))).toEqual(['A:', 'B:']);
    }
    // "significant?" in words in every row, whatever the colour.
    const rows = c.metrics.length;
    const words = html.match(/<td class="l verdict">(no|yes: higher under B|yes: lower under B)<\/td>/g) ?? [];
    expect(words).toHaveLength(rows);
    expect(html.includes('yes: higher under B')).toBe(true);
  });

  it('says significant in words, by direction', () => {
    const base = { method: 'paired-t' as const, significant: true, diff: 2 };
    expect(verdict({ ...base } as never)).toBe('yes: higher under B');
    expect(verdict({ ...base, diff: -1 } as never)).toBe('yes: lower under B');
    expect(verdict({ ...base, significant: false } as never)).toBe('no');
  });

  it('inlines the Chart.js bundle it is given (a browser supplies its own)', async () => {
    const c = await comparison();
    const html = renderComparisonHtml(c, '/* my bundle */ window.Chart = function(){}; "</script>"');
    expect(html.includes('/* my bundle */ window.Chart')).toBe(true);
    expect(html.includes('"<\\/script>"')).toBe(true);
    expect(html.includes('"</script>"')).toBe(false);
  });
});
