/** HTML helpers for the report: escaping, JSON inside a script element, a chart's box. */
import type { ChartSpec } from './charts.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe inside a <script> element: no "</script>", no "<!--". */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A chart's canvas, inside a box of fixed height (Chart.js sizes itself to its container). */
export function chartBox(spec: ChartSpec | undefined, tall = false): string {
  if (!spec) return '';
  return `<div class="chart${tall ? ' tall' : ''}"><canvas id="${escapeHtml(spec.id)}" role="img" aria-label="${escapeHtml(spec.label)} (the table below gives the same figures)"></canvas></div>`;
}

/** A script of the page: its text inline, or an address (for pages shown under a CSP without inline scripts). */
export type PageScript = { inline: string } | { src: string };

export interface HtmlPage {
  title: string;
  /** Which command made it, for the generator meta element (omitted when absent). */
  generator?: string;
  style: string;
  body: string;
  /** Data embedded as JSON script elements, by element id (the page's charts and figures). */
  data: Record<string, unknown>;
  scripts: PageScript[];
}

/**
 * One self-contained HTML page, the frame every lab page (report, comparison, ladder, sweep) shares.
 * Inline scripts are escaped so that no text inside them can close the script element.
 */
export function htmlPage(p: HtmlPage): string {
  const generator = p.generator ? `\n<meta name="generator" content="${escapeHtml(p.generator)}">` : '';
  const data = Object.entries(p.data).map(([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`);
  const scripts = p.scripts.map((s) => ('inline' in s
    ? `<script>${s.inline.replace(/<\/script/gi, '<\\/script')}</script>`
    : `<script src="${escapeHtml(s.src)}"></script>`));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${generator}
<title>${escapeHtml(p.title)}</title>
<style>${p.style}</style>
</head>
<body>
${p.body}
${[...data, ...scripts].join('\n')}
</body>
</html>
`;
}
